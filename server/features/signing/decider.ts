import { formatMoscow } from '#events/core/moscow-time';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { SIGNING_KIND, SIGNING_MESSAGES, type SigningEvent } from '#events/signing/events';
import type { Decider } from '../../core/decider';
import { AppError, RuleViolation } from '../../core/errors';

type SignedData = Extract<SigningEvent, { type: 'DocumentsSigned' }>['data'];

export interface SigningState {
  signed: { at: string; eventId: string; candidate: string; director: string } | null;
}

/** 'Отправить подписи': everything the event records, prepared (hashed, rendered) by the command. */
export interface SignDocuments {
  type: 'SignDocuments';
  /** The questionnaire's state as the read model has it now. */
  questionnaireState: QuestionnaireState;
  signing: Omit<SignedData, 'presenceConfirmed'>;
  /** 'подписано в присутствии директора' was ticked. */
  presenceConfirmed: boolean;
}

/**
 * One questionnaire's signing: once, in waitingSigningDocuments, with the director present. A
 * second signing is refused (409) naming who signed and when.
 */
export const signingDecider: Decider<SigningState, SignDocuments, SigningEvent> = {
  kind: SIGNING_KIND,
  initialState: () => ({ signed: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'DocumentsSigned':
        return {
          signed: {
            at: event.meta?.occurredAt ?? '',
            eventId: event.id ?? '',
            candidate: event.data.candidate.name,
            director: event.data.director.name,
          },
        };
    }
  },
  decide(command, state) {
    if (state.signed) {
      const { candidate, director, at } = state.signed;
      const who = `${candidate} и ${director}`;
      throw new AppError(409, SIGNING_MESSAGES.alreadySigned(who, at ? formatMoscow(at) : ''), {
        signedBy: { candidate, director },
        signedAt: at,
      });
    }
    if (command.questionnaireState !== 'waitingSigningDocuments')
      throw new RuleViolation(SIGNING_MESSAGES.notWaiting);
    if (!command.presenceConfirmed)
      throw new RuleViolation(SIGNING_MESSAGES.presence, { field: 'presenceConfirmed' });
    if (!command.signing.candidate.png)
      throw new RuleViolation(SIGNING_MESSAGES.empty('Подпись кандидата'), { field: 'candidateSign' });
    if (!command.signing.director.png)
      throw new RuleViolation(SIGNING_MESSAGES.empty('Подпись директора'), { field: 'directorSign' });
    return [{ type: 'DocumentsSigned', data: { ...command.signing, presenceConfirmed: true } }];
  },
};

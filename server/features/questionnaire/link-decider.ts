import { questionnaireControls } from '#events/questionnaire/rules';
import { PROFILE_LINK_MESSAGES, PROFILE_LINK_RESEND_MINUTES } from '#events/questionnaire/profile-link';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext, Decider } from '../../core/decider';
import { AppError, NotFoundError, RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import {
  QUESTIONNAIRE_MESSAGES,
  questionnaireDecider,
  type QuestionnaireState_,
  type QuestionnaireStreamEvent,
} from './decider';
import { ownerOf } from './files';

/**
 * 'Отправить ссылку кандидату' (issue 31): a decider of its own on the questionnaire's stream, like
 * the scans' caps (scan-limits.ts). It folds the questionnaire as its decider does and adds when the
 * link was last sent, so the questionnaire's decider keeps only the questionnaire's own rules and a
 * send is judged on the stream it is appended to (two clicks at once: the second is refused).
 */
export interface ProfileLinkState {
  questionnaire: QuestionnaireState_;
  /** When the link was last sent (the event's time), null: never. */
  lastSentAt: string | null;
}

export type ProfileLinkCommand = { type: 'SendProfileLink' };

const RESEND_MS = PROFILE_LINK_RESEND_MINUTES * 60_000;

export const profileLinkDecider: Decider<ProfileLinkState, ProfileLinkCommand, QuestionnaireStreamEvent> = {
  kind: questionnaireDecider.kind,
  initialState: () => ({ questionnaire: questionnaireDecider.initialState(), lastSentAt: null }),
  evolve(state, event) {
    const questionnaire = questionnaireDecider.evolve(state.questionnaire, event);
    const lastSentAt =
      event.type === 'ProfileLinkSent' ? (event.meta?.occurredAt ?? state.lastSentAt) : state.lastSentAt;
    return { questionnaire, lastSentAt };
  },
  decide(_command, { questionnaire, lastSentAt }, ctx) {
    if (!questionnaire.exists) throw new NotFoundError(QUESTIONNAIRE_MESSAGES.notFound);
    // Where the card's menu (with the link) is hidden, the profile is with the documents, 1C, done
    // or refused: nothing to fill.
    const { state } = questionnaire;
    if (!questionnaireControls({ state }).menu.visible)
      throw new RuleViolation(PROFILE_LINK_MESSAGES.notAllowed(state), { state });
    if (lastSentAt !== null && Date.parse(ctx.now) - Date.parse(lastSentAt) < RESEND_MS) {
      const retryAt = new Date(Date.parse(lastSentAt) + RESEND_MS).toISOString();
      throw new AppError(409, PROFILE_LINK_MESSAGES.tooSoon(lastSentAt), { sentAt: lastSentAt, retryAt });
    }
    return [{ type: 'ProfileLinkSent', data: {} }];
  },
};

/**
 * Records that staff sent the candidate their profile link; the outbox then queues the
 * 'profileRequested' message on each channel the candidate has (server/features/notifications).
 * Returns when it was sent.
 */
export async function sendProfileLink(s: Services, id: string, ctx: CommandContext): Promise<string> {
  // An erased candidate's phone and e-mail are gone with their key: a send would reach no one.
  if (!s.personalKeys.keyFor(ownerOf(s, id))) throw new AppError(410, PROFILE_LINK_MESSAGES.erased);
  await handleCommand(s.bus, profileLinkDecider, id, { type: 'SendProfileLink' }, ctx);
  return ctx.now;
}

import { describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_STATES,
  TRANSITIONS,
  isAllowedFrom,
  type QuestionnaireAction,
  type QuestionnaireEvent,
  type QuestionnaireState,
} from '#events/questionnaire/events';
import { questionnaireControls, refusalOf } from '#events/questionnaire/rules';
import { ConcurrencyError, NotFoundError, RuleViolation } from '#server/core/errors';
import { questionnaireDecider } from '#server/features/questionnaire/decider';
import { givenDecider, testContext } from '../../helpers/gwt';
import { openedQuestionnaire } from '../../helpers/questionnaire-events';

const opened = openedQuestionnaire;
const moved = (
  action: QuestionnaireAction,
  from: QuestionnaireState,
  to: QuestionnaireState,
): QuestionnaireEvent => ({
  type: 'QuestionnaireStateChanged',
  data: { action, from, to },
});
const change = (action: QuestionnaireAction, reason?: string, seenRevision?: number) => ({
  type: 'ChangeQuestionnaireState' as const,
  action,
  ...(reason ? { reason } : {}),
  ...(seenRevision !== undefined ? { seenRevision } : {}),
});

/** A history that ends in `state`, by allowed actions only. */
function historyTo(state: QuestionnaireState): QuestionnaireEvent[] {
  const paths: Partial<Record<QuestionnaireState, QuestionnaireEvent[]>> = {
    new: [],
    acceptedByALManager: [],
    accepted: [moved('accept', 'new', 'accepted')],
    waitingInterview: [moved('inviteToInterview', 'new', 'waitingInterview')],
    externalCheckPassed: [moved('passExternalChecks', 'new', 'externalCheckPassed')],
    resolved: [moved('resolveChecks', 'new', 'resolved')],
    resolvedValid: [moved('validateChecks', 'new', 'resolvedValid')],
    sendedTo1S: [
      moved('validateChecks', 'new', 'resolvedValid'),
      moved('sendTo1S', 'resolvedValid', 'sendedTo1S'),
    ],
    waitingSigningDocuments: [
      moved('validateChecks', 'new', 'resolvedValid'),
      moved('sendTo1S', 'resolvedValid', 'sendedTo1S'),
      moved('documentsReady', 'sendedTo1S', 'waitingSigningDocuments'),
    ],
    employed: [
      moved('validateChecks', 'new', 'resolvedValid'),
      moved('sendTo1S', 'resolvedValid', 'sendedTo1S'),
      moved('documentsReady', 'sendedTo1S', 'waitingSigningDocuments'),
      moved('sign', 'waitingSigningDocuments', 'employed'),
    ],
    rejected: [moved('reject', 'new', 'rejected')],
    rejectedAuth: [moved('rejectByCheck', 'new', 'rejectedAuth')],
  };
  return [opened(state === 'acceptedByALManager' ? 'acceptedByALManager' : 'new'), ...(paths[state] ?? [])];
}

describe('questionnaire decider: the transition table', () => {
  for (const action of Object.keys(TRANSITIONS) as QuestionnaireAction[]) {
    for (const state of QUESTIONNAIRE_STATES) {
      const allowed = isAllowedFrom(action, state);
      it(`${action} from ${state}: ${allowed ? 'moves' : 'refused, nothing written'}`, () => {
        const run = givenDecider(questionnaireDecider).given(historyTo(state)).when(change(action));
        if (allowed) {
          const to = TRANSITIONS[action].to === 'previous' ? 'new' : TRANSITIONS[action].to;
          run.then([moved(action, state, to)]);
        } else {
          run.thenThrows(RuleViolation, refusalOf(action, { state }) ?? undefined);
        }
      });
    }
  }

  it('restores a refused questionnaire to the state it was refused in, with the reason kept on refusal', () => {
    const history = [opened(), moved('validateChecks', 'new', 'resolvedValid')];
    givenDecider(questionnaireDecider)
      .given(history)
      .when(change('reject', '  Не вышел на связь '))
      .then([
        {
          type: 'QuestionnaireStateChanged',
          data: { action: 'reject', from: 'resolvedValid', to: 'rejected', reason: 'Не вышел на связь' },
        },
      ]);
    givenDecider(questionnaireDecider)
      .given([...history, moved('reject', 'resolvedValid', 'rejected')])
      .when(change('reestablish'))
      .then([moved('reestablish', 'rejected', 'resolvedValid')]);
  });

  it('never restores a refused candidate the blacklist check found (the check ended after the refusal)', () => {
    const history = [opened(), moved('validateChecks', 'new', 'resolvedValid')];
    givenDecider(questionnaireDecider)
      .given([...history, moved('reject', 'resolvedValid', 'rejected')])
      .when({ ...change('reestablish'), blacklisted: true })
      .thenThrows(RuleViolation, /чёрном списке/);
  });

  it('refuses a second refusal naming who acted first when the user saw an older revision', () => {
    const history = [opened(), moved('reject', 'new', 'rejected')];
    givenDecider(questionnaireDecider)
      .given(history)
      .when(change('reject', undefined, 0))
      .thenThrows(ConcurrencyError, /Анкету уже отклонил\(а\)/);
    // Without a revision (or seeing the refusal), the answer names the state instead.
    givenDecider(questionnaireDecider)
      .given(history)
      .when(change('reject'))
      .thenThrows(RuleViolation, /«Отказ»/);
  });

  it('knows no questionnaire that was never opened', () => {
    givenDecider(questionnaireDecider)
      .given([])
      .when(change('reject'))
      .thenThrows(NotFoundError, 'Анкета не найдена');
  });
});

describe('questionnaire decider: edits field by field', () => {
  const edit = (changes: Record<string, unknown>, seenRevision: number) => ({
    type: 'EditQuestionnaireInfo' as const,
    changes,
    seenRevision,
  });
  const edited = (changes: Record<string, unknown>): QuestionnaireEvent => ({
    type: 'QuestionnaireInfoEdited',
    data: { changes },
  });

  it('records only the fields that differ', () => {
    givenDecider(questionnaireDecider)
      .given([opened()])
      .when(edit({ lastname: 'Иванова', email: 'new@example.com' }, 0))
      .then([edited({ email: 'new@example.com' })]);
  });

  it('keeps two people’s edits of different fields made at the same time', () => {
    // Both saw revision 0; the first changed the e-mail, the second changes the phone.
    givenDecider(questionnaireDecider)
      .given([opened(), edited({ email: 'new@example.com' })])
      .when(edit({ phone: '79990000000' }, 0))
      .then([edited({ phone: '79990000000' })]);
  });

  it('refuses an edit of a field someone changed after the editor loaded it, naming who', () => {
    givenDecider(questionnaireDecider)
      .given([opened(), edited({ email: 'new@example.com' })])
      .when(edit({ email: 'other@example.com' }, 0), testContext())
      .thenThrows(ConcurrencyError, /изменил\(а\) поле «E-mail»/);
  });

  it('adds comments as events', () => {
    givenDecider(questionnaireDecider)
      .given([opened()])
      .when({ type: 'CommentQuestionnaire', commentId: 'c1', text: 'Позвонить в понедельник' })
      .then([{ type: 'QuestionnaireCommented', data: { commentId: 'c1', text: 'Позвонить в понедельник' } }]);
  });
});

describe('questionnaire controls (shared with the console)', () => {
  it('hides the menu in the spec’s four states and shows it otherwise', () => {
    for (const state of QUESTIONNAIRE_STATES) {
      const hidden = ['waitingSigningDocuments', 'sendedTo1S', 'employed', 'rejected'].includes(state);
      expect(questionnaireControls({ state }).menu.visible).toBe(!hidden);
    }
  });

  it('disables restore for rejectedAuth and for a blacklisted candidate', () => {
    expect(questionnaireControls({ state: 'rejected' }).restore).toMatchObject({
      visible: true,
      enabled: true,
    });
    expect(questionnaireControls({ state: 'rejected', blacklisted: true }).restore).toMatchObject({
      enabled: false,
    });
    expect(questionnaireControls({ state: 'rejectedAuth' }).restore).toMatchObject({
      visible: true,
      enabled: false,
    });
    expect(refusalOf('reestablish', { state: 'rejected', blacklisted: true })).toMatch(/чёрном списке/);
  });

  it('enables the request-code button only in resolvedValid with the self-employment check allowing it', () => {
    expect(questionnaireControls({ state: 'resolvedValid' }).requestCode.enabled).toBe(true);
    expect(
      questionnaireControls({ state: 'resolvedValid', selfEmploymentAllowed: false }).requestCode.enabled,
    ).toBe(false);
    expect(questionnaireControls({ state: 'resolved' }).requestCode.visible).toBe(false);
  });
});

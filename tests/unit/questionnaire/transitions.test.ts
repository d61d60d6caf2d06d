import { describe, expect, it } from 'vitest';
import type { QuestionnaireEvent } from '#events/questionnaire/events';
import {
  QUESTIONNAIRE_STATES,
  TRANSITIONS,
  isAllowedFrom,
  type QuestionnaireAction,
  type QuestionnaireState,
} from '#events/questionnaire/states';
import { ConcurrencyError, RuleViolation } from '#server/core/errors';
import { questionnaireDecider } from '#server/features/questionnaire/decider';
import { givenDecider } from '../../helpers/gwt';

const opened = (state: 'new' | 'acceptedByALManager' = 'new'): QuestionnaireEvent => ({
  type: 'QuestionnaireOpened',
  data: {
    id: '1',
    source: 'staff',
    contractorType: 'Employee',
    state,
    info: {
      lastname: 'Иванова',
      firstname: 'Анна',
      secondname: '',
      woPatronymic: true,
      dateBirth: '1999-01-01',
      phone: '79161234567',
      email: '',
    },
    vacancy: {
      IStoreId: '10412',
      storeName: 'Авиапарк',
      cityId: '1',
      cityName: 'Москва',
      positionId: '3',
      positionTitle: 'Продавец-консультант',
    },
  },
});
const moved = (
  action: QuestionnaireAction,
  from: QuestionnaireState,
  to: QuestionnaireState,
): QuestionnaireEvent => ({
  type: 'QuestionnaireStateChanged',
  data: { action, from, to },
});

/** A history reaching each state by allowed actions. */
const PATHS: Record<QuestionnaireState, QuestionnaireAction[]> = {
  new: [],
  acceptedByALManager: [],
  accepted: ['accept'],
  waitingInterview: ['inviteToInterview'],
  externalCheckPassed: ['passExternalChecks'],
  resolved: ['resolveChecks'],
  resolvedValid: ['validateChecks'],
  sendedTo1S: ['validateChecks', 'sendTo1S'],
  waitingSigningDocuments: ['validateChecks', 'sendTo1S', 'documentsReady'],
  employed: ['validateChecks', 'sendTo1S', 'documentsReady', 'sign'],
  rejected: ['reject'],
  rejectedAuth: ['rejectByCheck'],
};
function historyOf(state: QuestionnaireState): QuestionnaireEvent[] {
  const history = [opened(state === 'acceptedByALManager' ? 'acceptedByALManager' : 'new')];
  let at: QuestionnaireState = state === 'acceptedByALManager' ? 'acceptedByALManager' : 'new';
  for (const action of PATHS[state]) {
    const target = TRANSITIONS[action].to;
    const to: QuestionnaireState = target === 'previous' ? 'new' : target;
    history.push(moved(action, at, to));
    at = to;
  }
  return history;
}

describe('questionnaire decider: every action from every state, per the table', () => {
  for (const state of QUESTIONNAIRE_STATES) {
    for (const action of Object.keys(TRANSITIONS) as QuestionnaireAction[]) {
      const allowed = isAllowedFrom(action, state);
      it(`${action} from ${state}: ${allowed ? 'allowed' : 'refused (422)'}`, () => {
        const when = givenDecider(questionnaireDecider)
          .given(historyOf(state))
          .when({ type: 'ChangeQuestionnaireState', action });
        if (!allowed) return when.thenThrows(RuleViolation);
        const target = TRANSITIONS[action].to;
        const to = target === 'previous' ? 'new' : target;
        when.then([moved(action, state, to)]);
      });
    }
  }

  it('restore returns to the state before the rejection; rejectedAuth cannot be restored', () => {
    const history = [opened(), moved('accept', 'new', 'accepted'), moved('reject', 'accepted', 'rejected')];
    givenDecider(questionnaireDecider)
      .given(history)
      .when({ type: 'ChangeQuestionnaireState', action: 'reestablish' })
      .then([moved('reestablish', 'rejected', 'accepted')]);
    givenDecider(questionnaireDecider)
      .given(historyOf('rejectedAuth'))
      .when({ type: 'ChangeQuestionnaireState', action: 'reestablish' })
      .thenThrows(RuleViolation);
  });

  it('a refusal on an older revision names who acted first (409)', () => {
    givenDecider(questionnaireDecider)
      .given(historyOf('rejected'))
      .when({ type: 'ChangeQuestionnaireState', action: 'reject', seenRevision: 0 })
      .thenThrows(ConcurrencyError, /Анкету уже/);
  });
});

describe('questionnaire decider: field-level edits', () => {
  const edited: QuestionnaireEvent = {
    type: 'QuestionnaireInfoEdited',
    data: { changes: { email: 'a@mail.ru' } },
  };
  it('the same field changed since the seen revision is a 409 naming the field', () => {
    givenDecider(questionnaireDecider)
      .given([opened(), edited])
      .when({ type: 'EditQuestionnaireInfo', changes: { email: 'b@mail.ru' }, seenRevision: 0 })
      .thenThrows(ConcurrencyError, /E-mail/);
  });
  it('another field from the same old revision is kept', () => {
    givenDecider(questionnaireDecider)
      .given([opened(), edited])
      .when({ type: 'EditQuestionnaireInfo', changes: { phone: '79990001122' }, seenRevision: 0 })
      .then([{ type: 'QuestionnaireInfoEdited', data: { changes: { phone: '79990001122' } } }]);
  });
  it('comments are always allowed, refused on an unknown questionnaire', () => {
    expect(() =>
      givenDecider(questionnaireDecider)
        .given([])
        .when({ type: 'CommentQuestionnaire', commentId: 'c', text: 'Да' })
        .then([]),
    ).toThrow();
  });
});

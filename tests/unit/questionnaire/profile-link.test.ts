import { describe, expect, it } from 'vitest';
import type { QuestionnaireState } from '#events/questionnaire/events';
import { PROFILE_LINK_MESSAGES } from '#events/questionnaire/profile-link';
import { questionnaireControls } from '#events/questionnaire/rules';
import { QUESTIONNAIRE_STATES } from '#events/questionnaire/states';
import { describeEvent } from '#events/history/describe';
import { AppError, NotFoundError, RuleViolation } from '#server/core/errors';
import type { QuestionnaireStreamEvent } from '#server/features/questionnaire/decider';
import { profileLinkDecider } from '#server/features/questionnaire/link-decider';
import { momentOf, MOMENT_EVENT_TYPES } from '#server/features/notifications/moments';
import { givenDecider, testContext } from '../../helpers/gwt';
import { openedQuestionnaire } from '../../helpers/questionnaire-events';

/** Issue 31: 'Отправить ссылку кандидату' on the questionnaire's stream (the gwt events happen at 10:00 UTC). */
const opened: QuestionnaireStreamEvent = openedQuestionnaire();
const sent: QuestionnaireStreamEvent = { type: 'ProfileLinkSent', data: {} };
const moved = (from: QuestionnaireState, to: QuestionnaireState): QuestionnaireStreamEvent => ({
  type: 'QuestionnaireStateChanged',
  data: { action: 'reject', from, to },
});
const send = { type: 'SendProfileLink' as const };
const at = (iso: string) => testContext({ now: iso });
const { given } = givenDecider(profileLinkDecider);

describe('sending the candidate their profile link', () => {
  it('records ProfileLinkSent, with nothing personal in it', () => {
    given([opened]).when(send).then([sent]);
  });

  it('refuses an unknown questionnaire (404)', () => {
    given([]).when(send).thenThrows(NotFoundError, 'Анкета не найдена');
  });

  const hidden = QUESTIONNAIRE_STATES.filter((state) => !questionnaireControls({ state }).menu.visible);
  it('is refused exactly where the card menu (with the copy link) is hidden', () => {
    expect([...hidden].sort()).toEqual(['employed', 'rejected', 'sendedTo1S', 'waitingSigningDocuments']);
  });

  it.each(hidden)('refuses in state %s (422), naming the state', (state) => {
    given([opened, moved('new', state)])
      .when(send)
      .thenThrows(RuleViolation, /^Отправить ссылку нельзя: анкета в состоянии «.+»$/);
  });

  it.each(QUESTIONNAIRE_STATES.filter((state) => !hidden.includes(state)))('sends in state %s', (state) => {
    given(state === 'new' ? [opened] : [opened, moved('new', state)])
      .when(send)
      .then([sent]);
  });

  it('refuses a second send within 10 minutes (409), naming the time in Moscow time', () => {
    const again = given([opened, sent]).when(send, at('2026-11-22T10:09:59.000Z'));
    again.thenThrows(AppError, PROFILE_LINK_MESSAGES.tooSoon('2026-11-22T10:00:00.000Z'));
    again.thenThrows(
      AppError,
      'Ссылка уже отправлена в 13:00 МСК. Повторно можно через 10 минут после отправки (с 13:10 МСК).',
    );
    const state = profileLinkDecider.evolve(
      profileLinkDecider.evolve(profileLinkDecider.initialState(), opened),
      {
        ...sent,
        meta: {
          actor: { userId: 'u1', role: 'HR' },
          occurredAt: '2026-11-22T10:00:00.000Z',
          correlationId: 'c',
          causationId: 'c',
          schemaVersion: 1,
        },
      },
    );
    const refusal = (() => {
      try {
        profileLinkDecider.decide(send, state, at('2026-11-22T10:05:00.000Z'));
      } catch (err) {
        return err as AppError;
      }
      return null;
    })();
    expect(refusal?.status).toBe(409);
    expect(refusal?.details).toEqual({
      sentAt: '2026-11-22T10:00:00.000Z',
      retryAt: '2026-11-22T10:10:00.000Z',
    });
  });

  it('sends again once 10 minutes have passed since the last send', () => {
    given([opened, sent]).when(send, at('2026-11-22T10:10:00.000Z')).then([sent]);
    given([opened, sent, sent]).when(send, at('2026-11-22T10:10:00.000Z')).then([sent]);
  });
});

describe('the moment and the history', () => {
  it("ProfileLinkSent asks the candidate to fill the profile ('profileRequested')", () => {
    expect(MOMENT_EVENT_TYPES.has('ProfileLinkSent')).toBe(true);
    expect(momentOf({ type: 'ProfileLinkSent', streamId: 'questionnaire-7', data: {} })).toEqual({
      moment: 'profileRequested',
      source: { kind: 'questionnaire', id: '7' },
    });
  });

  it('the card history says it in Russian', () => {
    const sentence = describeEvent({
      type: 'ProfileLinkSent',
      streamId: 'questionnaire-7',
      data: {},
      meta: {
        actor: { userId: 'u-hr', role: 'HR', name: 'Кадрова Елена' },
        occurredAt: '2026-11-22T10:00:00.000Z',
        correlationId: 'c',
        causationId: 'c',
        schemaVersion: 1,
      },
    });
    expect(sentence).toMatch(/отправила кандидату ссылку на анкету$/);
  });
});

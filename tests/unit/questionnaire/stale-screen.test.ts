import { describe, expect, it } from 'vitest';
import { STALE_SCREEN_CONFLICTS, conflictsWith, type CommandIntent } from '#events/questionnaire/conflicts';
import type { QuestionnaireEvent } from '#events/questionnaire/events';
import { asEventsOf } from '#server/core/command-handler';
import { fold } from '#server/core/decider';
import { ConcurrencyError, RuleViolation } from '#server/core/errors';
import { questionnaireDecider, type QuestionnaireCommand } from '#server/features/questionnaire/decider';
import { givenDecider, stored, testContext } from '../../helpers/gwt';
import { openedQuestionnaire } from '../../helpers/questionnaire-events';

/**
 * Issue 24, item 5: a command sent from a screen carries the revision it showed; a change after it
 * that the action depends on refuses it (409 naming who), whatever today's state would allow, and a
 * change it does not depend on (a comment, a scan, another field) never blocks it.
 */
const opened = openedQuestionnaire();
const rejected: QuestionnaireEvent = {
  type: 'QuestionnaireStateChanged',
  data: { action: 'reject', from: 'new', to: 'rejected', reason: 'Не вышел на связь' },
};
const restored: QuestionnaireEvent = {
  type: 'QuestionnaireStateChanged',
  data: { action: 'reestablish', from: 'rejected', to: 'new' },
};
const commented: QuestionnaireEvent = {
  type: 'QuestionnaireCommented',
  data: { commentId: 'c1', text: 'Позвонить после 18:00' },
};
const phoneEdited: QuestionnaireEvent = {
  type: 'QuestionnaireInfoEdited',
  data: { changes: { phone: '79990000000' } },
};
const scan: QuestionnaireEvent = {
  type: 'QuestionnaireFileAttached',
  data: { fileId: 'f1', kind: 'passport', name: 'p.jpg', size: 10, mime: 'image/jpeg' },
};
const reject = (seenRevision?: number): QuestionnaireCommand => ({
  type: 'ChangeQuestionnaireState',
  action: 'reject',
  ...(seenRevision !== undefined ? { seenRevision } : {}),
});
const restore = (seenRevision?: number): QuestionnaireCommand => ({
  type: 'ChangeQuestionnaireState',
  action: 'reestablish',
  ...(seenRevision !== undefined ? { seenRevision } : {}),
});
const rejectedEvent = (): QuestionnaireEvent => ({
  type: 'QuestionnaireStateChanged',
  data: { action: 'reject', from: 'new', to: 'rejected' },
});

const state: CommandIntent = { type: 'ChangeQuestionnaireState' };
const editEmail: CommandIntent = { type: 'EditQuestionnaireInfo', fields: ['email'] };
const savePassport: CommandIntent = { type: 'SaveProfileSections', sections: ['passport'] };

describe('what each action depends on (the conflict table)', () => {
  it('a state change depends on state moves only', () => {
    expect(STALE_SCREEN_CONFLICTS.ChangeQuestionnaireState).toEqual(['QuestionnaireStateChanged']);
    expect(conflictsWith(state, { type: 'QuestionnaireStateChanged' })).toBe(true);
    expect(conflictsWith(state, { type: 'QuestionnaireInfoEdited', fields: ['phone'] })).toBe(false);
    expect(conflictsWith(state, { type: 'ProfilePassportSaved' })).toBe(false);
  });

  it('a field edit depends on edits of the same field; a section save on saves of the same section', () => {
    expect(conflictsWith(editEmail, { type: 'QuestionnaireInfoEdited', fields: ['email'] })).toBe(true);
    expect(conflictsWith(editEmail, { type: 'QuestionnaireInfoEdited', fields: ['phone'] })).toBe(false);
    expect(conflictsWith(editEmail, { type: 'QuestionnaireStateChanged' })).toBe(false);
    expect(conflictsWith(savePassport, { type: 'ProfilePassportSaved' })).toBe(true);
    expect(conflictsWith(savePassport, { type: 'ProfileAddressesSaved' })).toBe(false);
  });

  it('comments, scans and the candidate sending the profile are in no row: they never block', () => {
    const rows: readonly string[] = Object.values(STALE_SCREEN_CONFLICTS).flat();
    for (const type of [
      'QuestionnaireCommented',
      'QuestionnaireFileAttached',
      'QuestionnaireFileRemoved',
      'ProfileSubmitted',
    ])
      expect(rows).not.toContain(type);
  });
});

describe('a state change from a stale screen', () => {
  it('a restore from a screen that had not seen a later refusal is refused, naming the refusal', () => {
    givenDecider(questionnaireDecider)
      .given([opened, rejected, restored, rejectedEvent()])
      .when(restore(2))
      .thenThrows(ConcurrencyError, /Анкету уже отклонил\(а\)/);
  });

  it('is refused even when today’s state allows the action (no silent undo)', () => {
    // The screen saw 'new' (revision 0); meanwhile refused and restored: 'new' again, but not the same.
    givenDecider(questionnaireDecider)
      .given([opened, rejected, restored])
      .when(reject(0))
      .thenThrows(ConcurrencyError, /Анкету уже восстановил\(а\)/);
  });

  it('names who moved the state, with the role, when and at which revision', () => {
    const director = { userId: 'u-dir', role: 'StoreDirector', name: 'Петров Пётр' };
    const s = fold(
      questionnaireDecider,
      asEventsOf<QuestionnaireEvent>(stored('questionnaire-7', [opened, rejected], director)),
    );
    const run = () => questionnaireDecider.decide(restore(0), s, testContext());
    expect(run).toThrow(/Петров Пётр \(Директор магазина\)/);
    try {
      run();
    } catch (err) {
      expect(err).toBeInstanceOf(ConcurrencyError);
      expect((err as ConcurrencyError).changedBy).toEqual(director);
      expect((err as ConcurrencyError).actualRevision).toBe(1);
      expect((err as ConcurrencyError).changedAt).toBe('2026-11-22T10:00:00.000Z');
    }
  });

  it('a comment, a scan or another person’s field edit after the screen does not block a refusal', () => {
    givenDecider(questionnaireDecider)
      .given([opened, commented, scan, phoneEdited])
      .when(reject(0))
      .then([rejectedEvent()]);
  });

  it('at the revision the screen shows, the action goes through; an impossible one is still a 422', () => {
    givenDecider(questionnaireDecider).given([opened, rejected]).when(restore(1)).then([restored]);
    givenDecider(questionnaireDecider).given([opened]).when(restore(0)).thenThrows(RuleViolation);
  });

  it('a spec-shaped call without a revision acts on the state as it is', () => {
    givenDecider(questionnaireDecider)
      .given([opened, rejected, restored])
      .when(reject())
      .then([rejectedEvent()]);
  });

  it('a state move after the screen does not block an edit of a field', () => {
    givenDecider(questionnaireDecider)
      .given([opened, rejected])
      .when({ type: 'EditQuestionnaireInfo', changes: { email: 'new@example.com' }, seenRevision: 0 })
      .then([{ type: 'QuestionnaireInfoEdited', data: { changes: { email: 'new@example.com' } } }]);
  });
});

import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_STATES, isAllowedFrom } from '#events/questionnaire/states';
import { QUESTIONNAIRE_RULE_MESSAGES, questionnaireControls, refusalOf } from '#events/questionnaire/rules';

describe('questionnaire rules shared by the server and the console', () => {
  it('reject is shown exactly where the table allows it, and refused naming the state elsewhere', () => {
    for (const state of QUESTIONNAIRE_STATES) {
      const allowed = isAllowedFrom('reject', state);
      expect(questionnaireControls({ state }).reject.visible).toBe(allowed);
      expect(refusalOf('reject', { state })).toBe(
        allowed ? null : QUESTIONNAIRE_RULE_MESSAGES.rejectNotAllowed(state),
      );
    }
    expect(refusalOf('reject', { state: 'employed' })).toContain('Трудоустроен');
  });

  it('restore: only rejected, not blacklisted; rejectedAuth shows a disabled button with the reason', () => {
    expect(refusalOf('reestablish', { state: 'rejected' })).toBeNull();
    expect(refusalOf('reestablish', { state: 'rejected', blacklisted: true })).toBe(
      QUESTIONNAIRE_RULE_MESSAGES.restoreBlacklisted,
    );
    expect(questionnaireControls({ state: 'rejectedAuth' }).restore).toEqual({
      visible: true,
      enabled: false,
      reason: QUESTIONNAIRE_RULE_MESSAGES.restoreRejectedAuth,
    });
    expect(refusalOf('reestablish', { state: 'new' })).toContain('Новая');
    expect(questionnaireControls({ state: 'new' }).restore.visible).toBe(false);
  });

  it('the card menu is hidden from signing on and for rejected questionnaires', () => {
    for (const state of ['waitingSigningDocuments', 'sendedTo1S', 'employed', 'rejected'] as const)
      expect(questionnaireControls({ state }).menu.visible).toBe(false);
    expect(questionnaireControls({ state: 'new' }).menu.visible).toBe(true);
  });

  it('requesting a code needs resolvedValid and a self-employment check that does not forbid it', () => {
    expect(questionnaireControls({ state: 'resolvedValid' }).requestCode.enabled).toBe(true);
    expect(
      questionnaireControls({ state: 'resolvedValid', selfEmploymentAllowed: false }).requestCode.enabled,
    ).toBe(false);
    expect(questionnaireControls({ state: 'new' }).requestCode.visible).toBe(false);
  });
});

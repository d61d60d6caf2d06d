import { describe, expect, it } from 'vitest';
import { REVIEW_CONFLICTS } from '#events/questionnaire-light/conflicts';
import { ConcurrencyError, ValidationError } from '#server/core/errors';
import {
  questionnaireLightDecider,
  type LightQuestionnaireEvent,
  type QuestionnaireLightCommand,
} from '#server/features/questionnaire-light/questionnaire';
import { submittedLightQuestionnaire, testLightInfo as info } from '../../helpers/questionnaire-events';
import { givenDecider } from '../../helpers/gwt';

/**
 * Issue 24, item 5: a review sent from a screen carries the revision it showed. Another review or
 * the candidate's edit after it refuses the review (409 naming who); the candidate confirming their
 * e-mail does not (it used to: any later event was a conflict).
 */
const submitted = submittedLightQuestionnaire();
const emailConfirmed: LightQuestionnaireEvent = { type: 'QuestionnaireLightEmailConfirmed', data: {} };
const edited: LightQuestionnaireEvent = {
  type: 'QuestionnaireLightEdited',
  data: { info: { ...info, subwayStation: 'Пушкинская' } },
};
const declined: LightQuestionnaireEvent = {
  type: 'QuestionnaireLightDeclined',
  data: { comment: 'Нет опыта' },
};
const restored: LightQuestionnaireEvent = { type: 'QuestionnaireLightRestored', data: {} };
const accept = (seenRevision?: number): QuestionnaireLightCommand => ({
  type: 'AcceptQuestionnaireLight',
  ...(seenRevision !== undefined ? { seenRevision } : {}),
});
const decline = (seenRevision: number): QuestionnaireLightCommand => ({
  type: 'DeclineQuestionnaireLight',
  comment: 'Не подходит',
  seenRevision,
});

describe('what a light review depends on', () => {
  it('reviews and the candidate’s edit; never the e-mail confirmation', () => {
    for (const row of Object.values(REVIEW_CONFLICTS)) {
      expect(row).toContain('QuestionnaireLightDeclined');
      expect(row).not.toContain('QuestionnaireLightEmailConfirmed');
    }
    expect(REVIEW_CONFLICTS.AcceptQuestionnaireLight).toContain('QuestionnaireLightEdited');
  });

  it('the candidate confirming the e-mail after the screen does not block an accept', () => {
    givenDecider(questionnaireLightDecider)
      .given([submitted, emailConfirmed])
      .when(accept(0))
      .then([{ type: 'QuestionnaireLightAccepted', data: { comment: '' } }]);
  });

  it('the candidate’s edit after the screen refuses an accept (the reviewer never saw the data)', () => {
    givenDecider(questionnaireLightDecider)
      .given([submitted, edited])
      .when(accept(0))
      .thenThrows(ConcurrencyError, /Анкету уже изменил\(а\)/);
  });

  it('a decline from a screen that missed a decline and a restore is refused, naming the restore', () => {
    givenDecider(questionnaireLightDecider)
      .given([submitted, declined, restored])
      .when(decline(0))
      .thenThrows(ConcurrencyError, /Анкету уже восстановил\(а\)/);
  });

  it('at the screen’s revision it goes through; a revision the questionnaire never had is a 400', () => {
    givenDecider(questionnaireLightDecider)
      .given([submitted, declined, restored])
      .when(decline(2))
      .then([{ type: 'QuestionnaireLightDeclined', data: { comment: 'Не подходит' } }]);
    givenDecider(questionnaireLightDecider)
      .given([submitted])
      .when(accept(7))
      .thenThrows(ValidationError, 'Поле «версия»');
  });
});

import { describe, it } from 'vitest';
import type { QuestionnaireEvent } from '#events/questionnaire/events';
import { ValidationError } from '#server/core/errors';
import { questionnaireDecider } from '#server/features/questionnaire/decider';
import { givenDecider } from '../../helpers/gwt';
import { openedQuestionnaire } from '../../helpers/questionnaire-events';

/**
 * A save claiming a revision the record never had (999999) used to pass as 'no conflict': every
 * later change looked older than the screen. It is refused (400 naming 'версия'), on the staff's
 * and the candidate's saves, the card's edit and the state change alike.
 */
const opened = openedQuestionnaire();
const passport = {
  placeBirth: 'г. Тула',
  series: '7012',
  number: '864209',
  dateExtradition: '20.05.2016',
  placeExtradition: 'УМВД России по Тульской области',
  departmentNumber: '710-003',
};
const saved: QuestionnaireEvent = { type: 'ProfilePassportSaved', data: { passport } };
const save = (seenRevision: number, byCandidate = false) => ({
  type: 'SaveProfileSections' as const,
  seenRevision,
  ...(byCandidate ? { byCandidate } : {}),
  sections: [{ section: 'passport' as const, data: { ...passport, placeBirth: 'г. Алексин' } }],
});
const savedAgain: QuestionnaireEvent = {
  type: 'ProfilePassportSaved',
  data: { passport: { ...passport, placeBirth: 'г. Алексин' } },
};

describe('a claimed revision above the record', () => {
  it('given revision 1, a profile save claiming 999999 is refused naming the field', () => {
    givenDecider(questionnaireDecider)
      .given([opened, saved])
      .when(save(999_999))
      .thenThrows(ValidationError, /Поле «версия»: у анкеты нет версии 999999 \(последняя — 1\)/);
  });

  it("the candidate's own save too", () => {
    givenDecider(questionnaireDecider)
      .given([opened, saved])
      .when(save(2, true))
      .thenThrows(ValidationError, 'Поле «версия»');
  });

  it('the revision the record has (or an older one, then the conflict rules) still saves', () => {
    givenDecider(questionnaireDecider).given([opened, saved]).when(save(1)).then([savedAgain]);
  });

  it('the card edit and the state change claiming a future revision are refused', () => {
    givenDecider(questionnaireDecider)
      .given([opened])
      .when({ type: 'EditQuestionnaireInfo', changes: { email: 'a@b.ru' }, seenRevision: 999_999 })
      .thenThrows(ValidationError, 'Поле «версия»');
    givenDecider(questionnaireDecider)
      .given([opened])
      .when({ type: 'ChangeQuestionnaireState', action: 'reject', seenRevision: 5 })
      .thenThrows(ValidationError, 'Поле «версия»');
  });
});

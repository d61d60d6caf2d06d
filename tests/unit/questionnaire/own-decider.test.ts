import { describe, it } from 'vitest';
import type { QuestionnaireEvent, QuestionnaireState } from '#events/questionnaire/events';
import { OWN_CLOSED_STATES, OWN_MESSAGES, ownClosedMessage } from '#events/questionnaire/own';
import { AppError } from '#server/core/errors';
import { questionnaireDecider } from '#server/features/questionnaire/decider';
import { givenDecider } from '../../helpers/gwt';
import { openedQuestionnaire } from '../../helpers/questionnaire-events';

/** The candidate's own changes and 'Отправить анкету' (issue 14): given/when/then on the decider. */
const opened = openedQuestionnaire();
const movedTo = (to: QuestionnaireState): QuestionnaireEvent => ({
  type: 'QuestionnaireStateChanged',
  data: { action: 'reject', from: 'new', to },
});
const passport = {
  placeBirth: 'г. Тула',
  series: '7012',
  number: '864209',
  dateExtradition: '20.05.2016',
  placeExtradition: 'УМВД России по Тульской области',
  departmentNumber: '710-003',
};
const file = {
  fileId: '0123456789abcdef0123456789abcdef',
  kind: 'passport' as const,
  name: 'passport.png',
  size: 10,
  mime: 'image/png' as const,
};
const submitted: QuestionnaireEvent = { type: 'ProfileSubmitted', data: {} };

describe('the candidate sends the profile', () => {
  it('given an open questionnaire, when the candidate submits, then ProfileSubmitted', () => {
    givenDecider(questionnaireDecider).given([opened]).when({ type: 'SubmitProfile' }).then([submitted]);
  });

  it('given a submit and no change since, when submitted again, then the duplicate 409', () => {
    givenDecider(questionnaireDecider)
      .given([opened, submitted])
      .when({ type: 'SubmitProfile' })
      .thenThrows(AppError, OWN_MESSAGES.duplicate);
  });

  it('given a submit and a section saved since, when submitted again, then it is recorded', () => {
    const saved: QuestionnaireEvent = { type: 'ProfilePassportSaved', data: { passport } };
    givenDecider(questionnaireDecider)
      .given([opened, submitted, saved])
      .when({ type: 'SubmitProfile' })
      .then([submitted]);
  });

  for (const state of OWN_CLOSED_STATES) {
    it(`given ${state}, the candidate's submit, save and upload are refused; staff still upload`, () => {
      const history = [opened, movedTo(state)];
      const closed = ownClosedMessage(state) ?? '';
      givenDecider(questionnaireDecider)
        .given(history)
        .when({ type: 'SubmitProfile' })
        .thenThrows(AppError, closed);
      givenDecider(questionnaireDecider)
        .given(history)
        .when({
          type: 'SaveProfileSections',
          seenRevision: 1,
          byCandidate: true,
          sections: [{ section: 'passport', data: passport }],
        })
        .thenThrows(AppError, closed);
      givenDecider(questionnaireDecider)
        .given(history)
        .when({ type: 'AttachQuestionnaireFile', file, byCandidate: true })
        .thenThrows(AppError, closed);
      givenDecider(questionnaireDecider)
        .given(history)
        .when({ type: 'AttachQuestionnaireFile', file })
        .then([{ type: 'QuestionnaireFileAttached', data: file }]);
    });
  }
});

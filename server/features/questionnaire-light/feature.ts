import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { QUESTIONNAIRE_LIGHT_PROJECTIONS } from '#projections/questionnaire-light';
import { defineServerFeature } from '../../core/feature';
import { seedQuestionnaires } from './demo-seed';
import { phoneDecider } from './phone';
import { questionnaireLightDecider } from './questionnaire';
import { questionnaireLightRoutes } from './routes';
import { storeQuestionnaireRoutes } from './routes-store';

/** Light questionnaires: the candidate's form and phone confirmation, staff review, the store feed. */
export const questionnaireLightFeature = defineServerFeature({
  name: 'questionnaire-light',
  routes: (s) => [questionnaireLightRoutes(s), storeQuestionnaireRoutes(s)],
  readOnlyPosts: [
    '/get-questionnaire-light',
    '/get-questionnaire-light-list',
    '/get-store-questionnaire-light',
    '/get-store-questionnaires-light',
  ],
  // Candidates' personal data: their histories need the reviewers' area too.
  audit: [
    { decider: questionnaireLightDecider, area: 'questionnaireLight' },
    { decider: phoneDecider, area: 'questionnaireLight' },
  ],
  projections: QUESTIONNAIRE_LIGHT_PROJECTIONS,
  live: [
    {
      // Reviewers watch the list; a store director sees a questionnaire once it is passed to their store.
      collection: QUESTIONNAIRES_LIGHT,
      rule: {
        area: 'questionnaireLight',
        storeScoped: true,
        storeRoomWhen: (doc) => doc.type === 'accepted',
        // The store feed (get-store-questionnaires-light, area 'feedbacks') or the reviewers.
        storeRoomAreas: ['feedbacks', 'questionnaireLight'],
      },
    },
  ],
  seed: seedQuestionnaires,
});

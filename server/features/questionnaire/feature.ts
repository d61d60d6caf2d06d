import { maskQuestionnaire, seesWholeIdentity } from '#events/questionnaire/masking';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import {
  questionnaireByLightProjection,
  questionnairesProjection,
} from '#projections/questionnaire/projection';
import { defineServerFeature } from '../../core/feature';
import { questionnaireDecider } from './decider';
import { seedQuestionnaires } from './demo-seed';
import { lightToQuestionnaireReactor } from './light-reactor';
import { questionnaireRoutes } from './routes';
import { questionnaireStaffRoutes } from './routes-staff';
import { questionnaireFileRoutes } from './routes-files';
import { questionnaireProfileRoutes } from './routes-profile';
import { questionnaireCandidateRoutes } from './routes-candidate';
import { questionnaireOwnRoutes } from './routes-own';
import { questionnaireFindRoutes } from './routes-find';

/** Employment questionnaires: lists, the candidate card and its states (issue 12). */
export const questionnaireFeature = defineServerFeature({
  name: 'questionnaire',
  // The candidate's own routes first: '/questionnaire/own/…' would otherwise match the staff
  // routes' '/questionnaire/:id/…' and be refused there for want of a login.
  routes: (s) => [
    questionnaireOwnRoutes(s),
    questionnaireFindRoutes(s),
    questionnaireRoutes(s),
    questionnaireStaffRoutes(s),
    questionnaireFileRoutes(s),
    questionnaireProfileRoutes(s),
    questionnaireCandidateRoutes(s),
  ],
  readOnlyPosts: [
    '/get-questionnaire',
    '/get-questionnaire/:id',
    '/questionnaire/find',
    '/questionnaires/new-count',
    '/questionnaires/export',
  ],
  // Candidates' personal data: their histories need the card's area.
  audit: [{ decider: questionnaireDecider, area: 'questionnaire' }],
  projections: [questionnairesProjection, questionnaireByLightProjection],
  seed: seedQuestionnaires,
  // A light questionnaire passed to a store opens its employment questionnaire.
  reactors: [lightToQuestionnaireReactor],
  live: [
    {
      collection: QUESTIONNAIRES,
      rule: {
        area: 'questionnaire',
        storeScoped: true,
        // Identity numbers whole only on the cards of those who hire (events/questionnaire/masking.ts).
        mask: { apply: maskQuestionnaire, whole: seesWholeIdentity },
      },
    },
  ],
});

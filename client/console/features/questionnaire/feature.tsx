import { ClipboardTextLtrRegular, PersonRegular, PersonSearchRegular } from '@fluentui/react-icons';
import { LIST_TYPES, SELF_EMPLOYED_LIST_TYPES } from '#events/questionnaire/states';
import { defineConsoleFeature } from '../../shell/feature';
import { StoreQuestionnaireCardPage } from '../questionnaire-light';
import { NewEmployeesBadge, NewSelfEmployedBadge } from './components/NewCountBadge';
import { CandidateSearchPage } from './pages/CandidateSearchPage';
import { CANDIDATE_SEARCH_PATH } from './components/CardBackLink';
import { QuestionnaireEditPage } from './pages/QuestionnaireEditPage';
import { QuestionnaireListPage } from './pages/QuestionnaireListPage';
import { QuestionnaireViewPage } from './pages/QuestionnaireViewPage';
import { SubscribePage } from './pages/SubscribePage';

const isListType = (type: string | undefined) => LIST_TYPES.find((t) => t === type);
const isSelfEmployedType = (type: string | undefined) => SELF_EMPLOYED_LIST_TYPES.find((t) => t === type);

/**
 * Employment questionnaires (spec part 2, sections 1-4): the lists 'Анкеты' and 'Самозанятые', the
 * full view of a questionnaire and the signing page, all live.
 */
export const questionnaireConsoleFeature = defineConsoleFeature({
  name: 'questionnaire',
  routes: [
    {
      path: '/protected/feedbacks/light/:id',
      area: 'feedbacks',
      // A light questionnaire passed to the store (links sent before the employment lists existed).
      render: ({ params: { id = '' }, scope }) =>
        scope === 'StoreDirector' ? <StoreQuestionnaireCardPage key={id} id={id} /> : null,
    },
    {
      path: '/protected/feedbacks/:type',
      area: 'feedbacks',
      render: ({ params }) => {
        const type = isListType(params.type);
        return type ? <QuestionnaireListPage key={type} kind={{ contractorType: 'Employee', type }} /> : null;
      },
    },
    {
      path: '/protected/selfemployed/:type',
      area: 'selfemployed',
      render: ({ params }) => {
        const type = isSelfEmployedType(params.type);
        return type ? (
          <QuestionnaireListPage key={type} kind={{ contractorType: 'Entrepreneur', type }} />
        ) : null;
      },
    },
    {
      path: CANDIDATE_SEARCH_PATH,
      area: 'candidateSearch',
      render: () => <CandidateSearchPage />,
    },
    {
      path: '/protected/feedback/edit/:id',
      area: 'questionnaire',
      render: ({ params: { id = '' } }) =>
        /^\d+$/.test(id) ? <QuestionnaireEditPage key={id} id={id} /> : null,
    },
    {
      path: '/protected/feedback/subscribe/:id',
      area: 'questionnaire',
      render: ({ params: { id = '' } }) => <SubscribePage key={id} id={id} />,
    },
    {
      path: '/protected/feedback/:id',
      area: 'questionnaire',
      render: ({ params: { id = '' } }) =>
        /^\d+$/.test(id) ? <QuestionnaireViewPage key={id} id={id} /> : null,
    },
  ],
  // The approval has no screen of its own: it is a block of the questionnaire's card.
  snapshots: {
    questionnaire: (id) => <QuestionnaireViewPage id={id} />,
    approval: (id) => <QuestionnaireViewPage id={id} />,
  },
  menu: [
    {
      order: 20,
      entry: {
        kind: 'group',
        area: 'feedbacks',
        label: 'Анкеты',
        value: 'feedbacks',
        testId: 'menu-item-feedbacks',
        icon: ClipboardTextLtrRegular,
        items: [
          {
            label: 'Новые',
            path: '/protected/feedbacks/new',
            testId: 'menu-item-feedbacks-new',
            badge: NewEmployeesBadge,
          },
          {
            label: 'Трудоустроенные',
            path: '/protected/feedbacks/worked',
            testId: 'menu-item-feedbacks-worked',
          },
          { label: 'Отказ', path: '/protected/feedbacks/rejected', testId: 'menu-item-feedbacks-rejected' },
        ],
      },
    },
    {
      order: 25,
      entry: {
        kind: 'link',
        area: 'candidateSearch',
        label: 'Поиск кандидата',
        path: CANDIDATE_SEARCH_PATH,
        testId: 'menu-item-candidateSearch',
        icon: PersonSearchRegular,
      },
    },
    {
      order: 30,
      entry: {
        kind: 'link',
        area: 'selfemployed',
        label: 'Самозанятые',
        path: '/protected/selfemployed/new',
        testId: 'menu-item-selfemployed',
        icon: PersonRegular,
        badge: NewSelfEmployedBadge,
      },
    },
  ],
});

import { ClipboardTextLtrRegular, PersonRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { PlaceholderPage } from '../../shell/PlaceholderPage';
import { StoreFeedbacksPage, StoreQuestionnaireCardPage } from '../questionnaire-light';

/** The issue area that builds the employment questionnaires (spec part 2). */
const APPLICATIONS = 'Анкеты и трудоустройство';

const FEEDBACK_TITLES: Partial<Record<string, string>> = {
  new: 'Анкеты — Новые',
  worked: 'Анкеты — Трудоустроенные',
  rejected: 'Анкеты — Отказ',
};

/**
 * Employment questionnaires ('Анкеты', 'Самозанятые'). Until part 2 builds them, a store director's
 * 'Новые' is the store feed of light questionnaires passed to their store.
 */
export const applicationsConsoleFeature = defineConsoleFeature({
  name: 'applications',
  routes: [
    {
      path: '/protected/feedbacks/:type',
      area: 'feedbacks',
      render: ({ params: { type = '' }, scope }) => {
        const title = FEEDBACK_TITLES[type];
        if (!title) return null;
        const storeFeed = type === 'new' && scope === 'StoreDirector';
        return storeFeed ? <StoreFeedbacksPage /> : <PlaceholderPage title={title} area={APPLICATIONS} />;
      },
    },
    {
      path: '/protected/feedbacks/light/:id',
      area: 'feedbacks',
      render: ({ params: { id = '' }, scope }) =>
        scope === 'StoreDirector' ? <StoreQuestionnaireCardPage key={id} id={id} /> : null,
    },
    {
      path: '/protected/selfemployed/*?',
      area: 'selfemployed',
      render: () => <PlaceholderPage title="Самозанятые" area={APPLICATIONS} />,
    },
  ],
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
          { label: 'Новые', path: '/protected/feedbacks/new', testId: 'menu-item-feedbacks-new' },
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
      order: 30,
      entry: {
        kind: 'link',
        area: 'selfemployed',
        label: 'Самозанятые',
        path: '/protected/selfemployed/new',
        testId: 'menu-item-selfemployed',
        icon: PersonRegular,
      },
    },
  ],
});

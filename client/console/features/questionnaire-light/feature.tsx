import { QrCodeRegular } from '@fluentui/react-icons';
import {
  QUESTIONNAIRE_LIGHT_STATUSES,
  type QuestionnaireLightStatus,
} from '#events/questionnaire-light/events';
import { defineConsoleFeature } from '../../shell/feature';
import { QuestionnaireLightCardPage } from './pages/QuestionnaireLightCardPage';
import { QuestionnaireLightListPage } from './pages/QuestionnaireLightListPage';

const isLightType = (type: string | undefined): type is QuestionnaireLightStatus =>
  QUESTIONNAIRE_LIGHT_STATUSES.some((status) => status === type);

/** Light questionnaires for reviewers ('Анкеты QR', spec part 1, section 7). */
export const questionnaireLightConsoleFeature = defineConsoleFeature({
  name: 'questionnaire-light',
  routes: [
    {
      path: '/protected/questionnaire-light-list/:type',
      area: 'questionnaireLight',
      render: ({ params: { type } }) =>
        isLightType(type) ? <QuestionnaireLightListPage key={type} type={type} /> : null,
    },
    {
      path: '/protected/questionnaire-light/:id',
      area: 'questionnaireLight',
      render: ({ params: { id = '' } }) => <QuestionnaireLightCardPage key={id} id={id} />,
    },
  ],
  snapshots: { questionnaireLight: (id) => <QuestionnaireLightCardPage id={id} /> },
  menu: [
    {
      order: 40,
      entry: {
        kind: 'group',
        area: 'questionnaireLight',
        label: 'Анкеты QR',
        value: 'questionnaireLight',
        testId: 'menu-item-questionnaireLight',
        icon: QrCodeRegular,
        // A light questionnaire's card is opened from these lists.
        nested: ['/protected/questionnaire-light'],
        items: [
          {
            label: 'Новые',
            path: '/protected/questionnaire-light-list/new',
            testId: 'menu-item-questionnaireLight-new',
          },
          {
            label: 'Согласованные',
            path: '/protected/questionnaire-light-list/accepted',
            testId: 'menu-item-questionnaireLight-accepted',
          },
          {
            label: 'Отказ',
            path: '/protected/questionnaire-light-list/rejected',
            testId: 'menu-item-questionnaireLight-rejected',
          },
        ],
      },
    },
  ],
});

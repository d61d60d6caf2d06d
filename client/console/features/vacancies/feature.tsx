import { BriefcaseRegular, DocumentBulletListRegular, DocumentCopyRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { PositionsRoutes } from './pages/PositionsRoutes';
import { BaseTemplatePage } from './pages/templates/BaseTemplatePage';
import { TemplatePage } from './pages/templates/TemplatePage';
import { TemplatesListPage } from './pages/templates/TemplatesListPage';
import { VacancyPage } from './pages/VacancyPage';

/** Vacancies by position and store, base templates and city templates (spec part 1, sections 3-4). */
export const vacanciesConsoleFeature = defineConsoleFeature({
  name: 'vacancies',
  routes: [
    { path: '/protected/positions/*?', area: 'positions', render: () => <PositionsRoutes /> },
    { path: '/protected/basic-vacancy', area: 'basicVacancy', render: () => <BaseTemplatePage /> },
    {
      path: '/protected/vacancy/:id',
      area: 'vacancyTemplates',
      render: ({ params }) => <TemplatePage key={params.id} id={params.id ?? ''} />,
    },
    { path: '/protected/vacancy/*?', area: 'vacancyTemplates', render: () => <TemplatesListPage /> },
  ],
  snapshots: {
    vacancy: (id) => <VacancyPage id={id} />,
    vacancyTemplate: (id) => <TemplatePage id={id} />,
    // The base templates' page, opened on this template's position.
    baseTemplate: (id) => <BaseTemplatePage templateId={id} />,
  },
  menu: [
    {
      order: 10,
      entry: {
        kind: 'link',
        area: 'positions',
        label: 'Вакансии',
        path: '/protected/positions',
        testId: 'menu-item-positions',
        icon: BriefcaseRegular,
      },
    },
    {
      order: 60,
      entry: {
        kind: 'link',
        area: 'basicVacancy',
        label: 'Базовые шаблоны вакансий',
        path: '/protected/basic-vacancy',
        testId: 'menu-item-basicVacancy',
        icon: DocumentCopyRegular,
      },
    },
    {
      order: 70,
      entry: {
        kind: 'link',
        area: 'vacancyTemplates',
        label: 'Шаблоны вакансий',
        path: '/protected/vacancy',
        testId: 'menu-item-vacancyTemplates',
        icon: DocumentBulletListRegular,
      },
    },
  ],
});

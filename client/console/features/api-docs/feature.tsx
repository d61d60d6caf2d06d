import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { defineConsoleFeature } from '../../shell/feature';
import { ApiDocsPage } from './ApiDocsPage';
import { API_DOCS_PATH } from './api';

/** 'Описание API' (issue 30, item 1): the API's reference, for Admin (the 'staff' area is Admin's only). */
export const apiDocsConsoleFeature = defineConsoleFeature({
  name: 'api-docs',
  routes: [{ path: API_DOCS_PATH, area: 'staff', render: () => <ApiDocsPage /> }],
  menu: [
    {
      order: 97,
      entry: {
        kind: 'link',
        area: 'staff',
        label: 'Описание API',
        path: API_DOCS_PATH,
        testId: 'menu-item-api-docs',
        icon: DocumentBulletListRegular,
      },
    },
  ],
});

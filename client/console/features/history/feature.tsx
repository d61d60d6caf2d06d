import { defineConsoleFeature } from '../../shell/feature';
import { isHistoryKind } from '#events/history/inputs';
import { HistoryPage } from './pages/HistoryPage';

/**
 * A record's 'История' (issue 28): every signed-in user may reach the route (the 'questionnaire'
 * area is everyone's); the server answers with the record's own rights, shown as the page's error.
 */
export const historyConsoleFeature = defineConsoleFeature({
  name: 'history',
  routes: [
    {
      path: '/protected/history/:kind/:id',
      area: 'questionnaire',
      render: ({ params }) => {
        const { kind, id } = params;
        if (!kind || !id || !isHistoryKind(kind)) return null;
        return <HistoryPage key={`${kind}/${id}`} kind={kind} id={id} />;
      },
    },
  ],
});

import Router from '@koa/router';
import { FIND_LIMIT, QuestionnaireFindInput, type FoundCandidate } from '#events/questionnaire/find';
import { CONTRACTOR_TYPES } from '#events/questionnaire/events';
import { listQuestionnaires, type QuestionnaireView } from '#projections/questionnaire/queries';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { questionnaireScope } from './routes';

const TABS = ['new', 'worked', 'rejected'] as const;

function found(q: QuestionnaireView): FoundCandidate {
  const { lastname, firstname, secondname, phone } = q.info;
  const { storeName, storeMall, positionTitle } = q.vacancy;
  return {
    id: q.id,
    name: [lastname, firstname, secondname].filter(Boolean).join(' '),
    state: q.state,
    contractorType: q.contractorType,
    storeName: storeMall ? `ТЦ ${storeMall}, ${storeName}` : storeName,
    positionTitle,
    phoneTail: phone.replace(/\D/g, '').slice(-4),
    createdAt: q.createdAt,
  };
}

/**
 * POST /questionnaire/find {search} (issue 24): the candidates whose name or phone matches, at most
 * ten, newest first, each to open on its card. Whoever may see a card may search, within the stores
 * they see; HR, for whom the spec hides the lists, finds a candidate here without browsing one.
 */
export function questionnaireFindRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.post('/questionnaire/find', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { search } = parseInput(QuestionnaireFindInput, ctx.request.body);
    const scope = questionnaireScope(user);
    const pages = await Promise.all(
      CONTRACTOR_TYPES.flatMap((contractorType) =>
        TABS.map((type) =>
          listQuestionnaires(
            s.read,
            { type, contractorType, where: { search }, sort: 'newest', offset: 0, limit: FIND_LIMIT },
            scope,
          ),
        ),
      ),
    );
    const list = pages
      .flatMap((page) => page.list)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, FIND_LIMIT)
      .map(found);
    ctx.body = { list, total: pages.reduce((sum, page) => sum + page.total, 0) };
  });
  return router;
}

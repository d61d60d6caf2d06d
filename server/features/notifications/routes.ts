import Router from '@koa/router';
import { object } from 'superstruct';
import { refOf } from '#events/notifications/links';
import {
  CANDIDATE_NOTIFICATIONS,
  maskCandidateNotifications,
  type CandidateNotificationsDoc,
} from '#events/notifications/card';
import { seesWholeIdentity } from '#events/questionnaire/masking';
import { QuestionnaireIdParams } from '#events/questionnaire/inputs';
import { collectionIn } from '#projections/core/typed-read';
import type { AccessClaims } from '../../auth/tokens';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { visibleQuestionnaire } from '../questionnaire/index';
import { getQuestionnaire as visibleLight } from '../questionnaire-light/index';

const Empty = object({});

/**
 * The card's notifications block (issue 31): the light questionnaire's card (its reviewers and the
 * store's directors) and the employment card (whoever may open it). Read only; masked for viewers
 * who may not see the candidate's data whole.
 */
export function notificationRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const block = async (user: AccessClaims, ref: string) => {
    const stored = await collectionIn(s.read, CANDIDATE_NOTIFICATIONS).get(ref);
    const doc: CandidateNotificationsDoc = stored
      ? {
          id: stored.id,
          IStoreId: stored.IStoreId,
          items: stored.items,
          updatedAt: stored.updatedAt,
          revision: stored.revision,
        }
      : { id: ref, IStoreId: '', items: [], updatedAt: '', revision: 0 };
    return seesWholeIdentity(user.scope) ? doc : maskCandidateNotifications(doc);
  };

  router.post('/notifications/light/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaireLight');
    const { id } = parseInput(QuestionnaireIdParams, ctx.params);
    parseInput(Empty, ctx.request.body ?? {});
    await visibleLight(s, user, id);
    ctx.body = { entity: await block(user, refOf({ kind: 'light', id })) };
  });

  router.post('/notifications/questionnaire/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id } = parseInput(QuestionnaireIdParams, ctx.params);
    parseInput(Empty, ctx.request.body ?? {});
    const q = await visibleQuestionnaire(s, user, id);
    const ref = q.lightQuestionnaireId
      ? refOf({ kind: 'light', id: q.lightQuestionnaireId })
      : refOf({ kind: 'questionnaire', id });
    ctx.body = { entity: await block(user, ref) };
  });

  return router;
}

import { candidateChecks } from '#projections/checks/queries';
import { readsLikeAdmin } from '#events/core/roles';
import { EDIT_LINK_MESSAGE, questionnaireFor, seesWholeIdentity } from '#events/questionnaire/masking';
import { statusesOf } from '#events/questionnaire/statuses';
import { getApprovalDoc } from '#projections/approval/queries';
import Router from '@koa/router';
import { object } from 'superstruct';
import type { Context } from 'koa';
import {
  QuestionnaireCommentInput,
  QuestionnaireIdParams,
  QuestionnaireListInput,
  QuestionnaireStateInput,
} from '#events/questionnaire/inputs';
import { QuestionnaireInfoInput } from '#events/questionnaire/info-input';
import {
  countNew,
  getQuestionnaire,
  listQuestionnaires,
  type QuestionnaireView,
  type StoreScope,
} from '#projections/questionnaire/queries';
import type { AccessClaims } from '../../auth/tokens';
import { storeLimit } from '../../access/stores';
import { ForbiddenError, NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { changeQuestionnaireState, commentQuestionnaire, editQuestionnaireInfo } from './commands';
import { questionnaireEditLink } from './own-link';
import { sendProfileLink } from './link-decider';

const Empty = object({});
const NOT_FOUND = 'Анкета не найдена';
const OTHER_STORE = 'Анкета другого магазина: нет доступа';

/** Admin, HR and the auditor see every store; directors their own stores (none: nothing). */
export function questionnaireScope(user: AccessClaims): StoreScope {
  if (readsLikeAdmin(user.scope) || user.scope === 'HR') return null;
  return storeLimit(user) ?? [];
}

/**
 * The questionnaire as this user may see it: 404 when there is none, 403 when it belongs to a store
 * they may not see (a director of another store), so nothing is done or shown.
 */
export async function visibleQuestionnaire(s: Services, user: AccessClaims, id: string) {
  const found = await getQuestionnaire(s.read, id, questionnaireScope(user));
  if (found) return found;
  if (await getQuestionnaire(s.read, id, null)) throw new ForbiddenError(OTHER_STORE);
  throw new NotFoundError(NOT_FOUND);
}

/** The card's user, after checking the questionnaire exists in a store they may see. */
async function cardUser(ctx: Context, s: Services): Promise<{ user: AccessClaims; id: string }> {
  const user = requireArea(ctx, s, 'questionnaire');
  const { id } = parseInput(QuestionnaireIdParams, ctx.params);
  await visibleQuestionnaire(s, user, id);
  return { user, id };
}

/** Employment questionnaires (spec part 2, sections 2-4, 6-9): lists, the card, actions, comments. */
/** The card as this user may see it: identity numbers whole only for those who hire. */
export async function entityFor(s: Services, user: AccessClaims, id: string) {
  const view = await getQuestionnaire(s.read, id, null);
  return view && cardOf(s, user, view);
}

/** The card's answer: the questionnaire as this user may see it, with the spec's `statuses`. */
async function cardOf(s: Services, user: AccessClaims, view: QuestionnaireView) {
  const [checks, approval] = await Promise.all([
    candidateChecks(s.read, view.id, view.IStoreId),
    getApprovalDoc(s.read, view.id),
  ]);
  return { ...questionnaireFor(user.scope, view), statuses: statusesOf(view, checks, approval) };
}

export function questionnaireRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/get-questionnaire', async (ctx) => {
    const input = parseInput(QuestionnaireListInput, ctx.request.body);
    const user = requireArea(ctx, s, input.contractorType === 'Entrepreneur' ? 'selfemployed' : 'feedbacks');
    ctx.body = await listQuestionnaires(s.read, input, questionnaireScope(user));
  });

  router.post('/get-questionnaire/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id } = parseInput(QuestionnaireIdParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    ctx.body = { entity: await cardOf(s, user, await visibleQuestionnaire(s, user, id)) };
  });

  router.post('/questionnaire/state/:id', async (ctx) => {
    const { user, id } = await cardUser(ctx, s);
    const input = parseInput(QuestionnaireStateInput, ctx.request.body);
    // The blacklist check's verdict: a blacklisted candidate is never restored (spec part 2, section 4).
    const checks = await candidateChecks(s.read, id, '');
    const blacklisted = checks.checks.blacklist?.status === 'failed';
    const options = { reason: input.causeReject || undefined, seenRevision: input.revision, blacklisted };
    await changeQuestionnaireState(s, id, input.action, options, commandContext(ctx, s, user));
    ctx.body = { entity: await entityFor(s, user, id) };
  });

  router.post('/questionnaire/:id/comment', async (ctx) => {
    const { user, id } = await cardUser(ctx, s);
    const input = parseInput(QuestionnaireCommentInput, ctx.request.body);
    await commentQuestionnaire(s, id, input.text, commandContext(ctx, s, user));
    ctx.body = { entity: await entityFor(s, user, id) };
  });

  router.put('/questionnaire/:id/info', async (ctx) => {
    const { user, id } = await cardUser(ctx, s);
    const input = parseInput(QuestionnaireInfoInput, ctx.request.body);
    await editQuestionnaireInfo(s, id, input.changes, input.revision, commandContext(ctx, s, user));
    ctx.body = { entity: await entityFor(s, user, id) };
  });

  // The candidate's link to their profile (its secret is derived, own-link.ts): for staff who may
  // open the questionnaire, to hand to the candidate (the list's 'copy link').
  // Only for those who see identity data whole: past its gate the link shows the passport, INN and
  // SNILS whole and saves every section (issue 23).
  router.post('/questionnaire/:id/edit-link', async (ctx) => {
    const { user, id } = await cardUser(ctx, s);
    if (!seesWholeIdentity(user.scope)) throw new ForbiddenError(EDIT_LINK_MESSAGE);
    parseInput(Empty, ctx.request.body);
    ctx.body = { editLink: questionnaireEditLink(s, id) };
  });

  // 'Отправить ссылку кандидату' (issue 31): the same link, sent by SMS and e-mail through the
  // outbox ('profileRequested'), for exactly those who may copy it. Refused where the card's menu is
  // hidden and within 10 minutes of the last send (link-decider.ts).
  router.post('/questionnaire/:id/send-link', async (ctx) => {
    const { user, id } = await cardUser(ctx, s);
    if (!seesWholeIdentity(user.scope)) throw new ForbiddenError(EDIT_LINK_MESSAGE);
    parseInput(Empty, ctx.request.body);
    ctx.body = { sentAt: await sendProfileLink(s, id, commandContext(ctx, s, user)) };
  });

  router.post('/questionnaires/new-count', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    parseInput(Empty, ctx.request.body);
    ctx.body = await countNew(s.read, questionnaireScope(user));
  });

  return router;
}

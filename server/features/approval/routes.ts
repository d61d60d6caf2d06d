import Router from '@koa/router';
import type { Context } from 'koa';
import {
  ApproveByClickInput,
  approvalCodeText,
  ConfirmApprovalCodeInput,
  normalizeManualPhone,
  RequestApprovalCodeInput,
} from '#events/approval/inputs';
import { APPROVAL_MESSAGES } from '#events/approval/events';
import { readsLikeAdmin } from '#events/core/roles';
import { canSeeStore } from '#events/core/store-access';
import { QuestionnaireIdParams } from '#events/questionnaire/inputs';
import { notAskedApproval, pendingApprovals } from '#projections/approval/queries';
import { storeAccess } from '../../access/stores';
import type { AccessClaims } from '../../auth/tokens';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { approveByClick, confirmApprovalCode, loadApproval, requestApprovalCode } from './commands';

/** The list of pending approvals is short by nature; this bounds a pathological one. */
const PENDING_CAP = 200;

/** The card's user (area 'questionnaire') and the questionnaire id of the path. */
function cardUser(ctx: Context, s: Services): { user: AccessClaims; id: string } {
  const user = requireArea(ctx, s, 'questionnaire');
  const { id } = parseInput(QuestionnaireIdParams, ctx.params);
  return { user, id };
}

/**
 * The director's approval (spec part 2, section 7; issue 15 items 4-5). Requesting and confirming
 * by code: whoever may open the card (HR, Admin, the store's directors; store access checked on the
 * questionnaire). Approving by click and the pending list: area 'approvals' (Admin and directors),
 * and only the director the request went to, or Admin (the decider's rule).
 */
export function approvalRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/checkConfirmation/:id', async (ctx) => {
    const { user, id } = cardUser(ctx, s);
    const input = parseInput(RequestApprovalCodeInput, ctx.request.body);
    const phone = input.phone === undefined ? null : normalizeManualPhone(input.phone);
    const answer = await requestApprovalCode(s, user, id, phone, commandContext(ctx, s, user));
    ctx.body = { ...answer, title: APPROVAL_MESSAGES.requestSent };
  });

  router.post('/checkConfirmation/:id/confirm', async (ctx) => {
    const { user, id } = cardUser(ctx, s);
    const input = parseInput(ConfirmApprovalCodeInput, ctx.request.body);
    const code = approvalCodeText(input.code) ?? '';
    ctx.body = await confirmApprovalCode(s, user, id, code, commandContext(ctx, s, user));
  });

  router.get('/approvals/pending', async (ctx) => {
    const user = requireArea(ctx, s, 'approvals');
    const list = await pendingApprovals(s.read, readsLikeAdmin(user.scope) ? null : user.userId, PENDING_CAP);
    const access = storeAccess(user);
    ctx.body = { list: list.filter((doc) => canSeeStore(access, doc.IStoreId)) };
  });

  router.get('/approvals/:id', async (ctx) => {
    const { user, id } = cardUser(ctx, s);
    const { q, doc } = await loadApproval(s, user, id);
    ctx.body = { entity: doc ?? notAskedApproval(q) };
  });

  router.post('/approvals/:id/approve', async (ctx) => {
    const user = requireArea(ctx, s, 'approvals');
    const { id } = parseInput(QuestionnaireIdParams, ctx.params);
    parseInput(ApproveByClickInput, ctx.request.body);
    ctx.body = await approveByClick(s, user, id, commandContext(ctx, s, user));
  });

  return router;
}

import Router from '@koa/router';
import type { Context } from 'koa';
import {
  CANDIDATE_STATUS_MESSAGES,
  RescheduleRequestInput,
  StatusCodeInput,
  StatusInput,
  StatusLinkInput,
  StatusRefInput,
} from '#events/candidate-status/events';
import { maskPhone } from '#events/questionnaire-light/events';
import { handleCommand } from '../../core/command-handler';
import { AppError, ForbiddenError, NotFoundError } from '../../core/errors';
import { requireArea } from '../../http/guard';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';
import { candidateContext, candidateLinkGate, type CandidateLimits } from '../questionnaire-light/index';
import { candidateStatusDecider } from './decider';
import { currentMeeting, resolveStatusLink, targetOfRef, type StatusTarget } from './target';
import { statusLink } from '../notifications/index';
import { buildStatusView } from './view';

/**
 * The candidate's status page (issue 31, item 2): no login. The status link (ref and its derived
 * secret) names the application; the SMS gate is the questionnaire's own-link gate (the same phone
 * codes, limits and texts: questionnaire/routes-own.ts) for the phone it was created with; every call
 * past it carries the phone token the code gave.
 */
export function candidateStatusRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const context = (ctx: Context) => candidateContext(s, String(ctx.state.requestId));
  const gate = candidateLinkGate(s, {
    resolve: (ref, token) => resolveStatusLink(s, ref, token),
    smsToTarget: smsLimitOf,
  });

  /** The link's target, once the phone token proves the questionnaire's phone. */
  const gated = (ctx: Context, link: { ref: string; token: string; phoneToken: string }) =>
    gate.proven(ctx, link.phoneToken, () => resolveStatusLink(s, link.ref, link.token));

  router.post('/candidate-status/gate', async (ctx) => {
    const { ref, token } = parseInput(StatusLinkInput, ctx.request.body);
    const target = await gate.open(ctx, ref, token);
    ctx.body = { phoneMasked: maskPhone(target.phone) };
  });

  // The code goes only to the phone the questionnaire was created with, never to one the caller names.
  router.post('/candidate-status/send-code', async (ctx) => {
    const { ref, token } = parseInput(StatusLinkInput, ctx.request.body);
    ctx.body = await gate.sendCode(ctx, ref, token);
  });

  router.post('/candidate-status/confirm-code', async (ctx) => {
    const { ref, token, code } = parseInput(StatusCodeInput, ctx.request.body);
    ctx.body = await gate.confirmCode(ctx, ref, token, code);
  });

  router.post('/candidate-status/view', async (ctx) => {
    const target = await gated(ctx, parseInput(StatusInput, ctx.request.body));
    ctx.body = { entity: await buildStatusView(s, target) };
  });

  // 'Перенести': a request; staff move the meeting as before.
  router.post('/candidate-status/reschedule', async (ctx) => {
    const input = parseInput(RescheduleRequestInput, ctx.request.body);
    const target = await gated(ctx, input);
    const view = await buildStatusView(s, target);
    const meeting = view.interview ? await currentMeeting(s, target) : null;
    if (!view.interview || !meeting) throw new AppError(409, CANDIDATE_STATUS_MESSAGES.noInterview);
    if (meeting.rescheduleRequest) throw new AppError(409, CANDIDATE_STATUS_MESSAGES.requested);
    const command = {
      type: 'RequestInterviewReschedule' as const,
      meetingId: meeting.id,
      subject: target.subject,
      comment: input.comment ?? '',
      preferredTime: input.preferredTime ?? null,
    };
    await handleCommand(s.bus, candidateStatusDecider, target.ref, command, context(ctx));
    ctx.body = { entity: await buildStatusView(s, target) };
  });

  // 'Отозвать заявку': the withdrawal reactor ends the application in the staff's model.
  router.post('/candidate-status/withdraw', async (ctx) => {
    const target = await gated(ctx, parseInput(StatusInput, ctx.request.body));
    const view = await buildStatusView(s, target);
    if (!view.canWithdraw) throw new AppError(409, CANDIDATE_STATUS_MESSAGES.ended);
    const command = { type: 'Withdraw' as const, ref: target.ref };
    await handleCommand(s.bus, candidateStatusDecider, target.ref, command, context(ctx));
    ctx.body = { entity: await buildStatusView(s, target) };
  });

  // The candidate's status link, for the administrator to hand over (messages carry it too).
  router.post('/candidate-status/link', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaireLight');
    if (user.scope !== 'Admin') throw new ForbiddenError(CANDIDATE_STATUS_MESSAGES.linkAdminOnly);
    const { ref } = parseInput(StatusRefInput, ctx.request.body);
    if (!(await targetOfRef(s, ref))) throw new NotFoundError(CANDIDATE_STATUS_MESSAGES.invalidLink);
    ctx.body = { statusLink: statusLink(s, ref) };
  });

  return router;
}

/** The per-questionnaire SMS limit of the link's questionnaire (the own-link gate's). */
function smsLimitOf(limits: CandidateLimits, t: StatusTarget): Promise<unknown> {
  if (t.questionnaire) return limits.smsToEmploymentQuestionnaire(t.questionnaire.id);
  return limits.smsToQuestionnaire(t.light?.id ?? '');
}

import Router from '@koa/router';
import {
  CancelMeetingInput,
  ListMeetingsInput,
  RescheduleMeetingInput,
  ScheduleMeetingInput,
} from '#events/meetings/events';
import { assertCanSchedule, changeMeeting, listMeetings, scheduleMeeting } from './commands';
import type { Context } from 'koa';
import type { AccessClaims } from '../../auth/tokens';
import type { Services } from '../../core/services';
import { commandContext, requireArea, userOf } from '../../http/guard';
import { parseInput } from '../../http/validate';

/**
 * Interview meetings (issue 5, calendar). Reading is the 'calendar' area (Admin only, spec part 1,
 * section 6); scheduling, moving and cancelling need Admin or MANAGE_QUESTIONNAIRE_AL, since
 * invitations are sent from the light questionnaire card. 409 on a stale revision names who changed it.
 */
export function meetingRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1/meetings' });
  /** Rights are checked before the body, so a caller without them learns nothing from validation. */
  const schedulerOf = (ctx: Context): AccessClaims => {
    const user = userOf(ctx, s);
    assertCanSchedule(user);
    return user;
  };

  router.post('/list', async (ctx) => {
    const user = requireArea(ctx, s, 'calendar');
    const range = parseInput(ListMeetingsInput, ctx.request.body);
    ctx.body = { list: await listMeetings(s, user, range) };
  });

  router.post('/schedule', async (ctx) => {
    const user = schedulerOf(ctx);
    const input = parseInput(ScheduleMeetingInput, ctx.request.body);
    ctx.body = { entity: await scheduleMeeting(s, user, input, commandContext(ctx, s, user)) };
  });

  router.post('/reschedule', async (ctx) => {
    const user = schedulerOf(ctx);
    const { id, revision, ...change } = parseInput(RescheduleMeetingInput, ctx.request.body);
    const command = { type: 'RescheduleInterview' as const, ...change };
    ctx.body = { entity: await changeMeeting(s, user, id, command, revision, commandContext(ctx, s, user)) };
  });

  router.post('/cancel', async (ctx) => {
    const user = schedulerOf(ctx);
    const { id, reason, revision } = parseInput(CancelMeetingInput, ctx.request.body);
    const command = { type: 'CancelInterview' as const, reason };
    ctx.body = { entity: await changeMeeting(s, user, id, command, revision, commandContext(ctx, s, user)) };
  });

  return router;
}

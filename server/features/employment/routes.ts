import Router from '@koa/router';
import type { Context } from 'koa';
import { object } from 'superstruct';
import { EMPLOY_DENIED, mayEmploy, seesWholeHire } from '#events/employment/access';
import { EmploymentFormInput } from '#events/employment/form';
import { ResolveDriftInput, SeenRevisionQuery } from '#events/employment/inputs';
import { QuestionnaireIdParams } from '#events/questionnaire/inputs';
import type { AccessClaims } from '../../auth/tokens';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { startCheck } from './check';
import { maskHire } from './masking';
import { hireOf, regenerateHireDocuments, resolveHireDrift, rollBackHire, sendToOneS } from './commands';

const Empty = object({});

/** Those who employ (EMPLOY_ROLES), on a questionnaire of a store they may see (checked by the command). */
function employer(ctx: Context, s: Services): { user: AccessClaims; id: string } {
  const { id } = parseInput(QuestionnaireIdParams, ctx.params);
  const user = requireArea(ctx, s, 'questionnaire');
  if (!mayEmploy(user.scope)) throw new ForbiddenError(EMPLOY_DENIED);
  return { user, id };
}

/**
 * The hire in 1C (spec part 2, section 7; issue 26): send, check the documents, roll back,
 * regenerate the documents, resolve a drift, and the card's hire document.
 */
export function employmentRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/one_s/send/:id', async (ctx) => {
    const form = parseInput(EmploymentFormInput, ctx.request.body);
    const { revision } = parseInput(SeenRevisionQuery, ctx.query);
    const { user, id } = employer(ctx, s);
    const seen = revision === undefined ? undefined : Number(revision);
    ctx.body = { hire: await sendToOneS(s, user, id, form, seen, commandContext(ctx, s, user)) };
  });

  router.post('/one_s/check/:id', async (ctx) => {
    parseInput(Empty, ctx.request.body);
    const { user, id } = employer(ctx, s);
    await hireOf(s, user, id);
    const command = commandContext(ctx, s, user);
    const by = { userId: user.userId, name: command.actor.name ?? '' };
    ctx.status = 202;
    ctx.body = { checkId: await startCheck(s, id, by, command) };
  });

  router.post('/one_s/rollback/:id', async (ctx) => {
    parseInput(Empty, ctx.request.body);
    const { user, id } = employer(ctx, s);
    ctx.body = await rollBackHire(s, user, id, commandContext(ctx, s, user));
  });

  router.post('/documents/:id/refreshDocs', async (ctx) => {
    parseInput(Empty, ctx.request.body);
    const { user, id } = employer(ctx, s);
    ctx.body = await regenerateHireDocuments(s, user, id, commandContext(ctx, s, user));
  });

  router.post('/one_s/drift/:id', async (ctx) => {
    const input = parseInput(ResolveDriftInput, ctx.request.body);
    const { user, id } = employer(ctx, s);
    ctx.body = { hire: await resolveHireDrift(s, user, id, input, commandContext(ctx, s, user)) };
  });

  // Everyone who may open the card follows the hire's progress there; those who do not employ see
  // the salary account masked, exactly as the hire's live room shows it to them.
  router.get('/hires/:id', async (ctx) => {
    const { id } = parseInput(QuestionnaireIdParams, ctx.params);
    const user = requireArea(ctx, s, 'questionnaire');
    const hire = await hireOf(s, user, id);
    ctx.body = seesWholeHire(user.scope) ? hire : maskHire(hire as unknown as Record<string, unknown>);
  });

  return router;
}

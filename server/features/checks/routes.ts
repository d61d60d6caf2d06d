import Router from '@koa/router';
import type { Context } from 'koa';
import { object } from 'superstruct';
import {
  CHECK_KINDS,
  CHECK_MESSAGES,
  CheckIdParams,
  EXTERNAL_CHECKS,
  QuestionnaireIdInput,
  SelfEmploymentCheckInput,
  StartChecksInput,
  type CheckKind,
} from '#events/checks/events';
import { currentRun } from '#events/checks/rules';
import { candidateChecks } from '#projections/checks/queries';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { visibleQuestionnaire } from '../questionnaire/index';
import { requestChecks, skipCandidateCheck } from './commands';
import { awaitRun } from './process';

const Empty = object({});

/** Admin, HR, and the directors of the questionnaire's store (its card's readers) start checks. */
async function checkUser(ctx: Context, s: Services, id: string) {
  const user = requireArea(ctx, s, 'questionnaire');
  const questionnaire = await visibleQuestionnaire(s, user, id);
  return { user, questionnaire };
}

/**
 * The checks (spec part 2, section 7): each start records who asked and runs in the background;
 * every answer is the card's checks block (or the spec's own shape where it has one).
 */
export function checksRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const block = (id: string, IStoreId: string) => candidateChecks(s.read, id, IStoreId);

  const start = async (ctx: Context, id: string, wanted: readonly CheckKind[]) => {
    const { user, questionnaire: q } = await checkUser(ctx, s, id);
    const before = await block(id, q.vacancy.IStoreId);
    const externalOff = !s.config.checks.externalEnabled;
    // With the outside sources off, the product's own checks still run; staff check the rest by hand.
    const checks = externalOff ? wanted.filter((c) => !EXTERNAL_CHECKS.includes(c)) : wanted;
    if (externalOff && checks.length === 0) {
      ctx.status = 422;
      ctx.body = { message: CHECK_MESSAGES.externalOff, externalDisabled: true };
      return null;
    }
    const runs = await requestChecks(s, q, checks, commandContext(ctx, s, user));
    const repeat = checks.some((c) => before.checks[c] !== undefined);
    ctx.body = {
      message: CHECK_MESSAGES.sent,
      repeat,
      ...(externalOff ? { externalDisabled: true, notice: CHECK_MESSAGES.externalOff } : {}),
      entity: await block(id, q.vacancy.IStoreId),
    };
    return runs;
  };

  router.post('/candidateChecks/:id', async (ctx) => {
    const { id } = parseInput(CheckIdParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    const { questionnaire: q } = await checkUser(ctx, s, id);
    ctx.body = {
      entity: await block(id, q.vacancy.IStoreId),
      externalEnabled: s.config.checks.externalEnabled,
    };
  });
  router.post('/candidateChecks/:id/start', async (ctx) => {
    const { id } = parseInput(CheckIdParams, ctx.params);
    const input = parseInput(StartChecksInput, ctx.request.body);
    await start(ctx, id, input.checks ?? CHECK_KINDS);
  });
  router.post('/checkBlacklist/:id', async (ctx) => {
    const { id } = parseInput(CheckIdParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    await start(ctx, id, ['blacklist']);
  });
  for (const path of ['/checkCriminalRecord/:id', '/checkCriminalRecord/:id/_refresh']) {
    router.post(path, async (ctx) => {
      const { id } = parseInput(CheckIdParams, ctx.params);
      parseInput(Empty, ctx.request.body);
      await start(ctx, id, ['criminalRecord']);
    });
  }
  router.post('/sendToFsspRecordCheck/:id', async (ctx) => {
    const { id } = parseInput(CheckIdParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    await start(ctx, id, ['fssp']);
  });
  router.post('/checkFsspRecord/:id', async (ctx) => {
    const { id } = parseInput(CheckIdParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    const { questionnaire: q } = await checkUser(ctx, s, id);
    const run = (await block(id, q.vacancy.IStoreId)).checks.fssp;
    ctx.body = { status: run?.fsspStatus ?? 'None', ...(run?.result?.fssp ?? {}), run: run ?? null };
  });
  router.post('/checkSelfEmployed', async (ctx) => {
    const { questionnaireId: id, updateFromNaimix } = parseInput(SelfEmploymentCheckInput, ctx.request.body);
    const { questionnaire: q } = await checkUser(ctx, s, id);
    const fresh = currentRun((await block(id, q.vacancy.IStoreId)).checks, 'selfEmployment', s.clock());
    // A result younger than 6 hours is the answer unless a new one is asked for.
    if (fresh && !updateFromNaimix) ctx.body = { entity: await block(id, q.vacancy.IStoreId), cached: true };
    else await start(ctx, id, ['selfEmployment']);
  });
  router.post('/checkStoreVacancy', async (ctx) => {
    const { questionnaireId: id } = parseInput(QuestionnaireIdInput, ctx.request.body);
    const runs = await start(ctx, id, ['storeVacancy']);
    const { questionnaire: q } = await checkUser(ctx, s, id);
    if (runs?.storeVacancy) await awaitRun(s, id, runs.storeVacancy);
    const entity = await block(id, q.vacancy.IStoreId);
    const vacancy = entity.checks.storeVacancy?.result?.storeVacancy;
    ctx.body = {
      isDone: vacancy?.isDone ?? false,
      value: vacancy?.value ?? false,
      message: vacancy?.message ?? '',
      entity,
    };
  });
  router.post('/skipCandidateCheck', async (ctx) => {
    const { questionnaireId: id } = parseInput(QuestionnaireIdInput, ctx.request.body);
    const { user, questionnaire: q } = await checkUser(ctx, s, id);
    // Accepting a candidate without the outside sources is the office's decision, not a store's.
    if (user.scope !== 'Admin' && user.scope !== 'HR') throw new ForbiddenError(CHECK_MESSAGES.skipFailed);
    const message = await skipCandidateCheck(s, q, commandContext(ctx, s, user));
    ctx.body = { message, entity: await block(id, q.vacancy.IStoreId) };
  });
  return router;
}

import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  AcceptQuestionnaireInput,
  DeclineQuestionnaireInput,
  QuestionnaireIdInput,
  QuestionnaireListInput,
  RestoreQuestionnaireInput,
} from '#events/questionnaire-light/api';
import type { CallOutcome, QuestionnaireLightEntity } from '#events/questionnaire-light/events';
import { AppError, ConcurrencyError } from '../../core/errors';
import type { Services } from '../../core/services';
import { QuestionnaireTransitionRefused } from './errors';
import { getQuestionnaire, listQuestionnaires, reviewQuestionnaire } from './review-service';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { logUnknownError } from '../../core/log-safe';

/** Staff review of light questionnaires: MANAGE_QUESTIONNAIRE_AL only (spec part 1, section 6). */
export function registerReviewRoutes(router: Router, s: Services): void {
  router.post('/get-questionnaire-light', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaireLight');
    const { id } = parseInput(QuestionnaireIdInput, ctx.request.body);
    ctx.body = { entity: await getQuestionnaire(s, user, id) };
  });

  router.post('/get-questionnaire-light-list', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaireLight');
    const input = parseInput(QuestionnaireListInput, ctx.request.body);
    ctx.body = await listQuestionnaires(s, user, input);
  });

  router.post('/accept-questionnaire-light', (ctx) =>
    withOutcome(ctx, () => {
      const user = requireArea(ctx, s, 'questionnaireLight');
      const { questionnaireId, comment, revision } = parseInput(AcceptQuestionnaireInput, ctx.request.body);
      const command = { type: 'AcceptQuestionnaireLight' as const, comment };
      return reviewQuestionnaire(s, user, questionnaireId, command, commandContext(ctx, s, user), revision);
    }),
  );

  router.post('/decline-questionnaire-light', (ctx) =>
    withOutcome(ctx, () => {
      const user = requireArea(ctx, s, 'questionnaireLight');
      const { questionnaireId, comment, revision } = parseInput(DeclineQuestionnaireInput, ctx.request.body);
      const command = { type: 'DeclineQuestionnaireLight' as const, comment };
      return reviewQuestionnaire(s, user, questionnaireId, command, commandContext(ctx, s, user), revision);
    }),
  );

  router.post('/restore-questionnaire-light', (ctx) =>
    withOutcome(ctx, () => {
      const user = requireArea(ctx, s, 'questionnaireLight');
      const { questionnaireId, revision } = parseInput(RestoreQuestionnaireInput, ctx.request.body);
      const command = { type: 'RestoreQuestionnaireLight' as const };
      return reviewQuestionnaire(s, user, questionnaireId, command, commandContext(ctx, s, user), revision);
    }),
  );
}

/**
 * Review calls answer with the spec's call outcome: {result: 'Success', outcome: 'done', entity}, or
 * {result: 'Error', statusCode, message, outcome, details?} with needauth (401), norights (403),
 * didnotchanged or decline (409, with who acted first and when), decline (other refusals), error (500).
 */
async function withOutcome(ctx: Context, action: () => Promise<QuestionnaireLightEntity>): Promise<void> {
  try {
    ctx.body = { result: 'Success', outcome: 'done', entity: await action() };
  } catch (err) {
    if (err instanceof QuestionnaireTransitionRefused) return fail(ctx, err, err.outcome);
    if (err instanceof ConcurrencyError) {
      const by = err.changedBy ? { ...err.changedBy, name: err.changedBy.name ?? '' } : null;
      return fail(ctx, err, 'didnotchanged', { changedBy: by, changedAt: err.changedAt });
    }
    if (err instanceof AppError) {
      return fail(ctx, err, err.status === 401 ? 'needauth' : err.status === 403 ? 'norights' : 'decline');
    }
    logUnknownError(ctx, err);
    fail(ctx, new AppError(500, 'Внутренняя ошибка сервера. Попробуйте позже.'), 'error');
  }
}

function fail(ctx: Context, err: AppError, outcome: CallOutcome, details = err.details): void {
  ctx.status = err.status;
  ctx.body = {
    result: 'Error',
    statusCode: err.status,
    message: err.message,
    outcome,
    ...(details ? { details } : {}),
  };
}

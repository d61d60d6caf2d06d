import type Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  ConfirmPhoneInput,
  EditCodeInput,
  IsPossibleToSaveInput,
  OwnQuestionnaireInput,
  QuestionnaireIdInput,
  SendSmsInput,
  saveQuestionnaireLightInput,
  updateOwnQuestionnaireInput,
} from '../../../events/questionnaire-light/api';
import { LIGHT_MESSAGES, maskPhone } from '../../../events/questionnaire-light/events';
import { object, pattern, size, string } from 'superstruct';
import { TooManyRequestsError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { candidateContext } from './context';
import { confirmEmail } from './email';
import { PHONE_MESSAGES } from './phone';
import { confirmedPhone, confirmPhoneCode, sendPhoneCode } from './phone-service';
import {
  isPossibleToSave,
  loadQuestionnaire,
  ownQuestionnaire,
  submitQuestionnaire,
  updateOwnQuestionnaire,
} from './submit-service';
import { parseInput } from '../../http/validate';

const EmailTokenParams = object({ id: pattern(size(string(), 10, 2000), /^[A-Za-z0-9_.-]+$/) });

/** Public routes of the candidate: no login; phone ownership is proven by a one-time code. */
export function registerCandidateRoutes(router: Router, s: Services): void {
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'sms-addr',
    points: s.config.smsPerAddressPerHour,
    duration: 3600,
  });
  const limitAddress = async (ctx: Context) => {
    try {
      await perAddress.consume(ctx.ip);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new TooManyRequestsError(PHONE_MESSAGES.hourlyLimit, Math.ceil(err.msBeforeNext / 1000));
    }
  };
  const schemaOptions = () => ({ now: s.clock(), corporateDomain: s.config.corporateEmailDomain });
  const context = (ctx: Context) => candidateContext(s, ctx.state.requestId as string);

  router.post('/sendSMS', async (ctx) => {
    const { phone } = parseInput(SendSmsInput, ctx.request.body);
    await limitAddress(ctx);
    const { resendAfterSeconds } = await sendPhoneCode(s, phone, context(ctx));
    ctx.body = { isDone: true, resendAfterSeconds };
  });

  router.post('/confirmPhoneBySMS', async (ctx) => {
    const { phone, code } = parseInput(ConfirmPhoneInput, ctx.request.body);
    ctx.body = await confirmPhoneCode(s, phone, code, context(ctx));
  });

  router.post('/is-possible-to-save-questionnaire-light', async (ctx) => {
    const input = parseInput(IsPossibleToSaveInput, ctx.request.body);
    ctx.body = { value: await isPossibleToSave(s, input.vacancy_id, input.info.phone) };
  });

  router.post('/save-questionnaire-light', async (ctx) => {
    const input = parseInput(saveQuestionnaireLightInput(schemaOptions()), ctx.request.body);
    if (confirmedPhone(s, input.phoneToken) !== input.info.phone) {
      throw new ValidationError(LIGHT_MESSAGES.phoneNotConfirmed, 'info.phone');
    }
    ctx.body = await submitQuestionnaire(s, input, context(ctx));
  });

  router.post('/questionnaire/emailconfirm/:id', async (ctx) => {
    const { id } = parseInput(EmailTokenParams, ctx.params);
    ctx.body = await confirmEmail(s, id, context(ctx));
  });

  // The candidate's own edit: a code is sent to the phone left at creation, never to a new one.
  router.post('/questionnaire-light/edit-gate', async (ctx) => {
    const { id } = parseInput(QuestionnaireIdInput, ctx.request.body);
    const entity = await loadQuestionnaire(s, id);
    ctx.body = { phoneMasked: maskPhone(entity.info.phone) };
  });

  router.post('/questionnaire-light/send-edit-code', async (ctx) => {
    const { id } = parseInput(QuestionnaireIdInput, ctx.request.body);
    const entity = await loadQuestionnaire(s, id);
    await limitAddress(ctx);
    const { resendAfterSeconds } = await sendPhoneCode(s, entity.info.phone, context(ctx));
    ctx.body = { isDone: true, resendAfterSeconds, phoneMasked: maskPhone(entity.info.phone) };
  });

  router.post('/questionnaire-light/confirm-edit-code', async (ctx) => {
    const { id, code } = parseInput(EditCodeInput, ctx.request.body);
    const entity = await loadQuestionnaire(s, id);
    const result = await confirmPhoneCode(s, entity.info.phone, code, context(ctx));
    if (!result.isDone) throw new ValidationError(result.value, 'code');
    ctx.body = { phoneToken: result.phoneToken };
  });

  router.post('/questionnaire-light/own', async (ctx) => {
    const { id, phoneToken } = parseInput(OwnQuestionnaireInput, ctx.request.body);
    ctx.body = { entity: await ownQuestionnaire(s, id, confirmedPhone(s, phoneToken)) };
  });

  router.post('/questionnaire-light/update-own', async (ctx) => {
    const { id, phoneToken, info } = parseInput(
      updateOwnQuestionnaireInput(schemaOptions()),
      ctx.request.body,
    );
    ctx.body = await updateOwnQuestionnaire(s, id, confirmedPhone(s, phoneToken), info, context(ctx));
  });
}

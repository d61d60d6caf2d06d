import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  ConfirmPhoneInput,
  EditCodeInput,
  IsPossibleToSaveInput,
  OwnQuestionnaireInput,
  EditLinkInput,
  SendSmsInput,
  saveQuestionnaireLightInput,
  updateOwnQuestionnaireInput,
} from '#events/questionnaire-light/api';
import { LIGHT_MESSAGES, maskPhone } from '#events/questionnaire-light/events';
import { is, object, pattern, size, string } from 'superstruct';
import { ValidationError } from '../../core/errors';
import { candidateLimits } from './candidate-limits';
import type { Services } from '../../core/services';
import { candidateContext } from './context';
import { confirmEmail, EMAIL_LINK_INVALID } from './email';
import { confirmedPhone, confirmPhoneCode, sendPhoneCode } from './phone-service';
import {
  isPossibleToSave,
  loadByEditLink,
  ownQuestionnaire,
  submitQuestionnaire,
  updateOwnQuestionnaire,
} from './submit-service';
import { parseInput } from '../../http/validate';

const EmailTokenParams = object({ id: pattern(size(string(), 10, 2000), /^[A-Za-z0-9_.-]+$/) });

/** A link's id of the wrong shape answers like an unknown one, not with a field-length message. */
function emailToken(params: unknown): string {
  if (!is(params, EmailTokenParams)) throw new ValidationError(EMAIL_LINK_INVALID);
  return params.id;
}

/** Public routes of the candidate: no login; phone ownership is proven by a one-time code. */
export function registerCandidateRoutes(router: Router, s: Services): void {
  const limits = candidateLimits(s);
  const limitAddress = limits.smsFromAddress;
  const schemaOptions = () => ({ now: s.clock(), corporateDomain: s.config.corporateEmailDomain });
  const context = (ctx: Context) => candidateContext(s, String(ctx.state.requestId));

  router.post('/sendSMS', async (ctx) => {
    const { phone } = parseInput(SendSmsInput, ctx.request.body);
    await limitAddress(ctx);
    const { resendAfterSeconds } = await sendPhoneCode(s, phone, context(ctx));
    ctx.body = { isDone: true, resendAfterSeconds };
  });

  router.post('/confirmPhoneBySMS', async (ctx) => {
    const { phone, code } = parseInput(ConfirmPhoneInput, ctx.request.body);
    ctx.body = await limits.codeCheck(ctx, phone, () => confirmPhoneCode(s, phone, code, context(ctx)));
  });

  router.post('/is-possible-to-save-questionnaire-light', async (ctx) => {
    const input = parseInput(IsPossibleToSaveInput, ctx.request.body);
    await limits.callFromAddress(ctx);
    // Whether a phone applied is the phone owner's business only.
    if (confirmedPhone(s, input.phoneToken) !== input.info.phone) {
      throw new ValidationError(LIGHT_MESSAGES.phoneNotConfirmed, 'info.phone');
    }
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
    ctx.body = await confirmEmail(s, emailToken(ctx.params), context(ctx));
  });

  // The candidate's own edit, by the link's number and secret: a code is sent to the phone left at
  // creation, never to a new one. A wrong secret answers exactly like an unknown number.
  router.post('/questionnaire-light/edit-gate', async (ctx) => {
    const { id, token } = parseInput(EditLinkInput, ctx.request.body);
    await limits.callFromAddress(ctx);
    const entity = await loadByEditLink(s, id, token);
    ctx.body = { phoneMasked: maskPhone(entity.info.phone) };
  });

  router.post('/questionnaire-light/send-edit-code', async (ctx) => {
    const { id, token } = parseInput(EditLinkInput, ctx.request.body);
    await limits.callFromAddress(ctx);
    const entity = await loadByEditLink(s, id, token);
    await limitAddress(ctx);
    await limits.smsToQuestionnaire(id);
    const { resendAfterSeconds } = await sendPhoneCode(s, entity.info.phone, context(ctx));
    ctx.body = { isDone: true, resendAfterSeconds, phoneMasked: maskPhone(entity.info.phone) };
  });

  router.post('/questionnaire-light/confirm-edit-code', async (ctx) => {
    const { id, token, code } = parseInput(EditCodeInput, ctx.request.body);
    await limits.callFromAddress(ctx);
    const entity = await loadByEditLink(s, id, token);
    const phone = entity.info.phone;
    const result = await limits.codeCheck(ctx, phone, () => confirmPhoneCode(s, phone, code, context(ctx)));
    if (!result.isDone) throw new ValidationError(result.value, 'code');
    ctx.body = { phoneToken: result.phoneToken };
  });

  router.post('/questionnaire-light/own', async (ctx) => {
    const { id, token, phoneToken } = parseInput(OwnQuestionnaireInput, ctx.request.body);
    ctx.body = { entity: await ownQuestionnaire(s, { id, token }, confirmedPhone(s, phoneToken)) };
  });

  router.post('/questionnaire-light/update-own', async (ctx) => {
    const { id, token, phoneToken, info } = parseInput(
      updateOwnQuestionnaireInput(schemaOptions()),
      ctx.request.body,
    );
    const link = { id, token };
    ctx.body = await updateOwnQuestionnaire(s, link, confirmedPhone(s, phoneToken), info, context(ctx));
  });
}

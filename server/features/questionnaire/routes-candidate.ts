import Router from '@koa/router';
import type { Context } from 'koa';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { QuestionnaireSubmitInput } from '#events/questionnaire/inputs';
import { LIGHT_MESSAGES } from '#events/questionnaire-light/inputs';
import { collectionIn } from '#projections/core/typed-read';
import { AppError, NotFoundError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';
import { candidateContext, candidateLimits, confirmedPhone } from '../questionnaire-light/index';
import { findPublicVacancy } from '../vacancies/index';
import { openQuestionnaire } from './commands';
import { KeyTakenError } from '../../core/reservations';

const DUPLICATE = 'Анкета на эту должность с этим номером телефона уже существует';
const VACANCY_CLOSED = 'Вакансия закрыта';

/**
 * POST /questionnaire and /questionnaire/SelfEmployed (spec part 2, section 7): a candidate's own
 * questionnaire for a vacancy of the own site, with the phone proven by SMS. It opens in 'new' for
 * the vacancy's store; one open questionnaire per phone and vacancy. No login: limited per address.
 */
export function questionnaireCandidateRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const limits = candidateLimits(s);
  const submit = (contractorType: 'Employee' | 'Entrepreneur') => async (ctx: Context) => {
    const input = parseInput(QuestionnaireSubmitInput, ctx.request.body);
    await limits.callFromAddress(ctx);
    if (confirmedPhone(s, input.phoneToken) !== input.info.phone) {
      throw new ValidationError(LIGHT_MESSAGES.phoneNotConfirmed, 'info.phone');
    }
    const vacancy = await findPublicVacancy(s, input.vacancy_id);
    if (!vacancy) throw new NotFoundError('Вакансия не найдена');
    if (vacancy.status !== 'published') throw new AppError(409, VACANCY_CLOSED);
    if (vacancy.isSelfEmployed !== (contractorType === 'Entrepreneur'))
      throw new ValidationError(
        'Поле «вакансия»: для этой вакансии анкета подаётся другим способом',
        'vacancy_id',
      );
    const open = await collectionIn(s.read, QUESTIONNAIRES).find({
      'info.phone': input.info.phone,
      'vacancy.vacancyId': vacancy.id,
      state: { $nin: ['rejected', 'rejectedAuth'] },
    });
    if (open.length > 0) throw new AppError(409, DUPLICATE);
    const unique = { kind: 'questionnaire-phone-vacancy', value: `${vacancy.id}:${input.info.phone}` };
    const id = await openQuestionnaire(
      s,
      {
        source: 'profile',
        contractorType,
        state: 'new',
        info: input.info,
        vacancy: {
          vacancyId: vacancy.id,
          IStoreId: vacancy.store.IStoreId,
          storeName: vacancy.store.name,
          ...(vacancy.store.mall ? { storeMall: vacancy.store.mall } : {}),
          cityId: vacancy.store.cityId,
          cityName: vacancy.store.cityName,
          positionId: vacancy.position.id,
          positionTitle: vacancy.position.title,
        },
      },
      candidateContext(s, String(ctx.state.requestId)),
      unique,
    ).catch((err: unknown) => {
      // Held by an open questionnaire: another server, or a read model that lags, got here first.
      throw err instanceof KeyTakenError ? new AppError(409, DUPLICATE) : err;
    });
    ctx.body = { id };
  };
  router.post('/questionnaire', submit('Employee'));
  router.post('/questionnaire/SelfEmployed', submit('Entrepreneur'));
  return router;
}

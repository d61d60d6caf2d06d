import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LIGHT_MESSAGES,
  type LightQuestionnaireInfo,
  type QuestionnaireLightEntity,
  type QuestionnaireVacancySnapshot,
} from '#events/questionnaire-light/events';
import type { PublicVacancy } from '#events/vacancies/views';
import type { VacancyService } from '#events/vacancies/events';
import {
  lightQuestionnaireLinks,
  lightQuestionnaires,
  questionnaireEntity,
} from '#projections/questionnaire-light';
import type { CommandContext } from '../../core/decider';
import { asEventsOf, handleCommand } from '../../core/command-handler';
import { KeyedQueue } from '../../core/keyed-queue';
import { AppError, ConcurrencyError, NotFoundError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { findPublicVacancy } from '../vacancies';
import { sendEmailConfirmation } from './email';
import {
  questionnaireLightDecider,
  QUESTIONNAIRE_MESSAGES,
  type LightQuestionnaireEvent,
} from './questionnaire';
import {
  holderState,
  KeyTakenError,
  releaseKey,
  reserveKey,
  type HolderState,
} from '../../core/reservations';
import { fold } from '../../core/decider';

export const SUBMIT_MESSAGES = {
  vacancyNotFound: 'Вакансия не найдена',
  vacancyClosed: 'Вакансия закрыта',
  phoneLocked: 'Номер телефона в анкете изменить нельзя',
  duplicate:
    'Анкета на эту должность с этим номером телефона уже существует и находится в обработке. Мы свяжемся с вами в ближайшее время.',
} as const;

/** A duplicate blocks a new submission: the spec's 'Внимание' modal. */
export class DuplicateQuestionnaireError extends AppError {
  constructor() {
    super(409, SUBMIT_MESSAGES.duplicate, { duplicate: true });
  }
}

/** False when the phone already has a questionnaire for the vacancy's position that is not rejected. */
export async function isPossibleToSave(s: Services, vacancyId: string, phone: string): Promise<boolean> {
  const vacancy = await findPublicVacancy(s, vacancyId);
  if (!vacancy) return true;
  return !(await hasDuplicate(s, vacancy.position.id, phone));
}

async function hasDuplicate(s: Services, positionId: string, phone: string): Promise<boolean> {
  return (await lightQuestionnaires(s.read).count({ phone, positionId, type: { $ne: 'rejected' } })) > 0;
}

/** What the public form sends: the vacancy, the form and where the candidate came from (`?source=`). */
export interface SubmitInput {
  vacancy_id: string;
  info: LightQuestionnaireInfo;
  source?: VacancyService | undefined;
}

/** Checks the vacancy and duplicates, takes the next numeric id and records the submission. */
export async function submitQuestionnaire(
  s: Services,
  input: SubmitInput,
  ctx: CommandContext,
): Promise<{ id: string; editToken: string }> {
  const vacancy = await findPublicVacancy(s, input.vacancy_id);
  if (!vacancy) throw new NotFoundError(SUBMIT_MESSAGES.vacancyNotFound);
  if (vacancy.status !== 'published') throw new ValidationError(SUBMIT_MESSAGES.vacancyClosed, 'vacancy_id');
  // Check and record as one step per phone and position: two submissions at once cannot both pass.
  const key = `${vacancy.position.id}:${input.info.phone}`;
  return submissions.run(key, async () => {
    if (await hasDuplicate(s, vacancy.position.id, input.info.phone)) throw new DuplicateQuestionnaireError();
    return recordSubmission(s, vacancy, input, ctx);
  });
}

const submissions = new KeyedQueue();

async function recordSubmission(
  s: Services,
  vacancy: PublicVacancy,
  input: SubmitInput,
  ctx: CommandContext,
): Promise<{ id: string; editToken: string }> {
  const snapshot = snapshotOf(vacancy);
  const editToken = newEditToken();
  const unique = { kind: 'light-phone-position', value: `${vacancy.position.id}:${input.info.phone}` };
  const claim = ctx.newId();
  // A fresh id can race with another candidate's submission: 'no_stream' then conflicts and we take the next.
  for (let attempt = 0; ; attempt++) {
    const id = String((await lastSeq(s)) + 1 + attempt);
    const command = {
      type: 'SubmitQuestionnaireLight' as const,
      id,
      editToken,
      vacancy_id: vacancy.id,
      info: input.info,
      vacancy: snapshot,
      ...(input.source ? { source: input.source } : {}),
    };
    // The rules first (pure): a refused submission writes nothing, not even a reservation.
    questionnaireLightDecider.decide(command, questionnaireLightDecider.initialState(), ctx);
    // The phone and position are reserved in the event store first: a second server (or a read
    // model that lags) cannot let a duplicate through.
    try {
      await reserveKey(s, unique, id, (holder) => lightHolderState(s, holder), ctx, claim);
    } catch (err) {
      if (err instanceof KeyTakenError) throw new DuplicateQuestionnaireError();
      throw err;
    }
    try {
      await handleCommand(s.bus, questionnaireLightDecider, id, command, ctx, { expectedRevision: -1 });
      await sendEmailConfirmation(s, id, input.info.email, editToken);
      return { id, editToken };
    } catch (err) {
      if (attempt >= 10 || !(err instanceof ConcurrencyError)) {
        // The key goes back only if the questionnaire was not written (a failed e-mail comes after).
        if ((await lightHolderState(s, id)) === 'missing') await releaseKey(s, unique, id, ctx);
        throw err;
      }
    }
  }
}

/** A light questionnaire keeps its phone and position unless it was declined. */
function lightHolderState(s: Services, id: string): Promise<HolderState> {
  return holderState(
    s,
    `${questionnaireLightDecider.kind}-${id}`,
    (events) =>
      fold(questionnaireLightDecider, asEventsOf<LightQuestionnaireEvent>(events)).status === 'rejected',
  );
}

async function lastSeq(s: Services): Promise<number> {
  const [last] = await lightQuestionnaires(s.read).find({}, { sort: { seq: -1 }, limit: 1 });
  return Number(last?.seq ?? 0);
}

export function snapshotOf(v: PublicVacancy): QuestionnaireVacancySnapshot {
  const { name, mall, cityId, cityName } = v.store;
  return {
    id: v.id,
    IStoreId: v.store.IStoreId,
    store: { name, ...(mall ? { mall } : {}), cityId, cityName },
    position: { id: v.position.id, title: v.position.title },
  };
}

/** The questionnaire's read-model entity, or 404. */
export async function loadQuestionnaire(s: Services, id: string): Promise<QuestionnaireLightEntity> {
  const doc = await lightQuestionnaires(s.read).get(id);
  if (!doc) throw new NotFoundError(QUESTIONNAIRE_MESSAGES.notFound);
  return questionnaireEntity(doc);
}

/** A new edit-link secret: 128 random bits, URL-safe. */
export function newEditToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The questionnaire behind a candidate's edit link, or the same 404 as for an unknown number when
 * the link's secret is wrong: numbers are guessable, the secret is not, so nobody can walk the ids.
 */
export async function loadByEditLink(
  s: Services,
  id: string,
  token: string,
): Promise<QuestionnaireLightEntity> {
  const [doc, link] = await Promise.all([
    lightQuestionnaires(s.read).get(id),
    lightQuestionnaireLinks(s.read).get(id),
  ]);
  const stored = typeof link?.editToken === 'string' ? Buffer.from(link.editToken) : null;
  const given = Buffer.from(token);
  if (!doc || !stored || stored.length !== given.length || !timingSafeEqual(stored, given))
    throw new NotFoundError(QUESTIONNAIRE_MESSAGES.notFound);
  return questionnaireEntity(doc);
}

/** The candidate's own edit, proven by a phone token for the phone stored in the questionnaire. */
export async function updateOwnQuestionnaire(
  s: Services,
  link: { id: string; token: string },
  phone: string | null,
  info: LightQuestionnaireInfo,
  ctx: CommandContext,
): Promise<{ id: string }> {
  const { id } = link;
  const current = await ownQuestionnaire(s, link, phone);
  // The phone is the candidate's proof of identity here: changing it would skip its confirmation.
  if (info.phone !== current.info.phone) throw new ValidationError(SUBMIT_MESSAGES.phoneLocked, 'info.phone');
  await handleCommand(s.bus, questionnaireLightDecider, id, { type: 'EditQuestionnaireLight', info }, ctx);
  if (info.email !== current.info.email) await sendEmailConfirmation(s, id, info.email, link.token);
  return { id };
}

/** 400 unless `phone` (from a valid phone token) is the one left at creation. */
export async function ownQuestionnaire(
  s: Services,
  link: { id: string; token: string },
  phone: string | null,
): Promise<QuestionnaireLightEntity> {
  const entity = await loadByEditLink(s, link.id, link.token);
  if (!phone || phone !== entity.info.phone)
    throw new ValidationError(LIGHT_MESSAGES.phoneConfirm, 'phoneToken');
  return entity;
}

import { getApprovalDoc } from '#projections/approval/queries';
import { moscowDay } from '#events/core/calendar-day';
import { requiredFieldMessage } from '#events/core/messages';
import type { HireDoc } from '#events/employment/events';
import { EMPLOYMENT_MESSAGES, type EmploymentForm } from '#events/employment/form';
import { HIRE_MESSAGES } from '#events/employment/hire-status';
import { employProblems, type EmployProblem } from '#events/employment/rules';
import { getHire } from '#projections/employment/queries';
import { OneSError } from '../../adapters/onec/port';
import type { AccessClaims } from '../../auth/tokens';
import type { CommandContext } from '../../core/decider';
import { AppError, ConcurrencyError, NotFoundError, RuleViolation, ValidationError } from '../../core/errors';
import { actorText } from '#events/core/roles';
import { formatMoscow } from '#events/core/moscow-time';
import type { Services } from '../../core/services';
import { changeQuestionnaireState, visibleQuestionnaire } from '../questionnaire/index';
import { hireDecider, type HireCommand } from './decider';
import { loadHire, sendHire } from './delivery';
import { employFactsFor } from './facts-server';
import { oneSPortOf } from './ports';
import { serialized } from './process';

const staffOf = (ctx: CommandContext) => ({ userId: ctx.actor.userId, name: ctx.actor.name ?? '' });
const ONE_S_DOWN = '1С недоступна, повторите позже';

async function current(s: Services, id: string): Promise<HireDoc> {
  const doc = await getHire(s.read, id);
  if (!doc) throw new NotFoundError(HIRE_MESSAGES.notSent);
  return doc;
}

/** A problem of the form as a 400 naming its field ('Обязательное поле' gets the field's name). */
function formError(problem: EmployProblem): ValidationError {
  const message =
    problem.message === EMPLOYMENT_MESSAGES.required ? requiredFieldMessage(problem.field) : problem.message;
  return new ValidationError(message, problem.field);
}

/** The questionnaire's state from its stream (the read model may not show a move just made). */
async function questionnaireStateOf(s: Services, id: string): Promise<string | undefined> {
  const history = await s.events.readStream(`questionnaire-${id}`);
  const moved = history.filter((e) => e.type === 'QuestionnaireStateChanged').at(-1);
  return (moved?.data as { to?: string } | undefined)?.to;
}

/** Past-tense words of the moves that make a send stale (as the questionnaire's own refusals say). */
const DONE: Record<string, string> = {
  reject: 'отклонил(а)',
  rejectByCheck: 'отклонил(а) по проверке',
  reestablish: 'восстановил(а)',
  sendTo1S: 'отправил(а) в 1С',
  rollback: 'откатил(а)',
};

/**
 * A stale screen (issue 24, item 5, as the questionnaire refuses one): a state move recorded after
 * the revision the card showed refuses the send with a 409 naming who moved it and when.
 */
async function assertScreenCurrent(s: Services, id: string, seenRevision: number | undefined) {
  if (seenRevision === undefined) return;
  const history = await s.events.readStream(`questionnaire-${id}`);
  const moved = history
    .filter((e) => e.type === 'QuestionnaireStateChanged' && e.revision > seenRevision)
    .at(-1);
  if (!moved) return;
  const done = DONE[(moved.data as { action?: string }).action ?? ''] ?? 'изменил(а)';
  const { actor, occurredAt } = moved.meta;
  throw new ConcurrencyError(
    `Анкету уже ${done} ${actorText(actor)} ${formatMoscow(occurredAt)}. Данные на экране обновлены.`,
    actor,
    occurredAt,
    moved.revision,
  );
}

/**
 * POST /one_s/send/{id} ('Трудоустроить'): the form's problems are a 400 naming the field, a second
 * send a 409 naming who sent it, the record's (state, approval, passport, self-employment) a 422.
 * The hire is recorded first (the outbox), then the questionnaire moves to sendedTo1S; the worker
 * delivers it to 1C in the background.
 */
export async function sendToOneS(
  s: Services,
  user: AccessClaims,
  id: string,
  form: EmploymentForm,
  seenRevision: number | undefined,
  ctx: CommandContext,
): Promise<HireDoc> {
  const q = await visibleQuestionnaire(s, user, id);
  const facts = await employFactsFor(s, q, await getApprovalDoc(s.read, id), ctx.now);
  const problems = employProblems(facts, form, moscowDay(new Date(ctx.now)));
  const formProblem = problems.find((p) => p.field !== 'questionnaire');
  if (formProblem) throw formError(formProblem);
  const command: HireCommand = {
    type: 'RequestHire',
    ...{ hireId: ctx.newId(), questionnaireId: id, form, requestedBy: staffOf(ctx) },
    ...{ IStoreId: q.vacancy.IStoreId, positionTitle: q.vacancy.positionTitle },
  };
  // A second send is named as such (409 who and when), before 'not in resolvedValid' could hide it.
  hireDecider.decide(command, await loadHire(s, id), ctx);
  await assertScreenCurrent(s, id, seenRevision);
  const refused = problems[0];
  if (refused) throw new RuleViolation(refused.message, { field: refused.field });
  await sendHire(s, id, command, ctx);
  try {
    await changeQuestionnaireState(s, id, 'sendTo1S', {}, ctx);
  } catch (err) {
    // The worker's own move (it covers a crash here) may have come first: moved is moved.
    if ((await questionnaireStateOf(s, id)) !== 'sendedTo1S') throw err;
  }
  return current(s, id);
}

/**
 * POST /one_s/rollback/{id} ('Откатить анкету'): the 1C document is unposted, or marked for
 * deletion where 1C refuses to unpost; then HireRolledBack and the questionnaire goes back.
 */
export async function rollBackHire(s: Services, user: AccessClaims, id: string, ctx: CommandContext) {
  const q = await visibleQuestionnaire(s, user, id);
  return serialized(s, id, async () => {
    const state = await loadHire(s, id);
    const base = { type: 'RollBack' as const, by: staffOf(ctx), questionnaireState: q.state };
    hireDecider.decide({ ...base, oneS: 'absent' }, state, ctx); // refused before 1C is touched
    const port = oneSPortOf(s);
    let oneS: 'unposted' | 'deletionMarked' | 'absent' = 'absent';
    try {
      const doc = state.document
        ? await port.getDocument(state.document.documentRef)
        : state.hire
          ? await port.findHireDocument(state.hire.hireId)
          : null;
      if (doc?.deletionMark) oneS = 'deletionMarked';
      else if (doc && !doc.posted) oneS = 'unposted';
      else if (doc) {
        try {
          await port.unpostDocument(doc.ref, doc.dataVersion);
          oneS = 'unposted';
        } catch (err) {
          if (!(err instanceof OneSError) || !['rights', 'rejected'].includes(err.kind)) throw err;
          await port.markForDeletion(doc.ref, doc.dataVersion);
          oneS = 'deletionMarked';
        }
      }
    } catch (err) {
      if (err instanceof OneSError) throw new AppError(503, `${ONE_S_DOWN}: ${err.message}`);
      throw err;
    }
    await sendHire(s, id, { ...base, oneS }, ctx);
    await changeQuestionnaireState(s, id, 'rollback', {}, ctx);
    return { message: HIRE_MESSAGES.rolledBack, hire: await current(s, id) };
  });
}

/** POST /documents/{id}/refreshDocs ('Сформировать документы повторно'). */
export async function regenerateHireDocuments(
  s: Services,
  user: AccessClaims,
  id: string,
  ctx: CommandContext,
) {
  await visibleQuestionnaire(s, user, id);
  return serialized(s, id, async () => {
    const state = await loadHire(s, id);
    const probe = { type: 'RegenerateDocuments' as const, by: staffOf(ctx), documents: [] };
    hireDecider.decide(probe, state, ctx);
    if (!state.document) throw new RuleViolation(HIRE_MESSAGES.notDelivered);
    let documents: string[];
    try {
      documents = (await oneSPortOf(s).regenerateDocuments(state.document.documentRef)).documents;
    } catch (err) {
      if (err instanceof OneSError) throw new AppError(503, `${ONE_S_DOWN}: ${err.message}`);
      throw err;
    }
    await sendHire(s, id, { ...probe, documents }, ctx);
    return { message: HIRE_MESSAGES.regenerated, hire: await current(s, id) };
  });
}

/** POST /one_s/drift/{id}: resend our data (the delivery is queued again) or accept 1C's version. */
export async function resolveHireDrift(
  s: Services,
  user: AccessClaims,
  id: string,
  input: { decision: 'resend' | 'accept'; comment?: string },
  ctx: CommandContext,
): Promise<HireDoc> {
  await visibleQuestionnaire(s, user, id);
  const command = { type: 'ResolveDrift' as const, by: staffOf(ctx), ...input };
  await serialized(s, id, () => sendHire(s, id, command, ctx));
  return current(s, id);
}

/** GET /hires/{id}: the card's hire (404 when never sent to 1C). */
export async function hireOf(s: Services, user: AccessClaims, id: string): Promise<HireDoc> {
  await visibleQuestionnaire(s, user, id);
  return current(s, id);
}

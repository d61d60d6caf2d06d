import { v5 as uuidv5 } from 'uuid';
import { HIRE_KIND, type OneSFailureKind } from '#events/employment/events';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { OneSError, type OneSDocument, type OneSPort } from '../../adapters/onec/port';
import { asEventsOf, handleCommand } from '../../core/command-handler';
import { fold, type CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { hireDecider, type HireCommand, type HireState } from './decider';
import { oneSHireOf } from './hire-payload';
import { oneSPortOf, retryDelayMs } from './ports';

const ID_NAMESPACE = '0b7e4a52-9c1d-4f6b-8e2a-5d3c1f9a7b64';
export const ONE_S_ACTOR = { userId: 'system', role: 'System', name: '1С:ЗУП' };

/**
 * The worker's command context: event ids derive from the hire, the attempt and the step, so a step
 * recorded again after a crash (the reactor replays) is the same event and is kept once.
 */
export function workerContext(s: Services, key: string, step: string): CommandContext {
  let n = 0;
  return {
    now: s.clock(),
    newId: () => uuidv5(`${key}:${step}:${n++}`, ID_NAMESPACE),
    actor: ONE_S_ACTOR,
    correlationId: key,
  };
}

export async function loadHire(s: Services, questionnaireId: string): Promise<HireState> {
  const history = await s.events.readStream(`${HIRE_KIND}-${questionnaireId}`);
  return fold(hireDecider, asEventsOf(history));
}

export const sendHire = (s: Services, questionnaireId: string, command: HireCommand, ctx: CommandContext) =>
  handleCommand(s.bus, hireDecider, questionnaireId, command, ctx);

/** Failures 1C may get over by itself: retried later. The rest wait for staff. */
const RETRYABLE: readonly OneSFailureKind[] = ['unavailable', 'timeout', 'stale'];

export function failureOf(err: unknown): OneSError {
  if (err instanceof OneSError) return err;
  return new OneSError('unavailable', 'Error', '1С недоступна');
}

/** The document is ours to use: found by our hire id, not the one a resend replaces. */
function usable(doc: OneSDocument | null, state: HireState): doc is OneSDocument {
  return doc !== null && !doc.deletionMark && doc.ref !== state.resendOf;
}

/**
 * One attempt to deliver a pending hire, in 1C's order: look the document up by our hire id first
 * (an earlier attempt may have created it before a crash or a timeout), else find or create the
 * person, record the passport, create the document; then post it. Records HireDelivered, or
 * HireDeliveryFailed with the time of the next try (1C down, a timeout) or none (staff must act).
 */
export async function deliverHire(s: Services, questionnaireId: string): Promise<void> {
  const state = await loadHire(s, questionnaireId);
  const hire = state.hire;
  if (!hire || (state.status !== 'queued' && state.status !== 'unavailable')) return;
  const attempt = state.attempts + 1;
  const key = `${hire.hireId}:${attempt}`;
  const port = oneSPortOf(s);
  try {
    const q = await getQuestionnaire(s.read, questionnaireId, null);
    if (!q) throw new OneSError('rejected', 'NoQuestionnaire', 'Анкета не найдена');
    const payload = oneSHireOf(q, hire);
    let doc = await port.findHireDocument(hire.hireId);
    let personRef = await port.findPerson(payload.person.inn, payload.person.snils);
    if (state.resendOf && doc?.ref === state.resendOf && !doc.deletionMark)
      doc = await port.markForDeletion(doc.ref, doc.dataVersion);
    if (!usable(doc, state)) {
      personRef ??= await port.createPerson(payload.person);
      await port.recordPassport(personRef, payload.passport);
      doc = await port.createHireDocument(personRef, payload);
    }
    if (!doc.posted) doc = await post(port, doc);
    const document = {
      personRef: personRef ?? '',
      documentRef: doc.ref,
      number: doc.number,
      posted: 'posted' as const,
      dataVersion: doc.dataVersion,
    };
    const command = { type: 'Deliver' as const, hireId: hire.hireId, attempt, document, fields: doc.fields };
    await sendHire(s, questionnaireId, command, workerContext(s, key, 'delivered'));
  } catch (err) {
    const failure = failureOf(err);
    const retryAt = RETRYABLE.includes(failure.kind)
      ? new Date(Date.parse(s.clock()) + retryDelayMs(s, attempt)).toISOString()
      : null;
    const command = {
      type: 'FailDelivery' as const,
      ...{ hireId: hire.hireId, attempt, kind: failure.kind, code: failure.code },
      ...{ message: failure.message, retryAt },
    };
    await sendHire(s, questionnaireId, command, workerContext(s, key, 'failed'));
  }
}

/** Posts, once more with the fresh DataVersion when 1C answers 412 (someone saved it meanwhile). */
async function post(port: OneSPort, doc: OneSDocument): Promise<OneSDocument> {
  try {
    return await port.postDocument(doc.ref, doc.dataVersion);
  } catch (err) {
    if (!(err instanceof OneSError) || err.kind !== 'stale') throw err;
    const fresh = await port.getDocument(doc.ref);
    if (!fresh) throw err;
    return fresh.posted ? fresh : port.postDocument(fresh.ref, fresh.dataVersion);
  }
}

/**
 * A look at a delivered document: once 1C has built its document set, HireDocumentsReady. Returns
 * whether to look again (still building).
 */
export async function followDocuments(s: Services, questionnaireId: string): Promise<boolean> {
  const state = await loadHire(s, questionnaireId);
  if (state.status !== 'delivered' || !state.document || !state.hire) return false;
  const doc = await oneSPortOf(s).getDocument(state.document.documentRef);
  if (!doc || doc.documents.length === 0) return doc !== null;
  const command = {
    type: 'MarkDocumentsReady' as const,
    ...{ hireId: state.hire.hireId, documents: doc.documents, dataVersion: doc.dataVersion },
  };
  await sendHire(
    s,
    questionnaireId,
    command,
    workerContext(s, `${state.hire.hireId}:${state.attempts}`, 'documentsReady'),
  );
  return false;
}

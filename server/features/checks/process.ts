import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import { CHECKS_KIND } from '#events/checks/events';
import { nextQuestionnaireAction, summarize } from '#events/checks/rules';
import type { CandidateChecksDoc } from '#events/checks/views';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { candidateChecksProjection } from '#projections/checks/projection';
import { questionnairesWithRunningChecks } from '#projections/checks/queries';
import type { Doc } from '#projections/core/read-store';
import { RuleViolation } from '../../core/errors';
import type { Reactor } from '../../core/reactor';
import { scrubPersonal } from '../../core/log-safe';
import type { Services } from '../../core/services';
import { changeQuestionnaireState } from '../questionnaire/index';
import { processContext, runCheck } from './runner';
import { log } from '../../core/logger';

/** The runs going on in this server, by run id (one worker per run, even if asked twice). */
interface Workers {
  stopping: AbortController;
  running: Map<string, Promise<void>>;
}
const workersOf = new WeakMap<Services, Workers>();

function workers(s: Services): Workers {
  let w = workersOf.get(s);
  if (!w) {
    w = { stopping: new AbortController(), running: new Map() };
    workersOf.set(s, w);
  }
  return w;
}

/** Starts a run in the background (checks take seconds: never on the event subscription's path). */
export function spawnRun(s: Services, questionnaireId: string, runId: string): void {
  const w = workers(s);
  if (w.running.has(runId) || w.stopping.signal.aborted) return;
  const work = runCheck(s, questionnaireId, runId, w.stopping.signal)
    .catch((err: unknown) => {
      if (!w.stopping.signal.aborted)
        log.error(
          `[checks] run not finished: ${scrubPersonal(err instanceof Error ? err.message : String(err))}`,
        );
    })
    .finally(() => w.running.delete(runId));
  w.running.set(runId, work);
}

/** Runs (or joins) a run and waits for it: for the checks answering in the request (store vacancy). */
export async function awaitRun(s: Services, questionnaireId: string, runId: string): Promise<void> {
  spawnRun(s, questionnaireId, runId);
  await workers(s).running.get(runId);
}

/** The checks block as the projection builds it, folded straight from the stream (no read lag). */
function checksFrom(events: EventEnvelope[], questionnaireId: string): CandidateChecksDoc | null {
  let doc: Doc | null = null;
  const key = { collection: 'candidateChecks', id: questionnaireId };
  for (const event of events) doc = candidateChecksProjection.apply(doc, event, key);
  return doc as unknown as CandidateChecksDoc | null; // the projection writes this document type
}

/** The questionnaire's state from its own stream: opened, then each move of its transition table. */
function stateFrom(events: EventEnvelope[]): QuestionnaireState | null {
  let state: QuestionnaireState | null = null;
  for (const event of events) {
    const data = event.data as { state?: QuestionnaireState; to?: QuestionnaireState };
    if (event.type === 'QuestionnaireOpened') state = data.state ?? null;
    if (event.type === 'QuestionnaireStateChanged') state = data.to ?? state;
  }
  return state;
}

/** Moves the questionnaire as the finished checks say, through the questionnaire's own command. */
async function driveQuestionnaire(s: Services, event: EventEnvelope): Promise<void> {
  const questionnaireId = parseStreamId(event.streamId).id;
  const checks = checksFrom(await s.events.readStream(event.streamId), questionnaireId);
  const state = stateFrom(await s.events.readStream(`questionnaire-${questionnaireId}`));
  if (!checks || !state) return;
  const action = nextQuestionnaireAction(summarize(checks.checks, s.clock()), state);
  if (!action) return;
  try {
    await changeQuestionnaireState(
      s,
      questionnaireId,
      action,
      {},
      processContext(s, event.id, action, event.id),
    );
  } catch (err) {
    // Someone moved the questionnaire meanwhile (refused, approved): the people's move stands.
    if (!(err instanceof RuleViolation)) throw err;
  }
}

/** A refused questionnaire restored by staff ('Восстановить'). */
function isRestore(event: EventEnvelope): boolean {
  return (
    event.type === 'QuestionnaireStateChanged' && (event.data as { action?: string }).action === 'reestablish'
  );
}

/**
 * A candidate whose blacklist check failed goes back to 'Отказ по проверке' when restored from a
 * staff refusal (the card disables 'Восстановить' for them; this covers a restore done anyway).
 */
async function refuseBlacklisted(s: Services, questionnaireId: string, event: EventEnvelope): Promise<void> {
  const checks = checksFrom(await s.events.readStream(`${CHECKS_KIND}-${questionnaireId}`), questionnaireId);
  if (checks?.checks.blacklist?.status !== 'failed') return;
  try {
    await changeQuestionnaireState(
      s,
      questionnaireId,
      'rejectByCheck',
      {},
      processContext(s, event.id, 'rejectByCheck', event.id),
    );
  } catch (err) {
    if (!(err instanceof RuleViolation)) throw err;
  }
}

/**
 * The checks' process manager: a requested check is run in the background; each result (or a
 * skip) moves the questionnaire by its transition table. Runs still going on when the server
 * stopped are found in the read model at the next start and resumed; their steps carry ids derived
 * from the run, and the decider ignores a second result, so nothing is recorded twice.
 */
export const checksProcess: Reactor = {
  name: 'candidate-checks',
  wants: (event) => parseStreamId(event.streamId).kind === CHECKS_KIND || isRestore(event),
  async handle(event, s) {
    const questionnaireId = parseStreamId(event.streamId).id;
    if (isRestore(event)) return refuseBlacklisted(s, questionnaireId, event);
    if (event.type === 'CheckRequested') {
      spawnRun(s, questionnaireId, (event.data as { runId: string }).runId);
      return;
    }
    if (
      event.type === 'CheckCompleted' ||
      event.type === 'CheckFailed' ||
      event.type === 'CandidateCheckSkipped'
    )
      await driveQuestionnaire(s, event);
  },
  async resume(s) {
    for (const doc of await questionnairesWithRunningChecks(s.read)) {
      for (const run of Object.values(doc.checks))
        if (run.status === 'running') spawnRun(s, doc.questionnaireId, run.runId);
    }
  },
  async stop(s) {
    const w = workers(s);
    w.stopping.abort();
    await Promise.allSettled([...w.running.values()]);
  },
};

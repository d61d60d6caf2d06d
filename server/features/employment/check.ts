import { CHECK_STEPS, HIRE_MESSAGES, type CheckStep } from '#events/employment/hire-status';
import { OneSError } from '../../adapters/onec/port';
import type { CommandContext } from '../../core/decider';
import { deadlineSignal } from '../../core/deadline';
import { scrubPersonal } from '../../core/log-safe';
import type { Services } from '../../core/services';
import { loadHire, sendHire, workerContext } from './delivery';
import { hireSettingsOf, oneSPortOf } from './ports';
import { log } from '../../core/logger';

/** The checks running on this server, by check id (one runner per check, even if asked twice). */
interface Checks {
  stopping: AbortController;
  running: Map<string, Promise<void>>;
}
const checksOf = new WeakMap<Services, Checks>();

function checks(s: Services): Checks {
  let c = checksOf.get(s);
  if (!c) {
    c = { stopping: new AbortController(), running: new Map() };
    checksOf.set(s, c);
  }
  return c;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * 'Проверить статус документов' (POST /one_s/check/{id}): records the check's start and follows the
 * document in 1C in the background, for up to five minutes, recording each new step (not each poll).
 * A second press while one runs joins it. Returns the check's id.
 */
export async function startCheck(
  s: Services,
  questionnaireId: string,
  by: { userId: string; name: string },
  ctx: CommandContext,
): Promise<string> {
  const checkId = ctx.newId();
  await sendHire(s, questionnaireId, { type: 'StartCheck', checkId, by }, ctx);
  const running = (await loadHire(s, questionnaireId)).check?.checkId ?? checkId;
  spawnCheck(s, questionnaireId, running);
  return running;
}

export function spawnCheck(s: Services, questionnaireId: string, checkId: string): void {
  const c = checks(s);
  if (c.running.has(checkId) || c.stopping.signal.aborted) return;
  const work = runCheck(s, questionnaireId, checkId, c.stopping.signal)
    .catch((err: unknown) => {
      if (!c.stopping.signal.aborted)
        log.error(
          `[hires] check not finished: ${scrubPersonal(err instanceof Error ? err.message : String(err))}`,
        );
    })
    .finally(() => c.running.delete(checkId));
  c.running.set(checkId, work);
}

export async function stopChecks(s: Services): Promise<void> {
  const c = checks(s);
  c.stopping.abort();
  await Promise.allSettled([...c.running.values()]);
  checksOf.delete(s); // a later start (the lease came back) begins afresh
}

type Look = { step: CheckStep } | { finish: 'ok' | 'error'; message: string };

/** One look at the hire and its document in 1C: the step it is at, or how the check ends. */
async function look(s: Services, questionnaireId: string): Promise<Look & { ready?: boolean }> {
  const state = await loadHire(s, questionnaireId);
  if (!state.hire || state.status === 'rolledBack')
    return { finish: 'error', message: HIRE_MESSAGES.notSent };
  if (state.status === 'failed') return { finish: 'error', message: state.lastFailure?.message ?? 'Ошибка' };
  if (!state.document) return { step: 'lookup' };
  const doc = await oneSPortOf(s).getDocument(state.document.documentRef);
  if (!doc || doc.deletionMark) return { finish: 'error', message: 'Документ удален в 1С' };
  // 1C posts a little after /Post: a delivered document not posted yet is a step to wait on.
  if (!doc.posted)
    return state.status === 'delivered'
      ? { step: 'lookup' }
      : { finish: 'error', message: 'Документ в 1С не проведен' };
  if (doc.documents.length === 0) return { step: 'documents' };
  if (state.status === 'delivered') {
    const command = {
      type: 'MarkDocumentsReady' as const,
      ...{ hireId: state.hire.hireId, documents: doc.documents, dataVersion: doc.dataVersion },
    };
    const key = `${state.hire.hireId}:${state.attempts}`;
    await sendHire(s, questionnaireId, command, workerContext(s, key, 'documentsReady'));
  }
  return { finish: 'ok', message: HIRE_MESSAGES.documentsReady };
}

async function runCheck(s: Services, questionnaireId: string, checkId: string, stopping: AbortSignal) {
  const settings = hireSettingsOf(s);
  const deadline = deadlineSignal(stopping, settings.checkTimeoutMs);
  let n = 0;
  const record = (step: string, stepTitle: string) =>
    sendHire(
      s,
      questionnaireId,
      { type: 'RecordCheckStep', checkId, step, stepTitle },
      workerContext(s, checkId, `step:${n++}`),
    );
  const finish = (outcome: 'ok' | 'error', message: string) =>
    sendHire(
      s,
      questionnaireId,
      { type: 'FinishCheck', checkId, outcome, message },
      workerContext(s, checkId, 'finish'),
    );
  try {
    for (;;) {
      const state = await loadHire(s, questionnaireId);
      if (state.check?.checkId !== checkId || state.check.finished) return;
      let seen: Look;
      try {
        seen = await look(s, questionnaireId);
      } catch (err) {
        // 1C down or slow: the check keeps trying until its five minutes are over.
        const retryable =
          !(err instanceof OneSError) || ['unavailable', 'timeout', 'stale'].includes(err.kind);
        if (!retryable) return void (await finish('error', err.message));
        seen = { step: 'lookup' };
      }
      if ('finish' in seen) {
        if (seen.finish === 'ok') await record('ready', CHECK_STEPS.ready);
        return void (await finish(seen.finish, seen.message));
      }
      if (seen.step === 'documents' && state.check.step === 'lookup')
        await record('posted', CHECK_STEPS.posted);
      if (seen.step !== state.check.step) await record(seen.step, CHECK_STEPS[seen.step]);
      await pause(settings.pollMs, deadline.signal);
      if (stopping.aborted) return; // the server stops: the check resumes at the next start
      if (deadline.signal.aborted) return void (await finish('error', HIRE_MESSAGES.checkTimeout));
    }
  } finally {
    deadline.clear();
  }
}

import { v5 as uuidv5 } from 'uuid';
import { CHECK_MESSAGES, CHECKS_KIND } from '#events/checks/events';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { asEventsOf, handleCommand } from '../../core/command-handler';
import { fold, type CommandContext } from '../../core/decider';
import { deadlineSignal } from '../../core/deadline';
import { scrubPersonal } from '../../core/log-safe';
import type { Services } from '../../core/services';
import { checksDecider, type ChecksCommand, type ChecksState } from './decider';
import { executeCheck, faultMessage } from './execute';
import { log } from '../../core/logger';

/** Namespace of the process's event ids: the same step of the same run always has the same id. */
const ID_NAMESPACE = '6f1d3c2e-5b8a-4f0e-9a51-3c7d2e8b9f10';
export const SYSTEM_ACTOR = { userId: 'system', role: 'System', name: 'Система' };

/**
 * A context whose event ids derive from the run and the step: if a step is written again after a
 * restart (the process replays), the event store sees the same id and keeps one event.
 */
export function processContext(
  s: Services,
  runId: string,
  step: string,
  causationId?: string,
): CommandContext {
  let n = 0;
  return {
    now: s.clock(),
    newId: () => uuidv5(`${runId}:${step}:${n++}`, ID_NAMESPACE),
    actor: SYSTEM_ACTOR,
    correlationId: runId,
    ...(causationId ? { causationId } : {}),
  };
}

export async function loadChecks(s: Services, questionnaireId: string): Promise<ChecksState> {
  const history = await s.events.readStream(`${CHECKS_KIND}-${questionnaireId}`);
  return fold(checksDecider, asEventsOf(history));
}

const send = (s: Services, questionnaireId: string, command: ChecksCommand, ctx: CommandContext) =>
  handleCommand(s.bus, checksDecider, questionnaireId, command, ctx);

/**
 * Runs one requested check to its end: asks the service (or the product's data), records each reply
 * and then the result or the fault. A run already finished is left alone; a run stopped with the
 * server (`stopping` aborted) records nothing and is resumed at the next start.
 */
export async function runCheck(
  s: Services,
  questionnaireId: string,
  runId: string,
  stopping: AbortSignal,
): Promise<void> {
  const state = await loadChecks(s, questionnaireId);
  const run = state.runs.get(runId);
  if (!run || run.finished) return;
  const fail = (reason: 'timeout' | 'failure' | 'malformed' | 'candidate', message: string) =>
    send(s, questionnaireId, { type: 'FailCheck', runId, reason, message }, processContext(s, runId, 'end'));
  const questionnaire = await getQuestionnaire(s.read, questionnaireId, null);
  if (!questionnaire) return void (await fail('candidate', CHECK_MESSAGES.candidateGone));
  // Each start of a run (a resume after a restart too) gets the whole limit, and always ends.
  const deadline = deadlineSignal(stopping, s.config.checks.timeoutMs);
  const signal = deadline.signal;
  try {
    const result = await executeCheck(run.check, {
      s,
      questionnaire,
      signal,
      ...(run.taskId ? { taskId: run.taskId } : {}),
      reply: async (answer, extra = {}) => {
        const step = `reply:${extra.fsspStatus ?? answer}`;
        await send(
          s,
          questionnaireId,
          { type: 'RecordCheckReply', runId, answer, ...extra },
          processContext(s, runId, step),
        );
      },
    });
    if (stopping.aborted) return;
    await send(s, questionnaireId, { type: 'CompleteCheck', runId, result }, processContext(s, runId, 'end'));
  } catch (err) {
    if (stopping.aborted) return; // the server stops: the run resumes at the next start
    const fault = faultMessage(err);
    if (fault.reason === 'failure' && !(err instanceof Error && err.name === 'CheckServiceError'))
      log.error(
        `[checks] ${run.check} run failed: ${scrubPersonal(err instanceof Error ? err.message : String(err))}`,
      );
    await fail(fault.reason, fault.message);
  } finally {
    deadline.clear();
  }
}

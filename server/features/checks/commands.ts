import { CHECK_KINDS, CHECK_MESSAGES, type CheckKind } from '#events/checks/events';
import { CHECKABLE_STATES } from '#events/checks/rules';
import type { QuestionnaireView } from '#projections/questionnaire/queries';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { checksDecider } from './decider';
import { sourceOf } from './ports';

/**
 * Asks for checks (each a new run with its own id); the process runs them in the background.
 * Returns the run ids by check.
 */
export async function requestChecks(
  s: Services,
  q: QuestionnaireView,
  checks: readonly CheckKind[],
  ctx: CommandContext,
): Promise<Partial<Record<CheckKind, string>>> {
  if (!CHECKABLE_STATES.includes(q.state)) throw new RuleViolation(CHECK_MESSAGES.notAllowedInState);
  const runs = CHECK_KINDS.filter((check) => checks.includes(check)).map((check) => ({
    check,
    runId: s.newId(),
    source: sourceOf(s, check),
  }));
  const command = {
    type: 'RequestChecks' as const,
    questionnaireId: q.id,
    IStoreId: q.vacancy.IStoreId,
    runs,
    externalEnabled: s.config.checks.externalEnabled,
  };
  await handleCommand(s.bus, checksDecider, q.id, command, ctx);
  return Object.fromEntries(runs.map((r) => [r.check, r.runId]));
}

/** 'Пропустить проверку': the external checks not passed are accepted (refused while checks run). */
export async function skipCandidateCheck(
  s: Services,
  q: QuestionnaireView,
  ctx: CommandContext,
): Promise<string> {
  if (!CHECKABLE_STATES.includes(q.state)) throw new RuleViolation(CHECK_MESSAGES.notAllowedInState);
  const command = { type: 'SkipCandidateCheck', questionnaireId: q.id } as const;
  const { events } = await handleCommand(s.bus, checksDecider, q.id, command, ctx);
  // What the staff member is told: skipped now, or nothing was left to skip.
  return events.length > 0 ? CHECK_MESSAGES.skipped : CHECK_MESSAGES.skipNothing;
}

import { isAllowedFrom, type QuestionnaireAction, type QuestionnaireState } from '../questionnaire/states';
import type { CheckResult } from './events';
import {
  CHECK_KINDS,
  CHECK_LIMITS,
  EXTERNAL_CHECKS,
  FSSP_DEBT_FIELDS,
  OPEN_PAYMENT_STATUSES,
  PAYMENT_STATUSES,
  SELF_EMPLOYMENT_ALLOWED,
  type CheckKind,
  type PaymentStatus,
  type SelfEmploymentStatus,
} from './kinds';
import type { CheckRunView } from './views';

/**
 * The checks' rules (spec part 2, sections 4 and 9), pure and shared: the server decides with them
 * and the console draws the same verdicts.
 */

type Fssp = NonNullable<CheckResult['fssp']>;

export function totalDebt(fssp: Fssp): number {
  return FSSP_DEBT_FIELDS.reduce((sum, field) => sum + fssp[field], 0);
}

/** Passed when the bailiffs answered and the debts together stay within 100,000 roubles. */
export function fsspPassed(fssp: Fssp): boolean {
  return fssp.status === 'CheckedSuccess' && totalDebt(fssp) <= CHECK_LIMITS.fsspDebtLimitRub;
}

/** The contractor service's answer as a status: no contractor, open bills, none, or something odd. */
export function selfEmploymentStatusOf(
  answer: { found: false } | { found: true; paymentStatuses: string[] },
): SelfEmploymentStatus {
  if (!answer.found) return 'ContractorNotFound';
  const known = (s: string): s is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(s);
  if (!answer.paymentStatuses.every(known)) return 'UnknowBehaviour';
  return answer.paymentStatuses.some((s) => OPEN_PAYMENT_STATUSES.includes(s))
    ? 'ContractorHaveUnchargedBills'
    : 'ContractorHaveNoUnchargedBills';
}

/** Whether a finished check's result lets the hire go on. */
export function passedOf(check: CheckKind, result: CheckResult): boolean {
  switch (check) {
    case 'blacklist':
      return result.blacklist?.has === false;
    case 'fssp':
      return result.fssp ? fsspPassed(result.fssp) : false;
    case 'selfEmployment':
      return result.selfEmployment ? SELF_EMPLOYMENT_ALLOWED.includes(result.selfEmployment.status) : false;
    case 'criminalRecord':
      return result.criminalRecord?.has === false;
    case 'storeVacancy':
      return result.storeVacancy ? result.storeVacancy.isDone && result.storeVacancy.value : false;
  }
}

/** A self-employment result older than 6 hours is treated as absent (section 4). */
export function isStale(check: CheckKind, run: Pick<CheckRunView, 'completedAt'>, now: string): boolean {
  if (check !== 'selfEmployment' || !run.completedAt) return false;
  return Date.parse(now) - Date.parse(run.completedAt) > CHECK_LIMITS.selfEmploymentValidMs;
}

/** The run that counts now: none when absent or stale. */
export function currentRun(
  checks: Partial<Record<CheckKind, CheckRunView>>,
  check: CheckKind,
  now: string,
): CheckRunView | undefined {
  const run = checks[check];
  return run && !isStale(check, run, now) ? run : undefined;
}

/** The rules' 'selfEmploymentAllowed': undefined when there is no fresh result. */
export function selfEmploymentAllowed(
  checks: Partial<Record<CheckKind, CheckRunView>>,
  now: string,
): boolean | undefined {
  const run = currentRun(checks, 'selfEmployment', now);
  if (!run || run.status === 'running') return undefined;
  return run.status === 'passed' || run.status === 'skipped';
}

/** Blacklist display: null in progress, false passed, true with info, undefined 'data missing'. */
export function blacklistDisplay(checks: Partial<Record<CheckKind, CheckRunView>>): {
  has: boolean | null | undefined;
  info?: string;
} {
  const run = checks.blacklist;
  if (!run || run.status === 'error' || run.status === 'skipped') return { has: undefined };
  if (run.status === 'running') return { has: null };
  const found = run.result?.blacklist;
  return found ? { has: found.has, ...(found.info ? { info: found.info } : {}) } : { has: undefined };
}

export interface ChecksSummary {
  running: boolean;
  blacklisted: boolean;
  externalPassed: boolean;
  allDone: boolean;
  allPassed: boolean;
}

const ok = (run: CheckRunView | undefined) => run?.status === 'passed' || run?.status === 'skipped';

export function summarize(checks: Partial<Record<CheckKind, CheckRunView>>, now: string): ChecksSummary {
  const runs = CHECK_KINDS.map((kind) => currentRun(checks, kind, now));
  return {
    running: runs.some((run) => run?.status === 'running'),
    blacklisted: checks.blacklist?.status === 'failed',
    externalPassed: EXTERNAL_CHECKS.every((kind) => ok(currentRun(checks, kind, now))),
    allDone: runs.every((run) => run !== undefined && run.status !== 'running'),
    allPassed: runs.every(ok),
  };
}

/**
 * Where the checks move the questionnaire, by its transition table: a blacklisted candidate is
 * refused by the check; every check finished → resolvedValid when all passed, else resolved; the
 * outside sources passed before the rest → externalCheckPassed. Null: nothing to do now.
 */
export function nextQuestionnaireAction(
  summary: ChecksSummary,
  state: QuestionnaireState,
): QuestionnaireAction | null {
  const wanted: QuestionnaireAction | null = summary.blacklisted
    ? 'rejectByCheck'
    : summary.allDone
      ? summary.allPassed
        ? 'validateChecks'
        : 'resolveChecks'
      : summary.externalPassed
        ? 'passExternalChecks'
        : null;
  return wanted && isAllowedFrom(wanted, state) ? wanted : null;
}

/** States in which checks may be started: before the director's approval is asked for. */
export const CHECKABLE_STATES: readonly QuestionnaireState[] = [
  'new',
  'accepted',
  'waitingInterview',
  'acceptedByALManager',
  'externalCheckPassed',
  'resolved',
  'resolvedValid',
];

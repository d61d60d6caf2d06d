import type { ApprovalDoc } from '../approval/events';
import type { CandidateChecksDoc } from '../checks/views';
import type { FsspStatus } from '../checks/kinds';
import type { QuestionnaireDoc, QuestionnaireState } from './events';

/**
 * The `statuses` of a questionnaire as the spec's answer carries them (part 2, section 3):
 * state; blacklist {has, info}; confirmationDR {message, phone, has}; criminalRecord {has, info};
 * fssp {status, info list}; rejectedReason. The product keeps them in three read models (the
 * questionnaire, its checks, its approval), each live in its own room; the card's answer joins them.
 */
export interface QuestionnaireStatuses {
  state: QuestionnaireState;
  /** has null: the check is running; absent: no data (never run, or the service failed). */
  blacklist?: { has: boolean | null; info?: string };
  confirmationDR: { message: string; phone: string; has: boolean };
  criminalRecord?: { has: boolean | null; info?: string };
  fssp: {
    status: FsspStatus;
    info: string[];
    debtBalanceEp?: number;
    debtBalanceDuty?: number;
    debtBalanceOther?: number;
    debtBalanceFine?: number;
  };
  rejectedReason: string | null;
}

type Checks = Pick<CandidateChecksDoc, 'checks'>;
type Approval = Pick<ApprovalDoc, 'statuses'> | null;

export function statusesOf(
  doc: Pick<QuestionnaireDoc, 'state' | 'rejectedReason'>,
  checks: Checks,
  approval: Approval,
): QuestionnaireStatuses {
  return {
    state: doc.state,
    ...flagged('blacklist', checks),
    confirmationDR: approval?.statuses.confirmationDR ?? { message: '', phone: '', has: false },
    ...flagged('criminalRecord', checks),
    fssp: fsspOf(checks),
    rejectedReason: doc.rejectedReason,
  };
}

/** A yes/no check: null while it runs, its answer once done (skipped counts as done), absent otherwise. */
function flagged(kind: 'blacklist' | 'criminalRecord', checks: Checks) {
  const run = checks.checks[kind];
  if (!run) return {};
  if (run.status === 'running') return { [kind]: { has: null } };
  const found = run.result?.[kind];
  if (found)
    return { [kind]: found.info === undefined ? { has: found.has } : { has: found.has, info: found.info } };
  return {};
}

function fsspOf(checks: Checks): QuestionnaireStatuses['fssp'] {
  const run = checks.checks.fssp;
  if (!run) return { status: 'None', info: [] };
  const found = run.result?.fssp;
  if (found) {
    const { status, info, debtBalanceEp, debtBalanceDuty, debtBalanceOther, debtBalanceFine } = found;
    return { status, info, debtBalanceEp, debtBalanceDuty, debtBalanceOther, debtBalanceFine };
  }
  if (run.status === 'error') return { status: 'CheckWithError', info: run.error ? [run.error] : [] };
  return { status: run.fsspStatus ?? 'SendedToFssp', info: [] };
}

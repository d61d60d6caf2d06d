import type { CheckPerson } from '../checks/port';

/** What the bailiffs found: the four debt fields (roubles) and the proceedings, without names. */
export interface FsspFinding {
  debtBalanceEp: number;
  debtBalanceDuty: number;
  debtBalanceOther: number;
  debtBalanceFine: number;
  proceedings: string[];
}

export type FsspTaskStatus = 'pending' | 'done' | 'error';

/**
 * The bailiff service (FSSP): a search for a physical person starts a task; its status is asked
 * until done; then its result is read (spec part 2, sections 7 and 9; 30 s in all). Every method
 * throws CheckServiceError when the answer is not usable.
 */
export interface FsspPort {
  readonly name: string;
  searchPhysical(person: CheckPerson, signal: AbortSignal): Promise<{ task: string }>;
  status(task: string, signal: AbortSignal): Promise<FsspTaskStatus>;
  result(task: string, signal: AbortSignal): Promise<FsspFinding>;
}

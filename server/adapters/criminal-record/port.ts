import type { CheckPerson } from '../checks/port';

/** The criminal record service's answer (spec: criminalRecord {has, info}). */
export interface CriminalRecordAnswer {
  has: boolean;
  info?: string;
}

/** The criminal record service; throws CheckServiceError when it gives no usable answer. */
export interface CriminalRecordPort {
  readonly name: string;
  check(person: CheckPerson, signal: AbortSignal): Promise<CriminalRecordAnswer>;
}

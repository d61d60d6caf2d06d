import type { ChecksConfig } from '../checks/config';
import { createHttpCriminalRecord } from './http';
import type { CriminalRecordPort } from './port';
import { createSandboxCriminalRecord } from './sandbox';

export type { CriminalRecordAnswer, CriminalRecordPort } from './port';

/** The configured criminal record service (CRIMINAL_RECORD_API_URL), else the sandbox. */
export function openCriminalRecord(config: ChecksConfig): CriminalRecordPort {
  return config.criminalRecord
    ? createHttpCriminalRecord(config.criminalRecord)
    : createSandboxCriminalRecord({ delayMs: config.sandboxDelayMs });
}

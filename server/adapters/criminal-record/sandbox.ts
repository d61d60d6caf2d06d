import { CheckServiceError, sleep } from '../checks/port';
import { sandboxOutcome } from '../checks/sandbox-triggers';
import type { CriminalRecordPort } from './port';

/** The built-in criminal record service: the surname triggers a record or a fault (sandbox-triggers.ts). */
export function createSandboxCriminalRecord(options: { delayMs: number }): CriminalRecordPort {
  return {
    name: 'sandbox-criminal-record',
    async check(person, signal) {
      await sleep(options.delayMs, signal);
      switch (sandboxOutcome(person.lastname)) {
        case 'timeout':
          await sleep(24 * 3600 * 1000, signal);
          throw new CheckServiceError('timeout', 'no answer');
        case 'failure':
          throw new CheckServiceError('failure', 'status 500');
        case 'malformed':
          throw new CheckServiceError('malformed', 'answer');
        case 'criminalRecord':
          return { has: true, info: 'Судимость по ч. 1 ст. 158 УК РФ (кража), 2019 г., погашена в 2023 г.' };
        default:
          return { has: false };
      }
    },
  };
}

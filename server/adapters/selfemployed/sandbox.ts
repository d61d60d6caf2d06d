import { CheckServiceError, sleep, type CheckPerson } from '../checks/port';
import { sandboxOutcome } from '../checks/sandbox-triggers';
import type { ContractorPayments, SelfEmployedPort } from './port';

/**
 * The built-in contractor payment service: answers after the sandbox delay; the surname triggers
 * open bills, paid bills only, an unknown payment status, or the shared faults (sandbox-triggers.ts).
 */
export function createSandboxSelfEmployed(options: { delayMs: number }): SelfEmployedPort & {
  /** The sandbox decides by the surname, which the real service never gets. */
  forPerson(person: CheckPerson): SelfEmployedPort;
} {
  const answer = async (person: CheckPerson, signal: AbortSignal): Promise<ContractorPayments> => {
    await sleep(options.delayMs, signal);
    switch (sandboxOutcome(person.lastname)) {
      case 'timeout':
        await sleep(24 * 3600 * 1000, signal);
        throw new CheckServiceError('timeout', 'no answer');
      case 'failure':
        throw new CheckServiceError('failure', 'status 502');
      case 'malformed':
        throw new CheckServiceError('malformed', 'payments');
      case 'unpaidBills':
        return {
          found: true,
          payments: [
            { id: 'P-1001', status: 'PAYMENT_COMPLETED', amount: 4500 },
            { id: 'P-1002', status: 'AWAITING_CONFIRMATION', amount: 12000 },
            { id: 'P-1003', status: 'PROCESSING', amount: 3000 },
          ],
        };
      case 'paidBills':
        return {
          found: true,
          payments: [
            { id: 'P-2001', status: 'PAYMENT_COMPLETED', amount: 8000 },
            { id: 'P-2002', status: 'REJECTED', amount: 1500 },
          ],
        };
      case 'unknownBehaviour':
        return { found: true, payments: [{ id: 'P-3001', status: 'ON_HOLD', amount: 2000 }] };
      default:
        return { found: false };
    }
  };
  return {
    name: 'sandbox-selfemployed',
    payments: (_inn, signal) =>
      answer({ lastname: '', firstname: '', secondname: '', dateBirth: '' }, signal),
    forPerson: (person) => ({
      name: 'sandbox-selfemployed',
      payments: (_inn, signal) => answer(person, signal),
    }),
  };
}

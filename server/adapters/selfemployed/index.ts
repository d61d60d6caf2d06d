import type { CheckPerson } from '../checks/port';
import type { ChecksConfig } from '../checks/config';
import { createHttpSelfEmployed } from './http';
import type { SelfEmployedPort } from './port';
import { createSandboxSelfEmployed } from './sandbox';

export type { ContractorPayment, ContractorPayments, SelfEmployedPort } from './port';

/**
 * The configured contractor payment service (SELFEMPLOYED_API_URL), else the sandbox. The port is
 * asked per candidate, so the sandbox can read its documented triggers from the surname.
 */
export function openSelfEmployed(config: ChecksConfig): (person: CheckPerson) => SelfEmployedPort {
  if (config.selfEmployed) {
    const http = createHttpSelfEmployed(config.selfEmployed);
    return () => http;
  }
  const sandbox = createSandboxSelfEmployed({ delayMs: config.sandboxDelayMs });
  return (person) => sandbox.forPerson(person);
}

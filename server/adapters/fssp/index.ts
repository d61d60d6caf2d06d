import type { ChecksConfig } from '../checks/config';
import { createHttpFssp } from './http';
import type { FsspPort } from './port';
import { createSandboxFssp } from './sandbox';

export type { FsspFinding, FsspPort, FsspTaskStatus } from './port';

/** The configured bailiff service (FSSP_API_URL), else the built-in sandbox. */
export function openFssp(config: ChecksConfig): FsspPort {
  return config.fssp ? createHttpFssp(config.fssp) : createSandboxFssp({ delayMs: config.sandboxDelayMs });
}

import { createHeadHunterBoard } from './headhunter';
import { createSandboxBoards, createSandboxJobBoard, type SandboxBoards } from './sandbox';
import { createSuperJobBoard } from './superjob';
import type { FetchLike } from './http';
import type { JobBoard, JobBoardService } from './port';
import { log } from '../../core/logger';

export * from './port';
export { createHeadHunterBoard, type HeadHunterOptions } from './headhunter';
export { createSuperJobBoard, type SuperJobOptions } from './superjob';
export { createSandboxBoards, createSandboxJobBoard, SandboxBoardApi, type SandboxBoards } from './sandbox';

export type JobBoards = Record<JobBoardService, JobBoard>;

export interface JobBoardsConfig {
  mode: 'demo' | 'production';
  timeoutMs?: number;
  hh?: {
    clientId: string;
    clientSecret: string;
    employerId: string;
    userAgent: string;
    apiBase?: string;
    oauthBase?: string;
  };
  sj?: { appId: string; secret: string; apiBase?: string };
}

/**
 * The real adapter of each board whose credentials are configured, else its sandbox. Production
 * without credentials also gets the sandbox (a warning is logged): nothing is published for real.
 */
export function createJobBoards(
  config: JobBoardsConfig,
  sandboxes: SandboxBoards = createSandboxBoards({ timeoutMs: config.timeoutMs }),
  deps: { fetch?: FetchLike; clock?: () => number; warn?: (line: string) => void } = {},
): JobBoards {
  const common = { timeoutMs: config.timeoutMs, fetch: deps.fetch, clock: deps.clock };
  const warn = deps.warn ?? ((line: string) => log.warn(line));
  if (config.mode === 'production') {
    if (!config.hh)
      warn('HH_CLIENT_ID/HH_CLIENT_SECRET/HH_EMPLOYER_ID not set: HeadHunter runs as a sandbox');
    if (!config.sj) warn('SJ_APP_ID/SJ_SECRET not set: SuperJob runs as a sandbox');
  }
  return {
    headhunter: config.hh
      ? createHeadHunterBoard({ ...config.hh, ...common })
      : createSandboxJobBoard(sandboxes.headhunter, { clock: deps.clock }),
    superjob: config.sj
      ? createSuperJobBoard({ ...config.sj, ...common })
      : createSandboxJobBoard(sandboxes.superjob, { clock: deps.clock }),
  };
}

/**
 * Reads HH_CLIENT_ID, HH_CLIENT_SECRET, HH_EMPLOYER_ID, HH_USER_AGENT, HH_API_BASE, HH_OAUTH_BASE,
 * SJ_APP_ID, SJ_SECRET, SJ_API_BASE and JOB_BOARD_TIMEOUT_MS. A board is configured only when all
 * of its required variables are set.
 */
export function jobBoardsConfigFromEnv(
  env: NodeJS.ProcessEnv,
  mode: JobBoardsConfig['mode'],
): JobBoardsConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const [clientId, clientSecret, employerId] = [
    value('HH_CLIENT_ID'),
    value('HH_CLIENT_SECRET'),
    value('HH_EMPLOYER_ID'),
  ];
  const [appId, secret] = [value('SJ_APP_ID'), value('SJ_SECRET')];
  const timeout = Number(value('JOB_BOARD_TIMEOUT_MS'));
  return {
    mode,
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
    ...(clientId && clientSecret && employerId
      ? {
          hh: {
            clientId,
            clientSecret,
            employerId,
            userAgent: value('HH_USER_AGENT') ?? 'HiringConsole/1.0',
            ...(value('HH_API_BASE') ? { apiBase: value('HH_API_BASE') } : {}),
            ...(value('HH_OAUTH_BASE') ? { oauthBase: value('HH_OAUTH_BASE') } : {}),
          },
        }
      : {}),
    ...(appId && secret
      ? { sj: { appId, secret, ...(value('SJ_API_BASE') ? { apiBase: value('SJ_API_BASE') } : {}) } }
      : {}),
  };
}

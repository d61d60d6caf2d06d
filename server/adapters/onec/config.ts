import { createHmac } from 'node:crypto';

/**
 * 1C:ZUP as configured (docs/configuration.md): the real base by ONEC_URL with its service user,
 * else the built-in sandbox on this server's own `/odata/standard.odata/`, reached over HTTP too.
 */
export interface OneSConfig {
  /** The real 1C's OData base (…/odata/standard.odata/); null: the built-in sandbox. */
  url: string | null;
  user: string;
  password: string;
  /** Time one OData call may take before it is a 'timeout' (unknown outcome for writes). */
  timeoutMs: number;
  sandbox: OneSSandboxTiming;
}

export interface OneSSandboxTiming {
  /** From /Post to Posted, and from Posted to the built document set (0 in tests). */
  delayMs: number;
  /** From the built document set to the 'drift' trigger's edit by the accountant. */
  driftMs: number;
  /** How long the 'unavailable' trigger keeps 1C down for its candidate. */
  outageMs: number;
}

/** The service user 1C:ZUP integrations are usually given (any name the real base has works). */
export const ONEC_DEFAULT_USER = 'odata.user';

const numberOr = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value?.trim() && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * Reads ONEC_URL, ONEC_USER, ONEC_PASSWORD, ONEC_TIMEOUT_MS and the sandbox's ONEC_SANDBOX_DELAY_MS,
 * ONEC_SANDBOX_DRIFT_MS, ONEC_SANDBOX_OUTAGE_MS. The sandbox's password is ONEC_PASSWORD when set,
 * else a secret derived from the server's own (so the sandbox, which answers candidates' data, is
 * never open with a default password).
 */
export function loadOneSConfig(env: NodeJS.ProcessEnv, serverSecret: string): OneSConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const url = value('ONEC_URL') ?? null;
  return {
    url: url && (url.endsWith('/') ? url : `${url}/`),
    user: value('ONEC_USER') ?? ONEC_DEFAULT_USER,
    password:
      env.ONEC_PASSWORD ??
      (url ? '' : createHmac('sha256', serverSecret).update('onec-sandbox-password/v1').digest('hex')),
    timeoutMs: numberOr(value('ONEC_TIMEOUT_MS'), 30_000) || 30_000,
    sandbox: {
      delayMs: numberOr(value('ONEC_SANDBOX_DELAY_MS'), 3000),
      driftMs: numberOr(value('ONEC_SANDBOX_DRIFT_MS'), 30_000),
      outageMs: numberOr(value('ONEC_SANDBOX_OUTAGE_MS'), 120_000),
    },
  };
}

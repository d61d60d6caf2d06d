/**
 * The checks' outside services as configured (docs/configuration.md): each one is the built-in
 * sandbox unless its URL is set; CHECKS_EXTERNAL=off switches the outside sources off altogether.
 */
export interface ChecksConfig {
  /** false: FSSP, self-employment and criminal record checks are refused (staff check open sources). */
  externalEnabled: boolean;
  /** The sandboxes' answer time (a few seconds, like the real services; short in tests). */
  sandboxDelayMs: number;
  /** Time one check may take before it is recorded as timed out (FSSP: 30 s, spec section 9). */
  timeoutMs: number;
  /** How often the FSSP task's status is asked. */
  pollMs: number;
  fssp?: { url: string; token: string };
  selfEmployed?: { url: string; login: string; password: string };
  criminalRecord?: { url: string; token: string };
}

const numberOr = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * In production a sandbox would pass every candidate with made-up answers: each outside service
 * needs its URL there, unless the outside sources are switched off (CHECKS_EXTERNAL=off).
 */
export function productionChecksProblem(config: ChecksConfig): string | null {
  if (!config.externalEnabled) return null;
  const missing = [
    config.fssp ? null : 'FSSP_API_URL',
    config.selfEmployed ? null : 'SELFEMPLOYED_API_URL',
    config.criminalRecord ? null : 'CRIMINAL_RECORD_API_URL',
  ].filter((name) => name !== null);
  return missing.length === 0
    ? null
    : `${missing.join(', ')} must be set in production mode (or CHECKS_EXTERNAL=off to check candidates from open sources)`;
}

export function loadChecksConfig(env: NodeJS.ProcessEnv): ChecksConfig {
  const sandboxDelayMs = numberOr(env.CHECKS_SANDBOX_DELAY_MS, 3000);
  return {
    externalEnabled: (env.CHECKS_EXTERNAL ?? 'on').toLowerCase() !== 'off',
    sandboxDelayMs,
    timeoutMs: numberOr(env.CHECKS_TIMEOUT_MS, 30_000),
    pollMs: numberOr(env.CHECKS_POLL_MS, Math.max(50, Math.min(2000, Math.round(sandboxDelayMs / 3)))),
    ...(env.FSSP_API_URL ? { fssp: { url: env.FSSP_API_URL, token: env.FSSP_API_TOKEN ?? '' } } : {}),
    ...(env.SELFEMPLOYED_API_URL
      ? {
          selfEmployed: {
            url: env.SELFEMPLOYED_API_URL,
            login: env.SELFEMPLOYED_LOGIN ?? '',
            password: env.SELFEMPLOYED_PASSWORD ?? '',
          },
        }
      : {}),
    ...(env.CRIMINAL_RECORD_API_URL
      ? { criminalRecord: { url: env.CRIMINAL_RECORD_API_URL, token: env.CRIMINAL_RECORD_API_TOKEN ?? '' } }
      : {}),
  };
}

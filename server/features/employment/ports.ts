import type { OneSPort } from '../../adapters/onec/port';
import type { Services } from '../../core/services';

/** How the hire worker paces itself (environment; tests set their own with `useHireSettings`). */
export interface HireSettings {
  /** Between looks at a delivered document until 1C has built its document set. */
  pollMs: number;
  /** Between reconciliations of delivered hires with 1C (1C pushes nothing). */
  reconcileMs: number;
  /** 'Проверить статус документов' gives up after this (spec: up to five minutes). */
  checkTimeoutMs: number;
  /** Waits before the 1st, 2nd, 3rd... retry while 1C is down (the last one repeats). */
  backoffMs: readonly number[];
}

const numberFrom = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function hireSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): HireSettings {
  const backoff = (env.HIRE_BACKOFF_MS ?? '')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  return {
    pollMs: numberFrom(env.HIRE_POLL_MS, 2_000),
    reconcileMs: numberFrom(env.HIRE_RECONCILE_MS, 60_000),
    checkTimeoutMs: numberFrom(env.HIRE_CHECK_TIMEOUT_MS, 5 * 60_000),
    backoffMs: backoff.length > 0 ? backoff : [60_000, 120_000, 300_000, 600_000],
  };
}

const ports = new WeakMap<Services, OneSPort>();
const settings = new WeakMap<Services, HireSettings>();

/**
 * The 1C port of a running server: the configured adapter (the OData client, against the built-in
 * sandbox by default or the company's 1C at ONEC_URL). Tests and the bench may put a double behind it.
 */
export function oneSPortOf(s: Services): OneSPort {
  return ports.get(s) ?? s.onec;
}

/** Tests and the bench put their own port behind a running server. */
export function useOneSPort(s: Services, port: OneSPort): void {
  ports.set(s, port);
}

export function hireSettingsOf(s: Services): HireSettings {
  return settings.get(s) ?? hireSettingsFromEnv();
}

export function useHireSettings(s: Services, over: Partial<HireSettings>): void {
  settings.set(s, { ...hireSettingsOf(s), ...over });
}

/** When the next attempt goes after `attempt` failed (1-based), capped at the last step. */
export function retryDelayMs(s: Services, attempt: number): number {
  const steps = hireSettingsOf(s).backoffMs;
  return steps[Math.min(attempt, steps.length) - 1] ?? 60_000;
}

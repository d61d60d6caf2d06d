import { readdirSync, readFileSync } from 'node:fs';

/** Nearest-rank percentile of an unsorted sample (p in 0..100); NaN for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

export const MB = 1024 * 1024;

export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return `${ms < 1 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(0)} ms`;
}

export function fmtInt(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a';
}

export function fmtRate(perSecond: number, unit = 'events/s'): string {
  return `${fmtInt(perSecond)} ${unit}`;
}

export function fmtMB(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / MB).toFixed(0)} MB` : 'n/a';
}

export function fmtSeconds(s: number): string {
  return `${s.toFixed(1)} s`;
}

/**
 * A field of /proc/<pid>/status in bytes (VmHWM: peak resident set, VmRSS: current one), or NaN when
 * the process is gone or the system has no /proc.
 */
export function procStatusBytes(pid: number | 'self', field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The processes started by `pid`, and theirs (from /proc; none when the system does not say). */
function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ').map(Number) : []) {
        found.push(child, ...descendantsOf(child));
      }
    }
  } catch {
    // the process is gone
  }
  return found;
}

/**
 * Samples another process's resident set from /proc every `intervalMs`, with those of the processes
 * it started (`npm run rebuild -- all` runs itself again in a child). Sampling from outside
 * matters: the measured code runs synchronous SQLite calls, so its own timers would not fire.
 */
export class ProcRssSampler {
  peak = 0;
  samples = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    intervalMs = 50,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  sample(): void {
    let rss = procStatusBytes(this.pid, 'VmRSS');
    if (!Number.isFinite(rss)) return;
    for (const child of descendantsOf(this.pid)) rss += procStatusBytes(child, 'VmRSS') || 0;
    this.samples++;
    if (rss > this.peak) this.peak = rss;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * In-process sampling of process.memoryUsage().rss, driven by the caller (e.g. at every page of a
 * rebuild) but recorded at most every `intervalMs`, plus always on demand via force.
 */
export class InlineRssSampler {
  peak = 0;
  samples = 0;
  private last = 0;

  constructor(private readonly intervalMs = 50) {
    this.sample(true);
  }

  sample(force = false): void {
    const now = performance.now();
    if (!force && now - this.last < this.intervalMs) return;
    this.last = now;
    this.samples++;
    const rss = process.memoryUsage.rss();
    if (rss > this.peak) this.peak = rss;
  }
}

/**
 * Time the main thread of a process has spent on a CPU and waiting in the run queue for one, in ms,
 * from /proc/<pid>/schedstat (nanosecond counters; the main thread is the JavaScript thread of a
 * Node process). The wait is what other processes on a busy machine add to a latency. NaN when
 * unavailable.
 */
export function procSchedMs(pid: number): { cpuMs: number; waitMs: number } {
  try {
    const [cpu, wait] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return { cpuMs: (cpu ?? NaN) / 1e6, waitMs: (wait ?? NaN) / 1e6 };
  } catch {
    return { cpuMs: NaN, waitMs: NaN };
  }
}

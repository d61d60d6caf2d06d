import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Splitting the browser tests into shares that run side by side, each with its own server and
 * browser (scripts/test-all.ts runs two). The tests spend much of their time waiting (timers, pushes,
 * page loads), so two shares overlap: on a 2-core machine, 121 tests took 693 s and 775 s side by side
 * against about 1,010 s one after another, though each test is slower beside the other share.
 *
 * A share is a set of whole files, chosen by the seconds each file took in a full run
 * (durations.json, refreshed by `E2E_SAVE_DURATIONS=1`): the longest first, each to the share with
 * the fewest seconds so far. A file not in the table counts as the median file.
 */
const DURATIONS = join(dirname(fileURLToPath(import.meta.url)), 'durations.json');

export interface Shard {
  /** 1-based */
  index: number;
  count: number;
}

/** '2/3' → the second of three shares; nothing, or nonsense, is an error rather than a silent 'all'. */
export function parseShard(text: string | undefined): Shard | null {
  if (!text) return null;
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`E2E_SHARD must be 'i/n' with 1 ≤ i ≤ n, not '${text}'`);
  return { index, count };
}

/** The files of share `index` of `count` (files in a fixed order, so every share agrees). */
export function shareOf(
  files: string[],
  index: number,
  count: number,
  seconds: Record<string, number>,
): string[] {
  const known = files.map((file) => seconds[file]).filter((s): s is number => typeof s === 'number');
  const median = known.sort((a, b) => a - b)[Math.floor(known.length / 2)] ?? 1;
  const weight = (file: string): number => seconds[file] ?? median;
  const byWeight = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const loads = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  for (const file of byWeight) {
    const lightest = loads.reduce((best, load) => (load.seconds < best.seconds ? load : best));
    lightest.seconds += weight(file);
    lightest.files.push(file);
  }
  return loads[index - 1]?.files.sort() ?? [];
}

export function fixtureSeconds(): Record<string, number> {
  if (!existsSync(DURATIONS)) return {};
  return JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
}

/** Merges a run's seconds per file into the table (files of this run replace their old figures). */
export function saveFixtureSeconds(measured: Record<string, number>): void {
  const merged = { ...fixtureSeconds(), ...measured };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
}

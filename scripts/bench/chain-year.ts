/**
 * npx tsx scripts/bench/chain-year.ts [--chain-questionnaires=N] [--chain-data=DIR]
 * Bench test 12 on its own (issue 25, item 5): `npm run rebuild -- all` of a chain-year of
 * employment questionnaires (default a tenth of one, 100,000; the whole year is 1,000,000), with the
 * live read models probed during the rebuild. Prints the table and its notes like `npm run bench`.
 * --chain-data=DIR keeps the generated data in DIR, and a later run given the same DIR rebuilds it
 * again without generating (a whole year takes most of an hour to generate).
 */
import '#events/index';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { cleanupAll, installSignalCleanup } from './cleanup';
import { isTmpfs, QUICK, type BenchContext } from './config';
import { renderTable } from './report';
import { chainYearSection } from './section-chain-year';

const DEFAULT_QUESTIONNAIRES = 100_000;

async function main(): Promise<void> {
  installSignalCleanup();
  const arg = process.argv.find((a) => a.startsWith('--chain-questionnaires='))?.split('=')[1];
  const questionnaires = arg ? Number(arg) : DEFAULT_QUESTIONNAIRES;
  if (!Number.isInteger(questionnaires) || questionnaires < 1000) {
    throw new Error('--chain-questionnaires=N takes a whole number of at least 1000');
  }
  const ctx: BenchContext = {
    scale: QUICK,
    profile: false,
    diskBase: tmpdir(),
    memBase: existsSync('/dev/shm') && isTmpfs('/dev/shm') ? '/dev/shm' : null,
    log: (line) => console.error(`[bench ${(performance.now() / 1000).toFixed(1).padStart(6)}s] ${line}`),
  };
  const keep = process.argv.find((a) => a.startsWith('--chain-data='))?.slice('--chain-data='.length);
  const section = await chainYearSection(ctx, questionnaires, keep ? resolve(keep) : undefined);
  console.log(`\n${renderTable(section.rows)}\n\n${section.notes.join('\n')}`);
}

main()
  .then(async () => {
    await cleanupAll();
    process.exit(0);
  })
  .catch(async (err: unknown) => {
    console.error('bench crashed:', err);
    await cleanupAll();
    process.exit(1);
  });

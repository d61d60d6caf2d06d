import '#events/index';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/core/config';
import { ValidationError } from '#server/core/errors';
import { openEventStore } from '#server/eventstore/index';
import { openShopData } from '#server/adapters/shop/index';
import { storeDirectory } from '#server/access/stores';
import { auditEntry } from '#server/features/audit/history';
import { activityExport } from '#server/features/activity/export';
import { parseActivityFilter } from '#server/features/activity/filters';
import { withPeriod } from '#projections/activity/queries';
import { ACTIVITY } from '#events/activity/contract';
import { projections } from '#server/core/registry';
import { indexesOf, openReadStore, plainCollectionsOf } from '#server/readstore/index';

const USAGE = [
  'Usage: npm run audit:export -- <kind> <id> [output.jsonl]       a record’s history as JSON Lines',
  '       npm run audit:export -- [--actor ID] [--kind KIND] [--store ID] [--from DATE] [--to DATE]',
  '                                [--format csv|jsonl] [--out FILE]  the activity log, filtered',
  'DATE: ДД.ММ.ГГГГ, ГГГГ-ММ-ДД or an ISO instant. Without --out the export goes to stdout.',
].join('\n');

/** npm run audit:export: a record's history (the old form), or the activity log with its filters. */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.some((a) => a.startsWith('--'))) await activityLog(argv);
  else await recordHistory(argv);
}

async function recordHistory([kind, id, file]: string[]): Promise<void> {
  if (!kind || !id) fail(USAGE, 2);
  const events = openEventStore(loadConfig());
  const history = await events.readStream(`${kind}-${id}`);
  if (history.length === 0) fail(`No events for ${kind} ${id}`, 1);
  const out = file ? createWriteStream(file) : process.stdout;
  for (const e of history) out.write(`${JSON.stringify(auditEntry(e))}\n`);
  if (file) await new Promise<void>((resolve) => (out as NodeJS.WritableStream).end(() => resolve()));
  await events.close();
  if (file) console.error(`${history.length} events written to ${file}`);
}

/** The same filters, messages and rows as GET /api/v1/activity/export.csv|jsonl. */
async function activityLog(argv: string[]): Promise<void> {
  let values: Record<string, string | undefined>;
  try {
    const text = { type: 'string' } as const;
    const options = { actor: text, kind: text, store: text, from: text, to: text, format: text, out: text };
    values = parseArgs({ args: argv, options, strict: true }).values;
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
  }
  const format: string = values.format ?? 'jsonl';
  if (format !== 'csv' && format !== 'jsonl') fail('Поле «формат»: ожидается csv или jsonl', 2);
  const config = loadConfig();
  const stores = storeDirectory(await openShopData(config).load());
  const all = projections();
  const read = await openReadStore(config, indexesOf(all), plainCollectionsOf(all));
  const events = openEventStore(config);
  try {
    const parsed = filterOf(values, (id) => stores.findStore(id) !== undefined);
    const behind = (await events.headPosition()) - (await read.getCheckpoint(ACTIVITY.name));
    if (behind > 0)
      console.error(`Журнал действий отстаёт на ${behind} событий: запустите сервер, он его догонит.`);
    const selection = await withPeriod(read, parsed.filter, parsed.period);
    const { total, stream } = await activityExport(read, selection, format, (id) => stores.findStore(id));
    const out = values.out;
    try {
      await pipeline(stream, out ? createWriteStream(out) : process.stdout);
    } catch (err) {
      // Interrupted: no half-written file stays behind.
      if (out) await rm(out, { force: true });
      throw err;
    }
    if (out) console.error(`${total} events written to ${out}`);
  } finally {
    await events.close();
    await read.close();
  }
}

/** The filters as the API parses them; a bad one ends the export with its Russian message. */
function filterOf(values: Record<string, string | undefined>, knownStore: (id: string) => boolean) {
  try {
    return parseActivityFilter(values, knownStore);
  } catch (err) {
    if (err instanceof ValidationError) fail(err.message, 2);
    throw err;
  }
}

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

void main();

import '../events/index';
import { createWriteStream } from 'node:fs';
import { loadConfig } from '../server/core/config';
import { openEventStore } from '../server/eventstore/index';
import { auditEntry } from '../server/features/audit/history';

/** npm run audit:export -- <kind> <id> [file] : a record's history as JSON Lines (stdout by default). */
async function main(): Promise<void> {
  const [kind, id, file] = process.argv.slice(2);
  if (!kind || !id) {
    console.error('Usage: npm run audit:export -- <kind> <id> [output.jsonl]');
    process.exit(2);
  }
  const events = openEventStore(loadConfig());
  const history = await events.readStream(`${kind}-${id}`);
  if (history.length === 0) {
    console.error(`No events for ${kind} ${id}`);
    process.exit(1);
  }
  const out = file ? createWriteStream(file) : process.stdout;
  for (const e of history) out.write(`${JSON.stringify(auditEntry(e))}\n`);
  if (file) await new Promise<void>((resolve) => (out as NodeJS.WritableStream).end(() => resolve()));
  await events.close();
  if (file) console.error(`${history.length} events written to ${file}`);
}

void main();

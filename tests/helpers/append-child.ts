import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { registerTestEvents, testEvent } from './test-events';

/**
 * Appends to a SQLite event store until killed, printing each event id once its append has
 * returned. The crash test kills this process with SIGKILL and checks every printed id survived.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: append-child.ts <sqlite file>');
registerTestEvents();
const store = openSqliteEventStore(file);

for (let i = 0; ; i++) {
  const streamId = `crash-${i % 7}`;
  // Every fifth append is a batch, so atomicity of multi-event appends is exercised too.
  const events = i % 5 === 0 ? [testEvent(i), testEvent(i), testEvent(i)] : [testEvent(i)];
  // Every third is followed (AppendOptions): committed without its own fsync, and a kill right
  // after it must not lose it either.
  await store.append(streamId, events, 'any', { followed: i % 3 === 1 });
  // The callback runs once the ids are in the pipe: from then on the parent can read them even
  // if we die. Waiting for it also keeps the loop from outrunning a slow reader.
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(events.map((e) => `${e.id}\n`).join(''), (err) => (err ? reject(err) : resolve())),
  );
}

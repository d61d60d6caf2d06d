import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '#events/index';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { identityFromStream } from '#server/eventstore/identity';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { checkEventLogIdentity, EVENT_LOG_IDENTITY } from '#server/readstore/event-log-identity';
import { ProjectionRunner } from '#projections/core/runner';
import { projections } from '#server/core/registry';
import { testMeta } from '../helpers/test-events';

/**
 * Issue 16, item 4: read models remember which event log their checkpoints count in. Pointed at
 * another log (a restored backup, a new cluster), they are rebuilt instead of skipping its events.
 */
const dir = () => mkdtempSync(join(tmpdir(), 'hc-identity-'));
const position = (id: string, title: string, n: number) => ({
  id: `e-${id}-${n}`,
  type: 'PositionCreated',
  data: { id, title, use_to_search_candidate: true, show_on_vacancies_feed: false },
  meta: testMeta(),
});

async function project(
  events: ReturnType<typeof openSqliteEventStore>,
  read: ReturnType<typeof openSqliteReadStore>,
) {
  const runner = new ProjectionRunner(events, read, projections());
  await runner.start();
  const head = await events.headPosition();
  await runner.waitFor(head, 5000);
  await runner.stop();
}

describe('the event log a read store was built from', () => {
  it('a file keeps its identity across reopening; another file has another', async () => {
    const d = dir();
    const first = openSqliteEventStore(join(d, 'events.sqlite'));
    const id = await first.identity();
    await first.close();
    const again = openSqliteEventStore(join(d, 'events.sqlite'));
    expect(await again.identity()).toBe(id);
    await again.close();
    const other = openSqliteEventStore(join(dir(), 'events.sqlite'));
    expect(await other.identity()).not.toBe(id);
    await other.close();
  });

  it('a stream-kept identity (EventStoreDB) is written once and read back by the next server', async () => {
    const store = openSqliteEventStore(':memory:');
    const [a, b] = await Promise.all([identityFromStream(store), identityFromStream(store)]);
    expect(a).toBe(b);
    expect(await identityFromStream(store)).toBe(a);
    expect(await store.readStream('eventstore-identity')).toHaveLength(1);
  });

  it('a foreign checkpoint: read models are rebuilt from the new log, not skipped past its events', async () => {
    const readFile = join(dir(), 'read.sqlite');
    const logA = openSqliteEventStore(join(dir(), 'events.sqlite'));
    for (let i = 1; i <= 5; i++)
      await logA.append(`position-${i}`, [position(String(i), `Старая ${i}`, i)], 'no_stream');
    let read = openSqliteReadStore(readFile);
    expect(await checkEventLogIdentity(logA, read, projections(), [])).toBe('adopted');
    await project(logA, read);
    expect(await read.count('positions')).toBe(5);
    await read.close();

    // The same read store, now pointed at another log with two events only.
    const logB = openSqliteEventStore(join(dir(), 'events.sqlite'));
    for (let i = 1; i <= 2; i++)
      await logB.append(`position-${i}`, [position(String(i), `Новая ${i}`, i)], 'no_stream');
    read = openSqliteReadStore(readFile);
    const warnings: string[] = [];
    expect(await checkEventLogIdentity(logB, read, projections(), [], (l) => warnings.push(l))).toBe('reset');
    expect(warnings.join()).toContain('another event log');
    expect(await read.getMeta(EVENT_LOG_IDENTITY)).toBe(await logB.identity());
    await project(logB, read);
    const titles = (await read.find('positions', {}, { sort: { _id: 1 } })).map((d) => d.title);
    expect(titles).toEqual(['Новая 1', 'Новая 2']);
    expect(await checkEventLogIdentity(logB, read, projections(), [])).toBe('same');
    await Promise.all([read.close(), logA.close(), logB.close()]);
  });
});

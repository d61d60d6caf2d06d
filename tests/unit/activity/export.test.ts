import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITY, ACTIVITY_DAYS } from '#events/activity/contract';
import { ACTIVITY_INDEXES } from '#projections/activity/projection';
import { withPeriod } from '#projections/activity/queries';
import type { DocChange, ReadStore } from '#projections/core/read-store';
import { activityExport } from '#server/features/activity/export';
import { openSqliteReadStore } from '#server/readstore/sqlite';

const EVENTS = 5_500;
let read: ReadStore | undefined;
afterEach(async () => {
  await read?.close();
  read = undefined;
});

/** A read store with EVENTS position events on two days, and a count of its finds. */
async function seeded(): Promise<{ store: ReadStore; finds: () => number }> {
  read = openSqliteReadStore(':memory:', { [ACTIVITY.name]: ACTIVITY_INDEXES });
  const changes: DocChange[] = [];
  for (let n = 1; n <= EVENTS; n++) {
    const day = n <= 3_000 ? '2026-11-20' : '2026-11-21';
    const doc = {
      _id: String(n),
      position: n,
      type: 'PositionRenamed',
      kind: 'position',
      recordId: String(n % 7),
      streamId: `position-${n % 7}`,
      occurredAt: `${day}T09:00:00.000Z`,
      day,
      actorUserId: '1002',
      actorRole: 'HR',
      actorName: 'Кадрова Елена',
      storeId: null,
      correlationId: `c-${n}`,
      sentence: `Событие ${n}`,
    };
    changes.push({ collection: ACTIVITY.name, id: doc._id, doc });
  }
  for (const day of ['2026-11-20', '2026-11-21'])
    changes.push({ collection: ACTIVITY_DAYS.name, id: day, doc: { _id: day, day } });
  await read.commit('test-seed', changes, EVENTS);
  let finds = 0;
  const base = read;
  const store: ReadStore = Object.create(base);
  store.find = (...args) => {
    finds++;
    return base.find(...args);
  };
  return { store, finds: () => finds };
}

describe('activity export', () => {
  it('streams every matching event, newest day first, in chunks', async () => {
    const { store } = await seeded();
    const { total, stream } = await activityExport(
      store,
      await withPeriod(store, {}, undefined),
      'jsonl',
      () => undefined,
    );
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const positions = text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { position: number }).position);
    expect(total).toBe(EVENTS);
    expect(positions).toHaveLength(EVENTS);
    expect(positions[0]).toBe(EVENTS);
    expect(new Set(positions).size).toBe(EVENTS);
  });

  it('stops reading once its reader goes away', async () => {
    const { store, finds } = await seeded();
    const { stream } = await activityExport(
      store,
      await withPeriod(store, {}, undefined),
      'csv',
      () => undefined,
    );
    for await (const _chunk of stream) break; // the reader leaves after the first chunk: the stream is destroyed
    const afterAbort = finds();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.destroyed).toBe(true);
    expect(finds()).toBe(afterAbort);
    // A whole export reads 6 chunks (3 per day); the abandoned one read what filled its buffer.
    expect(afterAbort).toBeLessThanOrEqual(2);
  });

  it('stops reading when its signal aborts', async () => {
    const { store, finds } = await seeded();
    const aborted = new AbortController();
    const selection = await withPeriod(store, {}, undefined);
    const { stream } = await activityExport(store, selection, 'jsonl', () => undefined, aborted.signal);
    const rows: string[] = [];
    for await (const chunk of stream) {
      rows.push(String(chunk));
      aborted.abort();
    }
    expect(finds()).toBeLessThan(6);
  });
});

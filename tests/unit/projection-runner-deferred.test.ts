import { afterEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { ReadStore } from '#projections/core/read-store';
import type { Projection } from '#projections/core/types';
import { ProjectionRunner } from '#projections/core/runner';
import { handedSource } from '../helpers/handed-source';
import { DEFER_MS } from '#projections/core/deferred-commits';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * A deferred projection (the activity log, issue 25 item 3) commits its live changes together, at
 * most DEFER_MS after them: a command's reply and its pushes do not wait for its costly writes,
 * nothing it held is lost or stored twice, and a flush makes every reached event readable.
 */

const event = (position: number, stream = `item-${position}`): EventEnvelope =>
  ({
    id: `e${position}`,
    streamId: stream,
    type: 'ItemNoted',
    data: {},
    meta: { actor: { userId: 'u1', role: 'Admin' }, occurredAt: '2026-12-03T10:00:00.000Z' },
    position,
    revision: 0,
  }) as unknown as EventEnvelope;

/** One document per event, and a counter per stream that reads its own last version. */
const log: Projection = {
  name: 'log',
  collections: ['log', 'counts'],
  deferred: true,
  keysOf: (e) => [
    { collection: 'log', id: String(e.position) },
    { collection: 'counts', id: e.streamId },
  ],
  apply: (doc, e, key) =>
    key.collection === 'log' ? { _id: key.id, type: e.type } : { _id: key.id, n: Number(doc?.n ?? 0) + 1 },
};
/** A plain projection beside it: committed with each batch, as before. */
const items: Projection = {
  name: 'items',
  collections: ['items'],
  keysOf: (e) => [{ collection: 'items', id: e.streamId }],
  apply: (_doc, e) => ({ _id: e.streamId, at: e.position }),
};

let read: ReadStore | undefined;
afterEach(async () => {
  await read?.close();
  read = undefined;
});

async function given(store: ReadStore = openSqliteReadStore(':memory:')) {
  read = store;
  const { events, handler } = handedSource();
  const live = async (batch: EventEnvelope[]) => void (await handler()(batch));
  const runner = new ProjectionRunner(events, store, [items, log]);
  const pushed: string[] = [];
  runner.onCommit((changes) => pushed.push(...changes.map((c) => `${c.collection}/${c.id}`)));
  await runner.start();
  return { runner, live, pushed, store };
}

describe('projection runner: a deferred projection', () => {
  it('given live batches, when they are applied, then the plain read model and the position move at once and the deferred one waits', async () => {
    const { runner, live, pushed, store } = await given();
    await live([event(1, 'item-a')]);
    await live([event(2, 'item-a')]);
    expect(runner.position).toBe(2);
    expect(await store.get('items', 'item-a')).toMatchObject({ at: 2 });
    expect(await store.count('log')).toBe(0);
    expect(await store.getCheckpoint('log')).toBe(0);
    expect(pushed).toEqual(['items/item-a', 'items/item-a']);
    await runner.stop();
  });

  it('given held changes, when a later batch touches the same document, then it reads the held version (nothing counted twice or lost)', async () => {
    const { runner, live, store } = await given();
    await live([event(1, 'item-a')]);
    await live([event(2, 'item-a'), event(3, 'item-b')]);
    await runner.flushDeferred();
    expect(await store.get('counts', 'item-a')).toMatchObject({ n: 2 });
    expect(await store.get('counts', 'item-b')).toMatchObject({ n: 1 });
    expect(await store.count('log')).toBe(3);
    expect(await store.getCheckpoint('log')).toBe(3);
    await runner.stop();
  });

  it(`given held changes, when ${DEFER_MS} ms pass, then they are committed with their checkpoint`, async () => {
    const { runner, live, store } = await given();
    await live([event(1)]);
    await new Promise((resolve) => setTimeout(resolve, DEFER_MS + 100));
    expect(await store.count('log')).toBe(1);
    expect(await store.getCheckpoint('log')).toBe(1);
    await runner.stop();
  });

  it('given held changes, when the runner stops, then they are committed before it', async () => {
    const { runner, live, store } = await given();
    await live([event(1), event(2)]);
    await runner.stop();
    expect(await store.count('log')).toBe(2);
    expect(await store.getCheckpoint('log')).toBe(2);
  });

  it('given a commit that fails, when flushed again, then what was held is committed then', async () => {
    const inner = openSqliteReadStore(':memory:');
    let failures = 1;
    const flaky = new Proxy(inner, {
      get(target, prop) {
        if (prop === 'commit')
          return async (...args: Parameters<ReadStore['commit']>) => {
            if (args[0] === 'log' && failures-- > 0) throw new Error('disk full');
            return target.commit(...args);
          };
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const { runner, live } = await given(flaky);
    await live([event(1)]);
    await expect(runner.flushDeferred()).rejects.toThrow('disk full');
    expect(await inner.count('log')).toBe(0);
    await live([event(2)]);
    await runner.flushDeferred();
    expect(await inner.count('log')).toBe(2);
    expect(await inner.getCheckpoint('log')).toBe(2);
    await runner.stop();
  });

  it('given a rebuild (batches applied directly), when applied, then the deferred projection commits with the batch', async () => {
    const { runner, store } = await given();
    await runner.apply([event(1)]);
    expect(await store.count('log')).toBe(1);
    await runner.stop();
  });
});

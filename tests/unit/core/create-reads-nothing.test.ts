import { afterEach, describe, expect, it, vi } from 'vitest';
import '#events/index';
import { handleCommand } from '#server/core/command-handler';
import { ConcurrencyError } from '#server/core/errors';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import type { EventStore } from '#server/eventstore/port';
import { positionDecider, type PositionCommand } from '#server/features/positions/decider';
import { testContext } from '#tests/helpers/gwt';

/** Issue 25, item 3: a create (expected revision -1) appends without reading its stream first. */
const create = (id: string, title: string): PositionCommand => ({
  type: 'CreatePosition',
  id,
  input: { title, use_to_search_candidate: true, show_on_vacancies_feed: false },
  otherTitles: [],
});

let store: EventStore;
afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
});

describe('a create on its own stream', () => {
  it('given no stream, when created with expected revision -1, then the stream is not read and the event is stored', async () => {
    store = openSqliteEventStore(':memory:');
    const bus = { store, waitForProjections: async () => undefined };
    const reads = vi.spyOn(store, 'readStream');
    const result = await handleCommand(bus, positionDecider, '7', create('7', 'Кассир'), testContext(), {
      expectedRevision: -1,
    });
    expect(reads).not.toHaveBeenCalled();
    expect(result.revision).toBe(0);
    expect(result.state).toMatchObject({ exists: true, title: 'Кассир' });
    reads.mockRestore();
    expect((await store.readStream('position-7')).map((e) => e.type)).toEqual(['PositionCreated']);
  });

  it('given the stream exists, when created again with expected revision -1, then 409 names who created it and nothing is added', async () => {
    store = openSqliteEventStore(':memory:');
    const bus = { store, waitForProjections: async () => undefined };
    const first = testContext({ actor: { userId: 'u-hr', role: 'HR', name: 'Петрова Анна' } });
    await handleCommand(bus, positionDecider, '8', create('8', 'Кассир'), first, { expectedRevision: -1 });
    const second = testContext({ newId: () => `other-${Math.random()}` });
    const refused = handleCommand(bus, positionDecider, '8', create('8', 'Продавец'), second, {
      expectedRevision: -1,
    });
    await expect(refused).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      changedBy: { userId: 'u-hr', role: 'HR' },
      actualRevision: 0,
    });
    const history = await store.readStream('position-8');
    expect(history).toHaveLength(1);
    expect(history[0]!.data).toMatchObject({ title: 'Кассир' });
  });
});

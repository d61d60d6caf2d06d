import { number, object } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { defineCollection } from '#events/core/collections';
import type { EventEnvelope } from '#events/core/envelope';
import { projectBatch } from '#projections/core/apply';
import { defineJoinProjection } from '#projections/core/join';
import type { Doc, ReadStore } from '#projections/core/read-store';
import type { Projection } from '#projections/core/types';

/**
 * Issue 25, item 3: a batch a projection does not read costs it nothing: a join reads none of its
 * sources for it, and no document is looked up or built.
 */
const Events = { ShelfFilled: object({ n: number() }) };
const SHELVES = defineCollection<{ n: number; label: string }>('shelves-test');

const envelope = (position: number, type: string, n = position): EventEnvelope =>
  ({
    id: `e${position}`,
    type,
    streamId: `shelf-${n}`,
    revision: 0,
    position,
    data: { n },
    meta: { actor: { userId: 'u', role: 'HR' }, occurredAt: '2026-12-07T10:00:00.000Z' },
  }) as unknown as EventEnvelope;

function shelves() {
  const prepare = vi.fn(
    async (events: { data: { n: number } }[]) => new Map(events.map((e) => [e.data.n, `№${e.data.n}`])),
  );
  const projection = defineJoinProjection({
    name: 'shelves',
    events: Events,
    collection: SHELVES,
    prepare,
    keysOf: (event) => [String(event.data.n)],
    apply: (_doc, event, _id, labels) => ({ n: event.data.n, label: labels.get(event.data.n) ?? '' }),
  });
  const getMany = vi.fn(async (): Promise<Map<string, Doc>> => new Map());
  const read = { getMany } as unknown as ReadStore;
  return { projection, prepare, getMany, read };
}

describe('a join projection and a batch', () => {
  it('given a batch of events it does not read, when projected, then it prepares nothing and changes nothing', async () => {
    const { projection, prepare, getMany, read } = shelves();
    const changes = await projectBatch(
      projection,
      [envelope(1, 'PositionCreated'), envelope(2, 'KeyReserved')],
      read,
    );
    expect(changes).toEqual([]);
    expect(prepare).not.toHaveBeenCalled();
    expect(getMany).not.toHaveBeenCalled();
  });

  it('given a batch with one event it reads, when projected, then it prepares from that event alone and builds its document', async () => {
    const { projection, prepare, getMany, read } = shelves();
    const changes = await projectBatch(
      projection,
      [envelope(1, 'KeyReserved'), envelope(2, 'ShelfFilled', 7)],
      read,
    );
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]![0].map((e) => e.data.n)).toEqual([7]);
    expect(getMany).toHaveBeenCalledWith('shelves-test', ['7']);
    expect(changes).toEqual([
      { collection: 'shelves-test', id: '7', position: 2, doc: { _id: '7', _pos: 2, n: 7, label: '№7' } },
    ]);
  });
});

describe('event documents of events past the checkpoint', () => {
  /** One document per event (its id is its position), and one per day the events fall on. */
  const log: Projection = {
    name: 'log-test',
    collections: ['log-test', 'log-days-test'],
    eventDocuments: ['log-test'],
    keysOf: (event) => [
      { collection: 'log-test', id: String(event.position) },
      { collection: 'log-days-test', id: '2026-12-07' },
    ],
    apply: (doc, event, key) =>
      doc ??
      (key.collection === 'log-test' ? { _id: key.id, type: event.type } : { _id: key.id, day: key.id }),
  };

  it("given the runner's batch, when projected, then only the shared documents are looked up", async () => {
    const getMany = vi.fn(async (): Promise<Map<string, Doc>> => new Map());
    const read = { getMany } as unknown as ReadStore;
    const changes = await projectBatch(
      log,
      [envelope(5, 'KeyReserved'), envelope(6, 'PositionCreated')],
      read,
      {
        pastCheckpoint: true,
      },
    );
    expect(getMany.mock.calls).toEqual([['log-days-test', ['2026-12-07']]]);
    expect(changes.map((c) => [c.collection, c.id, c.doc])).toEqual([
      ['log-test', '5', { _id: '5', _pos: 5, type: 'KeyReserved' }],
      ['log-days-test', '2026-12-07', { _id: '2026-12-07', _pos: 5, day: '2026-12-07' }],
      ['log-test', '6', { _id: '6', _pos: 6, type: 'PositionCreated' }],
    ]);
  });

  it('given events that may be stored already (a replay as of a past event), then every document is looked up', async () => {
    const stored = { _id: '5', _pos: 5, type: 'KeyReserved' };
    const getMany = vi.fn(async (collection: string): Promise<Map<string, Doc>> =>
      collection === 'log-test' ? new Map([['5', stored]]) : new Map(),
    );
    const read = { getMany } as unknown as ReadStore;
    const changes = await projectBatch(log, [envelope(5, 'KeyReserved')], read);
    expect(getMany.mock.calls.map(([collection]) => collection)).toEqual(['log-test', 'log-days-test']);
    expect(changes.map((c) => c.collection)).toEqual(['log-days-test']);
  });
});

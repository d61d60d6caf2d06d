import { number, object } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { defineCollection } from '#events/core/collections';
import type { EventEnvelope } from '#events/core/envelope';
import { projectBatch } from '#projections/core/apply';
import { defineJoinProjection } from '#projections/core/join';
import type { Doc, ReadStore } from '#projections/core/read-store';

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import '#events/index';
import type { EventEnvelope } from '#events/core/envelope';
import { PERSONAL_DATA_ERASED } from '#events/privacy/events';
import { projectBatch } from '#projections/core/apply';
import type { ReadStore } from '#projections/core/read-store';
import { ProjectionRunner } from '#projections/core/runner';
import { eventsFor, type Projection } from '#projections/core/types';
import { positionsProjection } from '#projections/positions/projection';
import { questionnairesProjection } from '#projections/questionnaire/projection';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { handedSource } from '../helpers/handed-source';

/**
 * Issue 25, item 3: a projection declares the event types it reads (defineProjection does it from
 * its events); a batch without any of them is not handed to it, and a batch with some hands it
 * only those. Its checkpoint moves all the same.
 */
const event = (position: number, type: string): EventEnvelope =>
  ({
    id: `e${position}`,
    streamId: `item-${position}`,
    type,
    data: {},
    meta: { actor: { userId: 'u1', role: 'Admin' }, occurredAt: '2026-12-07T10:00:00.000Z' },
    position,
    revision: 0,
  }) as unknown as EventEnvelope;

function items() {
  const keysOf = vi.fn((e: EventEnvelope) => [{ collection: 'items', id: e.streamId }]);
  const projection: Projection = {
    name: 'items',
    collections: ['items'],
    eventTypes: new Set(['ItemNoted']),
    keysOf,
    apply: (_doc, e) => ({ _id: e.streamId, type: e.type }),
  };
  return { projection, keysOf };
}

let read: ReadStore | undefined;
afterEach(async () => {
  await read?.close();
  read = undefined;
});

describe('the event types a projection reads', () => {
  it('given defineProjection, then they are its events, and the erasure when it erases', () => {
    expect([...positionsProjection.eventTypes!]).toContain('PositionCreated');
    expect(positionsProjection.eventTypes!.has(PERSONAL_DATA_ERASED)).toBe(false);
    expect(questionnairesProjection.eventTypes!.has(PERSONAL_DATA_ERASED)).toBe(true);
  });

  it('given a batch with other events too, when projected, then only its own reach keysOf, and all of a batch of its own is not copied', async () => {
    const { projection, keysOf } = items();
    const batch = [event(1, 'ItemNoted'), event(2, 'PositionCreated'), event(3, 'ItemNoted')];
    const getMany = vi.fn(async () => new Map());
    const changes = await projectBatch(projection, batch, { getMany } as unknown as ReadStore);
    expect(keysOf.mock.calls.map(([e]) => e.position)).toEqual([1, 3]);
    expect(changes.map((c) => c.id)).toEqual(['item-1', 'item-3']);
    const own = [event(4, 'ItemNoted')];
    expect(eventsFor(projection, own)).toBe(own);
    expect(eventsFor({}, batch)).toBe(batch);
  });

  it('given live batches without its events, when the runner applies them, then it is not handed them and its position still moves', async () => {
    const { projection, keysOf } = items();
    read = openSqliteReadStore(':memory:');
    const { events, handler } = handedSource();
    const runner = new ProjectionRunner(events, read, [projection]);
    await runner.start();
    await handler()([event(1, 'PositionCreated'), event(2, 'KeyReserved')]);
    expect(keysOf).not.toHaveBeenCalled();
    expect(runner.checkpointsNow().get('items')).toBe(2);
    await handler()([event(3, 'ItemNoted')]);
    expect(keysOf).toHaveBeenCalledTimes(1);
    expect(await read.get('items', 'item-3')).toMatchObject({ type: 'ItemNoted', _pos: 3 });
    await runner.stop();
    expect(await read.getCheckpoint('items')).toBe(3);
  });
});

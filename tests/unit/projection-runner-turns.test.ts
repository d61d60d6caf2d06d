import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { Projection } from '#projections/core/types';
import { ProjectionRunner } from '#projections/core/runner';
import { handedSource } from '../helpers/handed-source';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * The runner shares the event loop with HTTP and sockets (issue 31, bench 22): a batch's projections
 * run in turns of a few milliseconds, and after a burst's batch the next read waits a moment so the
 * burst gathers into fewer, larger batches. Quiet traffic never waits.
 */

const event = (position: number): EventEnvelope =>
  ({
    id: `e${position}`,
    streamId: `item-${position}`,
    type: 'ItemNoted',
    data: {},
    meta: { actor: { userId: 'u1', role: 'Admin' }, occurredAt: '2026-11-27T10:00:00.000Z' },
    position,
    revision: 0,
  }) as unknown as EventEnvelope;
const batchOf = (from: number, size: number) => Array.from({ length: size }, (_, i) => event(from + i));

/** A projection writing one document per event; `busyMs` of work per event, in one block. */
function projection(name: string, busyMs: number, seen: string[]): Projection {
  return {
    name,
    collections: [name],
    keysOf: (e) => [{ collection: name, id: e.streamId }],
    apply: (_doc, e) => {
      seen.push(`${name} ${e.position}`);
      for (const until = performance.now() + busyMs; performance.now() < until;);
      return { _id: e.streamId, position: e.position };
    },
  };
}

/**
 * Applies `batch` with a projection of `slowMs` per event and a quick one after it, while a callback
 * waits for the loop: what each had done when the batch was applied, in order, then 'applied'.
 */
async function applyBesideWaiter(slowMs: number, batch: EventEnvelope[]): Promise<string[]> {
  const seen: string[] = [];
  const read = openSqliteReadStore(':memory:');
  const runner = new ProjectionRunner(handedSource().events, read, [
    projection('slow', slowMs, seen),
    projection('next', 0, seen),
  ]);
  setImmediate(() => seen.push('waiting'));
  await runner.apply(batch);
  seen.push('applied');
  const atApplied = [...seen];
  await new Promise((resolve) => setImmediate(resolve)); // the waiter runs before the store closes
  await read.close();
  return atApplied;
}

describe('projection runner: turns of the event loop', () => {
  it("given a burst's batch and a projection that works longer than a turn, when it is applied, then what waits for the loop runs before the next projection's work", async () => {
    const seen = await applyBesideWaiter(0.5, batchOf(1, 20));
    expect(seen.indexOf('waiting')).toBe(20);
    expect(seen.slice(19, 22)).toEqual(['slow 20', 'waiting', 'next 1']);
  });

  it("given a command's few events, when they are applied, then every projection runs in one go, however slow", async () => {
    const seen = await applyBesideWaiter(8, batchOf(1, 2));
    expect(seen).toEqual(['slow 1', 'slow 2', 'next 1', 'next 2', 'applied']);
  });

  it('given a live burst, when its batch is applied, then the next read waits a moment; a few events never wait', async () => {
    const read = openSqliteReadStore(':memory:');
    const { events, handler } = handedSource();
    const runner = new ProjectionRunner(events, read, [projection('items', 0, [])], 500);
    await runner.start();
    // A timer set as the batch is handed over fires before the handler returns only if it waits.
    const handOver = async (batch: EventEnvelope[]) => {
      const order: string[] = [];
      const stop = runner.onBatch(() => void setTimeout(() => order.push('timer'), 1));
      await handler()(batch);
      order.push('next read');
      stop();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return order;
    };
    expect(await handOver(batchOf(1, 3))).toEqual(['next read', 'timer']);
    expect(await handOver(batchOf(4, 25))).toEqual(['timer', 'next read']);
    // A whole batch is a catch-up: the next one is read at once.
    expect(await handOver(batchOf(29, 500))).toEqual(['next read', 'timer']);
    expect(runner.position).toBe(528);
    await runner.stop();
    await read.close();
  });
});

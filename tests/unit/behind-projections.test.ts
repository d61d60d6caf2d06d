import { describe, expect, it, vi } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { EventSource } from '#projections/core/event-source';
import type { BatchListener } from '#projections/core/runner';
import { HELD_EVENTS, subscribeBehindProjections } from '#server/cluster/behind-projections';
import { log } from '#server/core/logger';

const event = (position: number): EventEnvelope =>
  ({
    position,
    type: 'Thing',
    streamId: `thing-${position}`,
    revision: 0,
    data: {},
  }) as unknown as EventEnvelope;
const positions = (batches: EventEnvelope[][]) => batches.flat().map((e) => e.position);
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await turn();
};

/** A log of `head` events and a runner that has projected up to `position` and hands batches over. */
function fixture(head: number, projected: number) {
  const log = Array.from({ length: head }, (_, i) => event(i + 1));
  const reads: number[] = [];
  const events = {
    readAll: ({ fromPosition, limit }: { fromPosition: number; limit?: number }) => {
      reads.push(fromPosition);
      return Promise.resolve(log.filter((e) => e.position > fromPosition).slice(0, limit ?? Infinity));
    },
  } as unknown as EventSource;
  const listeners = new Set<BatchListener>();
  const runner = {
    position: projected,
    onBatch(listener: BatchListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  /** The runner applies the next `n` events of the log (appending them first). */
  const project = (n: number) => {
    const after = runner.position;
    const batch = Array.from({ length: n }, (_, i) => event(after + i + 1));
    for (const e of batch) if (e.position > (log.at(-1)?.position ?? 0)) log.push(e);
    runner.position = after + n;
    for (const l of listeners) l(batch, after);
  };
  return { events, runner, reads, project, listeners };
}

describe('a subscription behind the projections (the reactors on the lease holder)', () => {
  it('reads the log while behind the read models, then takes the batches the runner hands over', async () => {
    const { events, runner, reads, project } = fixture(5, 5);
    const handled: EventEnvelope[][] = [];
    const sub = subscribeBehindProjections(events, runner, 2, (b) => void handled.push(b), 2);
    await turn();
    await turn();
    expect(positions(handled)).toEqual([3, 4, 5]); // caught up from the log, at most 2 a read
    const readsWhenCaughtUp = reads.length;

    project(1);
    project(2);
    await turn();
    await turn();
    expect(positions(handled)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(reads.length).toBe(readsWhenCaughtUp); // live: no read of the log per command
    expect(sub.position).toBe(8);
    await sub.stop();
  });

  it('never reads past what the read models hold, and fills a gap before a hand-over from the log', async () => {
    const { events, runner, project, listeners } = fixture(10, 4);
    const handled: EventEnvelope[][] = [];
    const sub = subscribeBehindProjections(events, runner, 0, (b) => void handled.push(b));
    await turn();
    expect(positions(handled)).toEqual([1, 2, 3, 4]); // 5..10 are in the log, not yet projected
    // A hand-over this subscription did not hear (as if it was stopped) leaves a gap: 5..6 come from the log.
    const [listener] = [...listeners];
    listeners.clear();
    project(2);
    listeners.add(listener!);
    project(3);
    await turn();
    await turn();
    expect(positions(handled)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await sub.stop();
  });

  it('lets the sockets go first: a handed-over batch is handled on a later turn of the event loop', async () => {
    const { events, runner, listeners } = fixture(1, 1);
    const order: string[] = [];
    // The hub's commit listener: it queues the fan-out for the next turn (hub.ts), before this hand-over.
    const sub = subscribeBehindProjections(events, runner, 1, () => void order.push('reactor'));
    await turn();
    runner.position = 2;
    setImmediate(() => order.push('fan-out'));
    for (const l of listeners) l([event(2)], 1);
    order.push('reply'); // the command's reply: microtasks of the same turn
    await Promise.resolve();
    expect(order).toEqual(['reply']);
    await turn();
    await turn();
    expect(order).toEqual(['reply', 'fan-out', 'reactor']);
    await sub.stop();
  });

  it('lets go of what a lagging handler has not taken past HELD_EVENTS and reads it from the log', async () => {
    const { events, runner, reads, project } = fixture(0, 0);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const handled: number[] = [];
    const sub = subscribeBehindProjections(events, runner, 0, async (batch) => {
      await released;
      handled.push(...batch.map((e) => e.position));
    });
    const batches = HELD_EVENTS / 2000 + 2;
    for (let i = 0; i < batches; i++) project(2000);
    await turn();
    release();
    await until(() => handled.length === batches * 2000);
    expect(handled).toEqual(Array.from({ length: batches * 2000 }, (_, i) => i + 1));
    expect(reads.length).toBeGreaterThan(0);
    await sub.stop();
  });

  it('hands a failed batch over again, and stops while waiting', async () => {
    const { events, runner, project } = fixture(0, 0);
    let failures = 1;
    const handled: number[] = [];
    const sub = subscribeBehindProjections(events, runner, 0, (batch) => {
      if (failures-- > 0) throw new Error('not now');
      handled.push(...batch.map((e) => e.position));
    });
    const errors: unknown[] = [];
    const spy = vi.spyOn(log, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      project(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(handled).toEqual([1]);
      expect(errors).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    await sub.stop();
    expect(sub.position).toBe(1);
  });
});

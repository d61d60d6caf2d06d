import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { checkpointName, startReactor, type Reactor } from '#server/core/reactor';
import type { Services } from '#server/core/services';

type Handler = (batch: EventEnvelope[]) => Promise<void>;

/** Just what startReactor uses of the services: a checkpoint store and a subscription fed by hand. */
function fakeServices(stored: number) {
  const commits: number[] = [];
  let handler: Handler | null = null;
  const services = {
    read: {
      getCheckpoint: () => Promise.resolve(stored),
      commit: (_name: string, _changes: unknown[], position: number) => {
        commits.push(position);
        return Promise.resolve();
      },
    },
    events: { headPosition: () => Promise.resolve(stored) },
    runner: {
      behindProjections: {
        subscribeAll: (_from: number, h: Handler) => {
          handler = h;
          return { stop: () => Promise.resolve() };
        },
      },
    },
  } as unknown as Services;
  return { services, commits, deliver: (batch: EventEnvelope[]) => handler!(batch) };
}

const event = (position: number, type: string): EventEnvelope =>
  ({ position, type, streamId: `thing-${position}`, revision: 0, data: {} }) as unknown as EventEnvelope;

describe('a reactor checkpoint', () => {
  it('is saved after a batch with an event the reactor handles, not after every command for others', async () => {
    const handled: number[] = [];
    const reactor: Reactor = {
      name: 'test',
      wants: (e) => e.type === 'Wanted',
      handle: (e) => {
        handled.push(e.position);
        return Promise.resolve();
      },
    };
    const { services, commits, deliver } = fakeServices(10);
    expect(checkpointName(reactor)).toBe('reactor:test');
    const running = await startReactor(services, reactor);

    for (let p = 11; p <= 15; p++) await deliver([event(p, 'Other')]);
    expect(commits).toEqual([]); // five commands nobody here reacts to: no read-store commit

    await deliver([event(16, 'Other'), event(17, 'Wanted')]);
    expect(handled).toEqual([17]);
    expect(commits).toEqual([17]);

    await deliver([event(18, 'Other')]);
    expect(commits).toEqual([17]);
    await running.stop(); // the position reached is kept at the stop: a restart re-reads nothing
    expect(commits).toEqual([17, 18]);
  });

  it('is saved every 10,000 events it lets pass, so a restart re-reads at most that many', async () => {
    const reactor: Reactor = { name: 'idle', wants: () => false, handle: () => Promise.resolve() };
    const { services, commits, deliver } = fakeServices(1);
    const running = await startReactor(services, reactor);
    const batch = (from: number) => Array.from({ length: 2000 }, (_, i) => event(from + i, 'Other'));
    for (let k = 0; k < 5; k++) await deliver(batch(2 + k * 2000));
    expect(commits).toEqual([10_001]);
    await running.stop();
    expect(commits).toEqual([10_001]); // nothing after it to keep
  });
});

import { describe, expect, it, vi } from 'vitest';
import '#events/index';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import {
  IN_FLIGHT_MS,
  KeyTakenError,
  releaseKey,
  reservationStream,
  reserveKey,
  type HolderState,
} from '#server/core/reservations';
import type { CommandContext } from '#server/core/decider';
import type { Config } from '#server/core/config';

/** Issue 16, item 1: unique keys held in the event store, decided by expected revisions. */
let seq = 0;
const setup = () => {
  const events = openSqliteEventStore(':memory:');
  const config = { piiMasterKey: Buffer.alloc(32, 7) } as Config;
  return { s: { events, config }, events };
};
const ctxAt = (ms: number): CommandContext => ({
  now: new Date(ms).toISOString(),
  newId: () => `e-${++seq}`,
  actor: { userId: 'u1', role: 'HR' },
  correlationId: 'c',
});
const KEY = { kind: 'light-phone-position', value: '12:79001234567' };
const states = (map: Record<string, HolderState>) => async (holder: string) => map[holder] ?? 'missing';

describe('unique keys in the event store', () => {
  it('keeps the value out of the stream id (a phone is personal data)', () => {
    const { s } = setup();
    const stream = reservationStream(s, KEY);
    expect(stream).toMatch(/^reservation-light-phone-position-[\w-]{32}$/);
    expect(stream).not.toContain('79001234567');
    expect(reservationStream(s, { ...KEY, value: '12:79001234568' })).not.toBe(stream);
  });

  it('two creates at once: exactly one holds the key, the other is told who does', async () => {
    const { s } = setup();
    const now = Date.parse('2026-11-25T10:00:00Z');
    const outcomes = await Promise.allSettled([
      reserveKey(s, KEY, 'q1', states({}), ctxAt(now), 'claim-1'),
      reserveKey(s, KEY, 'q2', states({}), ctxAt(now), 'claim-2'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(KeyTakenError);
    expect(['q1', 'q2']).toContain((refused.reason as KeyTakenError).holder);
  });

  it('a key nobody reserved is taken without reading its stream first; a held one is read, then decided', async () => {
    const { s, events } = setup();
    const now = Date.parse('2026-11-25T10:00:00Z');
    const reads = vi.spyOn(events, 'readStream');
    await reserveKey(s, KEY, 'q1', states({}), ctxAt(now), 'claim-1');
    expect(reads).not.toHaveBeenCalled();
    await expect(reserveKey(s, KEY, 'q2', states({ q1: 'live' }), ctxAt(now), 'claim-2')).rejects.toThrow(
      new KeyTakenError('q1'),
    );
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    const stored = await events.readStream(reservationStream(s, KEY));
    expect(stored.map((e) => [e.type, (e.data as { owner: string }).owner])).toEqual([['KeyReserved', 'q1']]);
  });

  it('two creates that picked the same new record id are still told apart by their claims', async () => {
    const { s } = setup();
    const now = Date.parse('2026-11-25T10:00:00Z');
    await reserveKey(s, KEY, '7', states({}), ctxAt(now), 'claim-1');
    await expect(reserveKey(s, KEY, '7', states({}), ctxAt(now), 'claim-2')).rejects.toBeInstanceOf(
      KeyTakenError,
    );
    // The first call lost id 7 to someone else and moves its key to id 8.
    await reserveKey(s, KEY, '8', states({ '7': 'live' }), ctxAt(now), 'claim-1');
    const last = (await s.events.readStream(reservationStream(s, KEY))).at(-1);
    expect(last?.data).toMatchObject({ owner: '8', claim: 'claim-1' });
  });

  it('a live holder keeps the key; an ended one (declined) hands it over', async () => {
    const { s } = setup();
    const now = Date.parse('2026-11-25T10:00:00Z');
    await reserveKey(s, KEY, 'q1', states({}), ctxAt(now), 'claim-1');
    await expect(reserveKey(s, KEY, 'q2', states({ q1: 'live' }), ctxAt(now), 'claim-2')).rejects.toThrow(
      KeyTakenError,
    );
    await reserveKey(s, KEY, 'q2', states({ q1: 'ended' }), ctxAt(now), 'claim-2');
    const stored = await s.events.readStream(reservationStream(s, KEY));
    expect(stored.map((e) => [e.type, (e.data as { owner: string }).owner])).toEqual([
      ['KeyReserved', 'q1'],
      ['KeyReserved', 'q2'],
    ]);
  });

  it('a holder whose record never landed is honoured while it may be in flight, then taken over', async () => {
    const { s } = setup();
    const now = Date.parse('2026-11-25T10:00:00Z');
    await reserveKey(s, KEY, 'q1', states({}), ctxAt(now), 'claim-1');
    await expect(
      reserveKey(s, KEY, 'q2', states({}), ctxAt(now + IN_FLIGHT_MS - 1), 'claim-2'),
    ).rejects.toThrow(KeyTakenError);
    await reserveKey(s, KEY, 'q2', states({}), ctxAt(now + IN_FLIGHT_MS), 'claim-2');
  });

  it('a released key is free again; only its holder can release it', async () => {
    const { s } = setup();
    const now = Date.parse('2026-11-25T10:00:00Z');
    await reserveKey(s, KEY, 'q1', states({}), ctxAt(now), 'claim-1');
    await releaseKey(s, KEY, 'q-other', ctxAt(now));
    await expect(reserveKey(s, KEY, 'q2', states({ q1: 'live' }), ctxAt(now), 'claim-2')).rejects.toThrow(
      KeyTakenError,
    );
    await releaseKey(s, KEY, 'q1', ctxAt(now));
    await reserveKey(s, KEY, 'q2', states({ q1: 'live' }), ctxAt(now), 'claim-2');
    const types = (await s.events.readStream(reservationStream(s, KEY))).map((e) => e.type);
    expect(types).toEqual(['KeyReserved', 'KeyReleased', 'KeyReserved']);
  });
});

import { describe, expect, it } from 'vitest';
import { SocketWatches } from '#server/realtime/socket-watches';

/** Issue 24, item 2: a watch still being checked never joins after its socket left the room. */
describe('SocketWatches', () => {
  const ROOM = 'doc:questionnaires:1';

  it('joins a watch whose check ends before any unwatch, and leaves it on unwatch', () => {
    const watches = new SocketWatches();
    const order = watches.begin(ROOM);
    expect(watches.settle(ROOM, order)).toBe(true);
    watches.add(ROOM);
    expect(watches.has(ROOM)).toBe(true);
    expect(watches.unwatch(ROOM)).toBe(true);
    expect(watches.size).toBe(0);
  });

  it('cancels a watch the same room’s unwatch overtook, not a later watch of it', () => {
    const watches = new SocketWatches();
    const first = watches.begin(ROOM);
    expect(watches.unwatch(ROOM)).toBe(false); // not joined yet
    const second = watches.begin(ROOM);
    // The second check ends first: it joins; the first, overtaken by the unwatch, does not.
    expect(watches.settle(ROOM, second)).toBe(true);
    watches.add(ROOM);
    expect(watches.settle(ROOM, first)).toBe(false);
    expect(watches.has(ROOM)).toBe(true);
    // Another room's unwatch cancels nothing here.
    const third = watches.begin('doc:questionnaires:2');
    watches.unwatch(ROOM);
    expect(watches.settle('doc:questionnaires:2', third)).toBe(true);
  });

  it('cancels every pending watch once the socket is closed, and returns the rooms to leave', () => {
    const watches = new SocketWatches();
    watches.add('store:10412');
    const pending = watches.begin(ROOM);
    expect(watches.close()).toEqual(['store:10412']);
    expect(watches.settle(ROOM, pending)).toBe(false);
    watches.add(ROOM);
    expect(watches.size).toBe(0);
  });

  it('keeps nothing about rooms no watch is pending for (a flood of unwatches costs no memory)', () => {
    const watches = new SocketWatches();
    for (let i = 0; i < 1000; i++) watches.unwatch(`doc:questionnaires:${i}`);
    const order = watches.begin(ROOM);
    expect(watches.settle(ROOM, order)).toBe(true);
    expect(Object.values(watches).some((v) => v instanceof Map && v.size > 0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { latestPerDocument, ReplayBuffer, type PushedChange } from '#server/realtime/replay-buffer';

const change = (
  position: number,
  id: string,
  rooms = ['list:positions', `doc:positions:${id}`],
): PushedChange => ({
  position,
  collection: 'positions',
  id,
  rooms,
});

const rooms = (...names: string[]) => new Set(names);

describe('ReplayBuffer', () => {
  it('returns everything after a position for the watched rooms, in push order', () => {
    const buffer = new ReplayBuffer(10);
    buffer.push([change(11, 'a'), change(12, 'b')]);
    buffer.push([change(13, 'a')]);

    expect(buffer.since(10, rooms('list:positions'))?.map((c) => c.position)).toEqual([11, 12, 13]);
    expect(buffer.since(11, rooms('list:positions'))?.map((c) => c.position)).toEqual([12, 13]);
    expect(buffer.since(13, rooms('list:positions'))).toEqual([]);
    expect(buffer.since(10, rooms('doc:positions:a'))?.map((c) => c.position)).toEqual([11, 13]);
    expect(buffer.since(10, rooms('doc:positions:b', 'store:1'))?.map((c) => c.id)).toEqual(['b']);
    expect(buffer.since(10, rooms('store:1', 'socket-id'))).toEqual([]);
    expect(buffer.since(10, rooms())).toEqual([]);
  });

  it('asks for a snapshot when the position is older than what it was started with', () => {
    const buffer = new ReplayBuffer(10);
    buffer.push([change(11, 'a')]);
    expect(buffer.since(0, rooms('list:positions'))).toBeNull();
    expect(buffer.since(9, rooms('list:positions'))).toBeNull();
    expect(buffer.since(10, rooms('list:positions'))).toHaveLength(1);
  });

  it('drops the oldest changes past its capacity and then refuses positions it no longer covers', () => {
    const buffer = new ReplayBuffer(0, 3);
    buffer.push([change(1, 'a'), change(2, 'b')]);
    buffer.push([change(3, 'c'), change(4, 'd', ['list:positions', 'store:10412'])]);
    buffer.push([change(5, 'e')]);

    // 1 and 2 were dropped: a client that saw only up to 0 or 1 has a gap and must take a snapshot.
    expect(buffer.since(0, rooms('list:positions'))).toBeNull();
    expect(buffer.since(1, rooms('list:positions'))).toBeNull();
    // A client that saw 2 misses nothing that was dropped.
    expect(buffer.since(2, rooms('list:positions'))?.map((c) => c.position)).toEqual([3, 4, 5]);
    expect(buffer.since(3, rooms('list:positions'))?.map((c) => c.position)).toEqual([4, 5]);
    expect(buffer.since(2, rooms('store:10412'))?.map((c) => c.id)).toEqual(['d']);
    expect(buffer.since(2, rooms('doc:positions:e', 'doc:positions:c'))?.map((c) => c.id)).toEqual([
      'c',
      'e',
    ]);
    expect(buffer.since(5, rooms('list:positions'))).toEqual([]);
  });

  it('keeps the rooms on buffered changes so replay can filter them', () => {
    const buffer = new ReplayBuffer(0, 3);
    buffer.push([change(1, 'a', ['doc:positions:a'])]);
    const [replayed] = buffer.since(0, rooms('doc:positions:a')) ?? [];
    expect(replayed).toMatchObject({ position: 1, id: 'a', rooms: ['doc:positions:a'] });
  });

  it('resumes each document once, at the position of its last missed change, in that order', () => {
    const missed = [change(1, 'a'), change(2, 'b'), change(3, 'a'), change(4, 'c'), change(5, 'b')];
    expect(latestPerDocument(missed).map((c) => [c.id, c.position])).toEqual([
      ['a', 3],
      ['c', 4],
      ['b', 5],
    ]);
    const other = { ...change(6, 'a'), collection: 'vacancies' };
    expect(latestPerDocument([change(1, 'a'), other]).map((c) => c.collection)).toEqual([
      'positions',
      'vacancies',
    ]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groupCommit, type Outcome } from '#server/eventstore/group-commit';
import { WrongExpectedRevisionError, type EventStore } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { registerTestEvents, testEvent, uniqueStream } from '../helpers/test-events';

describe('groupCommit', () => {
  it('given items submitted in one turn, when the turn ends, then one commit writes them all in order', async () => {
    const commits: number[][] = [];
    let committed = 0;
    const group = groupCommit<number, number>(
      (items) => {
        commits.push([...items]);
        return items.map((n) => ({ ok: n * 10 }));
      },
      () => (committed += 1),
      100,
    );
    const results = await Promise.all([1, 2, 3, 4].map((n) => group.submit(n)));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(commits).toEqual([[1, 2, 3, 4]]);
    expect(committed).toBe(1);
  });

  it('given more items than the limit, then they are split over several commits', async () => {
    const sizes: number[] = [];
    const group = groupCommit<number, number>(
      (items) => {
        sizes.push(items.length);
        return items.map((n) => ({ ok: n }));
      },
      () => {},
      3,
    );
    await Promise.all(Array.from({ length: 7 }, (_, i) => group.submit(i)));
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('given one refused item, then only that caller is refused', async () => {
    const group = groupCommit<number, number>(
      (items) => items.map((n): Outcome<number> => (n === 2 ? { err: new Error('нет') } : { ok: n })),
      () => {},
      10,
    );
    const settled = await Promise.allSettled([1, 2, 3].map((n) => group.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('given a group with one refused item, then the commit callback gets the written items only', async () => {
    const written: number[][] = [];
    const group = groupCommit<number, number>(
      (items) => items.map((n) => (n === 2 ? { err: new Error('нет') } : { ok: n })),
      (items) => written.push([...items]),
      10,
    );
    await Promise.allSettled([1, 2, 3].map((n) => group.submit(n)));
    expect(written).toEqual([[1, 3]]);
  });

  it('given a commit that throws, then every item of it is refused and the next turn commits again', async () => {
    let fail = true;
    let committed = 0;
    const group = groupCommit<number, number>(
      (items) => {
        if (fail) throw new Error('disk I/O error');
        return items.map((n) => ({ ok: n }));
      },
      () => (committed += 1),
      10,
    );
    const settled = await Promise.allSettled([1, 2].map((n) => group.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(committed).toBe(0);
    fail = false;
    await expect(group.submit(3)).resolves.toBe(3);
    expect(committed).toBe(1);
  });
});

describe('groupCommit after a quiet spell', () => {
  const recorder = () => {
    const commits: number[][] = [];
    const group = groupCommit<number, number>(
      (items) => {
        commits.push([...items]);
        return items.map((n) => ({ ok: n }));
      },
      () => {},
      100,
      5,
    );
    return { commits, group };
  };

  it('given an idle store, when one item is submitted, then it is committed before the turn ends', async () => {
    const { commits, group } = recorder();
    const result = group.submit(1);
    expect(commits).toEqual([[1]]);
    await expect(result).resolves.toBe(1);
  });

  it('given a commit moments ago, when more items come in the same turn, then they wait for one group', async () => {
    const { commits, group } = recorder();
    const all = Promise.all([1, 2, 3, 4].map((n) => group.submit(n)));
    expect(commits).toEqual([[1]]);
    await all;
    expect(commits).toEqual([[1], [2, 3, 4]]);
  });

  it('given a quiet spell longer than the idle time, then the next item commits at once again', async () => {
    const { commits, group } = recorder();
    await group.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    void group.submit(2);
    expect(commits).toEqual([[1], [2]]);
  });
});

describe('the SQLite event store commits in groups', () => {
  let dir: string;
  let store: EventStore;
  beforeAll(() => registerTestEvents());
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const open = () => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    store = openSqliteEventStore(join(dir, 'events.sqlite'));
    return join(dir, 'events.sqlite');
  };

  it('given 50 appends in one turn and one with a wrong revision, then 50 are stored in call order and one is refused', async () => {
    const file = open();
    const taken = uniqueStream();
    await store.append(taken, [testEvent(0)], 'no_stream');
    const streams = Array.from({ length: 50 }, () => uniqueStream());
    const appends = streams.map((stream, i) => store.append(stream, [testEvent(i)], 'no_stream'));
    const refused = store.append(taken, [testEvent(99)], 'no_stream');
    const results = await Promise.all(appends);
    await expect(refused).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(results.map((r) => r.position)).toEqual(results.map((_, i) => results[0]!.position + i));
    const reader = new Database(file, { readonly: true });
    const rows = reader.prepare('SELECT stream_id FROM events ORDER BY position').pluck().all();
    reader.close();
    expect(rows).toEqual([taken, ...streams]);
  });

  it('given a chain of appends each awaiting the last, then a timer and I/O get their turn between them', async () => {
    open();
    const stream = uniqueStream();
    let appended = 0;
    let seenAt = -1;
    setImmediate(() => (seenAt = appended));
    for (let i = 0; i < 20; i++) {
      await store.append(stream, [testEvent(i)], i === 0 ? 'no_stream' : i - 1);
      appended += 1;
    }
    expect(seenAt).toBeGreaterThanOrEqual(0);
    expect(seenAt).toBeLessThan(20);
    expect((await store.readStream(stream)).length).toBe(20);
  });

  it('given appends still queued when the store closes, then they are committed first', async () => {
    const file = open();
    const stream = uniqueStream();
    const pending = store.append(stream, [testEvent(1)], 'no_stream');
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextRevision: 0 });
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare('SELECT COUNT(*) FROM events').pluck().get()).toBe(1);
    reader.close();
    store = openSqliteEventStore(file);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '#events/index';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { ProjectionRunner } from '#projections/core/runner';
import { positionsProjection } from '#projections/positions/projection';
import { usersProjection } from '#projections/users';
import { rebuildProjection } from '#projections/core/rebuild';
import type { NewEvent } from '#events/core/envelope';

const meta = {
  actor: { userId: 'u1', role: 'Admin' },
  occurredAt: '2026-11-22T10:00:00.000Z',
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
let n = 0;
const ev = (type: string, data: unknown): NewEvent => ({
  id: `ev-${++n}-${Math.random()}`,
  type,
  data,
  meta,
});
const created = (id: string, title: string) =>
  ev('PositionCreated', { id, title, use_to_search_candidate: false, show_on_vacancies_feed: false });

function stores() {
  const dir = mkdtempSync(join(tmpdir(), 'hc-proj-'));
  return {
    events: openSqliteEventStore(join(dir, 'events.sqlite')),
    read: openSqliteReadStore(join(dir, 'read.sqlite')),
  };
}

describe('projection runner', () => {
  it('catches up, goes live and resumes from its checkpoint after a restart', async () => {
    const { events, read } = stores();
    for (let i = 1; i <= 20; i++)
      await events.append(`position-${i}`, [created(String(i), `Должность ${i}`)], 'no_stream');
    const runner = new ProjectionRunner(events, read, [positionsProjection], 7);
    await runner.start();
    await runner.waitFor(20);
    expect(await read.count('positions')).toBe(20);
    const live = await events.append('position-1', [ev('PositionRenamed', { title: 'Новая' })], 0);
    await runner.waitFor(live.position);
    expect((await read.get('positions', '1'))?.title).toBe('Новая');
    await runner.stop();

    // While nothing runs, more events arrive; a fresh runner resumes from the checkpoint.
    await events.append('position-2', [ev('PositionRenamed', { title: 'Пока никого' })], 0);
    expect(await read.getCheckpoint('positions')).toBe(live.position);
    const again = new ProjectionRunner(events, read, [positionsProjection]);
    const seen: number[] = [];
    again.onCommit((changes) => seen.push(...changes.map((c) => c.position)));
    await again.start();
    await again.waitFor(live.position + 1);
    expect((await read.get('positions', '2'))?.title).toBe('Пока никого');
    expect(seen).toEqual([live.position + 1]); // nothing before the checkpoint was applied again
    await again.stop();
  });

  it('does not apply an event twice when a checkpoint lags behind the documents', async () => {
    const { events, read } = stores();
    await events.append('position-5', [created('5', 'Кассир')], 'no_stream');
    await events.append('position-5', [ev('PositionRenamed', { title: 'Кассир 2' })], 0);
    const runner = new ProjectionRunner(events, read, [positionsProjection]);
    await runner.start();
    await runner.waitFor(2);
    await runner.stop();
    // Simulate MongoDB's non-transactional crash window: documents written, checkpoint not.
    await read.commit('positions', [], 0);
    const replay = new ProjectionRunner(events, read, [positionsProjection]);
    const changes: unknown[] = [];
    replay.onCommit((c) => changes.push(...c));
    await replay.start();
    await replay.waitFor(2);
    expect(changes).toEqual([]);
    expect(await read.get('positions', '5')).toMatchObject({ title: 'Кассир 2', revision: 1, _pos: 2 });
    await replay.stop();
  });

  it('rebuilds a projection from zero to the same documents', async () => {
    const { events, read } = stores();
    for (let i = 1; i <= 30; i++)
      await events.append(`position-${i}`, [created(String(i), `Д ${i}`)], 'no_stream');
    await events.append(
      'position-3',
      [ev('PositionFeedVisibilityToggled', { show_on_vacancies_feed: true })],
      0,
    );
    const runner = new ProjectionRunner(events, read, [positionsProjection]);
    await runner.start();
    await runner.waitFor(31);
    await runner.stop();
    const before = await read.find('positions', {}, { sort: { _id: 1 } });
    const progress: number[] = [];
    const result = await rebuildProjection(events, read, positionsProjection, (p) => progress.push(p), 8);
    expect(result).toMatchObject({ events: 31, documents: 30 });
    expect(progress.at(-1)).toBe(31);
    expect(await read.find('positions', {}, { sort: { _id: 1 } })).toEqual(before);
    expect(await read.getCheckpoint('positions')).toBe(31);
  });

  it('writes no checkpoint for a projection a batch leaves unchanged until its next change or stop', async () => {
    const { events, read } = stores();
    const runner = new ProjectionRunner(events, read, [positionsProjection, usersProjection]);
    await runner.start();
    const first = await events.append('position-1', [created('1', 'Кассир')], 'no_stream');
    await runner.waitFor(first.position);
    expect(await read.getCheckpoint('positions')).toBe(first.position);
    expect(await read.getCheckpoint('users')).toBe(0); // no user event: no transaction for users

    // A crash now (no stop): a new runner starts from the lagging checkpoint and changes nothing twice.
    const crashed = new ProjectionRunner(events, read, [positionsProjection, usersProjection]);
    const replayed: unknown[] = [];
    crashed.onCommit((changes) => replayed.push(...changes));
    await crashed.start();
    await crashed.waitFor(first.position);
    expect(replayed).toEqual([]);
    expect(await read.get('positions', '1')).toMatchObject({ title: 'Кассир', _pos: first.position });

    await crashed.stop();
    await runner.stop();
    expect(await read.getCheckpoint('users')).toBe(first.position); // written on stop
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { registerTestEvents } from '../helpers/test-events';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'eventstore-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the appending child, SIGKILLs it ~300 ms after its first acknowledgement, returns the acknowledged ids. */
function appendUntilKilled(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/append-child.ts', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      timer ??= setTimeout(() => child.kill('SIGKILL'), 300);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL')
        return reject(new Error(`child exited (${code}) before being killed: ${err}`));
      // A line cut by the kill was never fully acknowledged: keep whole lines only.
      resolve(out.split('\n').slice(0, -1));
    });
  });
}

it('keeps every acknowledged append after SIGKILL', async () => {
  registerTestEvents();
  const file = join(dir, 'events.sqlite');
  const acknowledged = await appendUntilKilled(file);
  expect(acknowledged.length).toBeGreaterThan(10);

  const store = openSqliteEventStore(file);
  const all: EventEnvelope[] = await store.readAll({ fromPosition: 0 });
  await store.close();

  const stored = new Set(all.map((e) => e.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  const positions = all.map((e) => e.position);
  positions.forEach((p, i) => i > 0 && expect(p).toBeGreaterThan(positions[i - 1]!));
  const revisions = new Map<string, number[]>();
  for (const e of all) revisions.set(e.streamId, [...(revisions.get(e.streamId) ?? []), e.revision]);
  for (const list of revisions.values()) expect(list).toEqual([...list.keys()]);
}, 30_000);

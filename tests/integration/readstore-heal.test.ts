import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { garblePage, leafPages } from '../helpers/garble';
import { docTables } from '../helpers/doc-tables';
import { startTestServer } from '../helpers/server';
import { log } from '#server/core/logger';

/**
 * Issue 11, item 7: a damaged read.sqlite (bad header, truncated, garbage in the middle) stopped the
 * server or gave 500s, and `npm run rebuild -- all` failed on it. Now the server moves the file aside
 * with one log line and rebuilds the read models from the events; the rebuild does the same.
 */

const root = mkdtempSync(join(tmpdir(), 'hc-heal-'));
const seeded = join(root, 'seeded');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the API answered before the damage: the same answers are expected after healing. */
let before: { bases: unknown; feed: unknown };

async function answers(server: Awaited<ReturnType<typeof startTestServer>>) {
  const { token } = await server.login('admin');
  const bases = await server.get('/vacancies/templates/base', token);
  const feed = await server.get('/vacancies?listType=feed&limit=50');
  expect(bases.status).toBe(200);
  expect(feed.status).toBe(200);
  return { bases: bases.body, feed: feed.body };
}

beforeAll(async () => {
  const server = await startTestServer({}, seeded);
  before = await answers(server);
  await server.stop(); // closes read.sqlite: its WAL is checkpointed into the file, which is then alone
  expect(existsSync(join(seeded, 'read.sqlite-wal'))).toBe(false);
}, 60_000);

/** A copy of the seeded data directory with its read.sqlite damaged by `damage`. */
function damagedCopy(name: string, damage: (file: string) => void): string {
  const dir = join(root, name);
  cpSync(seeded, dir, { recursive: true });
  damage(join(dir, 'read.sqlite'));
  return dir;
}

const DAMAGES: Record<string, (file: string) => void> = {
  'bad header': (file) => {
    const bytes = readFileSync(file);
    bytes.write('this is no database', 0, 'latin1');
    writeFileSync(file, bytes);
  },
  truncated: (file) => truncateSync(file, Math.floor(statSync(file).size / 2) + 100),
  'garbage in the middle': (file) => {
    // A leaf page of the largest documents' table near the middle of it: the garbage lands on data,
    // not on a free page.
    const db = new Database(file, { readonly: true });
    const names = [...docTables(db).keys()];
    db.close();
    const pages = names.map((name) => leafPages(file, name)).sort((a, b) => b.length - a.length)[0] ?? [];
    garblePage(file, pages[Math.floor(pages.length / 2)] ?? -1);
  },
  // The leases: the first thing `npm run rebuild -- all` reads, since it checks only the mark at open.
  'garbage in the leases': (file) => garblePage(file, leafPages(file, 'leases')[0] ?? -1),
};

/**
 * Where `npm run rebuild -- all` meets each damage: opening the file (SQLite refuses it), or while
 * it runs (the file is marked, reopened and moved aside), since it skips the whole-file check.
 */
const REBUILD_MEETS: Record<keyof typeof DAMAGES, RegExp> = {
  'bad header': /read store damaged \(SQLITE_NOTADB\): moved to/,
  truncated: /read store damaged \(SQLITE_CORRUPT\): moved to/,
  'garbage in the middle': /damaged while running[^]*damaged \(damage found while running\): moved to/,
  'garbage in the leases': /damaged while running[^]*damaged \(damage found while running\): moved to/,
};

describe('a damaged read store heals at start', () => {
  for (const [name, damage] of Object.entries(DAMAGES)) {
    it(`${name}: starts, logs one line, moves the file aside and answers as before`, async () => {
      const dir = damagedCopy(name.replace(/ /g, '-'), damage);
      const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
      try {
        const server = await startTestServer({}, dir);
        try {
          const lines = errors.mock.calls.map((call) => call.map(String).join(' '));
          const healed = lines.filter((line) => line.includes('read store damaged'));
          expect(healed).toHaveLength(1);
          const moved = readdirSync(dir).filter((f) => /^read\.sqlite\.broken-[\dT-]+Z$/.test(f));
          expect(moved).toHaveLength(1);
          expect(healed[0]).toContain(join(dir, moved[0]!));
          expect(await answers(server)).toEqual(before);
        } finally {
          await server.stop();
        }
        // Healed for good: the next start finds nothing to heal.
        errors.mockClear();
        const again = await startTestServer({}, dir);
        await again.stop();
        expect(errors.mock.calls.filter((call) => String(call[0]).includes('read store damaged'))).toEqual(
          [],
        );
      } finally {
        errors.mockRestore();
      }
    }, 60_000);
  }
});

describe('npm run rebuild -- all on a damaged read store', () => {
  for (const [name, damage] of Object.entries(DAMAGES)) {
    it(`${name}: succeeds and the server then answers as before`, async () => {
      const dir = damagedCopy(`rebuild-${name.replace(/ /g, '-')}`, damage);
      const run = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', join(process.cwd(), 'scripts/rebuild.ts'), 'all'],
        { env: { ...process.env, DATA_DIR: dir, QUIET: '1' } },
      );
      expect(run.stderr).toMatch(REBUILD_MEETS[name]!);
      expect(run.stdout).toMatch(/users: \d+ events, [1-9]\d* documents/);
      const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
      try {
        const server = await startTestServer({}, dir);
        try {
          // Rebuilt by the script: nothing left to heal at start.
          expect(errors.mock.calls.filter((call) => String(call[0]).includes('read store damaged'))).toEqual(
            [],
          );
          expect(await answers(server)).toEqual(before);
        } finally {
          await server.stop();
        }
      } finally {
        errors.mockRestore();
      }
    }, 60_000);
  }
});

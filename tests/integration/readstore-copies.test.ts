import Database from 'better-sqlite3';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReadStore } from '#projections/core/read-store';
import { PROJECTIONS_LEASE } from '#server/cluster/node';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { KEEP_COPIES, KEEP_COPY_DAYS } from '#server/readstore/sqlite-copies';
import { openHealedSqliteReadStore } from '#server/readstore/sqlite-health';
import { docRows } from '../helpers/doc-tables';

/**
 * Issue 23, item 4, at the read store: the copies of candidates' documents that the embedded store
 * leaves beside or inside its file (damaged files kept aside by healing, staging copies of a rebuild
 * that stopped) do not outlive an erasure, and kept copies do not outlive their retention.
 */
const root = mkdtempSync(join(tmpdir(), 'hc-copies-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const SECRET = 'Тайноимённая';
const quiet = () => {};
let n = 0;
const freshDir = () => {
  const dir = join(root, String(++n));
  mkdirSync(dir);
  return dir;
};
const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');
/** Whether any file of the directory holds the secret in its bytes (the stores here are plain). */
const holdsSecret = (dir: string) =>
  readdirSync(dir).some((f) => readFileSync(join(dir, f)).includes(Buffer.from(SECRET, 'utf8')));
const card = async (store: ReadStore, id = 'c1') =>
  store.commit('cards-projection', [{ collection: 'cards', id, doc: { _id: id, name: SECRET } }], 1);

describe('damaged copies of the read store', () => {
  it('are kept at most KEEP_COPIES and KEEP_COPY_DAYS days: older ones are shredded at start', async () => {
    const dir = freshDir();
    const file = join(dir, 'read.sqlite');
    const now = Date.now();
    const ages = [1, 2, 3, KEEP_COPY_DAYS + 1].map((days) => new Date(now - days * 86_400_000 + 60_000));
    for (const at of ages) {
      writeFileSync(`${file}.broken-${stamp(at)}`, SECRET);
      writeFileSync(`${file}.broken-${stamp(at)}-wal`, SECRET);
    }
    const lines: string[] = [];
    const { read } = openHealedSqliteReadStore(file, {}, (line) => lines.push(line));
    await read.close();
    const kept = readdirSync(dir).filter((f) => f.includes('.broken-') && !f.endsWith('-wal'));
    expect(kept.sort()).toEqual(
      ages
        .slice(0, KEEP_COPIES)
        .map((at) => `read.sqlite.broken-${stamp(at)}`)
        .sort(),
    );
    expect(readdirSync(dir).filter((f) => f.endsWith('-wal'))).toHaveLength(KEEP_COPIES);
    expect(lines.filter((line) => line.includes('retention'))).toHaveLength(1);
  });

  it('are shredded, with their journals, by an erasure', async () => {
    const dir = freshDir();
    const file = join(dir, 'read.sqlite');
    // A copy healing kept: a whole store holding the card.
    const old = openSqliteReadStore(file);
    await card(old);
    await old.close();
    writeFileSync(`${file}.damaged`, 'x');
    const lines: string[] = [];
    const healed = openHealedSqliteReadStore(file, {}, (line) => lines.push(line));
    expect(healed.movedTo).not.toBeNull();
    expect(holdsSecret(dir)).toBe(true);
    await healed.read.shred?.();
    await healed.read.close();
    expect(readdirSync(dir).filter((f) => f.includes('.broken-'))).toEqual([]);
    expect(holdsSecret(dir)).toBe(false);
    expect(lines.some((line) => line.includes('1 damaged copy of the read store shredded'))).toBe(true);
  });

  it('a file found damaged while running, which an erasure could not purge, is shredded at the next start', async () => {
    const dir = freshDir();
    const file = join(dir, 'read.sqlite');
    const store = openHealedSqliteReadStore(file, {}, quiet).read;
    await card(store);
    // The running server found damage (a read failed on a corrupt page): the file is marked.
    writeFileSync(`${file}.damaged`, 'x');
    await store.shred?.(); // the erasure: its purge could not reach this file
    await store.close();
    expect(existsSync(`${file}.erased`)).toBe(true);
    const lines: string[] = [];
    const next = openHealedSqliteReadStore(file, {}, (line) => lines.push(line));
    await next.read.close();
    expect(next.movedTo).not.toBeNull();
    expect(readdirSync(dir).filter((f) => f.includes('.broken-') || f.endsWith('.erased'))).toEqual([]);
    expect(holdsSecret(dir)).toBe(false);
    expect(lines.some((line) => line.includes('shredded (an erasure came after the damage)'))).toBe(true);
  });
});

describe('staging copies of a rebuild that stopped before its swap', () => {
  const leftover = async (file: string) => {
    const store = openSqliteReadStore(file);
    await card(store, 'live');
    const aside = await store.beginRebuild!('cards-projection', ['cards']);
    await card(aside.store, 'staged'); // the process dies here: no finish
    await store.close();
  };
  const stagedRows = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return { n: docRows(db).filter((row) => row.id === 'staged').length };
    } finally {
      db.close();
    }
  };

  it('are dropped by an erasure, and the file keeps no trace of them', async () => {
    const file = join(freshDir(), 'read.sqlite');
    await leftover(file);
    expect(stagedRows(file).n).toBe(1);
    const store = openSqliteReadStore(file);
    await store.shred?.();
    await store.close();
    expect(stagedRows(file).n).toBe(0);
    // The live collection is untouched; a later rebuild still works.
    const again = openSqliteReadStore(file);
    expect(await again.get('cards', 'live')).toMatchObject({ name: SECRET });
    const aside = await again.beginRebuild!('cards-projection', ['cards']);
    await aside.finish();
    expect(await again.get('cards', 'live')).toBeNull();
    await again.close();
  });

  it('are left alone while a rebuild holds the projections lease (it is still writing them)', async () => {
    const file = join(freshDir(), 'read.sqlite');
    await leftover(file);
    const store = openSqliteReadStore(file);
    await store.cluster.acquireLease(PROJECTIONS_LEASE, 'host:123:rebuild', 60_000, Date.now());
    await store.shred?.();
    await store.close();
    expect(stagedRows(file).n).toBe(1);
  });
});

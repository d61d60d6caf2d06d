import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { plainCodec } from '#server/readstore/doc-codec';
import { REBUILD_READ_STORE } from '#server/readstore/index';
import { openReadDatabase, READ_CACHE_MIB } from '#server/readstore/sqlite-schema';

const dirs: string[] = [];
const fileIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'read-cache-'));
  dirs.push(dir);
  return join(dir, 'read.sqlite');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** SQLite's cache_size: negative is KiB. */
const cacheKiB = (cacheMiB?: number) => {
  const db = openReadDatabase(fileIn(), plainCodec, cacheMiB);
  try {
    return -Number(db.pragma('cache_size', { simple: true }));
  } finally {
    db.close();
  }
};

describe("the embedded read store's page cache (issue 25)", () => {
  it('is 64 MiB for the server, where large lists touch the same index pages again and again', () => {
    expect(READ_CACHE_MIB).toBe(64);
    expect(cacheKiB()).toBe(64 * 1024);
  });

  it('is smaller for `npm run rebuild`, whose working set keeps the documents itself', () => {
    expect(REBUILD_READ_STORE.cacheMiB).toBe(16);
    expect(cacheKiB(REBUILD_READ_STORE.cacheMiB)).toBe(16 * 1024);
  });
});

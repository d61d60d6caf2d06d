import { mkdirSync } from 'node:fs';
import { mongoDatabaseOf } from './mongo-url';
import { join } from 'node:path';
import type { ReadIndexes, ReadStore } from '#projections/core/read-store';
import { readStoreKey } from './doc-codec';
import type { OpenCheck } from './sqlite-health';

export type {
  Doc,
  DocChange,
  Filter,
  FindOptions,
  IndexSpec,
  Page,
  ReadIndexes,
  ReadStore,
  Sort,
} from '#projections/core/read-store';

export interface ReadStoreConfig {
  mongoUrl?: string;
  dataDir: string;
  /** The embedded store's documents are sealed with a key derived from it. */
  piiMasterKey: Buffer;
}

/** How a process uses the embedded store (MongoDB ignores it). */
export interface ReadStoreUse {
  /** The page cache, MiB (default 64). */
  cacheMiB?: number;
  /** What is checked before the file is opened (default the whole file: sqlite-health.ts). */
  check?: OpenCheck;
}

/**
 * The embedded store's page cache in `npm run rebuild`, MiB. A rebuild keeps its documents in its
 * own working set and writes each page of them once, so a larger cache only holds memory: the
 * positions rebuild of 1M events ran at the same rate with 8, 16 and 64 MiB, and its peak RSS fell
 * by some 35 MB with 16 (issue 25).
 */
export const REBUILD_READ_STORE: ReadStoreUse = { cacheMiB: 16 };

/** `npm run rebuild -- all`: it rewrites every read model, so only a damage's mark is checked at open. */
export const REBUILD_ALL_READ_STORE: ReadStoreUse = { ...REBUILD_READ_STORE, check: 'mark' };

/**
 * MongoDB when MONGO_URL is configured; otherwise the embedded SQLite store, which needs no server.
 * `indexes` are the read models' declared indexes (see `indexesOf`); `plain` the collections the
 * embedded store keeps unsealed (see `plainCollectionsOf`; by default every document is sealed).
 */
export async function openReadStore(
  config: ReadStoreConfig,
  indexes: ReadIndexes = {},
  plain: readonly string[] = [],
  use: ReadStoreUse = {},
): Promise<ReadStore> {
  return (await openReadStoreHealed(config, indexes, plain, use)).read;
}

/**
 * Like `openReadStore`, and says whether a damaged SQLite file was moved aside (`movedTo`): the
 * store is then empty and the read models must be rebuilt from the events.
 */
export async function openReadStoreHealed(
  config: ReadStoreConfig,
  indexes: ReadIndexes = {},
  plain: readonly string[] = [],
  use: ReadStoreUse = {},
): Promise<{ read: ReadStore; movedTo: string | null }> {
  if (config.mongoUrl) {
    // Imported on demand so that the embedded setup never loads the MongoDB driver.
    const { openMongoReadStore } = await import('./mongo');
    return {
      read: await openMongoReadStore(config.mongoUrl, mongoDatabaseOf(config.mongoUrl), indexes),
      movedTo: null,
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { openHealedSqliteReadStore } = await import('./sqlite-health');
  const key = readStoreKey(config.piiMasterKey);
  return openHealedSqliteReadStore(
    join(config.dataDir, 'read.sqlite'),
    indexes,
    undefined,
    {
      key,
      plain,
      backgroundCheckpoints: true,
      cacheMiB: use.cacheMiB,
    },
    use.check,
  );
}

/** The indexes declared by read models (projections), merged by collection. */
export function indexesOf(declarers: readonly { indexes?: ReadIndexes }[]): ReadIndexes {
  const merged: ReadIndexes = {};
  for (const { indexes } of declarers) {
    for (const [collection, specs] of Object.entries(indexes ?? {})) {
      merged[collection] = [...(merged[collection] ?? []), ...specs];
    }
  }
  return merged;
}

/**
 * The collections of read models that declare no personal data (`personal` on the projection):
 * the embedded store keeps their documents as plain JSON, and seals every other collection.
 */
export function plainCollectionsOf(
  declarers: readonly { collections: readonly string[]; personal?: boolean }[],
): string[] {
  const personal = new Set(declarers.filter((d) => d.personal).flatMap((d) => d.collections));
  const plain = declarers.filter((d) => !d.personal).flatMap((d) => d.collections);
  // A collection written by two read models is sealed if either holds personal data.
  return [...new Set(plain)].filter((collection) => !personal.has(collection));
}

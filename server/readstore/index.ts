import { mkdirSync } from 'node:fs';
import { mongoDatabaseOf } from './mongo-url';
import { join } from 'node:path';
import type { ReadIndexes, ReadStore } from '../../projections/core/read-store';
import { readStoreKey } from './doc-codec';

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
} from '../../projections/core/read-store';

export interface ReadStoreConfig {
  mongoUrl?: string;
  dataDir: string;
  /** The embedded store's documents are sealed with a key derived from it. */
  piiMasterKey: Buffer;
}

/**
 * MongoDB when MONGO_URL is configured; otherwise the embedded SQLite store, which needs no server.
 * `indexes` are the read models' declared indexes (see `indexesOf`).
 */
export async function openReadStore(config: ReadStoreConfig, indexes: ReadIndexes = {}): Promise<ReadStore> {
  return (await openReadStoreHealed(config, indexes)).read;
}

/**
 * Like `openReadStore`, and says whether a damaged SQLite file was moved aside (`movedTo`): the
 * store is then empty and the read models must be rebuilt from the events.
 */
export async function openReadStoreHealed(
  config: ReadStoreConfig,
  indexes: ReadIndexes = {},
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
  return openHealedSqliteReadStore(join(config.dataDir, 'read.sqlite'), indexes, undefined, { key });
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

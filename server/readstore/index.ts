import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadIndexes, ReadStore } from '../../projections/core/read-store';

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

/**
 * MongoDB when MONGO_URL is configured; otherwise the embedded SQLite store, which needs no server.
 * `indexes` are the read models' declared indexes (see `indexesOf`).
 */
export async function openReadStore(
  config: { mongoUrl?: string; dataDir: string },
  indexes: ReadIndexes = {},
): Promise<ReadStore> {
  if (config.mongoUrl) {
    // Imported on demand so that the embedded setup never loads the MongoDB driver.
    const { openMongoReadStore } = await import('./mongo');
    return openMongoReadStore(config.mongoUrl, undefined, indexes);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { openSqliteReadStore } = await import('./sqlite');
  return openSqliteReadStore(join(config.dataDir, 'read.sqlite'), indexes);
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

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadStore } from './port';

export type { Doc, DocChange, Filter, FindOptions, ReadStore, Sort } from './port';

/** MongoDB when MONGO_URL is configured; otherwise the embedded SQLite store, which needs no server. */
export async function openReadStore(config: { mongoUrl?: string; dataDir: string }): Promise<ReadStore> {
  if (config.mongoUrl) {
    // Imported on demand so that the embedded setup never loads the MongoDB driver.
    const { openMongoReadStore } = await import('./mongo');
    return openMongoReadStore(config.mongoUrl);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { openSqliteReadStore } = await import('./sqlite');
  return openSqliteReadStore(join(config.dataDir, 'read.sqlite'));
}

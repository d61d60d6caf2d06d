import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openEsdbEventStore } from './esdb';
import type { EventStore } from './port';
import { openSqliteEventStore } from './sqlite';

export * from './port';

/**
 * EventStoreDB when EVENTSTORE_URL is configured (production), otherwise the embedded SQLite file,
 * so that a fresh machine runs without any server.
 */
export function openEventStore(config: { eventstoreUrl?: string; dataDir: string }): EventStore {
  if (config.eventstoreUrl) return openEsdbEventStore(config.eventstoreUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return openSqliteEventStore(join(config.dataDir, 'events.sqlite'));
}

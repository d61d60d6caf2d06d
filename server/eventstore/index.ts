import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openKeyStore } from '../privacy/key-store';
import { withSealedPersonalData, type SealedEventStore } from '../privacy/sealed-store';
import { openEsdbEventStore } from './esdb';
import { openSqliteEventStore } from './sqlite';
import { withOutcomeRecheck } from './unknown-outcome';

export * from './port';

/**
 * EventStoreDB when EVENTSTORE_URL is configured (production), otherwise the embedded SQLite file,
 * so that a fresh machine runs without any server. Either way candidates' personal fields are
 * sealed with their own keys, kept in DATA_DIR/keys.sqlite (server/privacy).
 */
export function openEventStore(config: {
  eventstoreUrl?: string;
  dataDir: string;
  piiMasterKey: Buffer;
}): SealedEventStore {
  mkdirSync(config.dataDir, { recursive: true });
  // An append whose outcome is unknown (deadline, dropped connection) is rechecked, not failed.
  const inner = withOutcomeRecheck(
    config.eventstoreUrl
      ? openEsdbEventStore(config.eventstoreUrl)
      : openSqliteEventStore(join(config.dataDir, 'events.sqlite'), { backgroundCheckpoints: true }),
  );
  return withSealedPersonalData(
    inner,
    openKeyStore(join(config.dataDir, 'keys.sqlite'), config.piiMasterKey),
  );
}

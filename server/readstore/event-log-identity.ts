import type { ReadStore } from '#projections/core/read-store';
import type { Projection } from '#projections/core/types';
import type { EventStore } from '../eventstore/port';
import { log as logger } from '../core/logger';

/** The named value under which read models remember the event log their checkpoints count in. */
export const EVENT_LOG_IDENTITY = 'eventstore-identity';

export type IdentityOutcome = 'same' | 'adopted' | 'reset';

/**
 * Checkpoints are positions in one particular event log. A read store pointed at another log (a
 * restored backup, a new EventStoreDB cluster, a copied DATA_DIR) would otherwise skip every event
 * below its old checkpoints: there, every projection and reactor checkpoint is dropped and read
 * models are rebuilt from the new log. A store from before identities were kept adopts the log it
 * is opened with.
 */
export async function checkEventLogIdentity(
  events: Pick<EventStore, 'identity'>,
  read: ReadStore,
  projections: readonly Projection[],
  reactorCheckpoints: readonly string[],
  log: (line: string) => void = (line) => logger.warn(line),
): Promise<IdentityOutcome> {
  const identity = await events.identity();
  const remembered = await read.getMeta(EVENT_LOG_IDENTITY);
  if (remembered === identity) return 'same';
  if (remembered === null) {
    await read.setMeta(EVENT_LOG_IDENTITY, identity);
    return 'adopted';
  }
  log(
    '[readstore] the read models were built from another event log: rebuilding them from this one ' +
      `(was ${remembered}, now ${identity})`,
  );
  for (const projection of projections) await read.reset(projection.name, projection.collections);
  for (const name of reactorCheckpoints) await read.reset(name, []);
  await read.cluster.resetFeed();
  await read.setMeta(EVENT_LOG_IDENTITY, identity);
  return 'reset';
}

import type { EventStore } from '../../eventstore/port';
import { AsOfRefused } from './errors';

/**
 * The event log as it was right after `position` (time travel): reads stop there, and nothing may
 * be appended or followed live. Streams and positions are those of the live log.
 */
export function eventsAsOf(live: EventStore, position: number): EventStore {
  return {
    name: `${live.name} as of`,
    async readStream(streamId, options) {
      return (await live.readStream(streamId, options)).filter((e) => e.position <= position);
    },
    async readAll(options) {
      if (options.fromPosition >= position) return [];
      const events = await live.readAll(options);
      const kept = events.filter((e) => e.position <= position);
      return kept;
    },
    async headPosition() {
      return Math.min(position, await live.headPosition());
    },
    identity: () => live.identity(),
    append: () => Promise.reject(new AsOfRefused()),
    subscribeAll() {
      throw new AsOfRefused();
    },
    async close() {
      // The live log belongs to the server.
    },
  };
}

import { EventStoreDBClient } from '@eventstore/db-client';
import { esdbAppend } from './esdb-append';
import { esdbReads } from './esdb-read';
import { type EsdbClient, lazyServerCheck } from './esdb-server';
import { esdbSubscription } from './esdb-subscription';
import { identityFromStream } from './identity';
import type { EventStore, Subscription } from './port';

export { checkEsdbServer, EsdbServerRefusedError, type EsdbClient } from './esdb-server';

/**
 * The production event store: EventStoreDB (22.6 or later) over gRPC. Needs a user allowed to
 * read $all. The server is checked lazily (checkEsdbServer): the first append, read or
 * subscription waits for the check, and a refused server fails each of them with the reason.
 */
export function openEsdbEventStore(connectionString: string): EventStore {
  return esdbEventStoreFromClient(EventStoreDBClient.connectionString(connectionString));
}

/** The store over a given client: production passes an EventStoreDBClient, tests a fake. */
export function esdbEventStoreFromClient(client: EsdbClient): EventStore {
  const subscriptions = new Set<Subscription>();
  const ready = lazyServerCheck(client);
  const reads = esdbReads(client);
  const append = esdbAppend(client, reads, ready);

  return {
    name: 'eventstoredb',
    append,
    async readStream(streamId, options = {}) {
      await ready();
      const from = options.fromRevision ?? 0;
      const to = options.toRevision;
      if (to !== undefined && to < from) return [];
      // Bounded by revision, not by a count from `from`: a truncated stream starts later than
      // `from`, and a count would then reach past `to`.
      const count = to === undefined ? undefined : to - from + 1;
      let events = await reads.readStreamEvents(streamId, from, count);
      if (to !== undefined) events = events.filter((e) => e.revision <= to);
      if (options.toTime === undefined) return events;
      // Time travel returns the stream as it was: the prefix up to the first later event.
      const until = Date.parse(options.toTime);
      const end = events.findIndex((e) => Date.parse(e.meta.occurredAt) > until);
      return end === -1 ? events : events.slice(0, end);
    },
    async readAll({ fromPosition, limit }) {
      await ready();
      return reads.readAllAfter(fromPosition, limit ?? Number.POSITIVE_INFINITY);
    },
    async headPosition() {
      await ready();
      return reads.headPosition();
    },
    async identity() {
      await ready();
      return identityFromStream({
        append,
        readStream: (id, o) => reads.readStreamEvents(id, 0, o?.toRevision === 0 ? 1 : undefined),
      });
    },
    subscribeAll(fromPosition, handler, options = {}) {
      const subscription = esdbSubscription(client, {
        ready,
        readAllAfter: (after, limit) => reads.readAllAfter(after, limit),
        fromPosition,
        handler,
        batchSize: options.batchSize ?? 1000,
      });
      subscriptions.add(subscription);
      return {
        get position() {
          return subscription.position;
        },
        stop: async () => {
          subscriptions.delete(subscription);
          await subscription.stop();
        },
      };
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      await client.dispose();
    },
  };
}

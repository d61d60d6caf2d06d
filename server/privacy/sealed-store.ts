import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import { personalFieldsOf } from '#events/core/personal';
import { groupCommit, type Outcome } from '../eventstore/group-commit';
import type { EventStore } from '../eventstore/port';
import { markValidated, validateBatch } from '../eventstore/validate';
import type { PageTransformSpec } from '#projections/core/event-source';
import { keySourceOf, type KeySource, type KeyStore } from './key-store';
import { OpenedBoxes, openEvents, sealBatch, type HolderReader } from './sealing';

/**
 * The event store as the product uses it: candidates' personal fields are sealed with their
 * subject's key before the adapter writes anything and opened on every read (streams, the global
 * log, pages, subscriptions), so neither the event store file nor EventStoreDB ever holds them in
 * plain text, and after an erasure every reader (history, time travel, rebuilds) sees 'удалено'.
 */
/** The event store with the key store it seals with (erasure destroys keys there). */
export type SealedEventStore = EventStore & { readonly keys: KeyStore };

/** At most this many batches share one commit of the key store. */
const SEAL_GROUP_LIMIT = 500;

export function withSealedPersonalData(inner: EventStore, keys: KeyStore): SealedEventStore {
  // A read that starts inside a batch finds the box of its first events one event back.
  const readHolder: HolderReader = async (streamId, revision) =>
    (await inner.readStream(streamId, { fromRevision: revision, toRevision: revision }))[0];
  // Most events carry nothing sealed: the same array comes back without copying.
  const openAll = (events: EventEnvelope[], boxes?: OpenedBoxes): Promise<EventEnvelope[]> =>
    openEvents(events, keys, readHolder, boxes);

  const pages = inner.readAllPages?.bind(inner);
  // The batches sealed in one turn of the event loop write their new keys and stream links in one
  // durable commit of the key store (a burst of new streams made one fsync each), and each append
  // goes to the event store only once its keys are on the disk.
  const sealing = groupCommit<{ events: NewEvent[]; streamId: string }, NewEvent[]>(
    (items) =>
      keys.batch(() =>
        items.map(({ events, streamId }): Outcome<NewEvent[]> => {
          try {
            return { ok: sealBatch(events, streamId, keys) };
          } catch (err) {
            return { err };
          }
        }),
      ),
    () => {},
    SEAL_GROUP_LIMIT,
  );
  return {
    name: inner.name,
    keys,
    async append(streamId, events, expected, options) {
      const personal =
        Array.isArray(events) &&
        events.some((event) => typeof event === 'object' && event !== null && personalFieldsOf(event.type));
      if (!personal) return inner.append(streamId, events, expected, options);
      // The schemas judge what the caller wrote, so refusals name the real field; the sealed copy
      // differs only by placeholders of the same shape and the box in its metadata, so the adapter
      // takes it as checked (validated once). Keys are resolved and made durable for the whole batch
      // before the adapter writes it.
      validateBatch(streamId, events);
      const sealed = markValidated(await sealing.submit({ events, streamId }));
      return inner.append(streamId, sealed, expected, options);
    },
    async readStream(streamId, options) {
      return openAll(await inner.readStream(streamId, options));
    },
    async readAll(options) {
      return openAll(await inner.readAll(options));
    },
    readAllPages: pages
      ? async function* (options) {
          // The store's read-ahead thread may open the pages (page-opener.ts); what it left sealed,
          // or every page read on this thread, is opened here. Opened events pass through untouched.
          const source = keySourceOf(keys);
          const transform = source ? pageOpenerSpec(source) : undefined;
          // A batch's box opened for one page serves the rest of the batch on the next.
          const boxes = new OpenedBoxes();
          for await (const page of pages({ ...options, transform })) yield await openAll(page, boxes);
        }
      : undefined,
    headPosition: () => inner.headPosition(),
    identity: () => inner.identity(),
    subscribeAll(fromPosition, handler, options) {
      // Opened boxes live for one delivery: a batch split between two reads its box again.
      return inner.subscribeAll(fromPosition, async (events) => handler(await openAll(events)), options);
    },
    async close() {
      sealing.drain();
      await inner.close();
      keys.close();
    },
  };
}

/**
 * The read-ahead thread's transform that opens pages (page-opener.ts, loaded by that thread only):
 * the key store's file and the master key, copied to the thread within this process.
 */
export function pageOpenerSpec(source: KeySource): PageTransformSpec {
  const file = import.meta.url.endsWith('.ts') ? './page-opener.ts' : './page-opener.js';
  return { module: new URL(file, import.meta.url).href, data: source };
}

/**
 * The sealed store's page transform (projections/core/event-source.ts, PageTransformSpec): run by
 * the embedded event store's read-ahead thread during a rebuild, it opens each page's personal
 * fields there, on a key store connection of its own, so the rebuild's thread only parses them.
 * What it cannot open (a box kept before the read's start, or one it no longer holds) stays sealed
 * for the reader, which opens it as before.
 */
import '#events/index'; // the personal fields of every event type (an erased event's placeholders)
import type { EventEnvelope } from '#events/core/envelope';
import { personalFieldsOf } from '#events/core/personal';
import { openKeyStore, type KeySource } from './key-store';
import { OpenedBoxes, openWhatIsKnown } from './sealing';

/** `data` is the KeySource the sealed store passed (its Buffer arrives as a Uint8Array). */
export function createPageTransform(data: unknown): (page: EventEnvelope[]) => EventEnvelope[] {
  const { file, masterKey } = data as KeySource;
  const keys = openKeyStore(file, Buffer.from(masterKey));
  // Like the reader's: a batch's box opened for one page serves the rest of the batch on the next.
  const boxes = new OpenedBoxes();
  // A type this thread's registry lacks (one a test registered on the reader's) is left to the reader.
  const known = (event: EventEnvelope) => !event.meta.sealed || personalFieldsOf(event.type) !== undefined;
  return (page) => (page.every(known) ? openWhatIsKnown(page, keys, boxes) : page);
}

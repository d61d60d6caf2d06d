import { randomBytes } from 'node:crypto';
import type { EventEnvelope, EventMeta, NewEvent, SealedBox, SealedFields } from '#events/core/envelope';
import { personalFieldsOf } from '#events/core/personal';
import type { KeyStore } from './key-store';
import {
  IV_BYTES,
  openEntries,
  openFieldsV1,
  sealEntries,
  type BoxEntry,
  type OpenedEntries,
} from './sealed-box';
import {
  erasedData,
  personalValues,
  withFields,
  withPlaceholders,
  withSealedPlaceholders,
} from './sealed-fields';

/** An event of a batch with the values its personal fields hold, before sealing. */
interface Pending {
  index: number;
  subject: string;
  values: Record<string, unknown>;
}

/**
 * Seals the declared personal fields of a batch of events with their subjects' keys, in the v3
 * format (events/core/envelope.ts): per subject ONE AES-256-GCM box (a fresh random IV each) of
 * every event's fields, kept in the `meta.sealed` of the subject's first event of the batch, bound
 * to its id; the subject's other events name their slot in it. The data keeps placeholders of the
 * same shape ('' for text, empty lists and maps; 'удалено' for a subject already erased). Subjects
 * are resolved once per batch and their keys fetched in one call, which writes whatever is new
 * (keys, stream links) in one durable commit before anything is sealed (issue 25). Events without
 * personal fields pass unchanged (the same objects).
 */
export function sealBatch(events: readonly NewEvent[], streamId: string, keys: KeyStore): NewEvent[] {
  const pending: Pending[] = [];
  const newLinks = new Map<string, string>();
  const linked = (stream: string) => newLinks.get(stream) ?? keys.subjectOfStream(stream);
  let streamSubject: string | undefined;
  for (let index = 0; index < events.length; index++) {
    const event = events[index]!;
    const rule = personalFieldsOf(event.type);
    if (!rule) continue;
    const values = personalValues(event.data, rule);
    if (!values) continue;
    // A named subject may itself be a record of another subject (a questionnaire opened from a light
    // one): its data goes to that owner, so one erasure covers every record of the candidate.
    const named = rule.subjectOf?.(event.data);
    streamSubject ??= linked(streamId);
    const subject = (named && (linked(named) ?? named)) ?? streamSubject ?? streamId;
    // The stream's first subject is its owner from now on (the link is written with the keys).
    if (streamSubject === undefined) {
      newLinks.set(streamId, subject);
      streamSubject = subject;
    }
    pending.push({ index, subject, values });
  }
  // Always a new array: the sealed store marks what it returns as validated.
  if (pending.length === 0) return events.slice();
  const bySubject = new Map<string, Pending[]>();
  for (const p of pending) {
    const group = bySubject.get(p.subject);
    if (group) group.push(p);
    else bySubject.set(p.subject, [p]);
  }
  const found = keys.keysForBatch(bySubject.keys(), newLinks);
  // Each box its own slice of one random draw: no IV is ever shared by two boxes.
  const ivs = randomBytes(IV_BYTES * bySubject.size);
  const sealed = events.slice();
  let boxes = 0;
  for (const [subject, group] of bySubject) {
    const key = found.get(subject);
    const holder = group[0]!;
    const holderEvent = events[holder.index]!;
    let box: string | undefined;
    if (key) {
      const iv = ivs.subarray(boxes * IV_BYTES, ++boxes * IV_BYTES);
      const entries = group.map((p): BoxEntry => ({ eventId: events[p.index]!.id, values: p.values }));
      box = sealEntries(key, iv, holderEvent.id, entries);
    }
    for (let slot = 0; slot < group.length; slot++) {
      const { index, values } = group[slot]!;
      const event = events[index]!;
      // An erased subject gets no new key: what is written for it now is not kept at all.
      if (box === undefined) {
        sealed[index] = { ...event, data: withPlaceholders(event.data, values) };
        continue;
      }
      const data = withSealedPlaceholders(event.data, values);
      // A batch takes consecutive revisions of its stream: the holder is index-distance back.
      const where: SealedFields =
        slot === 0 ? { v: 3, subject, box } : { v: 3, subject, back: index - holder.index, slot };
      sealed[index] = { ...event, data, meta: { ...event.meta, sealed: where } };
    }
  }
  return sealed;
}

/** One event sealed as a batch of its own (see sealBatch). */
export function sealEvent(event: NewEvent, streamId: string, keys: KeyStore): NewEvent {
  return sealBatch([event], streamId, keys)[0]!;
}

/** A v2 or v3 box once opened: whose it is and its entries. */
interface OpenedBox {
  subject: string;
  entries: OpenedEntries;
}

/**
 * The boxes opened during one read (a call, or the pages of one readAllPages), by holder, so a
 * box is deciphered and parsed once however many of its events are read. Bounded by the entries it
 * holds; never kept beyond the read. A box serves only while its subject's key exists: keys are
 * checked for every list before any box is used, so an erasure reaches the very next page.
 */
export class OpenedBoxes {
  private readonly boxes = new Map<string, OpenedBox>();
  private entries = 0;
  /** The holder asked for last, found or not: a batch's events follow each other, so most ask again. */
  private last: { streamId: string; revision: number; box: OpenedBox | undefined } | null = null;

  /** The box kept by the event at `revision` of `streamId`, if opened during this read. */
  boxAt(streamId: string, revision: number): OpenedBox | undefined {
    const last = this.last;
    if (last && last.revision === revision && last.streamId === streamId) return last.box;
    const box = this.boxes.get(holderKey(streamId, revision));
    this.last = { streamId, revision, box };
    return box;
  }

  set(streamId: string, revision: number, box: OpenedBox): void {
    if (this.entries >= OPENED_ENTRIES_LIMIT) {
      this.boxes.clear();
      this.entries = 0;
    }
    this.boxes.set(holderKey(streamId, revision), box);
    this.entries += box.entries.size;
    this.last = { streamId, revision, box };
  }
}
const OPENED_ENTRIES_LIMIT = 20_000;

const holderKey = (streamId: string, revision: number) => `${revision}\u0000${streamId}`;

/** Reads one stored event (the holder of a box) that is not in the list being opened. */
export type HolderReader = (streamId: string, revision: number) => Promise<EventEnvelope | undefined>;

/** The event as it was written: sealed fields opened, or 'удалено' once the subject is erased. */
export function openEvent(event: EventEnvelope, keys: KeyStore): EventEnvelope {
  const { opened, missing } = openKnown([event], keys, new OpenedBoxes());
  if (missing.length > 0) throw new Error(`The sealed box of event ${event.id} is kept by an earlier event`);
  return opened[0]!;
}

/**
 * Events as they were written, each subject's key looked up once for the whole list (a page of the
 * log, a stream) and each box opened once; a box kept by an event before the list (a read that
 * starts inside a batch) is read through `readHolder`. Most events carry nothing sealed: the same
 * array comes back when none does.
 */
export async function openEvents(
  events: EventEnvelope[],
  keys: KeyStore,
  readHolder: HolderReader,
  boxes: OpenedBoxes = new OpenedBoxes(),
): Promise<EventEnvelope[]> {
  const { opened, missing, found } = openKnown(events, keys, boxes);
  for (const index of missing) {
    const event = opened[index]!;
    const where = event.meta.sealed as Extract<SealedFields, { back: number }>;
    const at = event.revision - where.back;
    let box = boxes.boxAt(event.streamId, at);
    if (!box) {
      const holder = await readHolder(event.streamId, at);
      const kept = holder?.meta.sealed;
      if (!holder || !kept || !('v' in kept) || !('box' in kept)) {
        throw new Error(`The sealed box of event ${event.id} is missing`);
      }
      box = openBox(holder, kept, found.get(kept.subject) ?? keys.existingKey(kept.subject), boxes);
    }
    opened[index] = openedSlot(event, where, box);
  }
  return opened;
}

/**
 * The events with what the list itself (and `boxes`) allows opened, the rest left sealed as they
 * were: the read-ahead thread opens a page this way, and the reader opens what is left (a box kept
 * before the read's start) with openEvents, which passes opened events through untouched.
 */
export function openWhatIsKnown(
  events: EventEnvelope[],
  keys: KeyStore,
  boxes: OpenedBoxes,
): EventEnvelope[] {
  return openKnown(events, keys, boxes).opened;
}

/** Opens what the list itself allows; slots whose holder is not in it (or in `boxes`) are left. */
function openKnown(events: EventEnvelope[], keys: KeyStore, boxes: OpenedBoxes) {
  let subjects: Set<string> | null = null;
  for (const event of events) {
    const sealed = event.meta.sealed;
    if (sealed) (subjects ??= new Set()).add(sealed.subject);
  }
  const missing: number[] = [];
  if (!subjects) return { opened: events, missing, found: new Map<string, Buffer | null>() };
  const found = keys.existingKeys(subjects);
  const opened = events.slice();
  for (let i = 0; i < opened.length; i++) {
    const event = opened[i]!;
    const sealed = event.meta.sealed;
    if (!sealed) continue;
    const key = found.get(sealed.subject) ?? null;
    // Erased: the placeholders in the data are what remains, read as 'удалено'.
    if (!key) opened[i] = erasedEvent(event);
    else if (!('v' in sealed)) opened[i] = withOpened(event, openFieldsV1(key, event.id, sealed.box));
    else if ('box' in sealed) {
      opened[i] = openedSlot(event, { slot: 0 }, openBox(event, sealed, key, boxes));
    } else {
      const box = boxes.boxAt(event.streamId, event.revision - sealed.back);
      if (box) opened[i] = openedSlot(event, sealed, box);
      else missing.push(i);
    }
  }
  return { opened, missing, found };
}

function openBox(holder: EventEnvelope, kept: SealedBox, key: Buffer | null, boxes: OpenedBoxes): OpenedBox {
  if (!key) throw new Error(`No key for the sealed box of event ${holder.id}`);
  const box = { subject: kept.subject, entries: openEntries(key, holder.id, kept.box, kept.v) };
  boxes.set(holder.streamId, holder.revision, box);
  return box;
}

function openedSlot(event: EventEnvelope, where: { slot: number; subject?: string }, box: OpenedBox) {
  if (where.subject !== undefined && where.subject !== box.subject) {
    throw new Error(`Sealed fields of event ${event.id} name another subject than their box`);
  }
  const data = box.entries.withFieldsAt(where.slot, event.id, event.data);
  return { ...event, meta: withoutBox(event.meta), data };
}

function withOpened(event: EventEnvelope, values: Record<string, unknown>): EventEnvelope {
  return { ...event, meta: withoutBox(event.meta), data: withFields(event.data, values) };
}

function erasedEvent(event: EventEnvelope): EventEnvelope {
  return {
    ...event,
    meta: withoutBox(event.meta),
    data: erasedData(event.data, personalFieldsOf(event.type)),
  };
}

/** The metadata without `sealed`, for every sealed event read (a loop: 10% faster than object rest). */
function withoutBox(stored: EventMeta): EventMeta {
  const meta: Record<string, unknown> = {};
  for (const key in stored) if (key !== 'sealed') meta[key] = stored[key as keyof EventMeta];
  return meta as unknown as EventMeta;
}

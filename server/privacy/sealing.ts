import { isRecord } from '../../events/core/json';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EventEnvelope, EventMeta, NewEvent, SealedFields } from '../../events/core/envelope';
import { personalFieldsOf } from '../../events/core/personal';
import type { KeyStore } from './key-store';
import { personalValues, withFields, withPlaceholders } from './sealed-fields';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** An event of a batch with the values its personal fields hold, before sealing. */
interface Pending {
  index: number;
  subject: string;
  values: Record<string, unknown>;
}

/**
 * Seals the declared personal fields of a batch of events with their subjects' keys: the values go,
 * as one AES-256-GCM box bound to the event's id (a fresh random IV each), into `meta.sealed`; the
 * data keeps placeholders ('удалено' for text), so the stored event still matches its schema.
 * Subjects are resolved once per batch and their keys fetched in one call, which writes whatever is
 * new (keys, stream links) in one durable commit before anything is sealed (issue 25). Events
 * without personal fields pass unchanged (the same objects).
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
  const found = keys.keysForBatch(new Set(pending.map((p) => p.subject)), newLinks);
  const ivs = randomBytes(IV_BYTES * pending.length);
  const sealed = events.slice();
  pending.forEach(({ index, subject, values }, n) => {
    const event = events[index]!;
    const data = withPlaceholders(event.data, values);
    const key = found.get(subject);
    // An erased subject gets no new key: what is written for it now is not kept at all.
    if (!key) {
      sealed[index] = { ...event, data };
      return;
    }
    // Each box its own slice of one random draw: no IV is ever shared by two boxes.
    const iv = ivs.subarray(n * IV_BYTES, (n + 1) * IV_BYTES);
    const box = encrypt(key, iv, event.id, JSON.stringify(values));
    sealed[index] = { ...event, data, meta: { ...event.meta, sealed: { subject, box } } };
  });
  return sealed;
}

/** One event sealed as a batch of its own (see sealBatch). */
export function sealEvent(event: NewEvent, streamId: string, keys: KeyStore): NewEvent {
  return sealBatch([event], streamId, keys)[0]!;
}

/** The event as it was written: sealed fields opened, or 'удалено' once the subject is erased. */
export function openEvent(event: EventEnvelope, keys: KeyStore): EventEnvelope {
  const sealed = event.meta.sealed;
  if (!sealed) return event;
  return openWith(event, keys.existingKey(sealed.subject));
}

/**
 * Events as they were written, each subject's key looked up once for the whole list (a page of the
 * log, a stream): one freshness check of the key store per list, not per event (issue 25). Most
 * events carry nothing sealed: the same array comes back when none does.
 */
export function openEvents(events: EventEnvelope[], keys: KeyStore): EventEnvelope[] {
  let subjects: Set<string> | null = null;
  for (const event of events) {
    const sealed = event.meta.sealed;
    if (sealed) (subjects ??= new Set()).add(sealed.subject);
  }
  if (!subjects) return events;
  const found = keys.existingKeys(subjects);
  const opened = events.slice();
  for (let i = 0; i < opened.length; i++) {
    const event = opened[i]!;
    const sealed = event.meta.sealed;
    if (sealed) opened[i] = openWith(event, found.get(sealed.subject) ?? null);
  }
  return opened;
}

function openWith(event: EventEnvelope, key: Buffer | null): EventEnvelope {
  const sealed = event.meta.sealed;
  const meta = withoutBox(event.meta);
  // Erased: the placeholders already in the data are what remains.
  if (!key || !sealed) return { ...event, meta };
  return { ...event, meta, data: openedData(event, sealed, key) };
}

function withoutBox(stored: EventMeta): EventMeta {
  const { sealed: _, ...meta } = stored;
  return meta;
}

function openedData(event: EventEnvelope, sealed: SealedFields, key: Buffer): unknown {
  const values: unknown = JSON.parse(decrypt(key, event.id, sealed.box));
  if (!isRecord(values)) throw new Error(`Sealed fields of event ${event.id} are not an object`);
  return withFields(event.data, values);
}

function encrypt(key: Buffer, iv: Buffer, eventId: string, text: string): string {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(eventId, 'utf8'));
  const body = cipher.update(text, 'utf8');
  cipher.final(); // GCM is a stream mode: nothing is left to flush, only the tag to make
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, eventId: string, box: string): string {
  const bytes = Buffer.from(box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(eventId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)).toString('utf8');
  decipher.final(); // checks the tag: throws when the box was changed or moved to another event
  return text;
}

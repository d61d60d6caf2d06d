import { isRecord } from '../../events/core/json';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EventEnvelope, EventMeta, NewEvent } from '../../events/core/envelope';
import { erasedValueLike, personalFieldsOf, valueAt, withValuesAt } from '../../events/core/personal';
import type { KeyStore } from './key-store';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals the declared personal fields of an event with its subject's key: the values go, as one
 * AES-256-GCM box bound to the event's id, into `meta.sealed`; the data keeps placeholders
 * ('удалено' for text), so the stored event still matches its schema. Events without personal
 * fields pass unchanged (the same object).
 */
export function sealEvent(event: NewEvent, streamId: string, keys: KeyStore): NewEvent {
  const rule = personalFieldsOf(event.type);
  if (!rule) return event;
  const values = new Map<string, unknown>();
  for (const path of rule.fields) {
    const value = valueAt(event.data, path);
    if (value !== undefined) values.set(path, value);
  }
  if (values.size === 0) return event;
  const subject = subjectFor(streamId, rule.subjectOf?.(event.data), keys);
  const key = keys.keyFor(subject);
  const placeholders = new Map([...values].map(([path, value]) => [path, erasedValueLike(value)]));
  const data = withValuesAt(event.data, placeholders);
  // An erased subject gets no new key: what is written for it now is not kept at all.
  if (!key) return { ...event, data };
  const box = encrypt(key, event.id, JSON.stringify(Object.fromEntries(values)));
  return { ...event, data, meta: { ...event.meta, sealed: { subject, box } } };
}

/** The event as it was written: sealed fields opened, or 'удалено' once the subject is erased. */
export function openEvent(event: EventEnvelope, keys: KeyStore): EventEnvelope {
  const sealed = event.meta.sealed;
  if (!sealed) return event;
  const { sealed: _, ...meta } = event.meta;
  const key = keys.existingKey(sealed.subject);
  // Erased: the placeholders already in the data are what remains.
  if (!key) return { ...event, meta };
  const values: unknown = JSON.parse(decrypt(key, event.id, sealed.box));
  if (!isRecord(values)) throw new Error(`Sealed fields of event ${event.id} are not an object`);
  return {
    ...event,
    meta: meta satisfies EventMeta,
    data: withValuesAt(event.data, new Map(Object.entries(values))),
  };
}

function subjectFor(streamId: string, named: string | undefined, keys: KeyStore): string {
  // A named subject may itself be a record of another subject (a questionnaire opened from a light
  // one): its data goes to that owner, so one erasure covers every record of the candidate.
  const subject =
    (named && (keys.subjectOfStream(named) ?? named)) ?? keys.subjectOfStream(streamId) ?? streamId;
  keys.recordStreamSubject(streamId, subject);
  return subject;
}

function encrypt(key: Buffer, eventId: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(eventId, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, eventId: string, box: string): string {
  const bytes = Buffer.from(box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(eventId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

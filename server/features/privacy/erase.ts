import { streamIdOf, type NewEvent } from '#events/core/envelope';
import { personalFieldsOf, valueAt } from '#events/core/personal';
import { PERSONAL_DATA_ERASED } from '#events/privacy/events';
import { PRIVACY_MESSAGES, type ErasureResult } from '#events/privacy/inputs';
import { metaOf, type CommandContext } from '../../core/decider';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { phoneStreamKey } from '../questionnaire-light/index';
import { log } from '../../core/logger';

/**
 * Erases a candidate (152-FZ), starting from one of their records. Their key is destroyed first
 * (from then on every copy of every event sealed with it reads 'удалено'), together with the keys of
 * the phones they confirmed; then each of their records gets a `PersonalDataErased` event that the
 * read models purge on, the outboxes forget them, and the read store's files are shredded: its
 * journal, the staging copies a stopped rebuild left, and the damaged copies healing kept aside
 * (sealed with the read store's key, not the candidate's, so they must go). Running it again is
 * harmless.
 */
export async function erasePersonalData(
  s: Services,
  record: { kind: string; id: string },
  ctx: CommandContext,
): Promise<ErasureResult> {
  const stream = streamIdOf(record.kind, record.id);
  const keys = s.personalKeys;
  if (!(await exists(s, stream))) throw new NotFoundError(PRIVACY_MESSAGES.notFound);
  const owner = keys.subjectOfStream(stream) ?? stream;
  const streams = [...new Set([owner, ...keys.streamsOf(owner)])];
  const contacts = await contactsOf(s, streams);
  const phoneSubjects = [...contacts.phones].map(
    (phone) => `phone-${phoneStreamKey(s.config.otpPepper, phone)}`,
  );
  await keys.erase([owner, ...phoneSubjects]);
  // The scans were sealed with the destroyed key; their files go as well (and any kept under one of
  // the candidate's records rather than their subject, should a record's subject have come later).
  for (const fileOwner of new Set([owner, ...streams])) await s.files.removeOwner(fileOwner);

  let last = 0;
  for (const streamId of streams) {
    // A stream recorded for the subject may not exist (its first append was refused).
    if (!(await exists(s, streamId))) continue;
    const marker: NewEvent = {
      id: ctx.newId(),
      type: PERSONAL_DATA_ERASED,
      data: { subject: owner },
      meta: metaOf(ctx),
    };
    last = (await s.events.append(streamId, [marker], 'any')).position;
  }
  if (last > 0) await s.bus.waitForProjections(last);
  for (const phone of contacts.phones) s.sms.forget(phone);
  for (const email of contacts.emails) s.mail.forget(email);
  await s.read.shred?.();
  log.info(`Personal data erased: ${owner} (${streams.length} records) by user ${ctx.actor.userId}`);
  return { subject: owner, streams, erasedAt: ctx.now };
}

async function exists(s: Services, streamId: string): Promise<boolean> {
  return (await s.events.readStream(streamId, { toRevision: 0 })).length > 0;
}

/** The phones and e-mails the candidate's records ever held (read before their key goes). */
async function contactsOf(s: Services, streams: string[]) {
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const streamId of streams) {
    for (const event of await s.events.readStream(streamId)) {
      for (const path of personalFieldsOf(event.type)?.fields ?? []) {
        const value = valueAt(event.data, path);
        if (typeof value !== 'string' || !value) continue;
        if (path.endsWith('phone')) phones.add(value);
        if (path.endsWith('email')) emails.add(value);
      }
    }
  }
  return { phones, emails };
}

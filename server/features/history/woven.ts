import { streamIdOf } from '#events/core/envelope';
import { NOTIFICATIONS } from '#events/notifications/api';
import { NOTIFICATION_KIND } from '#events/notifications/events';
import { refOf } from '#events/notifications/links';
import { collectionIn } from '#projections/core/typed-read';
import type { Services } from '../../core/services';

/** The candidate's notifications (issue 31: 'shown on the card's history'), oldest first. */
async function notificationStreams(s: Services, ref: string): Promise<string[]> {
  const docs = await collectionIn(s.read, NOTIFICATIONS).find({ ref }, { sort: { queuedAt: 1 } });
  return docs.map((doc) => streamIdOf(NOTIFICATION_KIND, doc.id));
}

/**
 * The streams whose events make one record's timeline (issue 28: 'a record's related streams are
 * woven into its timeline'). A questionnaire weaves its checks, approval, 1C hire and signatures
 * (all keyed by the questionnaire id) and the light questionnaire it continues. Other kinds are
 * their own stream. Both kinds weave the candidate's notifications (issue 31). Streams that do not
 * exist yet are simply empty.
 */
export async function wovenStreams(s: Services, kind: string, id: string): Promise<string[]> {
  if (kind === 'questionnaireLight')
    return [streamIdOf(kind, id), ...(await notificationStreams(s, refOf({ kind: 'light', id })))];
  if (kind !== 'questionnaire') return [streamIdOf(kind, id)];
  const own = streamIdOf('questionnaire', id);
  const related = ['checks', 'approval', 'hire', 'signing'].map((k) => streamIdOf(k, id));
  const first = (await s.events.readStream(own, { toRevision: 0 }))[0];
  const lightId = (first?.data as { lightQuestionnaireId?: string } | undefined)?.lightQuestionnaireId;
  const ref = refOf(lightId ? { kind: 'light', id: lightId } : { kind: 'questionnaire', id });
  const notified = await notificationStreams(s, ref);
  return lightId
    ? [streamIdOf('questionnaireLight', lightId), own, ...related, ...notified]
    : [own, ...related, ...notified];
}

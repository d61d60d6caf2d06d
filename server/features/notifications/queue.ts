import type { EventEnvelope } from '#events/core/envelope';
import {
  NOTIFICATION_TEMPLATES,
  placeholdersOf,
  type NotificationChannel,
  type NotificationMoment,
} from '#events/notifications/api';
import type { PlaceholderValues } from '#events/notifications/render';
import { collectionIn } from '#projections/core/typed-read';
import type { Services } from '../../core/services';
import { questionnaireEditLink } from '../questionnaire/index';
import { appendNotificationEvent, notificationStream } from './append';
import { interviewIcs } from './calendar';
import { lightCandidate, questionnaireCandidate, type NotifiedCandidate } from './candidate';
import { composeNotification, moscowDateTime } from './compose';
import { notificationIdOf, outcomeEventIdOf } from './ids';
import { interviewAt, type InterviewAt } from './interview';
import { optOutLink, statusLink } from './links';
import { momentOf, type MomentSource } from './moments';
import { dueOf } from './quiet-hours';

async function candidateOf(
  s: Services,
  source: MomentSource,
  interview: InterviewAt | null,
): Promise<NotifiedCandidate | null> {
  if (source.kind === 'light') return lightCandidate(s.read, source.id);
  if (source.kind === 'questionnaire') return questionnaireCandidate(s.read, source.id);
  if (!interview) return null;
  return interview.questionnaireKind === 'employment'
    ? questionnaireCandidate(s.read, interview.questionnaireId)
    : lightCandidate(s.read, interview.questionnaireId);
}

function valuesOf(
  s: Services,
  moment: NotificationMoment,
  candidate: NotifiedCandidate,
  interview: InterviewAt | null,
): PlaceholderValues {
  const all: PlaceholderValues = {
    firstName: candidate.firstName,
    positionTitle: candidate.positionTitle,
    storeName: candidate.storeName,
    statusLink: statusLink(s, candidate.ref),
    ...(interview ? { ...moscowDateTime(interview.startsAt), storeAddress: interview.storeAddress } : {}),
    ...(candidate.questionnaireId
      ? { profileLink: questionnaireEditLink(s, candidate.questionnaireId) }
      : {}),
  };
  // Only the placeholders the moment allows (an edited template names no other).
  const allowed = new Set<string>(placeholdersOf(moment));
  return Object.fromEntries(Object.entries(all).filter(([name]) => allowed.has(name)));
}

function calendarOf(s: Services, moment: NotificationMoment, interview: InterviewAt | null, title: string) {
  if (!interview) return null;
  const cancel = moment === 'interviewCancelled';
  return interviewIcs({
    meetingId: interview.meetingId,
    method: cancel ? 'CANCEL' : 'REQUEST',
    sequence: interview.sequence,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    title,
    location: interview.storeAddress,
    description: title,
    domain: new URL(s.config.publicUrl).hostname || 'localhost',
  });
}

/**
 * Queues a moment's notifications: one per channel the candidate has, each in its own stream named
 * from the causing event and the channel, appended with 'no stream' (a replay queues nothing twice).
 */
export async function queueFor(s: Services, event: EventEnvelope): Promise<string[]> {
  const found = momentOf(event);
  if (!found) return [];
  const { moment, source } = found;
  const interview = source.kind === 'meeting' ? await interviewAt(s, event) : null;
  const candidate = await candidateOf(s, source, interview);
  if (!candidate) return [];
  const values = valuesOf(s, moment, candidate, interview);
  const channels: [NotificationChannel, string][] = [];
  if (candidate.phone) channels.push(['sms', candidate.phone]);
  if (candidate.email) channels.push(['email', candidate.email]);
  const queued: string[] = [];
  for (const [channel, to] of channels) {
    const id = notificationIdOf(event.id, channel);
    // Queued before (a replay): the store would take the same event id again as a no-op.
    if ((await s.bus.store.readStream(notificationStream(id), { toRevision: 0 })).length > 0) continue;
    const edited = await collectionIn(s.read, NOTIFICATION_TEMPLATES).get(`${moment}.${channel}`);
    const template = edited ? { subject: edited.subject, body: edited.body } : null;
    const link = optOutLink(s, candidate.ref, 'email');
    const { emailSubject, text } = composeNotification({
      moment,
      channel,
      template,
      values,
      optOutLink: link,
    });
    const calendar = channel === 'email' ? calendarOf(s, moment, interview, emailSubject) : null;
    const due = dueOf(s.clock(), channel);
    const data = {
      ...{ id, ref: candidate.ref, subject: candidate.subject, moment, channel, to, emailSubject, text },
      ...{ calendar, notBefore: due.notBefore, held: due.held, causeEventId: event.id },
    };
    const cause = { id: event.id, correlationId: event.meta?.correlationId };
    const eventId = outcomeEventIdOf(id, 0, 'queued');
    if (
      await appendNotificationEvent(s, id, eventId, { type: 'NotificationQueued', data }, 'no_stream', cause)
    )
      queued.push(id);
  }
  return queued;
}

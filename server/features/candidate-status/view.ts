import { statusViewOf, type CandidateStatusView } from '#events/candidate-status/view';
import { NOTIFICATION_CHANNEL_TITLES, NOTIFICATION_CHANNELS } from '#events/notifications/api';
import type { Services } from '../../core/services';
import { optOutLink } from '../notifications/index';
import { questionnaireEditLink } from '../questionnaire/index';
import { currentMeeting, hasWithdrawn, type StatusTarget } from './target';

/**
 * The candidate's view, from the read models: only what events/candidate-status/view.ts names, so
 * no check, refusal reason, staff name or comment can reach the page.
 */
export async function buildStatusView(s: Services, t: StatusTarget): Promise<CandidateStatusView> {
  const [meeting, withdrawn] = await Promise.all([currentMeeting(s, t), hasWithdrawn(s, t.ref)]);
  const q = t.questionnaire;
  const IStoreId = q?.vacancy.IStoreId ?? t.light?.vacancy.IStoreId ?? '';
  const store = IStoreId ? s.stores.findStore(IStoreId) : undefined;
  return statusViewOf({
    ref: t.ref,
    now: s.clock(),
    light: t.light ? { status: t.light.type } : null,
    questionnaire: q ? { state: q.state, profileSubmitted: Boolean(q.profileSubmittedAt) } : null,
    withdrawn,
    vacancy: {
      positionTitle: q?.vacancy.positionTitle ?? t.light?.vacancy.position.title ?? '',
      storeName: q?.vacancy.storeName ?? t.light?.vacancy.store.name ?? store?.name ?? '',
      storeAddress: store?.param.fullAddress ?? '',
    },
    meeting: meeting
      ? {
          id: meeting.id,
          startsAt: meeting.startsAt,
          place: meeting.place,
          rescheduleRequested: Boolean(meeting.rescheduleRequest),
        }
      : null,
    profileLink: q ? questionnaireEditLink(s, q.id) : null,
    optOut: NOTIFICATION_CHANNELS.map((channel) => ({
      channel,
      title: NOTIFICATION_CHANNEL_TITLES[channel],
      link: optOutLink(s, t.ref, channel),
    })),
  });
}

import { CANDIDATE_NOTIFICATIONS, type CandidateNotificationsDoc } from '#events/notifications/card';
import { apiCall } from '../../shell/http';

/** The card's notifications block (server/features/notifications/routes.ts). */
export { CANDIDATE_NOTIFICATIONS };

export type CardKind = 'light' | 'questionnaire';

export async function getCandidateNotifications(
  kind: CardKind,
  id: string,
): Promise<CandidateNotificationsDoc> {
  const answer = await apiCall<{ entity: CandidateNotificationsDoc }>(
    `/notifications/${kind}/${encodeURIComponent(id)}`,
    {},
  );
  return answer.entity;
}

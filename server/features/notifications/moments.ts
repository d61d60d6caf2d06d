import { WITHDRAWAL_REASON } from '#events/candidate-status/events';
import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import { HIRE_KIND } from '#events/employment/events';
import { MEETING_KIND } from '#events/meetings/events';
import type { NotificationMoment } from '#events/notifications/api';
import { QUESTIONNAIRE_LIGHT_KIND } from '#events/questionnaire-light/events';
import { QUESTIONNAIRE_KIND } from '#events/questionnaire/events';

/** Whose read model names the candidate of a moment's event. */
export type MomentSource =
  { kind: 'light'; id: string } | { kind: 'questionnaire'; id: string } | { kind: 'meeting'; id: string };

export interface MomentOf {
  moment: NotificationMoment;
  source: MomentSource;
}

/** The event types a moment starts from (the reactor wants only these). */
export const MOMENT_EVENT_TYPES = new Set([
  'QuestionnaireLightSubmitted',
  'QuestionnaireLightAccepted',
  'QuestionnaireLightDeclined',
  'InterviewScheduled',
  'InterviewRescheduled',
  'InterviewCancelled',
  'QuestionnaireOpened',
  'ProfileLinkSent',
  'QuestionnaireStateChanged',
  'HireDocumentsReady',
]);

const REFUSED_STATES = new Set(['rejected', 'rejectedAuth']);

/**
 * The moment an event starts, if any (events/notifications/api.ts lists them), and where its
 * candidate is found. Pure: the reactor reads the candidate and the meeting afterwards.
 */
export function momentOf(
  event: Pick<EventEnvelope, 'type' | 'streamId' | 'data'> & { meta?: Pick<EventEnvelope['meta'], 'actor'> },
): MomentOf | null {
  const { kind, id } = parseStreamId(event.streamId);
  const data = event.data as Record<string, unknown>;
  // The candidate withdrew on the status page (the system then refuses): no 'refused' message to them.
  const withdrawn =
    event.meta?.actor.userId === 'system' &&
    (data.comment === WITHDRAWAL_REASON || data.reason === WITHDRAWAL_REASON);
  const light = (moment: NotificationMoment): MomentOf | null =>
    kind === QUESTIONNAIRE_LIGHT_KIND ? { moment, source: { kind: 'light', id } } : null;
  const meeting = (moment: NotificationMoment): MomentOf | null =>
    kind === MEETING_KIND ? { moment, source: { kind: 'meeting', id } } : null;
  const questionnaire = (moment: NotificationMoment): MomentOf | null =>
    kind === QUESTIONNAIRE_KIND || kind === HIRE_KIND
      ? { moment, source: { kind: 'questionnaire', id } }
      : null;
  switch (event.type) {
    case 'QuestionnaireLightSubmitted':
      return light('received');
    case 'QuestionnaireLightAccepted':
      return light('passedToStore');
    case 'QuestionnaireLightDeclined':
      return withdrawn ? null : light('refused');
    case 'InterviewScheduled':
      return meeting('invited');
    case 'InterviewRescheduled':
      return meeting('interviewMoved');
    case 'InterviewCancelled':
      return meeting('interviewCancelled');
    case 'QuestionnaireOpened':
      // Staff opening a questionnaire for a walk-in do it with the candidate in front of them.
      return typeof data.lightQuestionnaireId === 'string' && data.lightQuestionnaireId
        ? questionnaire('profileRequested')
        : null;
    case 'ProfileLinkSent':
      // Staff's 'Отправить ссылку кандидату' on the card (a walk-in, or a lost message).
      return questionnaire('profileRequested');
    case 'QuestionnaireStateChanged':
      if (REFUSED_STATES.has(String(data.to)) && !REFUSED_STATES.has(String(data.from)))
        return withdrawn ? null : questionnaire('refused');
      return data.to === 'employed' ? questionnaire('employed') : null;
    case 'HireDocumentsReady':
      return kind === HIRE_KIND ? questionnaire('documentsReady') : null;
    default:
      return null;
  }
}

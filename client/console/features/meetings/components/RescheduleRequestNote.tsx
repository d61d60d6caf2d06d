import { useState } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { MeetingEntity, MeetingQuestionnaireKind } from '#events/meetings/events';
import { useCanAccess } from '#client/console/shell/state/access';
import { useMeetings } from '../pages/useMeetings';
import { formatDay, formatTime, inZone, ZONE_LABEL } from './time';

/** The days ahead the card looks for a meeting with a request (within the list's 62-day range). */
const DAYS_AHEAD = 60;

/** 'Кандидат просит перенести собеседование' with the candidate's comment and preferred time. */
export function RescheduleRequestText({ meeting }: { meeting: MeetingEntity }) {
  const request = meeting.rescheduleRequest;
  if (!request) return null;
  const preferred = request.preferredTime ? inZone(request.preferredTime) : null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="meeting-reschedule-request">
      <MessageBarBody>
        <MessageBarTitle>Кандидат просит перенести собеседование</MessageBarTitle>
        {preferred && ` Удобное время: ${formatDay(preferred)} ${formatTime(preferred)} (${ZONE_LABEL}).`}
        {request.comment && ` «${request.comment}»`}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * On a questionnaire card: the candidate's open requests to move an interview (their status page),
 * live from the calendar's room; staff then move the meeting in the calendar as before.
 */
export function RescheduleRequestNote({
  questionnaireId,
  kind,
}: {
  questionnaireId: string;
  kind: MeetingQuestionnaireKind;
}) {
  const canAccess = useCanAccess();
  if (!canAccess('calendar')) return null;
  return <Requests questionnaireId={questionnaireId} kind={kind} />;
}

function Requests({ questionnaireId, kind }: { questionnaireId: string; kind: MeetingQuestionnaireKind }) {
  const [{ from, to }] = useState(() => {
    const now = Date.now();
    return {
      from: new Date(now - 3600_000).toISOString(),
      to: new Date(now + DAYS_AHEAD * 86_400_000).toISOString(),
    };
  });
  const { meetings } = useMeetings(from, to);
  const asked = [...meetings.values()].filter(
    (m) =>
      m.questionnaireId === questionnaireId &&
      m.questionnaireKind === kind &&
      m.status === 'scheduled' &&
      m.rescheduleRequest,
  );
  return (
    <>
      {asked.map((m) => (
        <RescheduleRequestText key={m.id} meeting={m} />
      ))}
    </>
  );
}

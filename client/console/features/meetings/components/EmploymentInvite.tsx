import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarAddRegular } from '@fluentui/react-icons';
import type { QuestionnaireView } from '#events/questionnaire/view';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { apiCall } from '#client/console/shell/http';
import type { MeetingEntity } from '../api';
import { InviteDialog, type ScheduleCall } from './InviteDialog';
import { RescheduleRequestNote } from './RescheduleRequestNote';
import { formatDay, formatTime, inZone, ZONE_LABEL } from './time';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

/** The employment states an interview may still be arranged in (the server's rule, routes-employment.ts). */
const INVITABLE: readonly QuestionnaireState[] = [
  'new',
  'accepted',
  'acceptedByALManager',
  'externalCheckPassed',
  'waitingInterview',
];

const scheduleEmployment: ScheduleCall = (input) => apiCall('/meetings/schedule-employment', input);

/**
 * 'Пригласить на собеседование' on the employment card (spec part 2, 'Modals': the interview date and
 * time invitation), as on the light questionnaire card: the meeting goes to the calendar and the
 * questionnaire to 'Ожидает собеседования'. Offered until the checks begin.
 */
export function EmploymentInvite({ q }: { q: Pick<QuestionnaireView, 'id' | 'state' | 'info' | 'vacancy'> }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<MeetingEntity | null>(null);
  if (!INVITABLE.includes(q.state) && !done)
    return <RescheduleRequestNote questionnaireId={q.id} kind="employment" />;
  const { lastname, firstname, secondname } = q.info;
  const start = done ? inZone(done.startsAt) : null;
  return (
    <div className={styles.root} data-testid="invite-block">
      <RescheduleRequestNote questionnaireId={q.id} kind="employment" />
      {INVITABLE.includes(q.state) && (
        <Button icon={<CalendarAddRegular />} onClick={() => setOpen(true)} data-testid="invite-open">
          Пригласить на собеседование
        </Button>
      )}
      {done && start && (
        <MessageBar intent="success" data-testid="invite-done">
          <MessageBarBody>
            Собеседование назначено: {formatDay(start)} в {formatTime(start)} ({ZONE_LABEL}), {done.place}.
          </MessageBarBody>
        </MessageBar>
      )}
      {open && (
        <InviteDialog
          invitee={{
            questionnaireId: q.id,
            name: [lastname, firstname, secondname].filter(Boolean).join(' '),
            positionTitle: q.vacancy.positionTitle,
            IStoreId: q.vacancy.IStoreId,
            store: {
              name: q.vacancy.storeName,
              ...(q.vacancy.storeMall ? { mall: q.vacancy.storeMall } : {}),
            },
          }}
          schedule={scheduleEmployment}
          onCancel={() => setOpen(false)}
          onDone={(meeting) => {
            setOpen(false);
            setDone(meeting);
          }}
        />
      )}
    </div>
  );
}

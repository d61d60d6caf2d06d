import { useState, type ReactNode } from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm } from 'react-hook-form';
import { MeetingFormFields, type MeetingFormValues } from '#events/meetings/events';
import { ApiError } from '#client/console/shell/http';
import { rescheduleMeeting, type MeetingEntity } from '../api';
import { meetingValues, futureStart, showServerError } from './meetingForm';
import { MeetingTimeFields } from './MeetingTimeFields';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface RescheduleFormProps {
  title: string;
  /** Shown above the form (e.g. someone changed the meeting meanwhile). */
  notice?: ReactNode;
  meeting: MeetingEntity;
  /** The revision the user started from: a change by someone else since then is a 409. */
  revision: number;
  onDone: (meeting: MeetingEntity) => void;
  onBack: () => void;
}

/** 'Перенести': a new date and time, and, if need be, another duration or place. */
export function RescheduleForm({ title, notice, meeting, revision, onDone, onBack }: RescheduleFormProps) {
  const styles = useStyles();
  const [error, setError] = useState<{ text: string; conflict: boolean } | null>(null);
  const form = useForm<MeetingFormValues>({
    defaultValues: meetingValues(meeting),
    resolver: superstructResolver(MeetingFormFields, { coerce: true }),
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const startsAt = futureStart(values, form.setError);
    if (!startsAt) return;
    try {
      const { entity } = await rescheduleMeeting({
        id: meeting.id,
        startsAt,
        durationMinutes: values.durationMinutes,
        place: values.place.trim(),
        revision,
      });
      onDone(entity);
    } catch (err) {
      const text = showServerError(err, form.setError);
      if (text) setError({ text, conflict: err instanceof ApiError && err.status === 409 });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="meeting-reschedule-form">
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>
          {notice}
          {error && (
            <MessageBar intent="error" data-testid={error.conflict ? 'meeting-conflict' : 'meeting-error'}>
              <MessageBarBody>
                {error.conflict && <MessageBarTitle>Встреча не перенесена</MessageBarTitle>}
                {error.text}
              </MessageBarBody>
            </MessageBar>
          )}
          <MeetingTimeFields control={form.control} testIdPrefix="meeting" disabled={busy} />
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" disabled={busy} onClick={onBack} data-testid="meeting-back">
            Назад
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            data-testid="meeting-save"
          >
            Перенести
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

import { useState, type ReactNode } from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { MEETING_LIMITS, MEETING_MESSAGES } from '#events/meetings/events';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { cancelMeeting, type MeetingEntity } from '../api';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface CancelMeetingFormProps {
  title: string;
  notice?: ReactNode;
  meeting: MeetingEntity;
  revision: number;
  onDone: (meeting: MeetingEntity) => void;
  onBack: () => void;
}

/** 'Отменить встречу' with a required reason. A cancelled meeting stays in the calendar, marked. */
export function CancelMeetingForm({
  title,
  notice,
  meeting,
  revision,
  onDone,
  onBack,
}: CancelMeetingFormProps) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; conflict: boolean } | null>(null);
  const missing = reason.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    setError(null);
    try {
      onDone((await cancelMeeting({ id: meeting.id, reason: reason.trim(), revision })).entity);
    } catch (err) {
      setError({
        text: err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE,
        conflict: err instanceof ApiError && err.status === 409,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={styles.content}>
        {notice}
        <Text>
          Встреча останется в календаре зачёркнутой, с причиной отмены. Вернуть отменённую встречу нельзя —
          при необходимости пригласите кандидата заново.
        </Text>
        {error && (
          <MessageBar intent="error" data-testid={error.conflict ? 'meeting-conflict' : 'meeting-error'}>
            <MessageBarBody>
              {error.conflict && <MessageBarTitle>Встреча не отменена</MessageBarTitle>}
              {error.text}
            </MessageBarBody>
          </MessageBar>
        )}
        <Field
          label="Причина отмены"
          required
          validationMessage={touched && missing ? MEETING_MESSAGES.reasonRequired : undefined}
        >
          <Textarea
            value={reason}
            onChange={(_, data) => setReason(data.value)}
            maxLength={MEETING_LIMITS.commentMax}
            resize="vertical"
            rows={3}
            disabled={busy}
            data-testid="meeting-cancel-reason"
          />
        </Field>
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" disabled={busy} onClick={onBack} data-testid="meeting-back">
          Назад
        </Button>
        <Button
          appearance="primary"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={() => void submit()}
          data-testid="meeting-cancel-confirm"
        >
          Отменить встречу
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

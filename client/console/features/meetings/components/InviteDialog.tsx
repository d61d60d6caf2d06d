import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm } from 'react-hook-form';
import { MeetingFormFields, type MeetingFormValues } from '#events/meetings/events';
import { scheduleMeeting, type MeetingEntity } from '../api';
import { defaultMeetingValues, futureStart, showServerError } from './meetingForm';
import { MeetingTimeFields } from './MeetingTimeFields';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The default place: the candidate's store, and its mall when the names differ. */
function placeOf(store: { name: string; mall?: string }): string {
  const mall = store.mall && store.mall !== store.name ? `, ТЦ «${store.mall}»` : '';
  return `Магазин «${store.name}»${mall}`;
}

/** Who is invited, as the card shows them: a light questionnaire's or an employment one's. */
export interface Invitee {
  questionnaireId: string;
  name: string;
  positionTitle: string;
  IStoreId: string;
  store: { name: string; mall?: string };
}

export type ScheduleCall = typeof scheduleMeeting;

export interface InviteDialogProps {
  invitee: Invitee;
  /** The call that schedules it (the light questionnaire's by default). */
  schedule?: ScheduleCall;
  onDone: (meeting: MeetingEntity) => void;
  onCancel: () => void;
}

/** 'Пригласить на собеседование': date, time, duration, place and a comment. Mount it to open it. */
export function InviteDialog({ invitee, schedule = scheduleMeeting, onDone, onCancel }: InviteDialogProps) {
  const styles = useStyles();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<MeetingFormValues>({
    defaultValues: defaultMeetingValues(placeOf(invitee.store)),
    resolver: superstructResolver(MeetingFormFields, { coerce: true }),
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const startsAt = futureStart(values, form.setError);
    if (!startsAt) return;
    try {
      const { entity } = await schedule({
        questionnaireId: invitee.questionnaireId,
        startsAt,
        durationMinutes: values.durationMinutes,
        place: values.place.trim(),
        comment: values.comment.trim() || undefined,
      });
      onDone(entity);
    } catch (err) {
      setError(showServerError(err, form.setError));
    }
  });

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface data-testid="invite-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>Пригласить на собеседование</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>
                <Text weight="semibold">{invitee.name}</Text>
                <Text className={styles.muted}>
                  {' '}
                  · {invitee.positionTitle} · {invitee.IStoreId} {invitee.store.name}
                </Text>
              </Text>
              {error && (
                <MessageBar intent="error" data-testid="invite-error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <MeetingTimeFields control={form.control} testIdPrefix="invite" withComment disabled={busy} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={busy} onClick={onCancel} data-testid="invite-cancel">
                Отмена
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                data-testid="invite-submit"
              >
                Пригласить
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

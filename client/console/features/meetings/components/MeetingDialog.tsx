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
  tokens,
} from '@fluentui/react-components';
import { CalendarArrowRightRegular, CalendarCancelRegular } from '@fluentui/react-icons';
import type { MeetingEntity } from '../api';
import { CancelMeetingForm } from './CancelMeetingForm';
import { MeetingDetails } from './MeetingDetails';
import { RescheduleForm } from './RescheduleForm';
import { formatStamp } from './time';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Across the whole dialog width (not only the right columns of the body's grid), wrapping on phones.
  actions: { gridColumnStart: 1, justifySelf: 'stretch', justifyContent: 'flex-end', flexWrap: 'wrap' },
});

type Mode = { kind: 'view' } | { kind: 'reschedule' | 'cancel'; revision: number };

export interface MeetingDialogProps {
  /** Kept current by the page from the live room. */
  meeting: MeetingEntity;
  canChange: boolean;
  onChanged: (meeting: MeetingEntity) => void;
  onOpenQuestionnaire?: () => void;
  onClose: () => void;
}

/** A meeting's details with 'Перенести' and 'Отменить встречу'. Mount it to open it. */
export function MeetingDialog(props: MeetingDialogProps) {
  const { meeting, canChange, onChanged, onOpenQuestionnaire, onClose } = props;
  const styles = useStyles();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [notice, setNotice] = useState<string | null>(null);
  const done = (text: string) => (next: MeetingEntity) => {
    onChanged(next);
    setNotice(text);
    setMode({ kind: 'view' });
  };
  const back = () => setMode({ kind: 'view' });
  // Someone else changed the meeting while this user was filling a form: saving will be a 409.
  const changedMeanwhile = mode.kind !== 'view' && meeting.revision > mode.revision && (
    <MessageBar intent="warning" data-testid="meeting-live-change">
      <MessageBarBody>
        Встречу только что изменил(а) {meeting.updatedBy.name || meeting.updatedBy.userId},{' '}
        {formatStamp(meeting.updatedAt)}. Вернитесь назад, чтобы увидеть новые данные.
      </MessageBarBody>
    </MessageBar>
  );

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="meeting-dialog" data-id={meeting.id} data-revision={meeting.revision}>
        {mode.kind === 'view' && (
          <DialogBody>
            <DialogTitle>{meeting.candidateName}</DialogTitle>
            <DialogContent className={styles.content}>
              {notice && (
                <MessageBar intent="success" data-testid="meeting-done">
                  <MessageBarBody>{notice}</MessageBarBody>
                </MessageBar>
              )}
              <MeetingDetails meeting={meeting} onOpenQuestionnaire={onOpenQuestionnaire} />
            </DialogContent>
            <DialogActions className={styles.actions}>
              {canChange && meeting.status === 'scheduled' && (
                <>
                  <Button
                    appearance="primary"
                    icon={<CalendarArrowRightRegular />}
                    onClick={() => setMode({ kind: 'reschedule', revision: meeting.revision })}
                    data-testid="meeting-reschedule"
                  >
                    Перенести
                  </Button>
                  <Button
                    icon={<CalendarCancelRegular />}
                    onClick={() => setMode({ kind: 'cancel', revision: meeting.revision })}
                    data-testid="meeting-cancel"
                  >
                    Отменить встречу
                  </Button>
                </>
              )}
              <Button appearance="secondary" onClick={onClose} data-testid="meeting-close">
                Закрыть
              </Button>
            </DialogActions>
          </DialogBody>
        )}
        {mode.kind === 'reschedule' && (
          <RescheduleForm
            title={`Перенести встречу: ${meeting.candidateName}`}
            notice={changedMeanwhile}
            meeting={meeting}
            revision={mode.revision}
            onDone={done('Встреча перенесена.')}
            onBack={back}
          />
        )}
        {mode.kind === 'cancel' && (
          <CancelMeetingForm
            title={`Отменить встречу: ${meeting.candidateName}`}
            notice={changedMeanwhile}
            meeting={meeting}
            revision={mode.revision}
            onDone={done('Встреча отменена.')}
            onBack={back}
          />
        )}
      </DialogSurface>
    </Dialog>
  );
}

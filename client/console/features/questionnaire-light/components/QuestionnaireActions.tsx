import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, DismissCircleRegular, SendRegular } from '@fluentui/react-icons';
import type { QuestionnaireLightStatus } from '../api';
import { InviteToInterview } from '../../meetings';
import { ActionDialog } from './ActionDialog';

export type ReviewAction = 'accept' | 'decline' | 'restore';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The dialogs of spec part 1, section 2 (/protected/questionnaire-light/{id}). */
const DIALOGS = {
  accept: {
    title: 'Передать в магазин',
    commentLabel: 'Информация для директора магазина',
    confirmText: 'Отправить',
  },
  decline: {
    title: 'Отказать',
    commentLabel: 'Причина отказа',
    commentRequired: true,
    confirmText: 'Отказать',
  },
  restore: {
    title: 'Восстановить анкету',
    text: 'Анкета будет перемещена в раздел «Новые».',
    confirmText: 'Восстановить',
  },
} as const;

export interface QuestionnaireActionsProps {
  status: QuestionnaireLightStatus;
  busy: boolean;
  /** Resolves when the call is over; the dialog then closes so the page's message is visible. */
  onAction: (action: ReviewAction, comment: string) => Promise<void>;
}

/** new: pass to the store or decline; rejected: restore; accepted: no review action. New and accepted: invite. */
export function QuestionnaireActions({ status, busy, onAction }: QuestionnaireActionsProps) {
  const styles = useStyles();
  const [open, setOpen] = useState<{ action: ReviewAction; status: QuestionnaireLightStatus } | null>(null);
  // A dialog opened for another status (someone acted meanwhile) is closed by the status change.
  const dialog = open && open.status === status ? open.action : null;
  const start = (action: ReviewAction) => setOpen({ action, status });
  if (status === 'accepted') return <InviteToInterview />;
  return (
    <div className={styles.root} data-testid="ql-actions">
      {status === 'new' && (
        <>
          <Button
            appearance="primary"
            icon={<SendRegular />}
            onClick={() => start('accept')}
            data-testid="ql-accept"
          >
            Передать в магазин
          </Button>
          <Button icon={<DismissCircleRegular />} onClick={() => start('decline')} data-testid="ql-decline">
            Отказать
          </Button>
          <InviteToInterview />
        </>
      )}
      {status === 'rejected' && (
        <Button icon={<ArrowUndoRegular />} onClick={() => start('restore')} data-testid="ql-restore">
          Восстановить анкету
        </Button>
      )}
      {dialog && (
        <ActionDialog
          {...DIALOGS[dialog]}
          busy={busy}
          onCancel={() => setOpen(null)}
          onConfirm={(comment) => void onAction(dialog, comment).finally(() => setOpen(null))}
        />
      )}
    </div>
  );
}

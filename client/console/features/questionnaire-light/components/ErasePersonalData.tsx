import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { ERASED } from '#events/core/personal';
import type { ErasureResult } from '#events/privacy/inputs';
import { apiCall } from '#client/console/shell/http';
import { sessionAtom } from '#client/console/shell/state/session';
import { ActionDialog } from './ActionDialog';
import { useReadOnly } from '#client/console/shell/readOnly';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

const erase = (id: string) =>
  apiCall<ErasureResult>('/admin/personal-data/erase', { record: 'questionnaireLight', id });

/**
 * 'Удалить персональные данные' (152-FZ), for an administrator: after a confirmation the candidate's
 * key is destroyed on the server and every record of theirs reads 'удалено' (the card updates live).
 */
export function ErasePersonalData({ id, surname }: { id: string; surname: string }) {
  const styles = useStyles();
  const isAdmin = useAtomValue(sessionAtom)?.role.scope === 'Admin';
  const readOnly = useReadOnly();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!isAdmin || readOnly) return null;
  const erased = surname === ERASED;
  const confirm = async () => {
    setBusy(true);
    try {
      const result = await erase(id);
      setMessage({
        ok: true,
        text: `Персональные данные кандидата удалены (записей: ${result.streams.length})`,
      });
      setOpen(false);
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Не удалось удалить данные' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.root}>
      {message && (
        <MessageBar intent={message.ok ? 'success' : 'error'} data-testid="ql-erase-result">
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
      <Button
        appearance="subtle"
        icon={<DeleteRegular />}
        disabled={erased || busy}
        onClick={() => setOpen(true)}
        data-testid="ql-erase"
      >
        {erased ? 'Персональные данные удалены' : 'Удалить персональные данные'}
      </Button>
      {open && (
        <ActionDialog
          title="Удалить персональные данные кандидата?"
          text="ФИО, дата рождения, телефон, e-mail и адрес кандидата будут удалены безвозвратно из анкет, приглашений и истории изменений. Отменить удаление нельзя."
          confirmText="Удалить"
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { sessionAtom } from '../../shell/state/session';
import {
  listAllStores,
  listStaff,
  resetStaffPassword,
  setStaffActive,
  type StaffAccount,
  type StoreChoice,
} from './api';
import { AccountDialog } from './AccountDialog';
import { ActiveDialog } from './ActiveDialog';
import { PasswordDialog } from './PasswordDialog';
import { StaffTable } from './StaffTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; row: StaffAccount }
  | { kind: 'password'; row: StaffAccount }
  | { kind: 'active'; row: StaffAccount }
  | null;

/**
 * /protected/settings/users: staff accounts (issue 23, item 5), Admin only. Create and edit accounts
 * (role, store, allowed stores and regions, work phone), reset a password, switch an account off
 * (its sign-ins and sockets end at once) and on. Every change is an event naming the Admin.
 */
export function UsersSettingsPage() {
  const styles = useStyles();
  const selfId = useAtomValue(sessionAtom)?.role.userId ?? '';
  const [rows, setRows] = useState<StaffAccount[] | null>(null);
  const [stores, setStores] = useState<StoreChoice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listStaff().then(
      ({ list }) => live && setRows(list),
      (err: unknown) => live && setError(errorText(err)),
    );
    listAllStores().then(
      (list) => live && setStores(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const replace = (account: StaffAccount) =>
    setRows((list) => {
      const others = (list ?? []).filter((row) => row.id !== account.id);
      return [...others, account].sort((a, b) =>
        `${a.surname} ${a.name} ${a.login}`.localeCompare(`${b.surname} ${b.name} ${b.login}`, 'ru'),
      );
    });
  const close = () => {
    setOpen(null);
    setDialogError(null);
  };
  const act = async (run: () => Promise<{ account: StaffAccount }>) => {
    setBusy(true);
    setDialogError(null);
    try {
      replace((await run()).account);
      close();
    } catch (err) {
      setDialogError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (row: StaffAccount) => `${row.surname} ${row.name}`;

  return (
    <section className={styles.root}>
      <div className={styles.head}>
        <Title2 as="h1">Сотрудники</Title2>
        <Button
          appearance="primary"
          icon={<PersonAddRegular />}
          onClick={() => setOpen({ kind: 'create' })}
          data-testid="staff-add"
        >
          Добавить сотрудника
        </Button>
      </div>
      <Text className={styles.hint}>
        Отключённый сотрудник сразу теряет доступ ко всем разделам. Каждое изменение сохраняется в истории с
        указанием, кто его сделал.
      </Text>
      {error && (
        <MessageBar intent="error" data-testid="staff-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {rows === null ? (
        !error && <Spinner label="Загрузка…" />
      ) : (
        <StaffTable
          rows={rows}
          selfId={selfId}
          busy={busy}
          onEdit={(row) => setOpen({ kind: 'edit', row })}
          onPassword={(row) => setOpen({ kind: 'password', row })}
          onActive={(row) => setOpen({ kind: 'active', row })}
        />
      )}
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <AccountDialog
          account={open.kind === 'edit' ? open.row : undefined}
          stores={stores}
          onCancel={close}
          onDone={(account) => {
            replace(account);
            close();
          }}
        />
      )}
      {open?.kind === 'password' && (
        <PasswordDialog
          name={nameOf(open.row)}
          busy={busy}
          error={dialogError}
          onCancel={close}
          onConfirm={(password) => void act(() => resetStaffPassword(open.row.id, password))}
        />
      )}
      {open?.kind === 'active' && (
        <ActiveDialog
          name={nameOf(open.row)}
          activate={!open.row.active}
          busy={busy}
          error={dialogError}
          onCancel={close}
          onConfirm={(cause) => void act(() => setStaffActive(open.row.id, !open.row.active, cause))}
        />
      )}
    </section>
  );
}

import { Badge, Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  EditRegular,
  KeyResetRegular,
  PersonProhibitedRegular,
  PersonAvailableRegular,
} from '@fluentui/react-icons';
import { roleTitle } from '#events/core/roles';
import type { StaffAccount } from './api';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '220px', overflowWrap: 'anywhere' },
  inactive: { opacity: 0.65 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const phoneText = (phone: string) =>
  `+${phone[0]} ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;

/** Staff accounts, one card per row (a table would not fit a phone): who, role, stores, phone, state. */
export function StaffTable({
  rows,
  selfId,
  busy,
  onEdit,
  onPassword,
  onActive,
}: {
  rows: StaffAccount[];
  selfId: string;
  busy: boolean;
  onEdit: (row: StaffAccount) => void;
  onPassword: (row: StaffAccount) => void;
  onActive: (row: StaffAccount) => void;
}) {
  const styles = useStyles();
  if (rows.length === 0) return <Text className={styles.muted}>Сотрудников нет</Text>;
  return (
    <ul className={styles.list} data-testid="staff-rows">
      {rows.map((row) => (
        <li
          key={row.id}
          className={mergeClasses(styles.row, !row.active && styles.inactive)}
          data-testid="staff-row"
          data-login={row.login}
          data-active={row.active ? 'true' : 'false'}
        >
          <div className={styles.who}>
            <Text weight="semibold">
              {row.surname} {row.name}{' '}
              <Badge
                appearance="tint"
                color={row.active ? 'success' : 'danger'}
                data-testid="staff-row-state"
              >
                {row.active ? 'Активен' : 'Отключён'}
              </Badge>
            </Text>
            <Text size={200}>
              Логин: {row.login} · {roleTitle(row.scope)}
              {row.positionName ? ` · ${row.positionName}` : ''}
            </Text>
            {row.storeId && (
              <Text size={200}>
                Магазин: {row.storeId} {row.storeName ?? ''}
              </Text>
            )}
            {row.allowedStores.length > 0 && (
              <Text size={200}>Разрешённые магазины: {row.allowedStores.join(', ')}</Text>
            )}
            {row.allowedRegions.length > 0 && (
              <Text size={200}>Разрешённые регионы: {row.allowedRegions.join(', ')}</Text>
            )}
            {row.phone && <Text size={200}>Телефон: {phoneText(row.phone)}</Text>}
            {!row.active && row.deactivationReason && (
              <Text size={200} className={styles.muted}>
                Причина отключения: {row.deactivationReason}
              </Text>
            )}
          </div>
          <div className={styles.actions}>
            <Button
              icon={<EditRegular />}
              disabled={busy}
              onClick={() => onEdit(row)}
              data-testid="staff-edit"
            >
              Изменить
            </Button>
            <Button
              icon={<KeyResetRegular />}
              disabled={busy}
              onClick={() => onPassword(row)}
              data-testid="staff-reset-password"
            >
              Сбросить пароль
            </Button>
            {row.id !== selfId && (
              <Button
                icon={row.active ? <PersonProhibitedRegular /> : <PersonAvailableRegular />}
                disabled={busy}
                onClick={() => onActive(row)}
                data-testid={row.active ? 'staff-deactivate' : 'staff-reactivate'}
              >
                {row.active ? 'Отключить' : 'Включить'}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

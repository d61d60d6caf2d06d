import { useEffect, useState } from 'react';
import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { listRoles, type RoleRow } from '../../shell/endpoints';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';

const PHONE = '@media (max-width: 600px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Fixed columns wider than a phone: the table keeps a readable width and scrolls in its own box;
  // on a phone (issue 24: the columns were cut off) one column holds the name, code and description.
  scroller: { overflowX: 'auto' },
  table: {
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: '720px',
    [PHONE]: { minWidth: 0 },
  },
  code: { width: '180px', [PHONE]: { display: 'none' } },
  title: { width: '240px', overflowWrap: 'anywhere', [PHONE]: { width: 'auto' } },
  description: { [PHONE]: { display: 'none' } },
  cellText: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  under: { display: 'none', color: tokens.colorNeutralForeground3, [PHONE]: { display: 'block' } },
});

/** /protected/settings/roles: code, name and description of each role (POST /list-roles). */
export function RolesPage() {
  const styles = useStyles();
  const [roles, setRoles] = useState<RoleRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    listRoles()
      .then(({ list }) => !cancelled && setRoles(list))
      .catch(
        (err: unknown) =>
          !cancelled && setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE),
      );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section className={styles.root}>
      <Title2 as="h1">Роли</Title2>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {!roles && !error && <Spinner label="Загрузка…" />}
      {roles && (
        <div className={styles.scroller} data-testid="roles-table-scroller">
          <Table className={styles.table} data-testid="roles-table" aria-label="Роли">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.code}>Код</TableHeaderCell>
                <TableHeaderCell className={styles.title}>Название</TableHeaderCell>
                <TableHeaderCell className={styles.description}>Описание</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {roles.map((role) => (
                <TableRow key={role.id} data-testid={`role-row-${role.id}`}>
                  <TableCell className={styles.code}>{role.id}</TableCell>
                  <TableCell className={styles.title}>
                    <div className={styles.cellText}>
                      <span>{role.title}</span>
                      <Text size={200} className={styles.under} data-testid="role-under">
                        {role.id}
                        {role.description ? ` · ${role.description}` : ''}
                      </Text>
                    </div>
                  </TableCell>
                  <TableCell className={styles.description}>{role.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

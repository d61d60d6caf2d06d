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
  Title2,
  tokens,
} from '@fluentui/react-components';
import { listRoles, type RoleRow } from '../../shell/endpoints';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Fixed columns wider than a phone: the table keeps a readable width and scrolls in its own box.
  scroller: { overflowX: 'auto' },
  table: { backgroundColor: tokens.colorNeutralBackground1, minWidth: '720px' },
  code: { width: '180px' },
  title: { width: '240px' },
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
                <TableHeaderCell>Описание</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {roles.map((role) => (
                <TableRow key={role.id} data-testid={`role-row-${role.id}`}>
                  <TableCell>{role.id}</TableCell>
                  <TableCell>{role.title}</TableCell>
                  <TableCell>{role.description}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLiveList } from '../../live/useLiveList';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { PresenceBar } from '../../shell/PresenceBar';
import {
  addToBlacklist,
  BLACKLIST,
  byAddedDesc,
  listBlacklist,
  removeFromBlacklist,
  type BlacklistPersonData,
  type BlacklistRow,
} from './api';
import { BlacklistAddForm } from './BlacklistAddForm';
import { BlacklistTable } from './BlacklistTable';
import { RemoveDialog } from './RemoveDialog';
import { useReadOnly } from '../../shell/readOnly';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);

/**
 * /protected/settings/blacklist: the company's own blacklist (issue 15). Admin and HR add people
 * with a reason (matched by passport, INN, or the full name with the birth date) and remove them
 * with one; every change is an event, and other keepers' changes arrive live (list room).
 */
export function BlacklistSettingsPage() {
  const styles = useStyles();
  const readOnly = useReadOnly();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BlacklistRow | null>(null);
  const list = useLiveList({ collection: BLACKLIST, load: listBlacklist, order: byAddedDesc });

  const change = async (run: () => Promise<{ list: BlacklistRow[] }>): Promise<unknown> => {
    setSaving(true);
    setError(null);
    try {
      list.merge((await run()).list);
      return null;
    } catch (err) {
      return err;
    } finally {
      setSaving(false);
    }
  };
  const add = async (person: BlacklistPersonData, cause: string) => {
    const err = await change(() => addToBlacklist(person, cause));
    return err === null ? null : errorText(err);
  };
  const remove = async (row: BlacklistRow, cause: string) => {
    const err = await change(() => removeFromBlacklist(row.id, cause));
    setRemoving(null);
    if (err !== null) {
      setError(errorText(err));
      void list.reload();
    }
  };

  return (
    <section className={styles.root}>
      <Title2 as="h1">Чёрный список</Title2>
      <PresenceBar viewers={list.viewers} />
      <Text className={styles.hint}>
        Кандидат из чёрного списка не проходит проверку, получает отказ по проверке, и его анкету нельзя
        восстановить.
      </Text>
      {!readOnly && <BlacklistAddForm onAdd={add} busy={saving} />}
      {error && (
        <MessageBar intent="error" data-testid="blacklist-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {list.error && (
        <MessageBar intent="error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {list.loading && !list.loaded ? (
        <Spinner label="Загрузка…" />
      ) : (
        <BlacklistTable
          rows={list.rows}
          highlighted={list.highlighted}
          busy={saving}
          onRemove={readOnly ? undefined : setRemoving}
        />
      )}
      {removing && (
        <RemoveDialog
          name={[removing.person.lastname, removing.person.firstname].join(' ')}
          busy={saving}
          onCancel={() => setRemoving(null)}
          onConfirm={(cause) => void remove(removing, cause)}
        />
      )}
    </section>
  );
}

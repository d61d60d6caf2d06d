import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useLiveList } from '../../live/useLiveList';
import { useCappedListbox } from '../../shell/cappedListbox';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { PresenceBar } from '../../shell/PresenceBar';
import { sessionAtom } from '../../shell/state/session';
import { AddEntryForm } from './AddEntryForm';
import {
  addEntry,
  DICTIONARY_ENTRIES,
  DICTIONARY_OPTIONS,
  dictionaryTitle,
  entryOrder,
  listActiveEntries,
  listAllEntries,
  restoreEntry,
  retireEntry,
  type DictionaryKind,
  type DictionaryList,
  type DictionaryRow,
} from './api';
import { DictionaryTable } from './DictionaryTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  dictionary: { flexGrow: 1, minWidth: '200px', maxWidth: '420px' },
  dropdown: { width: '100%', minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
/** The server's answers about the typed title (bad input, a title already there) go under the field. */
const isFieldError = (err: unknown) => err instanceof ApiError && (err.status === 400 || err.status === 409);

/**
 * /protected/settings/dictionaries: the profile form's dictionaries (issue 14, item 2). An
 * administrator adds entries and retires or restores them (events; a retired entry still resolves
 * in the questionnaires that use it); others with 'Настройки' see the entries in use, read-only.
 * Other administrators' changes arrive live through the `dictionaryEntries` list room.
 */
export function DictionariesSettingsPage() {
  const styles = useStyles();
  const listbox = useCappedListbox();
  const isAdmin = useAtomValue(sessionAtom)?.role.scope === 'Admin';
  const [kind, setKind] = useState<DictionaryKind>(DICTIONARY_OPTIONS[0]!.kind);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownKind = useRef(kind);
  useEffect(() => {
    shownKind.current = kind;
  }, [kind]);

  const list = useLiveList({
    collection: DICTIONARY_ENTRIES,
    query: kind,
    load: () => (isAdmin ? listAllEntries(kind) : listActiveEntries(kind)),
    belongs: (doc) => doc.kind === kind,
    order: entryOrder(kind),
  });

  /** Runs one change; its answer (the dictionary's full list) replaces the rows if still shown. */
  const change = async (run: () => Promise<DictionaryList>): Promise<unknown> => {
    const asked = kind;
    setError(null);
    setSaving(true);
    try {
      const { list: rows } = await run();
      if (shownKind.current === asked) list.merge(rows);
      return null;
    } catch (err) {
      return err;
    } finally {
      setSaving(false);
    }
  };

  const add = async (title: string): Promise<string | null> => {
    const err = await change(() => addEntry(kind, title));
    if (err === null) return null;
    if (isFieldError(err)) return errorText(err);
    setError(errorText(err));
    return '';
  };

  const toggle = async (row: DictionaryRow) => {
    const err = await change(() => (row.retired ? restoreEntry(kind, row.id) : retireEntry(kind, row.id)));
    if (err === null) return;
    setError(errorText(err));
    // Someone else may have changed the entry meanwhile: show the dictionary as it is now.
    void list.reload();
  };

  const loadingKind = list.loading && !list.error;
  return (
    <section className={styles.root}>
      <Title2 as="h1">Справочники</Title2>
      <PresenceBar viewers={list.viewers} />
      <div className={styles.toolbar}>
        <Field label="Справочник" className={styles.dictionary}>
          <Dropdown
            className={styles.dropdown}
            listbox={{ className: listbox.className }}
            positioning={listbox.positioning}
            value={dictionaryTitle(kind)}
            selectedOptions={[kind]}
            onOptionSelect={(_, data) => {
              const next = DICTIONARY_OPTIONS.find((option) => option.kind === data.optionValue);
              if (!next || next.kind === kind) return;
              setError(null);
              setKind(next.kind);
            }}
            data-testid="dictionary-select"
          >
            {DICTIONARY_OPTIONS.map((option) => (
              <Option key={option.kind} value={option.kind} data-testid={`dictionary-option-${option.kind}`}>
                {option.title}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {(saving || loadingKind) && (
          <Spinner
            size="tiny"
            label={saving ? 'Сохранение…' : 'Загрузка…'}
            data-testid="dictionary-progress"
          />
        )}
      </div>
      {error && (
        <MessageBar intent="error" data-testid="dictionary-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {list.error && (
        <MessageBar intent="error" data-testid="dictionary-load-error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {isAdmin ? (
        <AddEntryForm key={kind} onAdd={add} busy={saving} dictionaryTitle={dictionaryTitle(kind)} />
      ) : (
        <Text className={styles.hint} data-testid="dictionary-read-only">
          Справочники изменяет администратор. Здесь показаны действующие значения.
        </Text>
      )}
      {!loadingKind && !list.error && (
        <DictionaryTable
          rows={list.rows}
          isHighlighted={(row) => list.highlighted.has(`${kind}:${row.id}`)}
          onToggle={isAdmin ? (row) => void toggle(row) : null}
          busy={saving}
          label={dictionaryTitle(kind)}
        />
      )}
    </section>
  );
}

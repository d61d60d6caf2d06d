import { useEffect, useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { FieldChange, HistoryEntry, HistoryRecordKind } from '#events/history/api';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { compareHistory } from '../api';
import { CompareTable } from './CompareTable';
import { moscowDateTime } from './time';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** 'Сравнить': the fields between the older and the newer of two picked entries. */
export function HistoryCompare(props: {
  kind: HistoryRecordKind;
  id: string;
  picked: readonly HistoryEntry[];
  onClear: () => void;
}) {
  const { kind, id, picked, onClear } = props;
  const styles = useStyles();
  const [older, newer] = [...picked].sort((a, b) => a.position - b.position);
  const key = older && newer ? `${older.position}:${newer.position}` : null;
  // The answer for the pair it was asked for: a newer pick shows the spinner, not the old table.
  const [answer, setAnswer] = useState<{ key: string; changes?: FieldChange[]; error?: string } | null>(null);
  useEffect(() => {
    if (!older || !newer || !key) return;
    let current = true;
    compareHistory(kind, id, older.position, newer.position)
      .then((changes) => current && setAnswer({ key, changes }))
      .catch(
        (err: unknown) =>
          current && setAnswer({ key, error: err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE }),
      );
    return () => {
      current = false;
    };
  }, [kind, id, older, newer, key]);
  const shown = answer && answer.key === key ? answer : null;
  const changes = shown?.changes ?? null;
  const error = shown?.error ?? null;

  if (picked.length === 0) return null;
  return (
    <section className={styles.box} data-testid="history-compare" aria-label="Сравнение">
      <div className={styles.head}>
        <Text weight="semibold">Сравнение</Text>
        <Button size="small" appearance="subtle" onClick={onClear} data-testid="history-compare-clear">
          Сбросить выбор
        </Button>
      </div>
      {!newer && <Text>Отметьте «Сравнить» у второго события.</Text>}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {older && newer && !changes && !error && <Spinner size="tiny" label="Сравниваем…" />}
      {older && newer && changes && (
        <CompareTable
          changes={changes}
          from={`После: ${moscowDateTime(older.occurredAt)}`}
          to={`После: ${moscowDateTime(newer.occurredAt)}`}
        />
      )}
    </section>
  );
}

import { oneOf, stringField } from '#events/core/json';
import { useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Title2,
  tokens,
} from '@fluentui/react-components';
import type { PositionView } from '#events/positions/events';
import { POSITIONS } from '#events/positions/collections';
import { listPositions, savePositions } from '../../shell/endpoints';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { EMPTY_POSITION, PositionForm, type PositionFormValues } from './PositionForm';
import { PositionsTable } from './PositionsTable';
import { PresenceBar } from '../../shell/PresenceBar';
import { formatDateTime } from '../../shell/state/format';
import { useLiveList } from '../../live/useLiveList';
import { byTitle, toPositionView } from './positionView';
import { useReadOnly } from '../../shell/readOnly';
import { HistoryButton } from '../history';

const TABS = ['list', 'add', 'edit'] as const;
type TabValue = (typeof TABS)[number];
type Notice = { intent: 'success' | 'error'; text: string };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: { paddingTop: tokens.spacingVerticalS },
  // On a phone the three tabs are wider than the screen: they wrap instead of running off it.
  tabs: { flexWrap: 'wrap' },
});

/** A 409 names who changed the position; add when, from the details. */
function saveErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return UNKNOWN_ERROR_MESSAGE;
  const changedAt = err.status === 409 ? formatDateTime(stringField(err.details, 'changedAt')) : '';
  return changedAt ? `${err.message} Изменено ${changedAt}.` : err.message;
}

/** /protected/settings/positions: the positions table (live), add and edit tabs. */
export function PositionsSettingsPage() {
  const styles = useStyles();
  const list = useLiveList({
    collection: POSITIONS,
    load: listPositions,
    toView: toPositionView,
    order: byTitle,
  });
  const [tab, setTab] = useState<TabValue>('list');
  const [editing, setEditing] = useState<PositionView | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const readOnly = useReadOnly();
  const latest = editing ? list.rows.find((row) => row.id === editing.id) : undefined;
  const stale = !saving && editing && latest && latest.revision > editing.revision;

  const save = async (values: PositionFormValues, original: PositionView | null) => {
    setNotice(null);
    setSaving(true);
    try {
      const row = original ? { id: original.id, revision: original.revision, ...values } : values;
      const { list: saved } = await savePositions({ positions: [row] });
      list.merge(saved);
      setNotice({ intent: 'success', text: 'Сохранено' });
      setEditing(null);
      setTab('list');
    } catch (err) {
      setNotice({ intent: 'error', text: saveErrorText(err) });
      if (err instanceof ApiError && err.status === 409 && original) {
        const fresh = (await list.reload())?.find((p) => p.id === original.id);
        if (fresh) setEditing(fresh);
      }
    } finally {
      setSaving(false);
    }
  };

  const startEdit = (row: PositionView) => {
    setNotice(null);
    setEditing(row);
    setTab('edit');
  };

  return (
    <section className={styles.root}>
      <Title2 as="h1">Должности</Title2>
      <PresenceBar viewers={list.viewers} />
      {notice && (
        <MessageBar intent={notice.intent} data-testid="positions-notice">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => {
          setNotice(null);
          setTab(oneOf(TABS, data.value) ?? tab);
        }}
      >
        <Tab value="list" data-testid="positions-list-tab">
          Должности
        </Tab>
        {!readOnly && (
          <Tab value="add" data-testid="add-position-tab">
            Добавить должность
          </Tab>
        )}
        {!readOnly && (
          <Tab value="edit" disabled={!editing} data-testid="edit-position-tab">
            Редактирование
          </Tab>
        )}
      </TabList>
      <div className={styles.panel}>
        {tab === 'list' && (
          <>
            {list.error && (
              <MessageBar intent="error">
                <MessageBarBody>{list.error}</MessageBarBody>
              </MessageBar>
            )}
            {!list.loaded && <Spinner label="Загрузка…" />}
            {list.loaded && (
              <PositionsTable rows={list.rows} highlighted={list.highlighted} onEdit={startEdit} />
            )}
          </>
        )}
        {tab === 'add' && (
          <PositionForm key="add" initial={EMPTY_POSITION} onSubmit={(values) => save(values, null)} />
        )}
        {tab === 'edit' && editing && (
          <>
            {stale && (
              <MessageBar intent="warning" data-testid="position-stale">
                <MessageBarBody>Эту должность уже изменил другой пользователь.</MessageBarBody>
                <MessageBarActions>
                  <Button onClick={() => setEditing(latest)}>Загрузить изменения</Button>
                </MessageBarActions>
              </MessageBar>
            )}
            {editing.id && <HistoryButton kind="position" id={editing.id} />}
            <PositionForm
              key={`${editing.id}:${editing.revision}`}
              initial={{
                title: editing.title,
                use_to_search_candidate: editing.use_to_search_candidate,
                show_on_vacancies_feed: editing.show_on_vacancies_feed,
              }}
              onSubmit={(values) => save(values, editing)}
            />
          </>
        )}
      </div>
    </section>
  );
}

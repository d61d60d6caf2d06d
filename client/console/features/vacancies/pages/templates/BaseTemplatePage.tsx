import { useState } from 'react';
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { SELF_EMPLOYED_POSITION_TITLE } from '#events/positions/events';
import { TEMPLATE_TEXTS } from '#events/vacancies/templates';
import { ApiError } from '#client/console/shell/http';
import {
  BASE_TEMPLATES,
  listBaseTemplates,
  conflictOf,
  createBaseTemplate,
  updateBaseTemplate,
  type BaseTemplateView,
} from '../../api-templates';
import { usePresence } from '#client/console/live/useRoom';
import { useLiveList } from '#client/console/live/useLiveList';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import {
  BaseTemplateForm,
  formValuesOf,
  payloadOf,
  type BaseTemplateFormValues,
} from '../../components/templates/BaseTemplateForm';
import { ConflictBar, type ConflictInfo } from '../../components/templates/ConflictBar';
import {
  errorNotice,
  ResultModal,
  successNotice,
  type ResultNotice,
} from '../../components/templates/ResultModal';
import { SearchCombobox } from '../../components/templates/SearchCombobox';
import { formatDate } from '#client/console/shell/state/format';
import { usePositionOptions, useProfessionalRoles } from './useTemplateReference';
import { HistoryButton } from '#client/console/features/history';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  position: { maxWidth: '420px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Who is looking at the template being edited. */
function TemplatePresence({ id }: { id: string }) {
  return <PresenceBar viewers={usePresence(BASE_TEMPLATES.docRoom(id))} />;
}

function stateText(template: BaseTemplateView | null): string {
  if (!template) return 'Новый базовый шаблон: для этой должности шаблон ещё не создан.';
  const by = template.updatedBy?.name ? `, ${template.updatedBy.name}` : '';
  return `Шаблон создан ${formatDate(template.createdAt)}, изменён ${formatDate(template.updatedAt)}${by}.`;
}

/**
 * /protected/basic-vacancy: pick a position; its base template (or a new one) opens in the form.
 * A save with a stale revision is refused: the form then shows the current texts and who saved them.
 * `templateId` opens that template's position at once (its history's view of it as it was).
 */
export function BaseTemplatePage({ templateId }: { templateId?: string } = {}) {
  const styles = useStyles();
  const positions = usePositionOptions();
  const bases = useLiveList({ collection: BASE_TEMPLATES, load: listBaseTemplates });
  const categories = useProfessionalRoles();
  const [positionId, setPositionId] = useState('');
  // The version the form started from (null: a new template); the save sends its revision.
  const [editing, setEditing] = useState<BaseTemplateView | null>(null);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<ResultNotice | null>(null);
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);

  const position = positions.find((p) => p.id === positionId);
  const selfEmployed = position?.title === SELF_EMPLOYED_POSITION_TITLE;
  const latest = bases.rows.find((b) => b.positionId === positionId) ?? null;
  // Someone else saved (or created) this position's template after the form was opened.
  const stale = latest !== null && (editing === null || latest.revision > editing.revision);

  // A change nobody is editing yet just shows up; unsaved edits are kept and warned about.
  if (stale && !dirty) setEditing(latest);

  const given = templateId && !positionId ? bases.rows.find((b) => b.id === templateId) : undefined;
  if (given) {
    setPositionId(given.positionId);
    setEditing(given);
  }

  const choose = (id: string) => {
    setPositionId(id);
    setEditing(bases.rows.find((b) => b.positionId === id) ?? null);
    setConflict(null);
    setDirty(false);
  };

  const save = async (values: BaseTemplateFormValues) => {
    setConflict(null);
    const payload = payloadOf(values, selfEmployed);
    try {
      const saved = editing
        ? await updateBaseTemplate(editing.id, { ...payload, revision: editing.revision })
        : await createBaseTemplate(payload);
      bases.merge([saved]);
      setEditing(saved);
      setDirty(false);
      setNotice(successNotice(TEMPLATE_TEXTS.baseTemplateSaved));
    } catch (err) {
      const refused = conflictOf<BaseTemplateView>(err);
      if (refused) {
        if (refused.current) {
          bases.merge([refused.current]);
          setEditing(refused.current);
          setDirty(false);
        }
        setConflict({ kind: 'saved', ...refused, currentText: 'показаны в форме' });
        return;
      }
      setNotice(errorNotice(err));
      // Created meanwhile by someone else: the list reload brings it, and the form switches to it.
      if (err instanceof ApiError && err.status === 422) setDirty(false);
    }
  };

  const options = positions.map((p) => ({
    value: p.id,
    text: p.title,
    note: bases.rows.some((b) => b.positionId === p.id) ? 'шаблон создан' : undefined,
  }));

  return (
    <section className={styles.root} data-testid="bt-page">
      <Title2 as="h1">Базовые шаблоны вакансий</Title2>
      <Field label="Должность" className={styles.position}>
        <SearchCombobox options={options} value={positionId} onChange={choose} testId="bt-position" />
      </Field>
      {bases.error && (
        <MessageBar intent="error">
          <MessageBarBody>{bases.error}</MessageBarBody>
        </MessageBar>
      )}
      {!bases.loaded && <Spinner label="Загрузка…" data-testid="bt-loading" />}
      {bases.loaded && !positionId && (
        <Text className={styles.muted}>
          Выберите должность, чтобы создать или изменить её базовый шаблон.
        </Text>
      )}
      {bases.loaded && positionId && (
        <>
          {editing && <TemplatePresence id={editing.id} />}
          {editing && <HistoryButton kind="baseTemplate" id={editing.id} />}
          <Text className={styles.muted} data-testid="bt-state">
            {stateText(editing)}
          </Text>
          {conflict && <ConflictBar conflict={conflict} />}
          {!conflict && stale && dirty && latest && (
            <MessageBar intent="warning" data-testid="conflict-bar" data-kind="live">
              <MessageBarBody>
                Этот шаблон уже изменил(а) {latest.updatedBy?.name ?? 'другой пользователь'}. Сохранение ваших
                правок будет отклонено.
              </MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => setEditing(latest)} data-testid="bt-load-latest">
                  Загрузить изменения
                </Button>
              </MessageBarActions>
            </MessageBar>
          )}
          <BaseTemplateForm
            key={`${positionId}:${editing?.id ?? 'new'}:${editing?.revision ?? -1}`}
            initial={formValuesOf(positionId, editing)}
            selfEmployed={selfEmployed}
            categories={categories}
            onSubmit={save}
            onDirtyChange={setDirty}
          />
        </>
      )}
      <ResultModal notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}

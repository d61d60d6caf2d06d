import { useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { DEFAULT_SALARY_TYPE, SALARY_DEPENDENCE } from '#events/vacancies/events';
import { TEMPLATE_TEXTS } from '#events/vacancies/templates';
import {
  conflictOf,
  getVacancyTemplate,
  updateVacancyTemplate,
  VACANCY_TEMPLATES,
  type VacancyTemplateView,
} from '../../api-templates';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { BackLink } from '#client/console/shell/BackLink';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { ConflictBar, type ConflictInfo } from '../../components/templates/ConflictBar';
import { salaryText } from '../../components/templates/format';
import {
  errorNotice,
  ResultModal,
  successNotice,
  type ResultNotice,
} from '../../components/templates/ResultModal';
import { SalaryEditForm, type SalaryEditValues } from '../../components/templates/SalaryEditForm';
import { TemplateDescription } from '../../components/templates/TemplateDescription';
import { formatDate, formatDateTime } from '#client/console/shell/state/format';
import { sessionAtom } from '#client/console/shell/state/session';
import { TEMPLATES_PATH } from './listState';
import { useProfessionalRoles } from './useTemplateReference';
import { WatchBaseTemplate, withPushed } from './templateLive';
import { useReadOnly } from '#client/console/shell/readOnly';
import { HistoryButton } from '#client/console/features/history';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  salary: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  toggle: { alignSelf: 'flex-start' },
});

const formValuesOf = (t: VacancyTemplateView): SalaryEditValues => ({
  salary: { from: t.salary ? String(t.salary.from) : '', to: t.salary ? String(t.salary.to) : '' },
});

/**
 * /protected/vacancy/{id}: the template's description (its base template, read-only) and a
 * collapsible salary edit. Live: another user's change shows up at once; a save with a stale
 * revision is refused, and the form then shows the current salary and who set it.
 */
export function TemplatePage({ id }: { id: string }) {
  const styles = useStyles();
  const myId = useAtomValue(sessionAtom)?.role.userId;
  const doc = useLiveRecord({
    collection: VACANCY_TEMPLATES,
    id,
    load: () => getVacancyTemplate(id),
    toView: withPushed,
  });
  const categories = useProfessionalRoles();
  const template = doc.data;
  const [editOpen, setEditOpen] = useState(false);
  // The version the salary form started from: its revision is what the save sends.
  const [formFrom, setFormFrom] = useState<VacancyTemplateView | null>(null);
  const [dirty, setDirty] = useState(false);
  const readOnly = useReadOnly();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<ResultNotice | null>(null);
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  const [liveChange, setLiveChange] = useState<VacancyTemplateView | null>(null);
  const [seenRevision, setSeenRevision] = useState<number | null>(null);

  // A newer version arrived: a note says who changed it (not for our own save), and an untouched
  // form follows it; unsaved edits are kept and warned about.
  if (template && !saving && template.revision !== seenRevision) {
    const newer = seenRevision !== null && template.revision > seenRevision;
    if (newer && template.updatedBy?.userId !== myId) setLiveChange(template);
    // A refused save's "current values" are out of date once a newer version arrives.
    if (newer) setConflict(null);
    setSeenRevision(template.revision);
  }
  if (template && !saving && (!formFrom || (template.revision > formFrom.revision && !dirty))) {
    setFormFrom(template);
  }

  const save = async (values: SalaryEditValues) => {
    if (!template || !formFrom) return;
    setConflict(null);
    setLiveChange(null);
    setSaving(true);
    try {
      const saved = await updateVacancyTemplate(template.id, {
        baseTemplateId: template.baseTemplateId,
        dependence: SALARY_DEPENDENCE,
        dependenceId: template.dependenceId,
        salary: { ...values.salary, type: DEFAULT_SALARY_TYPE },
        revision: formFrom.revision,
      });
      doc.accept(saved);
      setSeenRevision(saved.revision);
      setFormFrom(saved);
      setDirty(false);
      setNotice(successNotice(TEMPLATE_TEXTS.templateUpdated));
    } catch (err) {
      const refused = conflictOf<VacancyTemplateView>(err);
      if (!refused) {
        setNotice(errorNotice(err));
        return;
      }
      const current = refused.current;
      if (current) {
        doc.accept(current);
        setSeenRevision(current.revision);
        setFormFrom(current);
        setDirty(false);
      }
      setConflict({
        kind: 'saved',
        changedBy: refused.changedBy,
        changedAt: refused.changedAt,
        currentText: salaryText(current?.salary),
      });
    } finally {
      setSaving(false);
    }
  };

  const staleWhileEditing =
    !saving && !conflict && template && formFrom && dirty && template.revision > formFrom.revision;

  return (
    <section className={styles.root} data-testid="tpl-detail" data-id={id}>
      <BackLink to={TEMPLATES_PATH} testId="tpl-back">
        {TEMPLATE_TEXTS.backToTemplates}
      </BackLink>
      <PresenceBar viewers={doc.viewers} />
      <HistoryButton kind="vacancyTemplate" id={id} />
      {doc.loading && <Spinner label="Загрузка…" data-testid="tpl-loading" />}
      {!doc.loading && doc.error && !template && (
        <MessageBar intent="error" data-testid="tpl-error">
          <MessageBarBody>{doc.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {template && (
        <>
          <WatchBaseTemplate id={template.baseTemplateId} onChange={doc.refresh} />
          <div className={styles.head}>
            <Title2 as="h1">
              {template.position.title} — {template.city.name}
            </Title2>
            <Text data-testid="tpl-salary" data-revision={template.revision}>
              Зарплата: {salaryText(template.salary)}
            </Text>
            <Text size={200} className={styles.muted}>
              Создан {formatDate(template.createdAt)}, изменён {formatDate(template.updatedAt)}
              {template.updatedBy?.name ? ` (${template.updatedBy.name})` : ''}
            </Text>
          </div>
          {liveChange && !staleWhileEditing && !conflict && (
            <MessageBar intent="info" data-testid="tpl-live-change">
              <MessageBarBody>
                {liveChange.updatedBy?.name ?? 'Другой пользователь'} изменил(а) зарплату{' '}
                {formatDateTime(liveChange.updatedAt)}: {salaryText(liveChange.salary)}.
              </MessageBarBody>
            </MessageBar>
          )}
          {conflict && <ConflictBar conflict={conflict} />}
          {staleWhileEditing && (
            <ConflictBar
              conflict={{
                kind: 'live',
                changedBy: template.updatedBy,
                changedAt: template.updatedAt,
                currentText: salaryText(template.salary),
              }}
            />
          )}
          {!readOnly && (
            <div className={styles.salary}>
              <Button
                className={styles.toggle}
                appearance="transparent"
                icon={editOpen ? <ChevronDownRegular /> : <ChevronRightRegular />}
                aria-expanded={editOpen}
                onClick={() => setEditOpen((open) => !open)}
                data-testid="tpl-salary-toggle"
              >
                Изменить зарплату
              </Button>
              {editOpen && formFrom && (
                <>
                  <SalaryEditForm
                    key={`${formFrom.id}:${formFrom.revision}`}
                    initial={formValuesOf(formFrom)}
                    onSubmit={save}
                    onDirtyChange={setDirty}
                  />
                  {staleWhileEditing && (
                    <div>
                      <Button onClick={() => setFormFrom(template)} data-testid="tpl-load-latest">
                        Загрузить текущие значения
                      </Button>
                    </div>
                  )}
                </>
              )}
            </div>
          )}
          {template.vacancyBaseTemplate ? (
            <TemplateDescription base={template.vacancyBaseTemplate} categories={categories} />
          ) : (
            <MessageBar intent="warning">
              <MessageBarBody>Базовый шаблон вакансии не найден</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
      <ResultModal notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}

import { oneOf, stringField } from '#events/core/json';
import { useState } from 'react';
import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import {
  getPublicationState,
  getStaffVacancy,
  JOB_BOARDS,
  updateVacancy,
  VACANCIES,
  type JobBoardService,
} from '../api';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { ExtraDescriptionEditor } from '../components/ExtraDescriptionEditor';
import { PANEL_SERVICES } from '../components/format';
import { PublishRow } from '../../publication';
import { ResultModal } from '../components/ResultModal';
import { VacancyInfo } from '../components/VacancyInfo';
import { VacancyLinks } from '../components/VacancyLinks';
import { formatDateTime } from '#client/console/shell/state/format';
import { BackToPositions } from './BackToPositions';
import { usePublishing } from '../../publication';
import { HistoryButton } from '../../history';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1040px' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
});

const NO_ACCOUNTS: Record<JobBoardService, boolean> = { headhunter: false, superjob: false };

type Notice = { intent: 'success' | 'error' | 'warning'; text: string };

const loadVacancy = (id: string) =>
  Promise.all([getStaffVacancy(id), getPublicationState(id)]).then(([vacancy, publication]) => ({
    vacancy,
    publication,
  }));

/**
 * The job boards' row has 'Выйти из аккаунта' once the user has signed in to that board; the own
 * site has no account.
 */
const logoutOf =
  (logout: (service: JobBoardService) => Promise<void>, accounts: Record<JobBoardService, boolean>) =>
  (service: JobBoardService | undefined) =>
    service && accounts[service] ? () => void logout(service) : undefined;

/** What a 409 says, with when the other change was made. */
function saveErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return UNKNOWN_ERROR_MESSAGE;
  const at = err.status === 409 ? formatDateTime(stringField(err.details, 'changedAt')) : '';
  return at ? `${err.message} Изменено ${at}.` : err.message;
}

/**
 * /protected/positions/vacancies/{id}: the vacancy, its extra description (saves update it), for a
 * vacancy of any position but the self-employed one the publish panel, and the published links.
 * Live: every change of the vacancy (anyone's publication, description) is fetched again.
 */
export function VacancyPage({ id }: { id: string }) {
  const styles = useStyles();
  // A joined view: a push fetches it again once the burst settles.
  const record = useLiveRecord({ collection: VACANCIES, id, load: () => loadVacancy(id) });
  const vacancy = record.data?.vacancy ?? null;
  const publication = record.data?.publication ?? null;
  const { reload } = record;
  const publishing = usePublishing(vacancy, () => void reload());
  const jobBoardLogout = logoutOf(publishing.logout, publication?.accounts ?? NO_ACCOUNTS);
  /** The description being edited and the version it started from; null: follows the record. */
  const [draft, setDraft] = useState<{ text: string; revision: number; html: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (record.loading) return <Spinner label="Загрузка…" data-testid="vacancy-loading" />;
  if (!vacancy || !publication) {
    return (
      <section className={styles.root}>
        <BackToPositions />
        <MessageBar intent="error" data-testid="vacancy-error">
          <MessageBarBody>{record.error?.message ?? UNKNOWN_ERROR_MESSAGE}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }

  const text = draft?.text ?? vacancy.extraStandards;
  // Someone else saved another description while this one was being edited.
  const overtaken = draft !== null && !saving && draft.html !== vacancy.extraStandards;

  const edit = (next: string) =>
    setDraft((prev) => ({
      text: next,
      revision: prev?.revision ?? vacancy.revision,
      html: prev?.html ?? vacancy.extraStandards,
    }));

  const save = async () => {
    setNotice(null);
    setSaving(true);
    try {
      // Publications change the vacancy too; only a change of the description itself is a conflict.
      const revision = !draft || draft.html === vacancy.extraStandards ? vacancy.revision : draft.revision;
      await updateVacancy(vacancy.id, {
        templateId: vacancy.templateId,
        IStoreId: vacancy.IStoreId,
        extraStandards: text,
        revision,
      });
      setDraft(null);
      setNotice({ intent: 'success', text: 'Описание вакансии сохранено' });
      await reload();
    } catch (err) {
      setNotice({ intent: 'error', text: saveErrorText(err) });
    } finally {
      setSaving(false);
    }
  };

  const rowRunning = (service: string) =>
    publishing.running?.service === service ? publishing.running.button : null;

  return (
    <section className={styles.root} data-testid="vacancy-page" data-id={vacancy.id}>
      <BackToPositions />
      <PresenceBar viewers={record.viewers} />
      <HistoryButton kind="vacancy" id={String(vacancy.id)} />
      <VacancyInfo
        kindText={`Вакансия № ${vacancy.id}`}
        positionTitle={vacancy.position.title}
        storeLabel={vacancy.store.label}
        cityName={vacancy.store.cityName}
        salary={vacancy.salary}
        baseTemplate={vacancy.baseTemplate}
      />
      {notice && (
        <MessageBar intent={notice.intent} data-testid="extra-notice">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {overtaken && (
        <MessageBar intent="warning" data-testid="extra-stale">
          <MessageBarBody>
            Описание уже изменил другой пользователь
            {vacancy.updatedBy?.name ? `: ${vacancy.updatedBy.name}` : ''}.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => setDraft(null)}>Загрузить изменения</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <ExtraDescriptionEditor
        value={text}
        onChange={edit}
        saveText="Сохранить"
        saving={saving}
        onSave={save}
      />
      {!vacancy.isSelfEmployed && (
        <Card className={styles.panel} data-testid="pub-panel">
          <Subtitle1 as="h2" className={styles.title}>
            Публикация вакансии
          </Subtitle1>
          {PANEL_SERVICES.map((service) => (
            <PublishRow
              key={service}
              service={service}
              publication={publication.publications[service]}
              failure={publication.failures[service]}
              running={rowRunning(service)}
              onAction={(action, button) => void publishing.act(service, action, button)}
              onLogout={jobBoardLogout(oneOf(JOB_BOARDS, service))}
            />
          ))}
        </Card>
      )}
      {/* Only the publish panel is hidden for the self-employed position: its published links are shown. */}
      <Card className={styles.panel} data-testid="pub-links-card">
        <Subtitle1 as="h2" className={styles.title}>
          Ссылки на вакансию
        </Subtitle1>
        <VacancyLinks publications={publication.publications} />
        {!Object.values(publication.publications).some((p) => p?.status === 'published') && (
          <Text>Вакансия нигде не опубликована</Text>
        )}
      </Card>
      {publishing.result && <ResultModal result={publishing.result} onClose={publishing.closeResult} />}
    </section>
  );
}

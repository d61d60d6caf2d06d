import { useState } from 'react';
import {
  Dropdown,
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import {
  createVacancy,
  getStaffTemplate,
  listStaffVacancies,
  VACANCIES,
  VACANCY_TEMPLATES,
  type StaffVacancy,
} from '../api';
import { useLiveList } from '#client/console/live/useLiveList';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { ExtraDescriptionEditor } from '../components/ExtraDescriptionEditor';
import { vacancyPath } from '../components/paths';
import { VacancyInfo } from '../components/VacancyInfo';
import { useCanAccess } from '#client/console/shell/state/access';
import { sessionAtom } from '#client/console/shell/state/session';
import { useCappedListbox } from '#client/console/shell/cappedListbox';
import { BackToPositions } from './BackToPositions';
import { useStaffStores } from './useStaffStores';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1040px' },
  existing: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
});

/**
 * /protected/positions/templates/{id}: a city template; the first save of an extra description
 * creates the vacancy in the signed-in user's store (with their user id) and opens it at
 * /protected/positions/vacancies/{newId}. A user without a store (an administrator, a unit or
 * region director) picks one of the template city's stores they may see.
 */
export function TemplatePage({ id }: { id: string }) {
  const styles = useStyles();
  const list = useCappedListbox();
  const [, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const canAccess = useCanAccess();
  const ownStore = session?.role.storeId ?? null;
  // A joined view: a push fetches it again once the burst settles.
  const record = useLiveRecord({
    collection: VACANCY_TEMPLATES,
    id,
    rooms: canAccess('vacancyTemplates') ? [VACANCY_TEMPLATES.docRoom(id)] : [],
    load: () => getStaffTemplate(id),
  });
  const template = record.data;
  // The template's vacancies, loaded once (not watched).
  const existing = useLiveList({
    collection: VACANCIES,
    rooms: [],
    load: () => listStaffVacancies({ where: { templateId: id }, limit: 20 }),
  });
  // A user without a store of their own picks one of the template city's stores they may see.
  const cityStores = useStaffStores(template?.cityId, ownStore === null && Boolean(template));
  const stores = cityStores?.list ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (record.loading) return <Spinner label="Загрузка…" data-testid="template-loading" />;
  if (!template) {
    return (
      <section className={styles.root}>
        <BackToPositions />
        <MessageBar intent="error" data-testid="template-error">
          <MessageBarBody>{record.error?.message ?? UNKNOWN_ERROR_MESSAGE}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }

  const storeId = ownStore ?? picked;
  const storeLabel = ownStore
    ? [ownStore, session?.role.storeName].filter(Boolean).join(' · ')
    : (stores.find((s) => s.IStoreId === picked)?.label ?? null);
  const mine: StaffVacancy[] = existing.rows;

  const create = async () => {
    if (!storeId) return;
    setError(null);
    setSaving(true);
    try {
      const { id: newId } = await createVacancy({
        templateId: template.id,
        IStoreId: storeId,
        extraStandards: text,
      });
      navigate(vacancyPath(newId));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
      setSaving(false);
    }
  };

  const storePicker =
    ownStore === null ? (
      <Field
        label="Магазин"
        required
        validationMessage={
          storeId
            ? undefined
            : cityStores && stores.length === 0
              ? 'В этом городе нет доступных вам магазинов'
              : 'Выберите магазин вакансии'
        }
      >
        <Dropdown
          placeholder="Выберите магазин"
          value={storeLabel ?? ''}
          selectedOptions={picked ? [picked] : []}
          onOptionSelect={(_, data) => setPicked(data.optionValue ?? null)}
          listbox={{ className: list.className }}
          positioning={list.positioning}
          data-testid="store-select"
        >
          {stores.map((store) => (
            <Option key={store.IStoreId} value={store.IStoreId}>
              {store.label ?? store.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
    ) : (
      <Text data-testid="template-store">Магазин вакансии: {storeLabel}</Text>
    );

  return (
    <section className={styles.root} data-testid="template-page" data-id={template.id}>
      <BackToPositions />
      {canAccess('vacancyTemplates') && <PresenceBar viewers={record.viewers} />}
      <VacancyInfo
        kindText="Шаблон вакансии"
        positionTitle={template.position.title}
        storeLabel={null}
        cityName={template.cityName}
        salary={template.salary}
        baseTemplate={template.baseTemplate}
      />
      {mine.length > 0 && (
        <div className={styles.existing} data-testid="template-vacancies">
          <Text>Вакансии по этому шаблону:</Text>
          {mine.map((vacancy) => (
            <Link
              key={vacancy.id}
              href={vacancyPath(vacancy.id)}
              onClick={(event) => {
                event.preventDefault();
                navigate(vacancyPath(vacancy.id));
              }}
            >
              № {vacancy.id}, {vacancy.store.label}
            </Link>
          ))}
        </div>
      )}
      {error && (
        <MessageBar intent="error" data-testid="extra-notice">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <ExtraDescriptionEditor
        value={text}
        onChange={setText}
        saveText="Сохранить"
        saving={saving}
        canSave={storeId !== null}
        extra={storePicker}
        hint="Первое сохранение создаёт вакансию по шаблону в вашем магазине."
        onSave={create}
      />
    </section>
  );
}

import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { QuestionnaireInfo } from '../../../../../events/questionnaire/events';
import { ApiError, UNKNOWN_ERROR_MESSAGE, apiCall } from '../../../shell/http';
import { BackLink } from '../../../shell/BackLink';
import { PresenceBar } from '../../../shell/PresenceBar';
import { RuDateField } from '../../../shell/RuDateField';
import { useLiveRecord } from '../../../live/useLiveRecord';
import { getQuestionnaire, nullWhenNotFound, QUESTIONNAIRES, toView, type QuestionnaireView } from '../api';
import { birthDay, fullName } from '../format';
import { whoAndWhen } from '../liveNotice';
import { ProfileForm } from '../../../../shared/profile';
import {
  IDENTITY_MESSAGE,
  IDENTITY_SECTIONS,
  seesWholeIdentity,
} from '../../../../../events/questionnaire/masking';
import { sessionAtom } from '../../../shell/state/session';
import { useAtomValue } from 'jotai';
import { staffProfilePort } from '../profilePort';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Draft = Pick<
  QuestionnaireInfo,
  'lastname' | 'firstname' | 'secondname' | 'woPatronymic' | 'phone' | 'email'
> & {
  sex: 'male' | 'female' | '';
  /** YYYY-MM-DD, what a date input holds and the API takes. */
  dateBirth: string;
};

const draftOf = (q: QuestionnaireView): Draft => ({
  lastname: q.info.lastname,
  firstname: q.info.firstname,
  secondname: q.info.secondname,
  woPatronymic: q.info.woPatronymic,
  sex: q.info.sex ?? '',
  dateBirth: birthDay(q.info.dateBirth)?.toISODate() ?? '',
  phone: q.info.phone,
  email: q.info.email,
});

const DRAFT_KEYS = [
  'lastname',
  'firstname',
  'secondname',
  'woPatronymic',
  'sex',
  'dateBirth',
  'phone',
  'email',
] as const;

/** Only what the user changed is sent: someone else's change of another field is never overwritten. */
function changesOf(from: Draft, to: Draft): Partial<Draft> {
  const changes: Partial<Draft> = {};
  for (const key of DRAFT_KEYS) {
    if (to[key] !== from[key]) Object.assign(changes, { [key]: to[key] });
  }
  if (changes.sex === '') delete changes.sex;
  return changes;
}

/**
 * /protected/feedback/edit/{id}: staff correct the candidate's main data (the extended profile's
 * sections come with the profile form). Saves only the changed fields at the revision the form was
 * loaded at: a field someone else changed meanwhile is refused naming them; other fields go through.
 */
export function QuestionnaireEditPage({ id }: { id: string }) {
  const styles = useStyles();
  // Unit and region directors see identity numbers masked and may not save them.
  const wholeIdentity = seesWholeIdentity(useAtomValue(sessionAtom)?.role.scope ?? '');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadedAt, setLoadedAt] = useState<{ revision: number; draft: Draft } | null>(null);
  const [message, setMessage] = useState<{
    intent: 'success' | 'error' | 'warning';
    title?: string;
    text: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const port = useMemo(() => staffProfilePort(id), [id]);
  const record = useLiveRecord({
    collection: QUESTIONNAIRES,
    id,
    load: () => getQuestionnaire(id).catch(nullWhenNotFound),
    notFound: 'Анкета не найдена',
    toView: (doc) => toView(doc),
    onLiveChange: (next) => {
      if (!busy) setMessage({ intent: 'warning', text: `Анкету изменили: ${whoAndWhen(next.lastChange)}.` });
    },
  });
  const q = record.data;
  if (q && !loadedAt) {
    const initial = draftOf(q);
    setLoadedAt({ revision: q.revision, draft: initial });
    setDraft(initial);
  }
  if (!q || !draft || !loadedAt)
    return record.loading ? (
      <Spinner label="Загрузка…" />
    ) : (
      <MessageBar intent="error">
        <MessageBarBody>{record.error?.message ?? 'Анкета не найдена'}</MessageBarBody>
      </MessageBar>
    );

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const save = async () => {
    const changes = changesOf(loadedAt.draft, draft);
    if (Object.keys(changes).length === 0) return setMessage({ intent: 'warning', text: 'Нет изменений' });
    setBusy(true);
    setMessage(null);
    try {
      const { entity } = await apiCall<{ entity: QuestionnaireView }>(
        `/questionnaire/${id}/info`,
        {
          revision: loadedAt.revision,
          changes,
        },
        { method: 'PUT' },
      );
      record.accept(entity);
      const next = draftOf(entity);
      setLoadedAt({ revision: entity.revision, draft: next });
      setDraft(next);
      setMessage({ intent: 'success', text: 'Сохранено' });
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === 409;
      setMessage({
        intent: 'error',
        title: conflict ? 'Изменения не сохранены' : undefined,
        text: err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.root} data-testid="qa-edit">
      <BackLink to={`/protected/feedback/${id}`} testId="qa-edit-back">
        К анкете
      </BackLink>
      <PresenceBar viewers={record.viewers} />
      <Title2 as="h1">{fullName(q.info)}</Title2>
      <Text className={styles.muted}>
        Основные данные кандидата, ниже — разделы анкеты: каждый сохраняется отдельно.
      </Text>
      {message && (
        <MessageBar intent={message.intent} data-testid="qa-edit-message">
          <MessageBarBody>
            {message.title && <MessageBarTitle>{message.title}</MessageBarTitle>}
            {message.text}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>
        <Field label="Фамилия" required>
          <Input
            value={draft.lastname}
            onChange={(_, d) => set({ lastname: d.value })}
            data-testid="qa-edit-lastname"
          />
        </Field>
        <Field label="Имя" required>
          <Input
            value={draft.firstname}
            onChange={(_, d) => set({ firstname: d.value })}
            data-testid="qa-edit-firstname"
          />
        </Field>
        <Field label="Отчество">
          <Input
            value={draft.secondname}
            disabled={draft.woPatronymic}
            onChange={(_, d) => set({ secondname: d.value })}
            data-testid="qa-edit-secondname"
          />
        </Field>
        <Checkbox
          label="Нет отчества"
          checked={draft.woPatronymic}
          onChange={(_, d) =>
            set({ woPatronymic: Boolean(d.checked), secondname: d.checked ? '' : draft.secondname })
          }
        />
        <Field label="Пол">
          <Dropdown
            value={draft.sex === 'male' ? 'Мужской' : draft.sex === 'female' ? 'Женский' : ''}
            selectedOptions={[draft.sex]}
            onOptionSelect={(_, d) => set({ sex: d.optionValue === 'male' ? 'male' : 'female' })}
          >
            <Option value="male">Мужской</Option>
            <Option value="female">Женский</Option>
          </Dropdown>
        </Field>
        <RuDateField
          label="Дата рождения"
          value={draft.dateBirth}
          onChange={(value) => set({ dateBirth: value })}
          testId="qa-edit-dateBirth"
        />
        <Field label="Телефон (11 цифр)">
          <Input
            value={draft.phone}
            onChange={(_, d) => set({ phone: d.value.replace(/\D/g, '').slice(0, 11) })}
          />
        </Field>
        <Field label="E-mail">
          <Input
            type="email"
            value={draft.email}
            onChange={(_, d) => set({ email: d.value })}
            data-testid="qa-edit-email"
          />
        </Field>
      </div>
      <Button
        appearance="primary"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
        onClick={() => void save()}
        data-testid="qa-edit-save"
      >
        Сохранить
      </Button>
      {!wholeIdentity && (
        <MessageBar intent="info" data-testid="qa-edit-identity-masked">
          <MessageBarBody>{IDENTITY_MESSAGE}</MessageBarBody>
        </MessageBar>
      )}
      <ProfileForm
        q={q}
        port={port}
        audience="staff"
        onSaved={(entity) => record.accept(entity)}
        lockedSections={wholeIdentity ? [] : IDENTITY_SECTIONS}
      />
    </section>
  );
}

import { useState } from 'react';
import { Checkbox, Dropdown, Field, Input, Option, Textarea } from '@fluentui/react-components';
import { DateTime } from 'luxon';
import { emptyProfile } from '../../../../../../events/questionnaire/profile/empty';
import {
  PROFILE_SECTION_TITLES,
  PROFILE_SECTIONS,
  type ProfileSection,
} from '../../../../../../events/questionnaire/profile/events';
import { profileProblems } from '../../../../../../events/questionnaire/profile/rules';
import {
  EMPLOYMENT_HISTORY,
  MILITARY_DOCUMENTS,
  MILITARY_STATUS_TITLES,
  MILITARY_STATUSES,
  type Address,
  type Profile,
} from '../../../../../../events/questionnaire/profile/types';
import { CITIZENSHIPS } from '../../../../../../events/questionnaire-light/inputs';
import { oneOf, stringField } from '../../../../../../events/core/json';
import { ApiError, UNKNOWN_ERROR_MESSAGE, apiCall } from '../../../../shell/http';
import type { QuestionnaireView } from '../../api';
import { AddressSuggest, type SuggestedAddress } from './AddressSuggest';
import { SectionCard } from './SectionCard';

const HISTORY_TITLES: Record<(typeof EMPLOYMENT_HISTORY)[number], string> = {
  None: 'Нет трудовой книжки',
  Have: 'Бумажная трудовая книжка',
  HaveEl: 'Электронная трудовая книжка',
  Lose: 'Трудовая книжка утеряна',
};
const DOCUMENT_TITLES: Record<(typeof MILITARY_DOCUMENTS)[number], string> = {
  VBilet: 'Военный билет',
  Pripisnoe: 'Приписное свидетельство',
  Spravka: 'Справка взамен военного билета',
};
/** The sections staff edit here; family and education come with the candidate's form. */
const SECTIONS: ProfileSection[] = ['personal', 'passport', 'addresses', 'military'];

const fromSuggestion = (a: SuggestedAddress, held: Address): Address => ({
  ...held,
  postCode: a.postal_code ?? '',
  country: a.country,
  region: a.region ?? '',
  regionCod: a.region_kladr_id ?? '',
  city: a.city ?? '',
  street: a.street ?? '',
  streetCod: a.street_kladr_id ?? '',
  house: a.house ?? '',
  apartment: a.flat ?? '',
});

/**
 * The applicant profile's sections for staff (spec part 2, section 2, edit): each saved on its own
 * at the revision loaded, checked by the same rules as the server (events/questionnaire/profile).
 */
export function ProfileEditor({
  q,
  onSaved,
}: {
  q: QuestionnaireView;
  onSaved: (entity: QuestionnaireView) => void;
}) {
  const [draft, setDraft] = useState<Profile>({ ...emptyProfile(q), ...q.profile });
  const [loadedAt, setLoadedAt] = useState(q.revision);
  const [tried, setTried] = useState<Set<ProfileSection>>(new Set());
  const [busy, setBusy] = useState<ProfileSection | null>(null);
  const [messages, setMessages] = useState<Partial<Record<ProfileSection, { ok: boolean; text: string }>>>(
    {},
  );
  const problems = profileProblems(draft, {
    today: DateTime.now().setZone('Europe/Moscow').toFormat('dd.MM.yyyy'),
    selfEmployed: q.contractorType === 'Entrepreneur',
    productName: '',
    corporateEmailDomain: '',
    scans: {},
    isNewSubmit: false,
    scansChecked: true,
  });
  const errorOf = (path: string) => {
    const section = oneOf(PROFILE_SECTIONS, path.split('.')[0]);
    if (!section || !tried.has(section)) return undefined;
    return problems.find((p) => p.path === path)?.message;
  };
  const set = <K extends keyof Profile>(section: K, patch: Partial<Profile[K]>) =>
    setDraft((held) => ({ ...held, [section]: { ...held[section], ...patch } }));

  const save = async (section: ProfileSection) => {
    setTried((held) => new Set(held).add(section));
    if (problems.some((p) => p.path === section || p.path.startsWith(`${section}.`))) return;
    setBusy(section);
    try {
      const { entity } = await apiCall<{ entity: QuestionnaireView }>(
        `/questionnaire/${q.id}/profile/${section}`,
        { data: draft[section], revision: loadedAt },
        { method: 'PUT' },
      );
      setLoadedAt(entity.revision);
      onSaved(entity);
      setMessages((held) => ({ ...held, [section]: { ok: true, text: 'Раздел сохранён' } }));
    } catch (err) {
      const text = err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE;
      setMessages((held) => ({ ...held, [section]: { ok: false, text } }));
    } finally {
      setBusy(null);
    }
  };

  const text = (section: 'personal' | 'passport', field: string, label: string, placeholder?: string) => {
    const value = stringField(draft[section], field) ?? '';
    return (
      <Field key={field} label={label} validationMessage={errorOf(`${section}.${field}`)}>
        <Input
          value={value}
          placeholder={placeholder}
          onChange={(_, d) => set(section, { [field]: d.value })}
          data-testid={`profile-${section}-${field}`}
        />
      </Field>
    );
  };
  const card = (section: ProfileSection, children: React.ReactNode) => (
    <SectionCard
      key={section}
      title={PROFILE_SECTION_TITLES[section]}
      testId={`profile-${section}`}
      busy={busy === section}
      message={messages[section] ?? null}
      onSave={() => void save(section)}
    >
      {children}
    </SectionCard>
  );
  const reg = draft.addresses.registration;
  const history = oneOf(EMPLOYMENT_HISTORY, draft.personal.hasEmploymentHistory);
  const militaryStatus = oneOf(MILITARY_STATUSES, draft.military.status);
  const militaryDocument = oneOf(MILITARY_DOCUMENTS, draft.military.documentType);

  return SECTIONS.map((section) => {
    if (section === 'personal')
      return card(section, [
        <Field key="citizenship" label="Гражданство" validationMessage={errorOf('personal.citizenship')}>
          <Dropdown
            value={CITIZENSHIPS.find((c) => c.id === draft.personal.citizenship)?.title ?? ''}
            selectedOptions={[draft.personal.citizenship]}
            onOptionSelect={(_, d) => set('personal', { citizenship: d.optionValue ?? '' })}
          >
            {CITIZENSHIPS.map((c) => (
              <Option key={c.id} value={c.id}>
                {c.title}
              </Option>
            ))}
          </Dropdown>
        </Field>,
        <Field
          key="history"
          label="Трудовая книжка"
          validationMessage={errorOf('personal.hasEmploymentHistory')}
        >
          <Dropdown
            value={history ? HISTORY_TITLES[history] : ''}
            selectedOptions={[draft.personal.hasEmploymentHistory]}
            onOptionSelect={(_, d) =>
              set('personal', { hasEmploymentHistory: oneOf(EMPLOYMENT_HISTORY, d.optionValue) ?? '' })
            }
          >
            {EMPLOYMENT_HISTORY.map((h) => (
              <Option key={h} value={h}>
                {HISTORY_TITLES[h]}
              </Option>
            ))}
          </Dropdown>
        </Field>,
        text('personal', 'inn', 'ИНН', '12 цифр'),
        text('personal', 'snils', 'СНИЛС', 'NNN-NNN-NNN NN'),
        <Field key="about" label="О себе" validationMessage={errorOf('personal.aboutYourself')}>
          <Textarea
            value={draft.personal.aboutYourself}
            onChange={(_, d) => set('personal', { aboutYourself: d.value })}
          />
        </Field>,
      ]);
    if (section === 'passport')
      return card(section, [
        text('passport', 'series', 'Серия', '4 цифры'),
        text('passport', 'number', 'Номер', '6 цифр'),
        text('passport', 'dateExtradition', 'Дата выдачи', 'ДД.ММ.ГГГГ'),
        text('passport', 'placeExtradition', 'Кем выдан'),
        text('passport', 'departmentNumber', 'Код подразделения', 'NNN-NNN'),
        text('passport', 'placeBirth', 'Место рождения'),
      ]);
    if (section === 'addresses')
      return card(section, [
        <AddressSuggest
          key="registration"
          label="Адрес регистрации"
          testId="profile-registration-suggest"
          onPick={(a) =>
            set('addresses', {
              registration: { ...fromSuggestion(a, reg), dateRegistration: reg.dateRegistration },
            })
          }
        />,
        <Field
          key="picked"
          label="Карточка адреса"
          validationMessage={
            errorOf('addresses.registration') ??
            errorOf('addresses.registration.street') ??
            errorOf('addresses.registration.house')
          }
        >
          <Input
            readOnly
            value={[
              reg.postCode,
              reg.city,
              reg.street,
              reg.house && `д ${reg.house}`,
              reg.apartment && `кв ${reg.apartment}`,
            ]
              .filter(Boolean)
              .join(', ')}
            data-testid="profile-registration-card"
          />
        </Field>,
        <Field
          key="date"
          label="Дата регистрации"
          validationMessage={errorOf('addresses.registration.dateRegistration')}
        >
          <Input
            value={reg.dateRegistration}
            placeholder="ДД.ММ.ГГГГ"
            onChange={(_, d) => set('addresses', { registration: { ...reg, dateRegistration: d.value } })}
            data-testid="profile-registration-date"
          />
        </Field>,
        <Checkbox
          key="same"
          label="Адрес проживания совпадает с адресом регистрации"
          checked={draft.addresses.notsend}
          onChange={(_, d) => set('addresses', { notsend: Boolean(d.checked) })}
        />,
        ...(draft.addresses.notsend
          ? []
          : [
              <AddressSuggest
                key="residential"
                label="Адрес проживания"
                testId="profile-residential-suggest"
                onPick={(a) =>
                  set('addresses', { residential: fromSuggestion(a, draft.addresses.residential) })
                }
              />,
            ]),
      ]);
    return card(section, [
      <Field key="status" label="Воинский учёт" validationMessage={errorOf('military.status')}>
        <Dropdown
          value={militaryStatus ? MILITARY_STATUS_TITLES[militaryStatus] : ''}
          selectedOptions={[draft.military.status]}
          onOptionSelect={(_, d) =>
            set('military', { status: oneOf(MILITARY_STATUSES, d.optionValue) ?? '' })
          }
          data-testid="profile-military-status"
        >
          {MILITARY_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {MILITARY_STATUS_TITLES[status]}
            </Option>
          ))}
        </Dropdown>
      </Field>,
      <Field key="doc" label="Документ" validationMessage={errorOf('military.documentType')}>
        <Dropdown
          disabled={draft.military.status === 'NonMilitary'}
          value={militaryDocument ? DOCUMENT_TITLES[militaryDocument] : ''}
          selectedOptions={[draft.military.documentType]}
          onOptionSelect={(_, d) =>
            set('military', { documentType: oneOf(MILITARY_DOCUMENTS, d.optionValue) ?? '' })
          }
        >
          {MILITARY_DOCUMENTS.map((doc) => (
            <Option key={doc} value={doc}>
              {DOCUMENT_TITLES[doc]}
            </Option>
          ))}
        </Dropdown>
      </Field>,
      <Field key="seria" label="Серия документа" validationMessage={errorOf('military.documentSeria')}>
        <Input
          value={draft.military.documentSeria}
          onChange={(_, d) => set('military', { documentSeria: d.value })}
        />
      </Field>,
      <Field key="number" label="Номер документа" validationMessage={errorOf('military.documentNumber')}>
        <Input
          value={draft.military.documentNumber}
          onChange={(_, d) => set('military', { documentNumber: d.value })}
        />
      </Field>,
    ]);
  });
}

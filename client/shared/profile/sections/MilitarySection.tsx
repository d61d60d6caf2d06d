import { Checkbox } from '@fluentui/react-components';
import {
  MILITARY_DOCUMENTS,
  MILITARY_STATUS_TITLES,
  MILITARY_STATUSES,
  type Military,
  type MilitaryDocument,
  type MilitaryStatus,
} from '#events/questionnaire/profile/types';
import { CodeDictionaryField } from '../CodeDictionaryField';
import { DateField, DictionaryField, TextField, useFieldStyles } from '../fields';
import { MASKS } from '../masks';
import { testIdOf, type SectionProps } from './types';

const STATUS_FALLBACK = MILITARY_STATUSES.map((id) => ({ id, title: MILITARY_STATUS_TITLES[id] }));
const DOCUMENT_FALLBACK = [
  { id: 'VBilet', title: 'Военный билет' },
  { id: 'Pripisnoe', title: 'Удостоверение гражданина, подлежащего призыву' },
  { id: 'Spravka', title: 'Справка взамен военного билета' },
];

/** The documents a status may not have (spec part 2, section 5). */
const NOT_FOR: Record<MilitaryStatus, MilitaryDocument[]> = {
  EngagementToArmy: ['VBilet'],
  Military: ['Pripisnoe'],
  NonMilitary: [...MILITARY_DOCUMENTS],
};

/** What a certificate (Spravka) leaves disabled and empty. */
const NOT_WITH_SPRAVKA = [
  'documentSeria',
  'documentNumber',
  'rank',
  'stockCategory',
  'profile',
  'profileCode',
  'medicineApprove',
] as const;

const EMPTY_DETAILS: Omit<Military, 'status'> = {
  documentType: '',
  documentSeria: '',
  documentNumber: '',
  rank: '',
  stockCategory: '',
  profile: '',
  profileCode: '',
  medicineApprove: '',
  liable: '',
  office: '',
  mobilizationDocumentExist: false,
  militaryAccountingDateOut: '',
  militaryCommandPartyNumber: '',
};

/**
 * Military registration (spec part 2, section 4, 'Military form'): the status first; a man cannot be
 * 'Невоеннообязанный', a conscript has no military ID, a reservist no registration certificate;
 * with a certificate (Spravka) most fields are disabled, with Pripisnoe the mobilisation flag; the
 * command party number only with the flag.
 */
export function MilitarySection({ value, onChange, errorOf, disabled, profile }: SectionProps<'military'>) {
  const styles = useFieldStyles();
  const set = (patch: Partial<Military>) => onChange({ ...value, ...patch });
  const status = MILITARY_STATUSES.find((s) => s === value.status);
  const spravka = value.documentType === 'Spravka';
  const off = disabled || spravka;
  const dictionary = (
    field: 'rank' | 'stockCategory' | 'profile' | 'medicineApprove' | 'liable' | 'office',
    label: string,
    name: string,
    keep: 'id' | 'title',
  ) => (
    <DictionaryField
      label={label}
      dictionary={name}
      keep={keep}
      value={value[field]}
      disabled={field === 'liable' || field === 'office' ? disabled : off}
      onChange={(v) => set({ [field]: v })}
      error={errorOf(`military.${field}`)}
      testId={testIdOf('military', field)}
    />
  );

  const chooseStatus = (next: string) => {
    const chosen = MILITARY_STATUSES.find((s) => s === next) ?? '';
    if (chosen === 'NonMilitary' || chosen === '') return onChange({ ...EMPTY_DETAILS, status: chosen });
    const keepDocument = value.documentType !== '' && !NOT_FOR[chosen].includes(value.documentType);
    set({ status: chosen, documentType: keepDocument ? value.documentType : '' });
  };
  const chooseDocument = (next: string) => {
    const documentType = MILITARY_DOCUMENTS.find((d) => d === next) ?? '';
    const cleared =
      documentType === 'Spravka' ? Object.fromEntries(NOT_WITH_SPRAVKA.map((f) => [f, ''])) : {};
    const flag =
      documentType === 'Pripisnoe'
        ? { mobilizationDocumentExist: false, militaryCommandPartyNumber: '' }
        : {};
    set({ documentType, ...cleared, ...flag });
  };

  return (
    <>
      <DictionaryField
        label="Воинский учёт"
        required
        dictionary="militaryStatuses"
        keep="id"
        fallback={STATUS_FALLBACK}
        value={value.status}
        disabled={disabled}
        disabledIds={profile.personal.sex === 'male' ? ['NonMilitary'] : []}
        onChange={chooseStatus}
        error={errorOf('military.status')}
        testId={testIdOf('military', 'status')}
      />
      {status && status !== 'NonMilitary' && (
        <>
          <DictionaryField
            label="Документ воинского учёта"
            required
            dictionary="militaryDocuments"
            keep="id"
            fallback={DOCUMENT_FALLBACK}
            value={value.documentType}
            disabled={disabled}
            disabledIds={NOT_FOR[status]}
            onChange={chooseDocument}
            error={errorOf('military.documentType')}
            testId={testIdOf('military', 'documentType')}
          />
          <TextField
            label="Серия документа"
            required={!spravka}
            mask="militarySeria"
            placeholder="2 символа"
            value={value.documentSeria}
            disabled={off}
            onChange={(v) => set({ documentSeria: v })}
            error={errorOf('military.documentSeria')}
            testId={testIdOf('military', 'documentSeria')}
          />
          <TextField
            label="Номер документа"
            required={!spravka}
            mask="militaryNumber"
            placeholder="8 цифр"
            value={value.documentNumber}
            disabled={off}
            onChange={(v) => set({ documentNumber: v })}
            error={errorOf('military.documentNumber')}
            testId={testIdOf('military', 'documentNumber')}
          />
          {dictionary('rank', 'Воинское звание', 'militaryRanks', 'title')}
          {dictionary('stockCategory', 'Категория запаса', 'stockCategories', 'id')}
          {dictionary('profile', 'Состав (профиль)', 'militaryProfiles', 'title')}
          <CodeDictionaryField
            label="Код ВУС"
            dictionary="militaryProfileCodes"
            mask={MASKS.profileCode}
            placeholder="6 цифр"
            value={value.profileCode}
            disabled={off}
            onChange={(v) => set({ profileCode: v })}
            error={errorOf('military.profileCode')}
            testId={testIdOf('military', 'profileCode')}
          />
          {dictionary('medicineApprove', 'Категория годности', 'medicineApproves', 'id')}
          {dictionary('liable', 'Отношение к воинской обязанности', 'militaryLiabilities', 'title')}
          {dictionary('office', 'Военный комиссариат', 'militaryOffices', 'title')}
          <DateField
            label="Дата снятия с учёта"
            value={value.militaryAccountingDateOut}
            disabled={disabled}
            onChange={(v) => set({ militaryAccountingDateOut: v })}
            error={errorOf('military.militaryAccountingDateOut')}
            testId={testIdOf('military', 'militaryAccountingDateOut')}
          />
          <Checkbox
            className={styles.wide}
            label="Есть мобилизационное предписание"
            checked={value.mobilizationDocumentExist}
            disabled={disabled || spravka || value.documentType === 'Pripisnoe'}
            onChange={(_, d) =>
              set({
                mobilizationDocumentExist: Boolean(d.checked),
                militaryCommandPartyNumber: d.checked ? value.militaryCommandPartyNumber : '',
              })
            }
            data-testid={testIdOf('military', 'mobilizationDocumentExist')}
          />
          <TextField
            label="Номер команды (партии)"
            value={value.militaryCommandPartyNumber}
            disabled={disabled || !value.mobilizationDocumentExist}
            onChange={(v) => set({ militaryCommandPartyNumber: v })}
            error={errorOf('military.militaryCommandPartyNumber')}
            testId={testIdOf('military', 'militaryCommandPartyNumber')}
          />
        </>
      )}
    </>
  );
}

import { CITIZENSHIPS } from '../questionnaire-light/inputs';
import { ERASED } from '../core/personal';
import { dateText, isDateLike, moneyText } from './display';
import {
  APPROVAL_METHOD_TITLES,
  CHECK_RUN_STATUS_TITLES,
  CHECK_SOURCE_TITLES,
  CHECK_TITLES,
  DKMO_STATUS_TITLES,
  DOCUMENT_TITLES,
  FILE_KIND_TITLES,
  FSSP_STATUS_TITLES,
  HIRE_STATUS_TITLES,
  LIGHT_STATUS_TITLES,
  MEETING_STATUS_TITLES,
  MILITARY_STATUS_TITLES,
  ONE_S_FAILURE_TITLES,
  ONE_S_POSTING_TITLES,
  PARTTIME_TITLES,
  PERMISSION_TITLES,
  PUBLICATION_STATUS_TITLES,
  RENEWAL_REASONS,
  ROLE_TITLES,
  SELF_EMPLOYMENT_TITLES,
  SERVICE_TITLES,
  SEX_TITLES,
  STATE_TITLES,
  titleIn,
} from './titles';

/** How a diff shows a value: enums by their Russian titles, dates in Moscow time, money apart. */

type Titles = Readonly<Record<string, string>>;

/** The status of whichever record a document is: the maps do not share a value with two meanings. */
const TOP_STATUS: Titles = {
  ...PUBLICATION_STATUS_TITLES,
  ...HIRE_STATUS_TITLES,
  ...DKMO_STATUS_TITLES,
  ...MEETING_STATUS_TITLES,
  ...LIGHT_STATUS_TITLES,
};

const CITIZENSHIP_TITLES: Titles = Object.fromEntries(CITIZENSHIPS.map((c) => [c.id, c.title]));
const CONTRACTOR_TITLES: Titles = { Employee: 'Сотрудник', Entrepreneur: 'Самозанятый' };
const QUESTIONNAIRE_SOURCE_TITLES: Titles = {
  light: 'Анкета QR',
  profile: 'Профиль кандидата',
  staff: 'Сотрудник',
};
const EMPLOYMENT_HISTORY_TITLES: Titles = {
  None: 'Нет',
  Have: 'Бумажная',
  HaveEl: 'Электронная',
  Lose: 'Утеряна',
};
const YES_NO: Titles = { '1': 'да', '0': 'нет' };
const PUBLICATION_ACTIONS: Titles = {
  publish: 'Публикация',
  close: 'Закрытие (в архив)',
  delete: 'Удаление',
};

/** Enum titles by the parent's key and the key. */
const BY_CONTEXT: Record<string, Titles> = {
  'military.status': MILITARY_STATUS_TITLES,
  'fssp.status': FSSP_STATUS_TITLES,
  'selfEmployment.status': SELF_EMPLOYMENT_TITLES,
  'document.posted': ONE_S_POSTING_TITLES,
  'drift.kind': ONE_S_POSTING_TITLES,
  'lastError.kind': ONE_S_FAILURE_TITLES,
  'lastFailure.kind': ONE_S_FAILURE_TITLES,
};

/** Enum titles by the grandparent's key and the key ('failures.<service>.action'). */
const BY_GRAND: Record<string, Titles> = { 'failures.action': PUBLICATION_ACTIONS };

/** Enum titles by the key. */
const BY_KEY: Record<string, Titles> = {
  state: STATE_TITLES,
  previousState: STATE_TITLES,
  questionnaireState: STATE_TITLES,
  type: LIGHT_STATUS_TITLES,
  fsspStatus: FSSP_STATUS_TITLES,
  sex: SEX_TITLES,
  contractorType: CONTRACTOR_TITLES,
  citizen: CITIZENSHIP_TITLES,
  hasEmploymentHistory: EMPLOYMENT_HISTORY_TITLES,
  method: APPROVAL_METHOD_TITLES,
  parttimerHours: PARTTIME_TITLES,
  isTermContract: YES_NO,
  scope: ROLE_TITLES,
  role: ROLE_TITLES,
  permissions: PERMISSION_TITLES,
  documents: DOCUMENT_TITLES,
  label: DOCUMENT_TITLES,
  renewal: RENEWAL_REASONS,
  renewalOf: RENEWAL_REASONS,
  service: SERVICE_TITLES,
  kind: FILE_KIND_TITLES,
  posted: ONE_S_POSTING_TITLES,
  questionnaireKind: { light: 'Анкета QR', employment: 'Анкета трудоустройства' },
};

const MONEY = new Set(['debtBalanceEp', 'debtBalanceDuty', 'debtBalanceOther', 'debtBalanceFine', 'amount']);

/** The enum titles that apply at a path (the record's own status by its parent's kind of map). */
function titlesAt(path: readonly string[]): Titles | undefined {
  const key = path[path.length - 1] ?? '';
  const parent = path[path.length - 2] ?? '';
  const grand = path[path.length - 3] ?? '';
  const run = grand === 'checks' || grand === 'latest' || grand === 'runs';
  if (key === 'status' && run) return CHECK_RUN_STATUS_TITLES;
  const context = BY_CONTEXT[`${parent}.${key}`] ?? BY_GRAND[`${grand}.${key}`];
  if (context) return context;
  if (key === 'status') {
    if (grand === 'publications') return PUBLICATION_STATUS_TITLES;
    return TOP_STATUS;
  }
  if (key === 'source') return path.length === 1 ? QUESTIONNAIRE_SOURCE_TITLES : CHECK_SOURCE_TITLES;
  if (key === 'check' || key === 'checks') return CHECK_TITLES;
  return BY_KEY[key];
}

const HTML_TAG = /<[^>]*>/g;
const LONG = 120;

/** A long text (a template's HTML) as its first words. */
function shortText(text: string): string {
  const plain = text.replace(HTML_TAG, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > LONG ? `${plain.slice(0, LONG - 1).trimEnd()}…` : plain;
}

/** A primitive value at a path as a display text; null for nothing (absent, null, empty text). */
export function primitiveText(path: readonly string[], value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const key = path[path.length - 1] ?? '';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'number') {
    const parent = path[path.length - 2] ?? '';
    if (MONEY.has(key) || parent === 'salary') return `${moneyText(value)} ₽`;
    return String(value);
  }
  if (typeof value !== 'string') return null;
  if (value === ERASED) return ERASED;
  if (value === '') return null;
  const titles = titlesAt(path);
  if (titles) return titleIn(titles, value);
  if (key.endsWith('Sha256')) return `${value.slice(0, 16)}…`;
  if (isDateLike(value)) return dateText(value);
  return shortText(value);
}

/** A list of primitives: its titles joined (at most five, then how many more). */
export function listText(path: readonly string[], values: readonly unknown[]): string | null {
  const texts = values.map((v) => primitiveText(path, v)).filter((t): t is string => t !== null);
  if (!texts.length) return null;
  if (path[path.length - 1] === 'period') return texts.join(' – ');
  const shown = texts.slice(0, 5).join(', ');
  return texts.length > 5 ? `${shown} и ещё ${texts.length - 5}` : shown;
}

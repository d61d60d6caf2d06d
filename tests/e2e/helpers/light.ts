import { DateTime } from 'luxon';
import { ClientFunction, Selector, t } from 'testcafe';
import { DEMO_PASSWORD } from './env';
import { API, callOk } from './public';
import { byTestId } from './selectors';

/**
 * The light questionnaire: the candidate's form on the public site, the same calls made straight
 * from Node (TestCafe tests run in Node), and the staff console's review screens.
 */

export const REQUIRED = 'Обязательное поле';
export const UNDERAGE = 'Мы рассматриваем кандидатов от 18 лет';
export const PERSONAL_EMAIL = 'Необходимо указать личную почту кандидата';
export const PHONE_NOT_CONFIRMED = 'Для отправки анкеты необходимо подтвердить телефон';
export const PHONE_CONFIRM = 'Подтвердите номер телефона';
export const THANKS_TEXT = 'Спасибо за заявку. Она будет обработана в ближайшее время.';
export const DUPLICATE_TEXT = 'Анкета на эту должность с этим номером телефона уже существует';
/** The server lets a phone have a new code 60 s after the previous one. */
export const RESEND_AFTER_MS = 60_000;

/** A phone nobody else uses in this run: 79 and nine random digits, not the SMS sandbox's failing 4040. */
export function uniquePhone(): string {
  let digits = '';
  for (let i = 0; i < 9; i++) digits += Math.floor(Math.random() * 10);
  return digits.endsWith('4040') ? uniquePhone() : `79${digits}`;
}

/** A surname no other questionnaire has: a few random Cyrillic letters after a stem. */
export function uniqueSurname(stem = 'Тестова'): string {
  const letters = 'абвгдеёжзиклмнопрстуфхцчшэюя';
  let tail = '';
  for (let i = 0; i < 6; i++) tail += letters[Math.floor(Math.random() * letters.length)];
  return `${stem}${tail}`;
}

/** 79991234567 -> '+7 (999) 123-45-67', as the form and the console show it. */
export function phoneText(digits: string): string {
  return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

/** DD.MM.YYYY of a date in this machine's zone (the browser runs on the same machine). */
/** Today as the console shows it ('ДД.ММ.ГГГГ' of the Moscow day: 21:00–24:00 UTC is already tomorrow). */
export function moscowToday(): string {
  return DateTime.now().setZone('Europe/Moscow').toFormat('dd.LL.yyyy');
}

export function ruDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** A birth date `years` years before today, as the form's mask writes it. */
export function birthDateYearsAgo(years: number, extraDays = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - extraDays);
  return ruDate(d);
}

interface OutboxSms {
  to: string;
  text: string;
  at: string;
}

export async function smsOutbox(): Promise<OutboxSms[]> {
  const res = await fetch(`${API}/demo/sms-outbox`);
  if (!res.ok) throw new Error(`GET /demo/sms-outbox answered ${res.status}`);
  return (await res.json()) as OutboxSms[];
}

/** How many texts went to the phone so far (to tell the next code from an older one). */
export async function smsCount(phone: string): Promise<number> {
  return (await smsOutbox()).filter((m) => m.to === phone).length;
}

/** The code of the newest text to the phone once there are more than `seen` texts to it. */
export async function waitForSmsCode(phone: string, seen: number, timeoutMs = 20_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const texts = (await smsOutbox()).filter((m) => m.to === phone);
    if (texts.length > seen) {
      const code = /\b(\d{4})\b/.exec(texts[0]!.text)?.[1];
      if (!code) throw new Error(`no 4-digit code in the SMS '${texts[0]!.text}'`);
      return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS reached ${phone} within ${timeoutMs / 1000} s`);
}

export interface CandidateInfo {
  surname: string;
  firstName: string;
  patronymicName: string;
  woPatronymic: boolean;
  citizen: 'Russia';
  /** DD.MM.YYYY */
  birthDate: string;
  phone: string;
  email: string;
  addressFact: string;
  subwayStation: string;
}

export function candidate(overrides: Partial<CandidateInfo> = {}): CandidateInfo {
  const phone = overrides.phone ?? uniquePhone();
  return {
    surname: uniqueSurname(),
    firstName: 'Алина',
    patronymicName: 'Сергеевна',
    woPatronymic: false,
    citizen: 'Russia',
    birthDate: '14.03.1998',
    phone,
    email: `cand${phone.slice(-6)}@mail.ru`,
    addressFact: 'г. Москва, ул. Викторенко, д. 5',
    subwayStation: 'ЦСКА',
    ...overrides,
  };
}

/**
 * Applies over HTTP exactly as the public form does: sendSMS, the code from the demo outbox,
 * confirmPhoneBySMS, is-possible-to-save, save-questionnaire-light. Returns the new questionnaire id.
 */
export async function applyOverHttp(vacancyId: string, info: CandidateInfo): Promise<string> {
  const seen = await smsCount(info.phone);
  await callOk('/sendSMS', { phone: info.phone });
  const code = await waitForSmsCode(info.phone, seen);
  const confirmed = await callOk<{ isDone: boolean; value: string; phoneToken?: string }>(
    '/confirmPhoneBySMS',
    { phone: info.phone, code },
  );
  if (!confirmed.isDone || !confirmed.phoneToken) throw new Error(`code refused: ${confirmed.value}`);
  const possible = await callOk<{ value: boolean }>('/is-possible-to-save-questionnaire-light', {
    vacancy_id: vacancyId,
    info: { phone: info.phone },
    phoneToken: confirmed.phoneToken,
  });
  if (!possible.value) throw new Error(`a questionnaire for ${info.phone} already exists`);
  const saved = await callOk<{ id: string }>('/save-questionnaire-light', {
    vacancy_id: vacancyId,
    type: 'new',
    info,
    phoneToken: confirmed.phoneToken,
  });
  return String(saved.id);
}

/** A staff session over HTTP (for checks of what the server holds). */
export async function staffToken(login: string): Promise<string> {
  const r = await callOk<{ token: string }>('/login', { login, password: DEMO_PASSWORD });
  return r.token;
}

export interface LightEntity {
  id: string;
  type: 'new' | 'accepted' | 'rejected';
  info: { surname: string; phone: string; email: string };
  action_data: { comment?: string; date: string } | null;
}

/** Questionnaires of one list whose phone is the given one (newest first). */
export async function questionnairesByPhone(
  token: string,
  type: LightEntity['type'],
  phone: string,
): Promise<LightEntity[]> {
  const all: LightEntity[] = [];
  for (let offset = 0; ; offset += 50) {
    const r = await callOk<{ list: LightEntity[]; total: number }>(
      '/get-questionnaire-light-list',
      { type, offset, limit: 50 },
      token,
    );
    all.push(...r.list);
    if (r.list.length === 0 || all.length >= r.total) break;
  }
  return all.filter((q) => q.info.phone === phone);
}

// ---- the public form ----

export const form = {
  surname: byTestId('q-surname'),
  firstName: byTestId('q-firstname'),
  patronymic: byTestId('q-patronymic'),
  woPatronymic: byTestId('q-wo-patronymic'),
  citizen: byTestId('q-citizen'),
  birthDate: byTestId('q-birthdate'),
  phone: byTestId('q-phone'),
  email: byTestId('q-email'),
  address: byTestId('q-address'),
  subway: byTestId('q-subway'),
  smsSend: byTestId('sms-send'),
  smsCode: byTestId('sms-code'),
  smsResend: byTestId('sms-resend'),
  smsConfirmed: byTestId('sms-confirmed'),
  smsError: byTestId('sms-error'),
  submit: byTestId('q-submit'),
  phoneNotice: byTestId('phone-notice'),
  thanks: byTestId('modal-thanks'),
  duplicate: byTestId('modal-duplicate'),
  error: byTestId('modal-error'),
};

export const fieldError = (name: string) => byTestId(`field-error-${name}`);
export const fieldErrors = Selector('[data-testid^="field-error-"]');

/** Chooses an option of the site's own select (components/ListSelect.tsx): open it, click the option. */
export async function chooseListOption(select: Selector, optionText: string): Promise<void> {
  await t.click(select);
  const listId = await select.getAttribute('aria-controls');
  await t.click(Selector(`[id="${listId}"] [role="option"]`).withExactText(optionText));
  await t.expect(select.innerText).eql(optionText);
}

const put = (field: Selector, text: string) => t.typeText(field, text, { replace: true, paste: true });

/** Fills every field of the form (the phone is not confirmed here). */
export async function fillForm(info: CandidateInfo): Promise<void> {
  await put(form.surname, info.surname);
  await put(form.firstName, info.firstName);
  if (info.woPatronymic) await t.click(form.woPatronymic);
  else await put(form.patronymic, info.patronymicName);
  await chooseListOption(form.citizen, 'Россия');
  await put(form.birthDate, info.birthDate);
  await put(form.phone, info.phone);
  await t.expect(form.phone.value).eql(phoneText(info.phone), 'the phone mask');
  await put(form.email, info.email);
  if (info.addressFact) await put(form.address, info.addressFact);
  if (info.subwayStation) await put(form.subway, info.subwayStation);
}

/** 'Подтвердить по СМС', the code from the outbox typed in, 'Подтверждён'. */
export async function confirmPhoneInForm(phone: string): Promise<void> {
  const seen = await smsCount(phone);
  await t.expect(form.smsSend.withText('Подтвердить по СМС').visible).ok();
  await t.click(form.smsSend);
  await t.expect(form.smsCode.visible).ok('the code field did not appear');
  await t.expect(form.smsResend.withText('Отправить смс повторно').exists).ok();
  const code = await waitForSmsCode(phone, seen);
  await t.typeText(form.smsCode, code, { replace: true });
  await t.expect(form.smsConfirmed.innerText).contains('Подтверждён', 'the code was not accepted', {
    timeout: 20_000,
  });
}

// ---- the staff console ----

export const review = {
  page: byTestId('ql-page'),
  list: byTestId('ql-list'),
  rows: byTestId('ql-row'),
  empty: byTestId('ql-empty'),
  total: byTestId('ql-total'),
  card: byTestId('ql-card'),
  status: byTestId('ql-status'),
  acted: byTestId('ql-acted'),
  accept: byTestId('ql-accept'),
  decline: byTestId('ql-decline'),
  restore: byTestId('ql-restore'),
  actions: byTestId('ql-actions'),
  dialog: byTestId('ql-dialog'),
  dialogComment: byTestId('ql-dialog-comment'),
  dialogConfirm: byTestId('ql-dialog-confirm'),
  dialogCancel: byTestId('ql-dialog-cancel'),
  liveChange: byTestId('ql-live-change'),
  conflict: byTestId('ql-conflict'),
  reason: byTestId('ql-card-reason'),
  directorComment: byTestId('ql-card-director-comment'),
};

export const LIST_CAPTIONS = {
  new: 'Новые отклики',
  accepted: 'Согласованные анкеты на вакансии',
  rejected: 'Отказано',
} as const;

export const listPath = (type: keyof typeof LIST_CAPTIONS) => `/protected/questionnaire-light-list/${type}`;
export const cardPath = (id: string) => `/protected/questionnaire-light/${id}`;

/** The row of a questionnaire (by id) in the list on the page. */
export const rowOf = (id: string) => Selector(`[data-testid="ql-row"][data-id="${id}"]`);

/** A list page is shown with its caption and has finished loading. */
export async function expectListPage(type: keyof typeof LIST_CAPTIONS): Promise<void> {
  await t.expect(review.page.withAttribute('data-type', type).exists).ok(`not on the '${type}' list`);
  await t.expect(Selector('main h1').withText(LIST_CAPTIONS[type]).exists).ok();
  await t.expect(review.total.exists).ok('the list did not finish loading', { timeout: 20_000 });
}

/** Goes to a list through the side menu (no reload: the page stays live). */
export async function openListFromMenu(type: keyof typeof LIST_CAPTIONS): Promise<void> {
  const item = byTestId(`menu-item-questionnaireLight-${type}`);
  if (!(await item.with({ visibilityCheck: false }).visible))
    await t.click(byTestId('menu-item-questionnaireLight'));
  await t.click(item);
  await expectListPage(type);
}

/**
 * Records (in the page) the ids of rows that ever carry the live "new" highlight: it lasts only a few
 * seconds, which a test busy in another window could miss. Also marks the document: after a reload
 * `highlightedRows()` answers null.
 */
export const watchHighlights = ClientFunction(() => {
  const w = window as unknown as { __e2eHighlighted?: string[] };
  const seen: string[] = [];
  w.__e2eHighlighted = seen;
  const record = () =>
    document.querySelectorAll('[data-testid="ql-row"][data-new-highlight]').forEach((el) => {
      const id = el.getAttribute('data-id');
      if (id && !seen.includes(id) && el.classList.contains('ql-row-new-highlight')) seen.push(id);
    });
  new MutationObserver(record).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-new-highlight', 'class'],
  });
  record();
});
export const highlightedRows = ClientFunction(
  () => (window as unknown as { __e2eHighlighted?: string[] }).__e2eHighlighted ?? null,
);

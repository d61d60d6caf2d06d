import { ClientFunction, Selector, t } from 'testcafe';
import { API } from './public';
import { byTestId } from './selectors';

export { REQUIRED } from './light';

/**
 * Templates, vacancies and publishing: the console's screens (selectors, texts from the spec) and
 * the same calls straight from Node, to set a test's own data up (TestCafe tests run in Node).
 */

// ---- texts of the spec (part 1, sections 5 and 8), written out: the tests must not reuse the app's ----

export const SUCCESS = 'Успешно';
export const ERROR = 'Ошибка';
export const BASE_TEMPLATE_SAVED = 'Базовый шаблон вакансии успешно создан/обновлен';
export const TEMPLATE_CREATED = 'Шаблон вакансии успешно создан';
export const TEMPLATE_EXISTS = 'Шаблон для этого города уже существует';
export const SALARY_MIN_ABOVE_MAX = 'Минимальное значение ЗП не может быть больше максимального';
export const SALARY_LEADING_ZERO = 'Значение ЗП не может начинаться с НУЛЯ';
export const EXTRA_REQUIRED = 'Это обязательное поле для заполнения';
export const NOT_PUBLISHED = 'Вакансия не опубликована';
export const PUBLISHED = 'Вакансия была опубликованна';
export const CLOSED = 'Вакансия была отправлена в архив';
export const logoutText = (service: string) => `Выход из аккаунта ${service} прошел успешно`;

// ---- the console ----

/** The 'Успешно' / 'Ошибка' modal of the template and publishing screens. */
export const resultModal = {
  surface: byTestId('result-modal'),
  title: byTestId('modal-title'),
  message: byTestId('modal-message'),
  ok: byTestId('modal-ok'),
};

/** The modal shows `title` and `message`; OK closes it. */
export async function expectResultModal(title: string, message: string, timeout = 20_000): Promise<void> {
  await t.expect(resultModal.surface.visible).ok(`no '${title}' modal`, { timeout });
  await t.expect(resultModal.title.innerText).eql(title);
  await t.expect(resultModal.message.innerText).eql(message);
  await t.click(resultModal.ok);
  await t.expect(resultModal.surface.exists).notOk('the modal did not close');
}

/** A Fluent combobox option of the listbox that is open now (they are portalled to the body). */
const visibleOption = (testId: string, text: string) =>
  Selector(`[data-testid="${testId}-option"]`).filterVisible().withText(text);

/**
 * Picks an option of a SearchCombobox by typing part of its text (the spec's 'Выберите или
 * введите') and clicking the one option that contains `text`.
 */
export async function pickCombo(testId: string, text: string, typed = text): Promise<void> {
  const input = byTestId(testId);
  await t.typeText(input, typed, { replace: true, paste: true });
  const option = visibleOption(testId, text);
  await t.expect(option.count).eql(1, `one option '${text}' in ${testId}`);
  await t.click(option);
  await t.expect(input.value).eql(text, `${testId} shows the chosen '${text}'`);
}

/** Chooses an option of a Fluent Dropdown (a button) by its exact text. */
export async function pickDropdown(testId: string, text: string): Promise<void> {
  const button = byTestId(testId);
  await t.click(button);
  await t.click(Selector('[role="listbox"] [role="option"]').filterVisible().withExactText(text));
  await t.expect(button.innerText).contains(text);
}

/** Fluent's validation text under the field that holds the element with this test id. */
export const fieldErrorOf = (testId: string) =>
  byTestId(testId).parent('.fui-Field').find('.fui-Field__validationMessage');

export const publishRow = (service: string) => byTestId(`pub-row-${service}`);
export const publishState = (service: string) => byTestId(`pub-state-${service}`);
export const publishButton = (name: string, service: string) => byTestId(`pub-${name}-${service}`);

/**
 * Records the console's window.open calls (url, name, features) and still opens the window, so
 * TestCafe follows it into the popup. Read them with `openedWindows()`.
 */
export const recordWindowOpen = ClientFunction(() => {
  const w = window as unknown as { __e2eOpened?: string[][]; open: typeof window.open };
  if (w.__e2eOpened) return;
  const opened: string[][] = [];
  w.__e2eOpened = opened;
  const original = w.open;
  w.open = function (...args: Parameters<typeof window.open>) {
    opened.push([String(args[0] ?? ''), String(args[1] ?? ''), String(args[2] ?? '')]);
    return original.apply(window, args);
  } as typeof window.open;
});
export const openedWindows = ClientFunction(
  () => (window as unknown as { __e2eOpened?: string[][] }).__e2eOpened ?? null,
);
/** Where a popup of this size sits when it is centred on the current window (screen coordinates). */
export const centredAt = ClientFunction((width: number, height: number) => ({
  left: Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2)),
  top: Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2)),
}));

// ---- the API, straight from Node ----

/** One call of the staff API; any 2xx answer is the result, anything else throws with the body. */
export async function api<T>(
  path: string,
  options: { token?: string; method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const answer = (await res.json().catch(() => null)) as T;
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A tail that makes a title unique in this run (and in any run against a kept data directory). */
export function uniqueTail(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

/** A new position (admin: the settings area); answers its id. */
export async function createPosition(
  adminToken: string,
  title: string,
  options: { feed?: boolean } = {},
): Promise<string> {
  const { list } = await api<{ list: { id: string; title: string }[] }>('/save-positions', {
    token: adminToken,
    body: {
      positions: [{ title, use_to_search_candidate: true, show_on_vacancies_feed: options.feed ?? false }],
    },
  });
  const created = list.find((p) => p.title === title);
  if (!created) throw new Error(`position '${title}' was not created: ${JSON.stringify(list)}`);
  return created.id;
}

export interface BaseTemplateTexts {
  responsibility: string;
  standards: string;
  conditions: string;
  experience: string;
  schedule: string;
  occupation: string;
  hhProfessionalRoles: string[];
}

export const BASE_TEXTS: BaseTemplateTexts = {
  responsibility: '<p>Работа с покупателями в торговом зале.</p>',
  standards: '<p>Ответственность и вежливость.</p>',
  conditions: '<p>Оформление по ТК РФ, обучение.</p>',
  experience: 'нет опыта',
  schedule: 'сменный график',
  occupation: 'полная',
  hhProfessionalRoles: ['97'],
};

/** A base template of a position over the API (HR or admin); answers its id. */
export async function createBaseTemplate(
  token: string,
  positionId: string,
  texts: Partial<BaseTemplateTexts> = {},
): Promise<string> {
  const created = await api<{ id: string }>('/vacancies/templates/base', {
    token,
    body: { positionId, ...BASE_TEXTS, ...texts },
  });
  return String(created.id);
}

/** A city template over the API (HR or admin); answers its id. */
export async function createCityTemplate(
  token: string,
  baseTemplateId: string,
  cityId: string,
  salary: { from: string; to: string },
): Promise<string> {
  const created = await api<{ id: string }>('/vacancies/templates', {
    token,
    body: {
      baseTemplateId,
      dependence: 'cityId',
      dependenceId: cityId,
      salary: { ...salary, type: 'среднегодовая' },
    },
  });
  return String(created.id);
}

export interface ApiTemplate {
  id: string;
  baseTemplateId: string;
  dependenceId: string;
  salary: { from: number | string; to: number | string; type: string } | null;
  position: { id: string; title: string };
}

/** The city templates of a base template, as the templates list API has them. */
export async function templatesOfBase(token: string, baseTemplateId: string): Promise<ApiTemplate[]> {
  const all: ApiTemplate[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await api<{ list: ApiTemplate[]; total: number }>(
      `/vacancies/templates?offset=${offset}&limit=50`,
      { token },
    );
    all.push(...page.list);
    if (page.list.length === 0 || all.length >= page.total) break;
  }
  return all.filter((x) => x.baseTemplateId === baseTemplateId);
}

export interface ApiBaseTemplate extends BaseTemplateTexts {
  id: string;
  positionId: string;
}

export async function baseTemplateOfPosition(
  token: string,
  positionId: string,
): Promise<ApiBaseTemplate | undefined> {
  const { list } = await api<{ list: ApiBaseTemplate[] }>('/vacancies/templates/base', { token });
  return list.find((b) => b.positionId === positionId);
}

/** The id of the city template a store director may create vacancies from, by position title. */
export async function staffTemplateId(token: string, cityId: string, positionTitle: string): Promise<string> {
  const { list } = await api<{ list: { id: string; cityId: string; position: { title: string } }[] }>(
    '/vacancies/staff/templates',
    { token },
  );
  const template = list.find((x) => x.cityId === cityId && x.position.title === positionTitle);
  if (!template) throw new Error(`no template '${positionTitle}' in city ${cityId}`);
  return String(template.id);
}

/** A vacancy from a template (the first save of its extra description, over the API); answers its id. */
export async function createVacancy(
  token: string,
  templateId: string,
  IStoreId: string,
  extraStandards: string,
): Promise<string> {
  const { id } = await api<{ id: string }>('/vacancies', {
    token,
    body: { templateId, IStoreId, extraStandards },
  });
  return String(id);
}

export interface ApiStaffVacancy {
  id: string;
  templateId: string;
  IStoreId: string;
  extraStandards: string;
  meta: { userId: string; IStoreId: string; areaId?: string };
  status: string;
  revision: number;
}

export const staffVacancy = (token: string, id: string) =>
  api<ApiStaffVacancy>(`/vacancies/staff/${id}`, { token });

export interface ApiPublication {
  status: 'published' | 'closed' | 'deleted';
  link: string | null;
}

export const publicationState = (token: string, id: string) =>
  api<{ publications: Record<string, ApiPublication | null>; accounts: Record<string, boolean> }>(
    `/vacancies/publication/${id}`,
    { token },
  );

/** Closes a vacancy on the own site if it is published there (a test's clean-up). */
export async function closeOnSiteIfPublished(token: string, id: string): Promise<void> {
  const state = await publicationState(token, id);
  if (state.publications.site?.status !== 'published') return;
  await api(`/vacancies/${id}/publication`, { token, body: { service: 'site', action: 'close' } });
}

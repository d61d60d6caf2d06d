import { ClientFunction, Selector, t } from 'testcafe';
import { ALT_URL } from './env';
import { byTestId } from './selectors';

/** The public site (client/public): feed, filters, vacancy page. */
export const feedList = byTestId('feed-list');
export const vacancyCards = byTestId('vacancy-card');
export const cardById = (id: string) => Selector(`[data-testid="vacancy-card"][data-vacancy-id="${id}"]`);
export const pagination = byTestId('pagination');
export const emptyFeed = byTestId('empty-feed');
export const filtersPanel = byTestId('filters-panel');
export const filtersToggle = byTestId('filters-toggle');
export const filtersClose = byTestId('filters-close');
export const filterCity = byTestId('filter-city');
export const filterStore = byTestId('filter-store');
export const filterPosition = byTestId('filter-position');
export const filterApply = byTestId('filter-apply');
export const vacancyDetail = byTestId('vacancy-detail');
export const vacancyClosed = byTestId('vacancy-closed');
export const fillQuestionnaire = byTestId('fill-questionnaire');
export const vacancySection = (name: string) => byTestId(`vacancy-section-${name}`);

export const EMPTY_FEED_TEXT = 'По заданному фильтру должностей не найдено';
export const NO_CITY_TEXT = 'Сначала выберите город';
export const CLOSED_TEXT = 'Вакансия закрыта';
export const SELF_EMPLOYED_TITLE = 'Самозанятый';

/** The query string the app shows, parsed (TestCafe's proxy keeps `location` as the app sees it). */
export const currentSearch = ClientFunction(() => window.location.search);
export const currentPathname = ClientFunction(() => window.location.pathname);
export const viewportWidth = ClientFunction(() => window.innerWidth);

/** Marks the current document; the mark survives anything but a full reload. */
export const markDocument = ClientFunction(() => {
  (window as unknown as { __e2eMark?: number }).__e2eMark = 1;
});
export const documentMarked = ClientFunction(
  () => (window as unknown as { __e2eMark?: number }).__e2eMark === 1,
);

/** Chooses an option of a native select by its visible text. */
export async function choose(select: Selector, optionText: string): Promise<void> {
  await t.expect(select.find('option').withExactText(optionText).exists).ok(`no option '${optionText}'`);
  await t.click(select).click(select.find('option').withExactText(optionText));
  await t.expect(select.find('option:checked').innerText).eql(optionText);
}

/** Texts of a select's options. */
export async function optionTexts(select: Selector): Promise<string[]> {
  const options = select.find('option');
  const count = await options.count;
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(await options.nth(i).innerText);
  return out;
}

/** Ids of the vacancy cards on the page, in order (a client function: assertions on it retry). */
export const cardIds = ClientFunction(() =>
  Array.from(document.querySelectorAll('[data-testid="vacancy-card"]')).map(
    (el) => el.getAttribute('data-vacancy-id') ?? '',
  ),
);

// ---- the API, straight from Node (TestCafe tests run in Node) ----

/** 127.0.0.1: the server listens on IPv4 only and `localhost` may resolve to ::1 in Node. */
export const API = `${ALT_URL}/api/v1`;

export async function callOk<T>(
  path: string,
  body?: unknown,
  token?: string,
  method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as T;
  // 200, or 201 for a create (a walk-in questionnaire).
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Every vacancy id of the public feed (what the feed pages must show, in order). */
export async function feedIdsFromApi(): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 50) {
    const query = new URLSearchParams({ listType: 'feed', offset: String(offset), limit: '50', where: '{}' });
    const page = await callOk<{ list: { id: string }[]; total: number }>(`/vacancies?${query}`);
    ids.push(...page.list.map((v) => String(v.id)));
    if (page.list.length === 0 || ids.length >= page.total) return ids;
  }
}

/**
 * A store director creates a vacancy from their city's template for `positionTitle` (the first save
 * of its extra description) and publishes it on the own site, over the staff API. Returns its id.
 */
export async function createPublishedVacancy(
  token: string,
  IStoreId: string,
  cityId: string,
  positionTitle: string,
  extraStandards: string,
): Promise<string> {
  const templates = await callOk<{ list: { id: string; cityId: string; position: { title: string } }[] }>(
    '/vacancies/staff/templates',
    undefined,
    token,
  );
  const template = templates.list.find((x) => x.cityId === cityId && x.position.title === positionTitle);
  if (!template) throw new Error(`no template '${positionTitle}' in city ${cityId}`);
  const { id } = await callOk<{ id: string }>(
    '/vacancies',
    { templateId: template.id, IStoreId, extraStandards },
    token,
  );
  const published = await callOk<{ code: number; status: string }>(
    `/vacancies/${id}/publication`,
    { service: 'site', action: 'publish' },
    token,
  );
  if (published.code !== 200 || published.status !== 'published')
    throw new Error(`vacancy ${id} was not published: ${JSON.stringify(published)}`);
  return String(id);
}

let walkIns = 0;
/**
 * A fresh walk-in employment questionnaire (state 'new', never checked) in `store`, made by the
 * admin over the API: a test that changes a questionnaire takes its own, never the demo's.
 */
export async function freshWalkIn(
  lastname: string,
  token: string,
  store = '10412',
): Promise<{ id: string; lastname: string }> {
  const phone = `7906${String(Date.now() + ++walkIns).slice(-7)}`;
  const body = {
    IStoreId: store,
    positionId: '3',
    lastname,
    firstname: 'Вера',
    secondname: 'Олеговна',
    sex: 'female',
    dateBirth: '1996-04-12',
    phone,
    email: `walkin.${phone}@mail.ru`,
  };
  const { id } = await callOk<{ id: string | number }>('/questionnaire/walk-in', body, token);
  return { id: String(id), lastname };
}

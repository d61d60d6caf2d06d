import { ClientFunction, Selector } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { staffToken } from './helpers/light';
import {
  cardById,
  cardIds,
  choose,
  CLOSED_TEXT,
  currentPathname,
  currentSearch,
  EMPTY_FEED_TEXT,
  createPublishedVacancy,
  emptyFeed,
  feedIdsFromApi,
  fillQuestionnaire,
  filterApply,
  filterCity,
  filterPosition,
  filtersClose,
  filtersPanel,
  filtersToggle,
  filterStore,
  NO_CITY_TEXT,
  optionTexts,
  pagination,
  SELF_EMPLOYED_TITLE,
  vacancyCards,
  vacancyClosed,
  vacancyDetail,
  vacancySection,
  viewportWidth,
} from './helpers/public';

/**
 * Demo catalogue (server/demo/seed-vacancies.ts): vacancies 1..14 published on the own site,
 * 15 and 16 closed, 17 the self-employed one (published, but never in the feed). Cities: 1 Москва,
 * 4 Казань (store 40072: vacancies 6 and 9), 5 Новосибирск (no 'Кассир').
 */
const DEMO_FEED_SIZE = 14;
const SELF_EMPLOYED_ID = '17';
const CLOSED_ID = '15';
const CLOSED_IDS = ['15', '16'];

const pageButton = (n: number) => pagination.find('button').withExactText(String(n));

fixture('Публичная лента вакансий')
  .page(`${BASE_URL}/`)
  // The browser keeps its window size from test to test (run.ts starts it at 1366x900).
  .beforeEach(async (t) => {
    await t.resizeWindow(1366, 900);
  })
  .afterEach(async (t) => {
    await t.resizeWindow(1366, 900);
  });

test('the feed shows 5 cards a page with pagination; the self-employed vacancy never appears', async (t) => {
  // What the server publishes now (other tests may have published more since the demo seed).
  const published = await feedIdsFromApi();
  await t.expect(published.length).gte(DEMO_FEED_SIZE);
  const pages = Math.ceil(published.length / 5);

  await t.expect(vacancyCards.count).eql(5);
  await t.expect(pagination.visible).ok();
  await t.expect(Selector('.pv-feed-count').innerText).contains(`Найдено вакансий: ${published.length}`);
  await t.expect(pagination.find('button').withExactText(String(pages)).exists).ok(`${pages} pages`);
  await t.expect(filtersToggle.visible).notOk('desktop: the filters are a side panel, no toggle');
  await t.expect(filtersPanel.visible).ok();

  // Walk every page: 5 a page, all published vacancies once, none of them the self-employed one.
  let shown = await cardIds();
  const seen: string[] = [...shown];
  for (let n = 2; n <= pages; n++) {
    await t.click(pagination.find('button').withAttribute('aria-label', 'Следующая страница'));
    await t.expect(currentSearch()).eql(`?page=${n}`);
    await t.expect(pageButton(n).getAttribute('aria-current')).eql('page');
    // The previous page stays on screen until the next one has loaded.
    await t.expect(cardIds()).notEql(shown, `page ${n} did not load`);
    await t.expect(vacancyCards.count).eql(n === pages ? published.length - 5 * (pages - 1) : 5);
    shown = await cardIds();
    seen.push(...shown);
  }
  await t.expect(seen).eql(published, 'the pages show the feed in order, each vacancy once');
  for (const id of [SELF_EMPLOYED_ID, ...CLOSED_IDS]) await t.expect(seen).notContains(id);
  await t.expect(vacancyCards.withText(SELF_EMPLOYED_TITLE).exists).notOk();

  // ... nor is it a choice of the position filter.
  const positions = await optionTexts(filterPosition);
  await t.expect(positions).contains('Продавец-консультант');
  await t.expect(positions).notContains(SELF_EMPLOYED_TITLE);
  await t.expect(positions).notContains('Устаревшая должность!');
});

test("the store select says 'Сначала выберите город' until a city is chosen; filters go to the query string", async (t) => {
  await t.expect(filterStore.hasAttribute('disabled')).ok();
  await t.expect(filterStore.find('option:checked').innerText).eql(NO_CITY_TEXT);

  await choose(filterCity, 'Казань');
  await t.expect(filterStore.hasAttribute('disabled')).notOk('a city with stores enables the store select');
  await t.expect(await optionTexts(filterStore)).eql(['Все магазины', 'ТЦ Кольцо, Кольцо']);
  // Nothing changes until 'Применить'.
  await t.expect(currentSearch()).eql('');
  await t.expect(vacancyCards.count).eql(5);

  await t.click(filterApply);
  await t.expect(currentSearch()).eql('?dependenceId=4');
  await t.expect(vacancyCards.count).eql(2);
  await t.expect(cardIds()).eql(['6', '9']);
  await t.expect(vacancyCards.withText('Казань').count).eql(2);
  await t.expect(pagination.exists).notOk('one page only');

  // City and store together: Москва, Тверская -> vacancy 2 and 13 (16 there is closed).
  await choose(filterCity, 'Москва');
  await choose(filterStore, 'Тверская');
  await choose(filterPosition, 'Мерчендайзер');
  await t.click(filterApply);
  await t.expect(currentSearch()).eql('?dependenceId=1&IStoreId=10234&position=7');
  await t.expect(cardIds()).eql(['13']);
  await t.expect(cardById('13').innerText).contains('Мерчендайзер');

  // The query string alone restores the filters (a shared link or a reload).
  await t.navigateTo(`${BASE_URL}/?dependenceId=4`);
  await t.expect(filterCity.find('option:checked').innerText).eql('Казань');
  await t.expect(cardIds()).eql(['6', '9']);
});

test("a filter without results shows 'По заданному фильтру должностей не найдено'", async (t) => {
  await choose(filterCity, 'Новосибирск');
  await choose(filterPosition, 'Кассир');
  await t.click(filterApply);
  await t.expect(currentSearch()).eql('?dependenceId=5&position=5');
  await t.expect(emptyFeed.innerText).eql(EMPTY_FEED_TEXT);
  await t.expect(vacancyCards.exists).notOk();
  await t.expect(pagination.exists).notOk();
  // 'Сбросить фильтры' brings the whole feed back.
  await t.click(Selector('button').withExactText('Сбросить фильтры'));
  await t.expect(currentSearch()).eql('');
  await t.expect(vacancyCards.count).eql(5);
});

test("a closed vacancy shows 'Вакансия закрыта' and no 'Заполнить анкету'; an open one leads to the form", async (t) => {
  await t.navigateTo(`${BASE_URL}/vacancies/${CLOSED_ID}`);
  await t.expect(vacancyDetail.visible).ok();
  await t.expect(vacancyDetail.find('h1').innerText).eql('Кассир');
  await t.expect(vacancyClosed.innerText).eql(CLOSED_TEXT);
  await t.expect(fillQuestionnaire.exists).notOk();
  await t.expect(Selector('a, button').withText('Заполнить анкету').exists).notOk();
  // Its form address says the same instead of offering the form.
  await t.navigateTo(`${BASE_URL}/vacancies/${CLOSED_ID}/al`);
  await t.expect(vacancyClosed.innerText).eql(CLOSED_TEXT);
  await t.expect(Selector('[data-testid="q-submit"]').exists).notOk();

  // An open vacancy from the feed: sections, then the form.
  await t.navigateTo(`${BASE_URL}/`);
  await t.click(cardById('1'));
  await t.expect(currentPathname()).eql('/vacancies/1');
  await t.expect(vacancyClosed.exists).notOk();
  await t.expect(vacancySection('responsibility').innerText).contains('Консультирование покупателей');
  await t.expect(vacancySection('extraStandards').innerText).contains('ТЦ «Авиапарк»');
  await t.expect(vacancySection('experience').innerText).contains('нет опыта');
  await t.click(fillQuestionnaire);
  await t.expect(currentPathname()).eql('/vacancies/1/al');
  await t.expect(Selector('[data-testid="q-vacancy"]').innerText).contains('Продавец-консультант');
});

test('the self-employed vacancy page hides experience, occupation and schedule', async (t) => {
  await t.navigateTo(`${BASE_URL}/vacancies/${SELF_EMPLOYED_ID}`);
  await t.expect(vacancyDetail.find('h1').innerText).eql(SELF_EMPLOYED_TITLE);
  await t.expect(vacancySection('responsibility').visible).ok();
  for (const name of ['experience', 'occupation', 'schedule'])
    await t.expect(vacancySection(name).exists).notOk(`${name} is shown`);
});

test('on a phone the filters open as a full-screen overlay from the toggle', async (t) => {
  await t.resizeWindow(390, 844);
  await t.expect(viewportWidth()).lt(1000);
  await t.expect(vacancyCards.count).eql(5);
  await t.expect(filtersToggle.visible).ok();
  await t.expect(filtersPanel.visible).notOk('the panel is hidden until asked for');
  await t.expect(Selector('.pv-banner').visible).notOk('no landing banner on mobile');

  await t.click(filtersToggle);
  await t.expect(filtersPanel.visible).ok();
  await t.expect(filtersToggle.getAttribute('aria-expanded')).eql('true');
  await t.expect(filtersPanel.getAttribute('role')).eql('dialog');
  // It covers the whole screen.
  const box = await filtersPanel.boundingClientRect;
  await t.expect(box.left).eql(0).expect(box.top).eql(0);
  await t.expect(Math.round(box.width)).eql(await viewportWidth());
  await t.expect(await filtersPanel.getStyleProperty('position')).eql('fixed');

  // Close without applying, open again, apply a city: the overlay closes, the feed is filtered.
  await t.click(filtersClose);
  await t.expect(filtersPanel.visible).notOk();
  await t.click(filtersToggle);
  await choose(filterCity, 'Казань');
  await t.click(filterApply);
  await t.expect(filtersPanel.visible).notOk('applying closes the overlay');
  await t.expect(currentSearch()).eql('?dependenceId=4');
  await t.expect(cardIds()).eql(['6', '9']);
  await t.expect(filtersToggle.find('.pv-badge').innerText).eql('1', 'one active filter');
});

const XSS_EXTRA =
  '<p>Проверка безопасности: обычный текст виден.</p>' +
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">x</a>';

/** Anything in the vacancy page that could run a script or came from the hostile text. */
const scriptableInDetail = ClientFunction(() => {
  const root = document.querySelector('[data-testid="vacancy-detail"]');
  if (!root) return ['no vacancy-detail'];
  const found: string[] = [];
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
      if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}=${attr.value}`);
    }
    if (/^(script|iframe|object|embed|img|style)$/i.test(el.tagName)) found.push(el.tagName);
  });
  return found;
});
const xssFlag = ClientFunction(() => (window as unknown as { __xss?: unknown }).__xss);

test("a director's vacancy with script in its extra description is published safe", async (t) => {
  // Store director 10412 creates it from the Moscow 'Мерчендайзер' template and publishes it on the site.
  const id = await createPublishedVacancy(
    await staffToken('director'),
    '10412',
    '1',
    'Мерчендайзер',
    XSS_EXTRA,
  );

  // Candidates find it in the feed under the store and the position ...
  await t.navigateTo(`${BASE_URL}/?dependenceId=1&IStoreId=10412&position=7`);
  await t.expect(cardById(id).exists).ok('the published vacancy is not in the feed');
  await t.expect(cardById(id).innerText).contains('Мерчендайзер');

  // ... and its page shows the text, but nothing of the script.
  await t.click(cardById(id));
  await t.expect(currentPathname()).eql(`/vacancies/${id}`);
  const extra = vacancySection('extraStandards');
  await t.expect(extra.innerText).contains('Проверка безопасности: обычный текст виден.');
  await t.expect(extra.find('img').exists).notOk();
  await t.expect(extra.find('script').exists).notOk();
  await t.expect(extra.find('a').withText('x').exists).ok('the link text stays');
  await t
    .expect(extra.find('a').withText('x').hasAttribute('href'))
    .notOk('the javascript: link has no href');
  await t.expect(scriptableInDetail()).eql([]);
  await t.expect(xssFlag()).eql(undefined, 'a script of the description ran');
  await t.expect(fillQuestionnaire.visible).ok('it is open for candidates');
});

test('links in vacancy texts open safely (sanitiser output on the seeded vacancy 3)', async (t) => {
  await t.navigateTo(`${BASE_URL}/vacancies/3`);
  const conditions = vacancySection('conditions');
  await t.expect(conditions.innerText).contains('ДМС после испытательного срока');
  const link = conditions.find('a').withText('наши вакансии');
  await t.expect(link.getAttribute('href')).eql('https://hh.ru');
  await t.expect(link.getAttribute('target')).eql('_blank');
  await t.expect(link.getAttribute('rel')).contains('noopener');
  await t.expect(conditions.find('li').count).gte(4, 'lists survive sanitising');
  await t.expect(scriptableInDetail()).eql([]);
});

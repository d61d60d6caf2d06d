import { ClientFunction, Selector, t } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { byTestId, pageHeading, sideMenu } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/**
 * The console on a phone, 375 px wide (spec part 1, sections 2 and 9: the protected layout is mobile
 * below 992 px, the menu hides behind a toggle below 1000 px, option lists are at most 250 px high).
 * On every main screen the page must not scroll sideways, neither the document nor the shell's
 * scrolling <main>, and the screen's key action must be on screen and work.
 */

const PHONE = { width: 375, height: 740 };
const LIST_MAX_HEIGHT = 250;

/** How far the document and the shell's <main> reach beyond their width (0 when nothing sticks out). */
const sidewaysOverflow = ClientFunction(() => {
  const doc = document.scrollingElement ?? document.documentElement;
  const main = document.querySelector('main');
  return {
    document: doc.scrollWidth - window.innerWidth,
    main: main ? main.scrollWidth - main.clientWidth : 0,
  };
});

/** The element's box lies wholly inside the window. */
const withinViewport = ClientFunction((selector: string) => {
  const element = document.querySelector(selector);
  if (!element) return `${selector} is missing`;
  const r = element.getBoundingClientRect();
  const inside = r.width > 0 && r.left >= 0 && r.top >= 0;
  return inside && r.right <= window.innerWidth && r.bottom <= window.innerHeight
    ? 'inside'
    : `${selector} at [${Math.round(r.left)}, ${Math.round(r.top)}, ${Math.round(r.right)}, ${Math.round(r.bottom)}] in ${window.innerWidth}x${window.innerHeight}`;
});

async function expectNoSidewaysScroll(where: string): Promise<void> {
  const overflow = await sidewaysOverflow();
  await t.expect(overflow.document).lte(0, `${where}: the page scrolls sideways by ${overflow.document} px`);
  await t.expect(overflow.main).lte(0, `${where}: the content scrolls sideways by ${overflow.main} px`);
}

async function expectWithinViewport(testId: string): Promise<void> {
  await t.expect(byTestId(testId).visible).ok(`${testId} is not shown`);
  await t.expect(withinViewport(`[data-testid="${testId}"]`)).eql('inside');
}

/** The open option list is at most 250 px high and fits the screen's width. */
async function expectShortList(where: string): Promise<void> {
  const list = Selector('[role="listbox"]').filterVisible();
  await t.expect(list.exists).ok(`${where}: the option list did not open`);
  await t
    .expect(list.getBoundingClientRectProperty('height'))
    .lte(LIST_MAX_HEIGHT, `${where}: the option list is taller than ${LIST_MAX_HEIGHT} px`);
  await t.expect(list.getBoundingClientRectProperty('right')).lte(PHONE.width);
  await t.pressKey('esc');
}

fixture('Телефон 375 px')
  .page(`${BASE_URL}/login`)
  .beforeEach(async () => {
    await t.resizeWindow(PHONE.width, PHONE.height);
  })
  .afterEach(async () => {
    await t.resizeWindow(1366, 900);
  });

test('login: the form fits and signs in; the menu opens with the toggle and closes after a choice', async () => {
  await openPage(`${BASE_URL}/login`);
  await expectNoSidewaysScroll('/login');
  await expectWithinViewport('login-submit');

  await loginAs('director');
  await expectNoSidewaysScroll('/protected/positions');
  await t.expect(byTestId('header-store').visible).ok("the director's store is in the header");
  await expectWithinViewport('user-menu');
  await t.click(byTestId('user-menu'));
  await expectWithinViewport('logout');
  await t.pressKey('esc');

  await expectWithinViewport('mobile-menu-toggle');
  await t.expect(byTestId('menu-item-dkmo').exists).notOk('the menu starts closed');
  await t.click(byTestId('mobile-menu-toggle'));
  await t.expect(sideMenu.visible).ok();
  await expectWithinViewport('menu-item-dkmo');
  await t.click(byTestId('menu-item-dkmo'));
  await t.expect(currentPath()).eql('/protected/dkmo');
  await t.expect(byTestId('menu-item-dkmo').exists).notOk('the menu closes after a choice');
  await expectNoSidewaysScroll('/protected/dkmo');
});

test("vacancy templates: 'Создать шаблон' opens the side panel with 'Создать' on screen", async () => {
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/vacancy`);
  await t.expect(byTestId('tpl-row').exists).ok('the templates list is shown');
  await expectNoSidewaysScroll('/protected/vacancy');

  await t.click(byTestId('tpl-filter-position'));
  await expectShortList('position filter');

  await expectWithinViewport('tpl-create-open');
  await t.click(byTestId('tpl-create-open'));
  await expectWithinViewport('tpl-create-panel');
  await expectWithinViewport('tpl-create-submit');
  await t.click(byTestId('tpl-create-panel').find('input'));
  await expectShortList('base template picker');
  await expectNoSidewaysScroll('create panel');

  await openPage(`${BASE_URL}/protected/vacancy`);
  await t.click(byTestId('tpl-row'));
  await t.expect(currentPath()).match(/^\/protected\/vacancy\/[^/]+$/);
  await expectNoSidewaysScroll('template page');
  await t.click(byTestId('tpl-salary-toggle'));
  await t.scrollIntoView(byTestId('tpl-salary-save'));
  await expectWithinViewport('tpl-salary-save');
  await expectNoSidewaysScroll('salary form');
});

test('base template: the position list is capped and the page does not scroll sideways', async () => {
  await loginAs('hr');
  await openPage(`${BASE_URL}/protected/basic-vacancy`);
  await t.expect(pageHeading.visible).ok();
  await expectNoSidewaysScroll('/protected/basic-vacancy');
  await t.click(byTestId('bt-position'));
  await expectShortList('position picker');
});

test('light questionnaires: list, card and the send modal fit a phone', async () => {
  await loginAs('hr-al');
  await openPage(`${BASE_URL}/protected/questionnaire-light-list/new`);
  await t.expect(byTestId('ql-row').exists).ok('the new questionnaires are listed');
  await expectNoSidewaysScroll('/protected/questionnaire-light-list/new');
  await t.click(byTestId('ql-filter-position'));
  await expectShortList('position filter');

  await t.click(byTestId('ql-row'));
  await t.expect(currentPath()).match(/^\/protected\/questionnaire-light\/[^/]+$/);
  await expectNoSidewaysScroll('questionnaire card');
  await t.scrollIntoView(byTestId('ql-accept'));
  await expectWithinViewport('ql-accept');
  await t.click(byTestId('ql-accept'));
  await expectWithinViewport('ql-dialog');
  await expectWithinViewport('ql-dialog-confirm');
  await t.click(byTestId('ql-dialog-cancel'));
  await t.expect(byTestId('ql-dialog').exists).notOk();

  for (const type of ['accepted', 'rejected']) {
    await openPage(`${BASE_URL}/protected/questionnaire-light-list/${type}`);
    await t.expect(pageHeading.visible).ok();
    await expectNoSidewaysScroll(`/protected/questionnaire-light-list/${type}`);
  }
});

test('settings: the positions and roles tables scroll in their own box, the tabs stay on screen', async () => {
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/settings/positions`);
  await t.expect(byTestId('positions-table').visible).ok();
  await expectNoSidewaysScroll('/protected/settings/positions');
  // Readable: the name column is not squeezed below a word's width.
  await t.expect(byTestId('position-title').getBoundingClientRectProperty('width')).gte(60);
  await expectWithinViewport('add-position-tab');
  await expectWithinViewport('edit-position-tab');
  await t.click(byTestId('add-position-tab'));
  await t.expect(byTestId('position-form').visible).ok();
  await expectNoSidewaysScroll('add position');

  await openPage(`${BASE_URL}/protected/settings/roles`);
  await t.expect(byTestId('roles-table').visible).ok();
  await expectNoSidewaysScroll('/protected/settings/roles');
});

test('positions, calendar and the unknown page fit a phone', async () => {
  await loginAs('admin');
  const screens = [
    ['/protected/positions', 'main h1'],
    ['/protected/positions/vacancies/1', '[data-testid="vacancy-page"]'],
    ['/protected/calendar', 'main h1'],
  ] as const;
  for (const [path, shown] of screens) {
    await openPage(`${BASE_URL}${path}`);
    await t.expect(Selector(shown).exists).ok(`${path} shows its page`);
    await expectNoSidewaysScroll(path);
  }
  for (const view of ['day', 'week', 'month']) {
    await t.click(byTestId(`cal-view-${view}`));
    await expectNoSidewaysScroll(`calendar, ${view}`);
  }
  await openPage(`${BASE_URL}/protected/no-such-section`);
  await expectWithinViewport('page-not-found');
  await expectNoSidewaysScroll('not found');
});

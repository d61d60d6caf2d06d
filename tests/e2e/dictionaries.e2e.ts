import { ClientFunction, Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { byTestId, fieldMessages, pageHeading } from './helpers/selectors';
import { APP_START_TIMEOUT_MS, currentPath, loginAs, openPage } from './helpers/session';

const DICTIONARIES_PATH = '/protected/settings/dictionaries';
const ACTIVE = 'Действует';
const RETIRED = 'Выведено из употребления';

/** A row of the shown dictionary by its entry's exact title. */
const entryRow = (title: string) => byTestId('dictionary-entry-title').withExactText(title).parent('tr');
const entryState = (title: string) => entryRow(title).find('[data-testid="dictionary-entry-state"]');

/** How far the document and the shell's scrolling <main> reach beyond their width (as mobile.e2e.ts). */
const sidewaysOverflow = ClientFunction(() => {
  const doc = document.scrollingElement ?? document.documentElement;
  const main = document.querySelector('main');
  return Math.max(doc.scrollWidth - window.innerWidth, main ? main.scrollWidth - main.clientWidth : 0);
});

/** Chooses a dictionary in the page's Dropdown by its Russian title. */
async function chooseDictionary(kind: string, title: string): Promise<void> {
  await t.click(byTestId('dictionary-select'));
  await t.click(byTestId(`dictionary-option-${kind}`));
  await t.expect(byTestId('dictionary-select').innerText).contains(title);
  await t.expect(byTestId('dictionary-progress').exists).notOk('the dictionary did not load');
}

/**
 * A second window with its own session: localStorage is per origin, so it works at 127.0.0.1 while
 * the first works at localhost (as in settings-live.e2e.ts, it starts on this origin's public site).
 */
async function openSecondWindow() {
  const window = await t.openWindow(`${BASE_URL}/`);
  await t
    .expect(Selector('#root > *').exists)
    .ok('the public site did not start', { timeout: APP_START_TIMEOUT_MS });
  await t.resizeWindow(1366, 900);
  return window;
}

fixture('Настройки: справочники')
  .page(`${BASE_URL}/login`)
  // The phone check shrinks the window: later fixtures expect the wide layout.
  .afterEach(async (t) => {
    await t.resizeWindow(1366, 900);
  });

test('admin adds and retires an entry; a second admin window sees both live', async (t) => {
  await loginAs('admin', BASE_URL);
  await t.click(byTestId('menu-item-settings'));
  await t.click(byTestId('menu-item-settings-dictionaries'));
  await t.expect(currentPath()).eql(DICTIONARIES_PATH);
  await t.expect(pageHeading.innerText).eql('Справочники');
  await chooseDictionary('militaryRanks', 'Воинские звания');
  await t.expect(entryState('Рядовой').innerText).eql(ACTIVE);
  const adminWindow = await t.getCurrentWindow();

  const otherWindow = await openSecondWindow();
  await loginAs('admin', ALT_URL);
  await openPage(`${ALT_URL}${DICTIONARIES_PATH}`);
  await chooseDictionary('militaryRanks', 'Воинские звания');

  // The server checks the title; its messages show under the field.
  await t.switchToWindow(adminWindow);
  await t.click(byTestId('dictionary-add'));
  await t.expect(fieldMessages.visible).ok('an empty title is refused');
  await t.typeText(byTestId('dictionary-add-input'), 'рядовой', { paste: true });
  await t.click(byTestId('dictionary-add'));
  await t.expect(fieldMessages.innerText).contains('уже есть', 'a title already there is refused');

  const title = `Курсант ${Date.now()}`;
  await t.typeText(byTestId('dictionary-add-input'), title, { replace: true, paste: true });
  await t.click(byTestId('dictionary-add'));
  await t.expect(entryState(title).innerText).eql(ACTIVE, 'the admin sees the added entry');
  await t.expect(byTestId('dictionary-add-input').value).eql('', 'the field is cleared');
  await t.expect(fieldMessages.exists).notOk();

  // The other window got it without a reload.
  await t.switchToWindow(otherWindow);
  await t.expect(entryState(title).innerText).eql(ACTIVE, 'the added entry appears live');

  await t.switchToWindow(adminWindow);
  await t.click(entryRow(title).find('[data-testid="dictionary-retire"]'));
  await t.expect(entryState(title).innerText).eql(RETIRED);
  await t.expect(entryRow(title).find('[data-testid="dictionary-restore"]').innerText).eql('Вернуть');

  await t.switchToWindow(otherWindow);
  await t.expect(entryState(title).innerText).eql(RETIRED, 'the retirement appears live');
  await t.expect(currentPath()).eql(DICTIONARIES_PATH);
  await t.closeWindow(otherWindow);

  // On a 360 px phone the page never scrolls sideways and the add button stays on screen.
  await t.switchToWindow(adminWindow);
  await t.resizeWindow(360, 740);
  await t.expect(sidewaysOverflow()).lte(0, 'the page scrolls sideways at 360 px');
  await t.expect(byTestId('dictionary-add').getBoundingClientRectProperty('right')).lte(360);
  // The state goes under the title there (its column is hidden).
  await t.expect(entryRow(title).find('[data-testid="dictionary-entry-state-under"]').innerText).eql(RETIRED);
});

test('hr with the settings area sees the entries in use, read-only', async (t) => {
  await loginAs('hr', BASE_URL);
  await openPage(`${BASE_URL}${DICTIONARIES_PATH}`);
  await t.expect(pageHeading.innerText).eql('Справочники');
  await t.expect(byTestId('dictionary-read-only').visible).ok();
  await t.expect(entryState('hh.ru').innerText).eql(ACTIVE);
  await t.expect(byTestId('dictionary-add-form').exists).notOk();
  await t.expect(byTestId('dictionary-retire').exists).notOk();
});

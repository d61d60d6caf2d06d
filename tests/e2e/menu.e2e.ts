import { BASE_URL } from './helpers/env';
import { ALL_ENTRIES, ENTRIES, ROLE_CASES, type MenuEntryExpectation } from './helpers/menu';
import { byTestId, notFound, pageHeading, sideMenu } from './helpers/selectors';
import { configLogger, currentPath, loginAs, openPage, waitForConfig } from './helpers/session';
import { Selector } from 'testcafe';

const topLevelEntries = sideMenu.find('[data-testid^="menu-item-"]');

fixture('Боковое меню по ролям').page(`${BASE_URL}/login`).requestHooks(configLogger);

for (const role of ROLE_CASES) {
  const hidden = ALL_ENTRIES.filter((name) => !role.visible.includes(name));
  test(`${role.login} (${role.who}) sees exactly: ${role.visible.join(', ')}`, async (t) => {
    await loginAs(role.login);
    await waitForConfig();

    for (const name of role.visible) {
      const entry: MenuEntryExpectation = ENTRIES[name];
      await t.expect(byTestId(entry.testId).visible).ok(`${role.login} must see '${entry.label}'`);
      await t.expect(byTestId(entry.testId).innerText).contains(entry.label);
    }
    for (const name of hidden) {
      await t
        .expect(byTestId(ENTRIES[name].testId).exists)
        .notOk(`${role.login} must not see '${ENTRIES[name].label}'`);
    }
    // Nothing else in the menu: only the expected entries (groups are still collapsed).
    await t.expect(topLevelEntries.count).eql(role.visible.length);

    // Each visible group opens to its sub-entries, and a sub-entry leads to its page.
    for (const name of role.visible) {
      const entry: MenuEntryExpectation = ENTRIES[name];
      if (!entry.items) continue;
      await t.click(byTestId(entry.testId));
      for (const item of entry.items) {
        await t.expect(byTestId(item.testId).visible).ok(`'${entry.label}' did not open`);
        await t.expect(byTestId(item.testId).innerText).contains(item.label);
      }
      const last = entry.items[entry.items.length - 1]!;
      await t.click(byTestId(last.testId));
      await t.expect(currentPath()).eql(last.path);
      await t.expect(notFound.exists).notOk();
      await t.expect(pageHeading.exists).ok();
    }

    // A hidden entry's page is closed as well, not only its menu entry.
    const firstHidden = hidden[0];
    if (firstHidden) {
      await openPage(`${BASE_URL}${ENTRIES[firstHidden].path}`);
      await t.expect(sideMenu.visible).ok();
      await t.expect(byTestId('page-forbidden').innerText).contains('Недостаточно прав');
    }
  });
}

fixture('Шапка, адреса и права').page(`${BASE_URL}/login`).requestHooks(configLogger);

test('a director typing /protected/settings/positions does not get the settings page', async (t) => {
  await loginAs('director');
  await openPage(`${BASE_URL}/protected/settings/positions`);
  await waitForConfig();
  await t.expect(sideMenu.visible).ok('the shell is still shown');
  await t.expect(byTestId('page-forbidden').innerText).contains('Недостаточно прав');
  await t.expect(byTestId('positions-table').exists).notOk();
  await t.expect(byTestId('presence-bar').exists).notOk();
  await t.expect(byTestId('menu-item-settings').exists).notOk();
});

test("the header shows the director's store 10412 'Авиапарк' and the user", async (t) => {
  await loginAs('director');
  const store = byTestId('header-store');
  await t.expect(store.visible).ok();
  await t.expect(store.innerText).contains('10412');
  await t.expect(store.innerText).contains('Авиапарк');
  await t.expect(byTestId('user-menu').innerText).contains('Петров Иван');
  await t.click(byTestId('user-menu'));
  await t.expect(byTestId('user-menu-persona').innerText).contains('Директор магазина');
});

test('a user without a store sees no store in the header', async (t) => {
  await loginAs('regiondirector');
  await t.expect(byTestId('user-menu').innerText).contains('Волков Сергей');
  await t.expect(byTestId('header-store').exists).notOk();
});

test("an unknown path shows 'Страница не существует' with a link to the main page", async (t) => {
  await openPage(`${BASE_URL}/no-such-page/at-all`);
  await t.expect(notFound.innerText).contains('Страница не существует');
  await t.expect(byTestId('not-found-home').getAttribute('href')).eql('/');
  await t.expect(sideMenu.exists).notOk();
});

test('an unknown protected path shows the same screen inside the shell', async (t) => {
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/no-such-section`);
  await t.expect(sideMenu.visible).ok();
  await t.expect(notFound.innerText).contains('Страница не существует');
  await t.expect(Selector('main').find('[data-testid="page-not-found"]').exists).ok();
});

fixture('Мобильная раскладка')
  .page(`${BASE_URL}/login`)
  .afterEach(async (t) => {
    await t.resizeWindow(1366, 900);
  });

test('below 1000 px the menu hides behind the toggle and opens with it', async (t) => {
  await loginAs('admin');
  await t.expect(byTestId('mobile-menu-toggle').exists).notOk('no toggle on a wide screen');
  await t.resizeWindow(390, 844);

  const toggle = byTestId('mobile-menu-toggle');
  await t.expect(toggle.visible).ok();
  await t.expect(byTestId(ENTRIES.calendar.testId).exists).notOk('the menu is closed');

  await t.click(toggle);
  await t.expect(sideMenu.visible).ok();
  for (const name of ['positions', 'calendar', 'settings'] as const) {
    await t.expect(byTestId(ENTRIES[name].testId).visible).ok(`'${ENTRIES[name].label}' in the opened menu`);
  }
  // Choosing an entry navigates and closes the overlay menu.
  await t.click(byTestId(ENTRIES.calendar.testId));
  await t.expect(currentPath()).eql('/protected/calendar');
  await t.expect(notFound.exists).notOk();
  await t.expect(pageHeading.innerText).contains('Календарь');
  await t.expect(byTestId(ENTRIES.calendar.testId).exists).notOk('the menu closes after a choice');
});

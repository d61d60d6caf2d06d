import { BASE_URL } from './helpers/env';
import { byTestId, pageHeading } from './helpers/selectors';
import { currentPath, loginAs } from './helpers/session';

/** Spec part 1, section 3: the five staff roles, by code, with their Russian names; and the auditor (issue 28). */
const ROLES = [
  { code: 'Admin', title: 'Администратор' },
  { code: 'StoreDirector', title: 'Директор магазина' },
  { code: 'UnitDirector', title: 'Директор подразделения' },
  { code: 'RegionDirector', title: 'Региональный директор' },
  { code: 'HR', title: 'HR-специалист' },
  { code: 'Auditor', title: 'Аудитор' },
];

fixture('Настройки: роли').page(`${BASE_URL}/login`);

for (const login of ['admin', 'hr']) {
  test(`${login} sees every role with its code, Russian name and a description`, async (t) => {
    await loginAs(login);
    await t.click(byTestId('menu-item-settings'));
    await t.click(byTestId('menu-item-settings-roles'));
    await t.expect(currentPath()).eql('/protected/settings/roles');
    await t.expect(pageHeading.innerText).eql('Роли');

    const table = byTestId('roles-table');
    await t.expect(table.visible).ok();
    const headers = table.find('th');
    await t.expect(headers.nth(0).innerText).contains('Код');
    await t.expect(headers.nth(1).innerText).contains('Название');
    await t.expect(headers.nth(2).innerText).contains('Описание');
    await t.expect(table.find('tbody tr').count).eql(ROLES.length);

    for (const role of ROLES) {
      const cells = byTestId(`role-row-${role.code}`).find('td');
      await t.expect(cells.nth(0).innerText).eql(role.code);
      await t.expect(cells.nth(1).innerText).eql(role.title);
      await t.expect(cells.nth(2).innerText).notEql('', `${role.code} has a description`);
    }
  });
}

import { BASE_URL } from './helpers/env';
import { byTestId, fieldMessages, loginError, loginForm, notFound, sideMenu } from './helpers/selectors';
import {
  appStarted,
  currentPath,
  loginAs,
  logoutViaMenu,
  openPage,
  storedSession,
  submitLogin,
} from './helpers/session';

const WRONG_CREDENTIALS = 'Ошибка авторизации. Введен неверный логин или пароль';
const REQUIRED = 'Обязательное поле';

fixture('Вход и выход').page(`${BASE_URL}/login`);

test('a wrong password is refused with the wrong-credentials message', async (t) => {
  await submitLogin('admin', 'not-the-password');
  await t.expect(loginError.innerText).contains(WRONG_CREDENTIALS);
  await t.expect(currentPath()).eql('/login');
  await t.expect(sideMenu.exists).notOk();
  await t.expect(storedSession()).eql(null, 'a refused login must not leave a session behind');
});

test('empty login and password are both required', async (t) => {
  await submitLogin('', '');
  await t.expect(fieldMessages.withExactText(REQUIRED).count).eql(2);
  await t.expect(loginError.exists).notOk('nothing is sent to the server');
  // Filling one field leaves only the other one flagged.
  await t.typeText(byTestId('login-input'), 'admin').click(byTestId('login-submit'));
  await t.expect(fieldMessages.withExactText(REQUIRED).count).eql(1);
  await t.expect(currentPath()).eql('/login');
});

test('HR lands on the vacancy templates (/protected/vacancy)', async (t) => {
  await submitLogin('hr', 'demo');
  await t.expect(currentPath()).eql('/protected/vacancy');
  await t.expect(notFound.exists).notOk();
  await t.expect(byTestId('menu-item-vacancyTemplates').getAttribute('aria-current')).eql('page');
  await t.expect(byTestId('user-menu').innerText).contains('Кадрова Елена');
});

test('admin lands on positions (/protected/positions)', async (t) => {
  await submitLogin('admin', 'demo');
  await t.expect(currentPath()).eql('/protected/positions');
  await t.expect(notFound.exists).notOk();
  await t.expect(byTestId('menu-item-positions').getAttribute('aria-current')).eql('page');
  await t.expect(byTestId('user-menu').innerText).contains('Админова Анна');
});

test('a signed-in user who opens /login is sent to the landing page', async (t) => {
  await loginAs('director');
  await openPage(`${BASE_URL}/login`);
  await t.expect(currentPath()).eql('/protected/positions');
  await t.expect(sideMenu.visible).ok();
  await t.expect(loginForm.exists).notOk();
});

test("'Выход' returns to /login and protected pages then need a login again", async (t) => {
  await loginAs('admin');
  await t.click(byTestId('user-menu'));
  await t
    .expect(byTestId('user-menu-persona').innerText)
    .contains('Админова Анна')
    .expect(byTestId('user-menu-persona').innerText)
    .contains('Администратор системы');
  await t.pressKey('esc');
  await logoutViaMenu();
  await appStarted();
  await t.expect(currentPath()).eql('/login');
  await t.expect(loginForm.visible).ok();
  await t.expect(storedSession()).eql(null);

  await openPage(`${BASE_URL}/protected/settings/positions`);
  await t.expect(currentPath()).eql('/login');
  await t.expect(loginForm.visible).ok();
  await t.expect(byTestId('positions-table').exists).notOk();
});

import { ClientFunction, t } from 'testcafe';
import { BASE_URL, DEMO_PASSWORD } from './helpers/env';
import { byTestId } from './helpers/selectors';
import { currentPath, loginAs, openPage } from './helpers/session';

/** The demo questionnaire of this surname (the lists are the admin's; HR opens cards by link). */
async function questionnaireIdOf(lastname: string): Promise<string> {
  const api = (path: string, body: unknown, token?: string) =>
    fetch(`${BASE_URL}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((res) => res.json() as Promise<any>);
  const { token } = await api('/login', { login: 'admin', password: DEMO_PASSWORD });
  for (const type of ['new', 'worked', 'rejected']) {
    const page = await api('/get-questionnaire', { type, limit: 50, where: { search: lastname } }, token);
    const found = page.list.find((q: any) => q.info.lastname === lastname);
    if (found) return found.id as string;
  }
  throw new Error(`no demo questionnaire ${lastname}`);
}

/** How far the document and the shell's scrolling <main> reach beyond their width (as mobile.e2e.ts). */
const sidewaysOverflow = ClientFunction(() => {
  const doc = document.scrollingElement ?? document.documentElement;
  const main = document.querySelector('main');
  return Math.max(doc.scrollWidth - window.innerWidth, main ? main.scrollWidth - main.clientWidth : 0);
});

const status = (kind: string) => byTestId(`check-${kind}-status`);
// The sandboxes answer in a few seconds (CHECKS_SANDBOX_DELAY_MS, 3 s by default).
const LIVE = { timeout: 15_000 };

fixture('Проверки кандидата')
  .page(`${BASE_URL}/login`)
  .afterEach(async (t) => {
    await t.resizeWindow(1366, 900);
  });

test('HR blacklists a candidate, starts the checks, sees the results arrive live; the card cannot be restored', async () => {
  const id = await questionnaireIdOf('Жданова');
  await loginAs('hr');
  await t.click(byTestId('menu-item-settings'));
  await t.click(byTestId('menu-item-settings-blacklist'));
  await t.expect(currentPath()).eql('/protected/settings/blacklist');
  await t
    .typeText(byTestId('blacklist-lastname'), 'Жданова', { paste: true })
    .typeText(byTestId('blacklist-firstname'), 'Лилия', { paste: true })
    .typeText(byTestId('blacklist-secondname'), 'Романовна', { paste: true })
    .typeText(byTestId('blacklist-dateBirth'), '03.03.1999', { paste: true })
    .typeText(byTestId('blacklist-cause'), 'Недостача при прошлом трудоустройстве', { paste: true })
    .click(byTestId('blacklist-add'));
  await t.expect(byTestId('blacklist-row-name').withText('Жданова Лилия Романовна').exists).ok();

  await openPage(`${BASE_URL}/protected/feedback/${id}`);
  await t.expect(byTestId('qa-view-name').innerText).contains('Жданова');
  await t.expect(status('fssp').innerText).eql('Проверка не проводилась');
  await t.expect(status('blacklist').innerText).eql('Данные отсутствуют');
  await t.click(byTestId('checks-start'));
  await t
    .expect(byTestId('checks-notice-success').innerText)
    .contains('Проверка на благонадёжность успешно отправлена');
  // The blacklist answers at once (own data): the candidate is refused by the check while the rest run.
  // The results come through the record room, without reloading the page.
  await t.expect(status('blacklist').innerText).eql('Кандидат в чёрном списке', LIVE);
  await t.expect(byTestId('check-blacklist-info').innerText).contains('Недостача');
  await t.expect(status('criminalRecord').innerText).eql('Судимость не найдена', LIVE);
  await t.expect(status('fssp').innerText).contains('Проверка выполнена', LIVE);
  await t.expect(byTestId('check-fssp-debtBalanceEp').innerText).contains('0');
  await t.expect(status('selfEmployment').innerText).contains('Не зарегистрирован', LIVE);
  await t.expect(status('storeVacancy').innerText).eql('Есть свободные ставки', LIVE);
  await t.expect(byTestId('qa-view-state').innerText).eql('Отказ по проверке', LIVE);
  await t
    .expect(byTestId('qa-restore').hasAttribute('disabled'))
    .ok('a blacklisted candidate cannot be restored');
  await t.click(byTestId('check-fssp-history-toggle'));
  await t.expect(byTestId('check-history').innerText).contains('Запрос отправлен в ФССП');
  // On a phone (360 px) the block fits the screen.
  await t.resizeWindow(360, 740);
  await t.expect(byTestId('check-fssp').visible).ok();
  await t.expect(sidewaysOverflow()).lte(1);
});

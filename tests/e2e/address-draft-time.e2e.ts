import { ClientFunction, Selector } from 'testcafe';
import { BASE_URL } from './helpers/env';
import {
  applyOverHttp,
  candidate,
  cardPath,
  confirmPhoneInForm,
  expectListPage,
  fillForm,
  form,
  listPath,
  review,
  staffToken,
  type LightEntity,
} from './helpers/light';
import { callOk, currentPathname } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { appStarted, loginAs, openPage } from './helpers/session';

/**
 * Issue 31, item 4 (part B): a light list's page and filter live in the address (reload, Back),
 * the public form keeps its draft and the phone confirmation for the session, times show in Moscow
 * time with 'МСК' whatever the browser's zone (run with TZ set elsewhere to see it), tab titles differ.
 */
const search = ClientFunction(() => window.location.search);
const title = ClientFunction(() => document.title);
const reload = ClientFunction(() => window.location.reload());
const back = ClientFunction(() => window.history.back());
const draftKeys = ClientFunction(() =>
  Object.keys(window.sessionStorage).filter((key) => key.startsWith('light-draft:')),
);
const browserZone = ClientFunction(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

const moscow = (iso: string) =>
  `${new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '')} МСК`;

const currentPage = (n: number) => byTestId(`ql-page-${n}`).withAttribute('aria-current', 'page');

fixture('Адрес списка, черновик анкеты, время МСК, заголовки вкладок')
  .page(`${BASE_URL}/`)
  .before(async () => {
    // Six new questionnaires for 'Кассир' (vacancy 2): the filtered list has a second page.
    for (let i = 0; i < 6; i += 1) await applyOverHttp('2', candidate({ surname: `Адресова${'абвгде'[i]}` }));
  });

test('a light list keeps page and filter through reload and Back; the card shows МСК; tabs differ', async (t) => {
  await loginAs('admin');
  await openPage(`${BASE_URL}${listPath('new')}`);
  await expectListPage('new');
  await t.expect(title()).eql('Анкеты QR — Подбор персонала');

  await t.click(byTestId('ql-filter-position'));
  await t.click(Selector('[role="option"]').withExactText('Кассир'));
  await t.expect(search()).match(/^\?position=[\w-]+$/, 'the filter is in the address');
  const filtered = await search();
  await t.click(byTestId('ql-page-2'));
  await t.expect(search()).eql(`${filtered}&page=2`);
  await t.expect(currentPage(2).exists).ok();

  await reload();
  await appStarted();
  await t.expect(currentPage(2).exists).ok('page 2 after a reload', { timeout: 20_000 });
  await t.expect(byTestId('ql-filter-position').innerText).contains('Кассир');

  await back();
  await t.expect(search()).eql(filtered, 'Back: page 1, still filtered');
  await t.expect(currentPage(1).exists).ok();
  await t.expect(byTestId('ql-filter-position').innerText).contains('Кассир');
  await back();
  await t.expect(search()).eql('', 'Back again: no filter');

  // The browser is in another zone (TZ): the card still says Moscow time, with the zone.
  const token = await staffToken('admin');
  const accepted = await callOk<{ list: LightEntity[] }>(
    '/get-questionnaire-light-list',
    { type: 'accepted', offset: 0, limit: 1 },
    token,
  );
  const first = accepted.list[0];
  await t.expect(first?.action_data?.date).ok('an accepted questionnaire in the demo');
  await openPage(`${BASE_URL}${cardPath(first?.id ?? '')}`);
  await t.expect(review.acted.innerText).contains(moscow(first?.action_data?.date ?? ''), {
    timeout: 20_000,
  });
  console.log(`      (browser zone: ${await browserZone()})`);

  await openPage(`${BASE_URL}/protected/vacancy`);
  await t.expect(byTestId('tpl-page').exists).ok();
  await t.expect(title()).eql('Шаблоны вакансий — Подбор персонала');
});

test('the public form keeps values and the confirmed phone through a reload, and forgets them after submit', async (t) => {
  const info = candidate({ surname: 'Черновикова' });
  await t.navigateTo(`${BASE_URL}/vacancies/1`);
  await t.expect(title()).eql('Продавец-консультант — Работа у нас', { timeout: 20_000 });
  await t.navigateTo(`${BASE_URL}/vacancies/1/al`);
  await t.expect(title()).eql('Анкета: Продавец-консультант — Работа у нас', { timeout: 20_000 });
  await fillForm(info);
  await confirmPhoneInForm(info.phone);

  await reload();
  await t.expect(form.surname.value).eql(info.surname, 'the draft survives a reload', { timeout: 20_000 });
  await t.expect(form.email.value).eql(info.email);
  await t.expect(form.citizen.getAttribute('data-value')).eql(info.citizen);
  await t.expect(form.smsConfirmed.innerText).contains('Подтверждён', 'the confirmation survives too');

  await t.click(form.submit);
  await t.expect(form.thanks.visible).ok('no thank-you modal', { timeout: 20_000 });
  await t.expect(draftKeys()).eql([], 'nothing of the candidate stays in the browser');
  await t.expect(currentPathname()).eql('/', { timeout: 20_000 });
  await t.navigateTo(`${BASE_URL}/vacancies/1/al`);
  await t.expect(form.surname.visible).ok({ timeout: 20_000 });
  await t.expect(form.surname.value).eql('');
  await t.expect(form.smsConfirmed.exists).notOk();
});

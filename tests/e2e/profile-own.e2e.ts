import { ClientFunction } from 'testcafe';
import { BASE_URL } from './helpers/env';
import { smsCount, staffToken, waitForSmsCode } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';

/**
 * The candidate's own extended profile on a phone (issue 14, spec part 2, sections 2 and 4): the
 * link the staff list copies, the SMS code to the phone left at creation, a section saved, the
 * profile sent, 'Спасибо!' and the home page 3000 ms later.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface Listed {
  id: string;
  state: string;
  contractorType: string;
  info: { sex?: string; phone: string };
}

const pathname = ClientFunction(() => window.location.pathname);
const scrollsSideways = ClientFunction(
  () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
);

fixture('Анкета кандидата по ссылке (телефон)')
  .page(`${BASE_URL}/`)
  .beforeEach(async (t) => {
    await t.resizeWindow(PHONE.width, PHONE.height);
  })
  .afterEach(async (t) => {
    await t.resizeWindow(DESKTOP.width, DESKTOP.height);
  });

test('the candidate confirms the phone, saves a section, sends the profile and lands on the home page', async (t) => {
  // A questionnaire past the first look (its profile and scans complete), of a woman: no military
  // family section needed. The link is the one the staff list copies.
  const admin = await staffToken('admin');
  // (The demo approvals move some of them on to the director's approval: any open state past it.)
  const lists = await Promise.all(
    ['new', 'worked'].map((type) =>
      callOk<{ list: Listed[] }>('/get-questionnaire', { type, limit: 50 }, admin),
    ),
  );
  const past = ['externalCheckPassed', 'accepted', 'waitingInterview', 'resolved'];
  const q = lists
    .flatMap((answer) => answer.list)
    .find(
      (row) => past.includes(row.state) && row.contractorType === 'Employee' && row.info.sex === 'female',
    );
  await t.expect(q).ok('no demo questionnaire past the first look');
  const { editLink } = await callOk<{ editLink: string }>(`/questionnaire/${q!.id}/edit-link`, {}, admin);
  const link = new URL(editLink);
  await t.expect(link.pathname).eql(`/protected/feedback/edit/${q!.id}/al`);

  await t.navigateTo(`${BASE_URL}${link.pathname}${link.search}`);
  await t.expect(byTestId('edit-phone-masked').innerText).contains('*');
  const seen = await smsCount(q!.info.phone);
  await t.click(byTestId('sms-send'));
  await t.expect(byTestId('sms-code').visible).ok('the code field did not appear');
  const code = await waitForSmsCode(q!.info.phone, seen);
  await t.typeText(byTestId('sms-code'), code, { replace: true });

  // The profile, with what is saved so far.
  await t.expect(byTestId('profile-passport').visible).ok('the profile did not open', { timeout: 20_000 });
  await t.expect(byTestId('profile-passport-series').value).match(/^\d{4}$/);
  await t.expect(await scrollsSideways()).notOk('the profile scrolls sideways on a phone');

  // A section saved as the candidate.
  await t.typeText(byTestId('profile-passport-placeBirth'), 'г. Екатеринбург', {
    replace: true,
    paste: true,
  });
  await t.click(byTestId('profile-passport-save'));
  await t.expect(byTestId('profile-passport-message').innerText).contains('Раздел сохранён');

  // Sent: 'Спасибо!', then the home page.
  await t
    .expect(byTestId('own-submit').hasAttribute('disabled'))
    .notOk('the complete profile cannot be sent');
  await t.click(byTestId('own-submit'));
  await t.expect(byTestId('modal-thanks').visible).ok();
  await t.expect(byTestId('modal-thanks').innerText).contains('Спасибо');
  await t.expect(pathname()).eql('/', 'no redirect to the home page', { timeout: 8_000 });

  // Staff see the candidate's change and the submit in the history.
  const history = await callOk<{ type: string; actor: { userId: string } }[]>(
    `/audit/questionnaire/${q!.id}`,
    undefined,
    admin,
  );
  const own = history.filter((e) => e.actor.userId === 'candidate').map((e) => e.type);
  await t.expect(own).eql(['ProfilePassportSaved', 'ProfileSubmitted']);
});

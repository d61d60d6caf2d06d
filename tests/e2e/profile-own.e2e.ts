import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientFunction, Selector, t as controller } from 'testcafe';
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
  info: { sex?: string; phone: string; dateBirth?: string };
  profile?: unknown;
}

const option = (text: string) => Selector('[role="option"]').withText(text);

/** A scan as the candidate's phone would pick it: a tiny JPEG or PDF in a fresh folder. */
function scanFile(name: string): string {
  const bytes = name.endsWith('.pdf')
    ? Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
    : Buffer.from(
        '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
        'base64',
      );
  const file = join(mkdtempSync(join(tmpdir(), 'own-scan-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** DD.MM.YYYY of a date. */
const day = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;

/** A passport issue date the rule by age accepts: a month after the 20th (or 45th) birthday. */
function issueDateFor(birth: Date): string {
  const age = (Date.now() - birth.getTime()) / (365.25 * 24 * 3600_000);
  const at = new Date(birth);
  at.setUTCFullYear(birth.getUTCFullYear() + (age >= 45 ? 45 : 20));
  at.setUTCMonth(at.getUTCMonth() + 1);
  return day(at);
}

async function saveSection(section: string): Promise<void> {
  await controller.click(byTestId(`profile-${section}-save`));
  await controller
    .expect(byTestId(`profile-${section}-message`).innerText)
    .contains('Раздел сохранён', { timeout: 10_000 });
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

test('a candidate fills the whole empty profile on a phone, with an address suggestion and scans, and sends it', async (t) => {
  const admin = await staffToken('admin');
  const { list } = await callOk<{ list: Listed[] }>('/get-questionnaire', { type: 'new', limit: 50 }, admin);
  const q = list.find(
    (row) =>
      row.state === 'new' && row.contractorType === 'Employee' && row.info.sex === 'female' && !row.profile,
  );
  await t.expect(q).ok('no demo questionnaire with an empty profile');
  const { editLink } = await callOk<{ editLink: string }>(`/questionnaire/${q!.id}/edit-link`, {}, admin);
  const link = new URL(editLink);
  await t.navigateTo(`${BASE_URL}${link.pathname}${link.search}`);
  const seen = await smsCount(q!.info.phone);
  await t.click(byTestId('sms-send'));
  await t.expect(byTestId('sms-code').visible).ok('the code field did not appear');
  await t.typeText(byTestId('sms-code'), await waitForSmsCode(q!.info.phone, seen), { replace: true });
  await t.expect(byTestId('profile-personal').visible).ok('the profile did not open', { timeout: 20_000 });
  await t.expect(byTestId('own-submit').hasAttribute('disabled')).ok('an empty profile can be sent');

  // Personal data: the work book, INN and SNILS (name, sex, birth date and phone come from the questionnaire).
  await t.click(byTestId('profile-personal-hasEmploymentHistory'));
  await t.click(option('Электронная трудовая книжка'));
  await t.typeText(byTestId('profile-personal-inn'), '500100732259', { paste: true });
  await t.typeText(byTestId('profile-personal-snils'), '11223344595', { paste: true });
  await t.expect(byTestId('profile-personal-snils').value).eql('112-233-445 95');
  await saveSection('personal');

  // Passport, with the issue date the rule by age accepts.
  const birth = new Date(q!.info.dateBirth ?? '1995-05-17T00:00:00.000Z');
  await t.typeText(byTestId('profile-passport-series'), '4514', { paste: true });
  await t.typeText(byTestId('profile-passport-number'), '123456', { paste: true });
  await t.typeText(byTestId('profile-passport-dateExtradition'), issueDateFor(birth), { paste: true });
  await t.typeText(byTestId('profile-passport-departmentNumber'), '770001', { paste: true });
  await t.expect(byTestId('profile-passport-departmentNumber').value).eql('770-001');
  await t.typeText(byTestId('profile-passport-placeExtradition'), 'ГУ МВД России по г. Москве', {
    paste: true,
  });
  await t.typeText(byTestId('profile-passport-placeBirth'), 'г. Москва', { paste: true });
  await saveSection('passport');

  // Addresses: the registration picked from the suggestions (the card fills itself), living there too.
  await t.typeText(byTestId('profile-registration-suggest'), 'Москва Тверская 7');
  await t.expect(option('Тверская').exists).ok('no address suggestion', { timeout: 10_000 });
  await t.click(option('Тверская').nth(0));
  await t.expect(byTestId('profile-registration-postCode').value).match(/^\d{6}$/);
  await t.expect(byTestId('profile-registration-card').value).contains('Тверская');
  await t.typeText(byTestId('profile-registration-date'), '01.09.2015', { paste: true });
  if (!(await byTestId('profile-addresses-notsend').checked))
    await t.click(byTestId('profile-addresses-notsend'));
  await saveSection('addresses');

  // Military registration: not liable (a woman may be), so no family and education forms.
  await t.click(byTestId('profile-military-status'));
  await t.click(option('Невоеннообязанный'));
  await t.expect(byTestId('profile-martial').exists).notOk();
  await saveSection('military');

  // Scans: passport (JPEG), INN and SNILS (PDF).
  await t.setFilesToUpload(byTestId('profile-scan-passport-input'), [scanFile('passport.jpg')]);
  await t.expect(byTestId('profile-scan-passport-file-0').exists).ok({ timeout: 10_000 });
  await t.setFilesToUpload(byTestId('profile-scan-inn-input'), [scanFile('inn.pdf')]);
  await t.expect(byTestId('profile-scan-inn-file-0').exists).ok({ timeout: 10_000 });
  await t.setFilesToUpload(byTestId('profile-scan-snils-input'), [scanFile('snils.pdf')]);
  await t.expect(byTestId('profile-scan-snils-file-0').exists).ok({ timeout: 10_000 });
  await t.expect(await scrollsSideways()).notOk('the profile scrolls sideways on a phone');

  await t
    .expect(byTestId('own-submit').hasAttribute('disabled'))
    .notOk('the complete profile cannot be sent');
  await t.click(byTestId('own-submit'));
  await t.expect(byTestId('modal-thanks').visible).ok();
  await t.expect(pathname()).eql('/', 'no redirect to the home page', { timeout: 8_000 });

  // Staff see the whole profile and the three scans.
  const card = await callOk<{
    entity: { profile: Record<string, any>; files: Record<string, unknown[]>; profileSubmittedAt?: string };
  }>(`/get-questionnaire/${q!.id}`, {}, admin);
  await t.expect(card.entity.profileSubmittedAt).ok('the submit was not recorded');
  await t.expect(card.entity.profile.personal.inn).eql('500100732259');
  await t.expect(card.entity.profile.passport.number).eql('123456');
  await t.expect(card.entity.profile.addresses.registration.street).contains('Тверская');
  await t.expect(card.entity.profile.military.status).eql('NonMilitary');
  for (const kind of ['passport', 'inn', 'snils'])
    await t.expect(card.entity.files[kind]?.length).eql(1, `no ${kind} scan`);
});

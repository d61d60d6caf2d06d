import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientFunction, Selector, t } from 'testcafe';
import { ALT_URL, BASE_URL } from './helpers/env';
import { smsCount, staffToken, waitForSmsCode } from './helpers/light';
import { callOk } from './helpers/public';
import { byTestId } from './helpers/selectors';
import { loginAs, logoutViaMenu, openPage } from './helpers/session';

/**
 * The shared applicant profile form (issue 14) at /protected/feedback/edit/{id}: martial status with
 * a relative, an education record with a freely typed institution, a scan uploaded and opened, each
 * section saved and there after a reload; the form on a 360 px phone (the self-employed variant);
 * and two people on one section: a save elsewhere shows live in an untouched section, and over a
 * draft it warns and keeps the draft.
 */
const pageWidth = ClientFunction(() => document.documentElement.scrollWidth);
const viewerImageWidth = ClientFunction(
  () =>
    document.querySelector<HTMLImageElement>('[data-testid="profile-scan-viewer"] img')?.naturalWidth ?? -1,
);
const option = (text: string) => Selector('[role="option"]').withText(text);
const saved = (section: string) =>
  t.expect(byTestId(`profile-${section}-message`).innerText).contains('Раздел сохранён', { timeout: 8000 });

interface Listed {
  list: { id: string; info: { lastname: string } }[];
}

async function questionnaireOf(lastname: string, contractorType = 'Employee'): Promise<string> {
  const token = await staffToken('admin');
  for (const type of ['worked', 'new', 'verified']) {
    const { list } = await callOk<Listed>(
      '/get-questionnaire',
      { type, contractorType, limit: 50, where: { search: lastname } },
      token,
    ).catch(() => ({ list: [] }));
    const q = list.find((item) => item.info.lastname === lastname);
    if (q) return q.id;
  }
  throw new Error(`no questionnaire of ${lastname}`);
}

/** A file in a fresh temporary folder. */
function tempFile(name: string, bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'profile-scan-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** A 1×1 PNG (the server judges a scan by its bytes). */
function pngFile(): string {
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return tempFile('scan.png', Buffer.from(png, 'base64'));
}

async function choose(testId: string, text: string): Promise<void> {
  await t.click(byTestId(testId));
  await t.click(option(text));
}

fixture('Анкета кандидата: общая форма профиля').page(`${BASE_URL}/login`);

test('martial with a relative, education typed freely, a scan; each section saved and kept after a reload', async () => {
  await t.resizeWindow(1366, 900);
  const id = await questionnaireOf('Алексеев');
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/edit/${id}`);
  // A serving man: martial and education are shown; a man cannot be 'Невоеннообязанный'.
  await t.expect(byTestId('profile-martial').exists).ok({ timeout: 8000 });
  for (const section of ['personal', 'passport', 'addresses', 'military']) {
    await t.click(byTestId(`profile-${section}-save`));
    await saved(section);
  }

  await t.click(byTestId('profile-martial-save'));
  await t.expect(byTestId('profile-martial').innerText).contains('Укажите хотя бы одного родственника');
  await choose('profile-martial-martialStatus', 'Состоит в зарегистрированном браке');
  await t.typeText(byTestId('profile-martial-martialStatusApprovedAt'), '14022020', { paste: true });
  await t.expect(byTestId('profile-martial-martialStatusApprovedAt').value).eql('14.02.2020');
  await t.click(byTestId('profile-martial-add-relative'));
  await choose('profile-martial-relative-0-relativeState', 'Жена');
  await t.typeText(byTestId('profile-martial-relative-0-birthDate'), '03.07.1998', { paste: true });
  await t.typeText(byTestId('profile-martial-relative-0-lastName'), 'Алексеева', { paste: true });
  await t.typeText(byTestId('profile-martial-relative-0-firstName'), 'Ольга', { paste: true });
  await t.typeText(byTestId('profile-martial-relative-0-patronymicName'), 'Петровна', { paste: true });
  await t.click(byTestId('profile-martial-save'));
  await saved('martial');

  await t.click(byTestId('profile-education-add'));
  await t.click(byTestId('profile-education-save'));
  await t.expect(byTestId('profile-education').innerText).contains('Пожалуйста укажите');
  await choose('profile-education-0-educationType', 'Среднее профессиональное');
  await t.typeText(byTestId('profile-education-0-educationInstitution'), 'Колледж торговли № 7', {
    paste: true,
  });
  await t.pressKey('esc');
  await t.typeText(byTestId('profile-education-0-educationSpeciality'), 'Коммерция (по отраслям)', {
    paste: true,
  });
  await t.pressKey('esc');
  await t.typeText(byTestId('profile-education-0-educationQualification'), 'Продавец-кассир', {
    paste: true,
  });
  await t.pressKey('esc');
  await choose('profile-education-0-documentType', 'Диплом о среднем профессиональном образовании');
  await t.typeText(byTestId('profile-education-0-documentSeria'), '1177', { paste: true });
  await t.typeText(byTestId('profile-education-0-documentNumber'), '0012345', { paste: true });
  await t.typeText(byTestId('profile-education-0-documentIssuedDate'), '30.06.2019', { paste: true });
  await t.click(byTestId('profile-education-save'));
  await saved('education');

  // Not a scan: refused, with a retry; then a PNG goes up.
  await t.setFilesToUpload(byTestId('profile-scan-martial-input'), [
    tempFile('note.txt', Buffer.from('не скан')),
  ]);
  await t
    .expect(byTestId('profile-scan-martial-error').innerText)
    .contains('Произошла ошибка, загрузите еще раз', { timeout: 8000 });
  await t.expect(byTestId('profile-scan-martial-retry').exists).ok();
  await t.setFilesToUpload(byTestId('profile-scan-martial-input'), [pngFile()]);
  await t.expect(byTestId('profile-scan-martial-file-0').exists).ok({ timeout: 10_000 });
  await t.click(byTestId('profile-scan-martial-file-0'));
  await t.expect(byTestId('profile-scan-viewer').find('img').exists).ok({ timeout: 5000 });
  // Shown, not just placed: the page's CSP lets the scan's bytes render.
  await t.expect(viewerImageWidth()).eql(1, { timeout: 5000 });
  await t.click(byTestId('profile-scan-viewer-close'));
  await t.expect(byTestId('profile-scan-martial-error').exists).notOk();

  // Military (not saved): a man cannot be 'Невоеннообязанный'; a conscript has no military ID;
  // a certificate disables the document fields, Pripisnoe the mobilisation flag.
  await t.click(byTestId('profile-military-status'));
  await t.expect(option('Невоеннообязанный').getAttribute('aria-disabled')).eql('true');
  await t.click(option('Призывник'));
  await t.click(byTestId('profile-military-documentType'));
  await t.expect(option('Военный билет').getAttribute('aria-disabled')).eql('true');
  await t.click(option('Удостоверение гражданина'));
  await t.expect(byTestId('profile-military-mobilizationDocumentExist').hasAttribute('disabled')).ok();
  // The ВУС code: digits only, the dictionary's codes offered as they are typed.
  await t.typeText(byTestId('profile-military-profileCode'), '21a2');
  await t.expect(byTestId('profile-military-profileCode').value).eql('212');
  await t.click(option('212956 — Укладчик парашютов'));
  await t.expect(byTestId('profile-military-profileCode').value).eql('212956');
  await choose('profile-military-documentType', 'Справка взамен');
  await t.expect(byTestId('profile-military-documentSeria').hasAttribute('disabled')).ok();
  await t.expect(byTestId('profile-military-militaryCommandPartyNumber').hasAttribute('disabled')).ok();

  await t.eval(() => location.reload());
  await t.expect(byTestId('profile-martial-relative-0-lastName').value).eql('Алексеева', { timeout: 15_000 });
  await t.expect(byTestId('profile-martial-martialStatus').innerText).contains('зарегистрированном');
  await t.expect(byTestId('profile-martial-martialStatusApprovedAt').value).eql('14.02.2020');
  await t.expect(byTestId('profile-education-0-educationInstitution').value).eql('Колледж торговли № 7');
  await t.expect(byTestId('profile-education-0-documentIssuedDate').value).eql('30.06.2019');
  await t.expect(byTestId('profile-scan-martial-file-0').find('img').exists).ok({ timeout: 5000 });

  // 'Удалить скан': asked once more, then gone from the form and from the server.
  await t.click(byTestId('profile-scan-martial-file-0'));
  await t.click(byTestId('profile-scan-remove'));
  await t.expect(byTestId('profile-scan-remove-confirm').innerText).contains('Удалить этот скан из анкеты?');
  await t.click(byTestId('profile-scan-remove-yes'));
  await t.expect(byTestId('profile-scan-viewer').exists).notOk({ timeout: 10_000 });
  await t.expect(byTestId('profile-scan-martial-file-0').exists).notOk();
  await t.expect(byTestId('profile-scan-martial').innerText).contains('Скан не загружен');
  await t.eval(() => location.reload());
  await t.expect(byTestId('profile-martial-relative-0-lastName').value).eql('Алексеева', { timeout: 15_000 });
  await t.expect(byTestId('profile-scan-martial-file-0').exists).notOk();
});

test('on a 360 px phone: fields stacked, no horizontal scroll; the self-employed variant has no SNILS or work book', async () => {
  await t.resizeWindow(360, 740);
  const id = await questionnaireOf('Борисов', 'Entrepreneur');
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/edit/${id}`);
  await t.expect(byTestId('profile-personal').exists).ok({ timeout: 8000 });
  await t.expect(byTestId('profile-personal-snils').exists).notOk();
  await t.expect(byTestId('profile-personal-hasEmploymentHistory').exists).notOk();
  await t.expect(byTestId('profile-scan-snils').exists).notOk();
  await t.expect(byTestId('profile-scan-inn').exists).ok();
  await t.expect(pageWidth()).lte(360);
  const first = await byTestId('profile-passport-series').boundingClientRect;
  const second = await byTestId('profile-passport-number').boundingClientRect;
  await t.expect(second.top).gt(first.top, 'the fields stack in one column');
  await t.typeText(byTestId('profile-passport-series'), '45 19', { replace: true, paste: true });
  await t.expect(byTestId('profile-passport-series').value).eql('4519');
  await t.click(byTestId('profile-passport-save'));
  await saved('passport');
  await t.expect(pageWidth()).lte(360);
});

test('two people on the personal section: a save shows live when untouched; over a draft it warns and keeps it', async () => {
  await t.resizeWindow(1366, 900);
  const id = await questionnaireOf('Сергеева');
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/edit/${id}`);
  await t.expect(byTestId('profile-personal-aboutYourself').exists).ok({ timeout: 8000 });
  const hr = await staffToken('hr');
  const saveAsHr = async (aboutYourself: string) => {
    const { entity } = await callOk<{ entity: { revision: number; profile: { personal: object } } }>(
      `/get-questionnaire/${id}`,
      {},
      hr,
    );
    const res = await fetch(`${ALT_URL}/api/v1/questionnaire/${id}/profile/personal`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hr}` },
      body: JSON.stringify({
        revision: entity.revision,
        data: { ...entity.profile.personal, aboutYourself },
      }),
    });
    await t.expect(res.status).eql(200);
  };
  // Session B saves while A has the section open and untouched: A shows the new value.
  await saveAsHr('Работала продавцом');
  await t
    .expect(byTestId('profile-personal-aboutYourself').value)
    .eql('Работала продавцом', { timeout: 8000 });
  // A edits; B saves again: A is warned (who and when) and keeps the draft.
  await t.typeText(byTestId('profile-personal-aboutYourself'), 'Черновик A', { replace: true, paste: true });
  await saveAsHr('Работала кассиром');
  await t
    .expect(byTestId('profile-personal-changed').innerText)
    .contains('Раздел изменён другим пользователем', { timeout: 8000 });
  await t.expect(byTestId('profile-personal-changed').innerText).contains('Кадрова');
  await t.expect(byTestId('profile-personal-aboutYourself').value).eql('Черновик A');
  // A's save is refused naming HR; the draft stays.
  await t.click(byTestId('profile-personal-save'));
  await t.expect(byTestId('profile-personal-message').innerText).contains('Кадрова', { timeout: 8000 });
  await t.expect(byTestId('profile-personal-aboutYourself').value).eql('Черновик A');
  // Told, A saves again on purpose: the draft goes over HR's save.
  await t.click(byTestId('profile-personal-save'));
  await saved('personal');
  await t.expect(byTestId('profile-personal-aboutYourself').value).eql('Черновик A');
});

test('staff edit the profile while the candidate saves a section from their link: it arrives live, the draft stays', async () => {
  await t.resizeWindow(1366, 900);
  const admin = await staffToken('admin');
  const { list } = await callOk<{
    list: {
      id: string;
      state: string;
      info: { phone: string; sex?: string };
      profile?: { passport?: unknown };
    }[];
  }>('/get-questionnaire', { type: 'new', limit: 50 }, admin);
  // Open to the candidate, with a profile; a man's (the phone tests take women's: one SMS a minute per phone).
  const open = ['resolved', 'resolvedValid', 'externalCheckPassed', 'accepted', 'waitingInterview'];
  const q = list.find(
    (item) => item.profile?.passport && open.includes(item.state) && item.info.sex === 'male',
  );
  await t.expect(q).ok('no open questionnaire with a profile');
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/edit/${q!.id}`);
  await t.expect(byTestId('profile-passport-placeBirth').exists).ok({ timeout: 8000 });
  // Staff are typing in another section.
  await t.typeText(byTestId('profile-personal-aboutYourself'), 'Черновик HR', { replace: true, paste: true });

  // The candidate, on their link (another device): the SMS code, then the passport section.
  const { editLink } = await callOk<{ editLink: string }>(`/questionnaire/${q!.id}/edit-link`, {}, admin);
  const link = { id: q!.id, token: new URL(editLink).searchParams.get('t') ?? '' };
  const seen = await smsCount(q!.info.phone);
  await callOk('/questionnaire/own/send-code', link);
  const code = await waitForSmsCode(q!.info.phone, seen);
  const { phoneToken } = await callOk<{ phoneToken: string }>('/questionnaire/own/confirm-code', {
    ...link,
    code,
  });
  const own = await callOk<{ entity: { revision: number; profile: { passport: object } } }>(
    '/questionnaire/own',
    {
      ...link,
      phoneToken,
    },
  );
  const placeBirth = 'г. Калуга (исправлено кандидатом)';
  const res = await fetch(`${ALT_URL}/api/v1/questionnaire/own/profile/passport`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...link,
      phoneToken,
      revision: own.entity.revision,
      data: { ...own.entity.profile.passport, placeBirth },
    }),
  });
  await t.expect(res.status).eql(200);

  // Live on the staff page, no reload: the candidate's value in the untouched section, the draft kept.
  await t.expect(byTestId('profile-passport-placeBirth').value).eql(placeBirth, { timeout: 8000 });
  await t.expect(byTestId('profile-personal-aboutYourself').value).eql('Черновик HR');
});

test('a unit director sees the identity sections locked with the reason, and may save the others', async (t) => {
  const token = await staffToken('unitdirector');
  const { list } = await callOk<{ list: { id: string; profile?: { passport?: unknown } }[] }>(
    '/get-questionnaire',
    { type: 'new', limit: 50 },
    token,
  );
  const q = list.find((item) => item.profile?.passport);
  await t.expect(q).ok('no questionnaire with a profile in the unit director stores');
  await loginAs('unitdirector');
  await openPage(`${BASE_URL}/protected/feedback/edit/${q!.id}`);
  await t
    .expect(byTestId('qa-edit-identity-masked').innerText)
    .contains('видят HR, директор магазина, администратор и аудитор', { timeout: 15_000 });
  await t.expect(byTestId('profile-passport-number').value).match(/^••\d{4}$/);
  await t.expect(byTestId('profile-passport-number').hasAttribute('disabled')).ok();
  for (const locked of ['personal', 'passport', 'military'])
    await t.expect(byTestId(`profile-${locked}-save`).exists).notOk(`${locked} can be saved`);
  await t.expect(byTestId('profile-addresses-save').exists).ok();
  // Identity scans: how many, never the files nor an upload; the others as usual.
  await t.expect(byTestId('profile-scan-passport-sealed').innerText).contains('Загружено сканов: 1');
  await t.expect(byTestId('profile-scan-passport-upload').exists).notOk();
  await t.expect(byTestId('profile-scan-passport-file-0').exists).notOk();
  await t.expect(byTestId('profile-scan-education-upload').hasAttribute('disabled')).notOk();

  // The card: identity scans only counted for them; for Admin, thumbnails that open in the viewer.
  await openPage(`${BASE_URL}/protected/feedback/${q!.id}`);
  await t
    .expect(byTestId('qa-file-passport-sealed').innerText)
    .contains('Загружено сканов: 1', { timeout: 15_000 });
  await t.expect(byTestId('qa-file-passport-0').exists).notOk();
  await logoutViaMenu();
  await loginAs('admin');
  await openPage(`${BASE_URL}/protected/feedback/${q!.id}`);
  await t.click(byTestId('qa-file-passport-0'));
  await t.expect(byTestId('profile-scan-viewer').innerText).contains('Документ PDF', { timeout: 8000 });
  await t.expect(byTestId('profile-scan-remove').exists).notOk();
  await t.click(byTestId('profile-scan-viewer-close'));
});

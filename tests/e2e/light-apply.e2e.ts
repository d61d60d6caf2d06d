import { Selector } from 'testcafe';
import { BASE_URL } from './helpers/env';
import {
  applyOverHttp,
  birthDateYearsAgo,
  candidate,
  confirmPhoneInForm,
  DUPLICATE_TEXT,
  fieldError,
  fieldErrors,
  fillForm,
  form,
  PERSONAL_EMAIL,
  PHONE_CONFIRM,
  PHONE_NOT_CONFIRMED,
  questionnairesByPhone,
  REQUIRED,
  RESEND_AFTER_MS,
  smsCount,
  staffToken,
  THANKS_TEXT,
  UNDERAGE,
  uniquePhone,
  waitForSmsCode,
} from './helpers/light';
import { cardById, currentPathname, fillQuestionnaire, vacancyCards, vacancyDetail } from './helpers/public';

/**
 * The candidate's light questionnaire on a phone-sized screen (spec part 1, sections 4, 5 and 8).
 * Every test uses phones of its own (79 + 9 random digits), so reruns and other tests never collide.
 */
const PHONE_WIDTH = 390;
const PHONE_HEIGHT = 844;
const DESKTOP_WIDTH = 1366;
const DESKTOP_HEIGHT = 900;

/** Applied over HTTP before the tests (to vacancy 2, 'Кассир'); the last test applies again in the form. */
const duplicate = { phone: uniquePhone(), sentAt: 0 };

fixture('Лёгкая анкета кандидата (телефон)')
  .page(`${BASE_URL}/`)
  .before(async () => {
    duplicate.sentAt = Date.now();
    await applyOverHttp('2', candidate({ phone: duplicate.phone, surname: 'Повторова' }));
  })
  .beforeEach(async (t) => {
    await t.resizeWindow(PHONE_WIDTH, PHONE_HEIGHT);
  })
  // The browser keeps its window size from test to test: later fixtures expect the desktop one.
  .afterEach(async (t) => {
    await t.resizeWindow(DESKTOP_WIDTH, DESKTOP_HEIGHT);
  });

test("from the feed to 'Спасибо': required fields, SMS confirmation, submit, back to the feed", async (t) => {
  const info = candidate();

  // The candidate finds the vacancy in the feed and opens the form.
  await t.expect(vacancyCards.count).eql(5);
  await t.click(cardById('1'));
  await t.expect(vacancyDetail.find('h1').innerText).eql('Продавец-консультант');
  await t.click(fillQuestionnaire.withText('Заполнить анкету'));
  await t.expect(currentPathname()).eql('/vacancies/1/al');
  await t.expect(Selector('[data-testid="q-vacancy"]').innerText).contains('Авиапарк');

  // An empty form: every required field says so, nothing is sent.
  await t.click(form.submit);
  for (const name of ['surname', 'firstName', 'patronymicName', 'citizen', 'birthDate', 'email'])
    await t.expect(fieldError(name).innerText).eql(REQUIRED, `${name} is required`);
  await t.expect(fieldError('phone').innerText).eql('Укажите номер телефона');
  await t.expect(form.smsSend.exists).notOk('no SMS button without a valid phone');
  await t.expect(form.thanks.exists).notOk();

  // Filled in: the errors go, a valid phone offers the SMS confirmation.
  await fillForm(info);
  await t.expect(fieldError('surname').exists).notOk();
  await confirmPhoneInForm(info.phone);
  await t.expect(fieldErrors.count).eql(0, 'no field errors left');

  const submittedAt = Date.now();
  await t.click(form.submit);
  await t.expect(form.thanks.visible).ok('no thank-you modal', { timeout: 20_000 });
  await t.expect(form.thanks.find('h2').innerText).eql('Спасибо');
  await t.expect(form.thanks.innerText).contains(THANKS_TEXT);

  // The modal closes by itself after 3 s and the candidate is back on the feed.
  await t.expect(currentPathname()).eql('/', 'no redirect to the feed', { timeout: 20_000 });
  await t.expect(Date.now() - submittedAt).gte(2_900, 'the thank-you modal must stay for 3 s');
  await t.expect(form.thanks.exists).notOk();
  await t.expect(vacancyCards.count).eql(5);

  // The reviewers have it, as sent.
  const saved = await questionnairesByPhone(await staffToken('hr-al'), 'new', info.phone);
  await t.expect(saved.length).eql(1);
  await t.expect(saved[0]?.info.surname).eql(info.surname);
  await t.expect(saved[0]?.info.email).eql(info.email);
});

test("an under-18 birth date and a corporate e-mail are refused with the spec's messages", async (t) => {
  await t.navigateTo(`${BASE_URL}/vacancies/4/al`);
  await t.expect(form.birthDate.visible).ok();

  // One day short of 18 is refused; 18 today is accepted.
  await t.typeText(form.birthDate, birthDateYearsAgo(18, -1), { paste: true }).pressKey('tab');
  await t.expect(fieldError('birthDate').innerText).eql(UNDERAGE);
  await t.typeText(form.birthDate, birthDateYearsAgo(18), { replace: true, paste: true }).pressKey('tab');
  await t.expect(fieldError('birthDate').exists).notOk('exactly 18 is old enough');
  await t.typeText(form.birthDate, birthDateYearsAgo(16), { replace: true, paste: true }).pressKey('tab');
  await t.expect(fieldError('birthDate').innerText).eql(UNDERAGE);

  await t.typeText(form.email, 'a.ivanova@company.ru', { paste: true }).pressKey('tab');
  await t.expect(fieldError('email').innerText).eql(PERSONAL_EMAIL);
  await t.typeText(form.email, 'a.ivanova@shop.company.ru', { replace: true, paste: true }).pressKey('tab');
  await t.expect(fieldError('email').innerText).eql(PERSONAL_EMAIL, 'a subdomain is corporate too');
  await t.typeText(form.email, 'a.ivanova@mail.ru', { replace: true, paste: true }).pressKey('tab');
  await t.expect(fieldError('email').exists).notOk();

  // Submitting keeps the age error and sends nothing.
  await t.click(form.submit);
  await t.expect(fieldError('birthDate').innerText).eql(UNDERAGE);
  await t.expect(form.thanks.exists).notOk();
  await t.expect(currentPathname()).eql('/vacancies/4/al');
});

test("a form without the phone confirmed is not sent: 'Для отправки анкеты необходимо подтвердить телефон'", async (t) => {
  const info = candidate();
  await t.navigateTo(`${BASE_URL}/vacancies/4/al`);
  await fillForm(info);
  await t.expect(form.smsSend.visible).ok();

  await t.click(form.submit);
  await t.expect(form.phoneNotice.innerText).contains(PHONE_NOT_CONFIRMED);
  await t.expect(fieldError('phone').innerText).eql(PHONE_CONFIRM);
  await t.expect(form.thanks.exists).notOk();
  await t.expect(form.duplicate.exists).notOk();
  await t.expect(currentPathname()).eql('/vacancies/4/al');
  await t.expect(await smsCount(info.phone)).eql(0, 'no SMS is sent by a submit');
  const saved = await questionnairesByPhone(await staffToken('hr-al'), 'new', info.phone);
  await t.expect(saved.length).eql(0, 'nothing reached the server');
});

test('a phone retyped after its code was sent gets the code field back: the code already sent confirms it', async (t) => {
  const info = candidate();
  await t.navigateTo(`${BASE_URL}/vacancies/4/al`);
  await fillForm(info);
  await t.click(form.smsSend);
  await t.expect(form.smsCode.visible).ok('the code field did not appear');
  const code = await waitForSmsCode(info.phone, 0);

  // The candidate fixes a "typo" and types the same number again: the widget starts over.
  await t.typeText(form.phone, '9000000000', { replace: true, paste: true });
  await t.typeText(form.phone, info.phone, { replace: true, paste: true });
  await t.expect(form.smsSend.withText('Подтвердить по СМС').visible).ok();
  await t.click(form.smsSend);

  // Too soon for another SMS: the field for the code already sent, with the countdown, no dead end.
  await t.expect(form.smsCode.visible).ok('no code field while the resend waits');
  await t.expect(form.smsResend.hasAttribute('disabled')).ok();
  await t.expect(form.smsError.exists).notOk();
  await t.typeText(form.smsCode, code, { replace: true });
  await t.expect(form.smsConfirmed.innerText).contains('Подтверждён', { timeout: 20_000 });
  await t.expect(await smsCount(info.phone)).eql(1, 'no second SMS');
});

test("applying again with the same phone for the same position shows 'Внимание'", async (t) => {
  // Vacancy 9 is also 'Кассир' (another store). The phone may get a new code 60 s after the last one.
  const wait = duplicate.sentAt + RESEND_AFTER_MS + 2_000 - Date.now();
  if (wait > 0) await t.wait(wait);

  const info = candidate({ phone: duplicate.phone });
  await t.navigateTo(`${BASE_URL}/vacancies/9/al`);
  await t.expect(Selector('[data-testid="q-vacancy"]').innerText).contains('Кассир');
  await fillForm(info);
  await confirmPhoneInForm(info.phone);
  await t.click(form.submit);

  await t.expect(form.duplicate.visible).ok('no duplicate modal', { timeout: 20_000 });
  await t.expect(form.duplicate.find('h2').innerText).eql('Внимание');
  await t.expect(form.duplicate.innerText).contains(DUPLICATE_TEXT);
  await t.expect(form.thanks.exists).notOk();
  await t.click(form.duplicate.find('button').withExactText('OK'));
  await t.expect(currentPathname()).eql('/');

  const saved = await questionnairesByPhone(await staffToken('hr-al'), 'new', duplicate.phone);
  await t.expect(saved.length).eql(1, 'still only the first questionnaire');
});

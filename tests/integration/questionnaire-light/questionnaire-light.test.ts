import { phoneStreamKey } from '#server/features/questionnaire-light/phone-stream';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicVacancy } from '#events/vacancies/views';
import { hashCode } from '#server/features/questionnaire-light/codes';
import { startTestServer, type TestServer } from '../../helpers/server';
import {
  confirmPhone,
  controlClock,
  demoVacancy,
  lastCode,
  newPhone,
  submitQuestionnaire,
  validInfo,
} from '../../helpers/questionnaire-light';

const PUBLIC_URL = 'https://jobs.example.ru';
let server: TestServer;
let clock: ReturnType<typeof controlClock>;
let consultant: PublicVacancy; // 'Продавец-консультант', Авиапарк (10412)
let consultantSpb: PublicVacancy; // the same position in another store
let cashier: PublicVacancy; // 'Продавец-кассир', Авиапарк
let closed: PublicVacancy;
let reviewer: string;

beforeAll(async () => {
  server = await startTestServer({
    PUBLIC_URL,
    CORPORATE_EMAIL_DOMAIN: 'retail.example',
    SMS_LIMIT_PER_ADDRESS: '10000',
    // The code's own rules are tested from one address here (the address limits: questionnaire/limits.test.ts).
    CODE_CHECK_LIMIT_PER_ADDRESS: '10000',
    CODE_CHECK_LIMIT_PER_PHONE_FROM_ADDRESS: '10000',
  });
  clock = controlClock(server);
  consultant = await demoVacancy(server, '10412', 'Продавец-консультант');
  consultantSpb = await demoVacancy(server, '20301', 'Продавец-консультант');
  cashier = await demoVacancy(server, '10412', 'Продавец-кассир');
  closed = await demoVacancy(server, '10234', 'Продавец-консультант', 'closed');
  reviewer = (await server.login('hr-al')).token;
});
afterAll(() => server.stop());

const entity = async (id: string) =>
  (await server.post('/get-questionnaire-light', { id }, reviewer)).body.entity;

describe('POST /sendSMS', () => {
  it('texts a 4-digit code and says when a resend is possible', async () => {
    const phone = newPhone();
    const res = await server.post('/sendSMS', {
      phone: `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
    });
    expect(res).toEqual({ status: 200, body: { isDone: true, resendAfterSeconds: 60 } });
    expect(lastCode(server, phone)).toMatch(/^\d{4}$/);
  });

  it('refuses a malformed or missing phone', async () => {
    const wrong = await server.post('/sendSMS', { phone: '+7 (999) 12' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('Номер телефона указан с ошибкой');
    const missing = await server.post('/sendSMS', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Укажите номер телефона');
  });

  it('refuses a resend within 60 s, then allows it', async () => {
    const phone = newPhone();
    await server.post('/sendSMS', { phone });
    clock.advance(20);
    const early = await server.post('/sendSMS', { phone });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Повторная отправка возможна через 40 с');
    // The code sent 20 s ago is still valid: the form shows its field instead of only the wait.
    expect(early.body.details).toEqual({ retryAfterSeconds: 40, codeSent: true });
    clock.advance(40);
    expect((await server.post('/sendSMS', { phone })).status).toBe(200);
  });

  it('allows at most 5 sends per phone per hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await server.post('/sendSMS', { phone })).status).toBe(200);
      clock.advance(61);
    }
    const sixth = await server.post('/sendSMS', { phone });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Превышен лимит отправки СМС, попробуйте позже');
    expect(sixth.body.details?.codeSent).toBeUndefined();
    clock.advance(3600);
    expect((await server.post('/sendSMS', { phone })).status).toBe(200);
  });

  it('limits sends per client address (in memory, per hour)', async () => {
    const limited = await startTestServer({ SMS_LIMIT_PER_ADDRESS: '3' });
    try {
      for (let i = 0; i < 3; i++)
        expect((await limited.post('/sendSMS', { phone: newPhone() })).status).toBe(200);
      const fourth = await limited.post('/sendSMS', { phone: newPhone() });
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toBe('Превышен лимит отправки СМС, попробуйте позже');
    } finally {
      await limited.stop();
    }
  });
});

describe('POST /confirmPhoneBySMS', () => {
  it('confirms the right code with a 30-minute phone token, once', async () => {
    const phone = newPhone();
    await server.post('/sendSMS', { phone });
    const code = lastCode(server, phone);
    const res = await server.post('/confirmPhoneBySMS', { phone, code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isDone: true, value: '' });
    const claims = jwt.decode(res.body.phoneToken) as {
      type: string;
      phone: string;
      exp: number;
      iat: number;
    };
    expect(claims).toMatchObject({ type: 'phone_otp_token', phone });
    expect(claims.exp - claims.iat).toBe(30 * 60);
    const again = await server.post('/confirmPhoneBySMS', { phone, code });
    expect(again.body).toEqual({ isDone: false, value: 'Код устарел, запросите новый' });
  });

  it("answers 200 {isDone: false} for a wrong code: 'Неверный код'", async () => {
    const phone = newPhone();
    await server.post('/sendSMS', { phone });
    const wrong = lastCode(server, phone) === '0000' ? '1111' : '0000';
    expect(await server.post('/confirmPhoneBySMS', { phone, code: wrong })).toEqual({
      status: 200,
      body: { isDone: false, value: 'Неверный код' },
    });
  });

  it('kills a code after 5 wrong attempts', async () => {
    const phone = newPhone();
    await server.post('/sendSMS', { phone });
    const code = lastCode(server, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await server.post('/confirmPhoneBySMS', { phone, code: wrong })).body.value);
    expect(answers).toEqual([
      ...Array(4).fill('Неверный код'),
      'Превышено число попыток, запросите новый код',
    ]);
    expect((await server.post('/confirmPhoneBySMS', { phone, code })).body).toEqual({
      isDone: false,
      value: 'Превышено число попыток, запросите новый код',
    });
    clock.advance(60);
    await server.post('/sendSMS', { phone });
    expect(
      (await server.post('/confirmPhoneBySMS', { phone, code: lastCode(server, phone) })).body.isDone,
    ).toBe(true);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    await server.post('/sendSMS', { phone });
    clock.advance(300);
    expect((await server.post('/confirmPhoneBySMS', { phone, code: lastCode(server, phone) })).body).toEqual({
      isDone: false,
      value: 'Код устарел, запросите новый',
    });
  });

  it('refuses a code that was never sent and a code that is not 4 digits', async () => {
    const phone = newPhone();
    expect((await server.post('/confirmPhoneBySMS', { phone, code: '1234' })).body).toEqual({
      isDone: false,
      value: 'Код устарел, запросите новый',
    });
    const malformed = await server.post('/confirmPhoneBySMS', { phone, code: '12a' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('Введите 4 цифры из СМС');
  });

  it('keeps the code only as a peppered hash that the audit never shows', async () => {
    const phone = newPhone();
    await server.post('/sendSMS', { phone });
    const hash = hashCode(server.services.config.otpPepper, phone, lastCode(server, phone));
    // The stream is named by a keyed hash of the number, never by the number itself.
    const stream = phoneStreamKey(server.services.config.otpPepper, phone);
    expect(stream).not.toContain(phone.slice(-7));
    expect(await server.services.events.readStream(`phone-${phone}`)).toEqual([]);
    const [sent] = await server.services.events.readStream(`phone-${stream}`);
    expect(sent?.data).toMatchObject({ phone, codeHash: hash });
    expect(JSON.stringify(sent?.data)).not.toContain(`"${lastCode(server, phone)}"`);
    const admin = (await server.login('admin')).token;
    for (const url of [`/audit/phone/${stream}`, `/audit/phone/${stream}?revision=0`]) {
      const audit = await server.get(url, admin);
      expect(audit.status).toBe(200);
      expect(JSON.stringify(audit.body)).not.toContain(hash);
      expect(JSON.stringify(audit.body)).toContain('"codeHash":"***"');
    }
  });
});

describe('POST /save-questionnaire-light', () => {
  it('saves a questionnaire with sequential numeric ids and the vacancy snapshot', async () => {
    const first = await submitQuestionnaire(server, consultant.id);
    const second = await submitQuestionnaire(server, consultant.id);
    expect(first.id).toMatch(/^\d+$/);
    expect(Number(second.id)).toBe(Number(first.id) + 1);
    const saved = await entity(first.id);
    expect(saved).toMatchObject({
      id: first.id,
      vacancy_id: consultant.id,
      type: 'new',
      revision: 0,
      action_data: null,
      info: { ...validInfo(first.phone), birthDate: '1995-04-12T00:00:00.000Z', emailConfirmed: false },
      vacancy: {
        id: consultant.id,
        IStoreId: '10412',
        store: { name: 'Авиапарк', mall: 'Авиапарк', cityId: '1', cityName: 'Москва' },
        position: { id: consultant.position.id, title: 'Продавец-консультант' },
      },
    });
    const events = await server.services.events.readStream(`questionnaireLight-${first.id}`);
    expect(events.map((e) => e.type)).toEqual(['QuestionnaireLightSubmitted']);
    expect(events[0]?.meta.actor).toMatchObject({ userId: 'candidate', role: 'Applicant' });
  });

  it('normalises names and sends the birth date as UTC start of day', async () => {
    const { id } = await submitQuestionnaire(server, cashier.id, newPhone(), {
      surname: '   Петрова   Сидорова ',
      patronymicName: 'Ивановна',
      woPatronymic: true,
      birthDate: '1990-01-31',
    });
    expect((await entity(id)).info).toMatchObject({
      surname: 'Петрова Сидорова',
      patronymicName: '',
      woPatronymic: true,
      birthDate: '1990-01-31T00:00:00.000Z',
    });
  });

  it('needs a valid phone token for the very phone of the form', async () => {
    const phone = newPhone();
    const body = (phoneToken: string) => ({
      vacancy_id: consultant.id,
      type: 'new',
      info: validInfo(phone),
      phoneToken,
    });
    const message = 'Для отправки анкеты необходимо подтвердить телефон';
    const otherToken = await confirmPhone(server, newPhone());
    const expired = jwt.sign(
      { type: 'phone_otp_token', phone, exp: Math.floor(Date.now() / 1000) - 1 },
      server.services.config.jwtSecret,
    );
    const access = (await server.login('admin')).token;
    for (const token of ['garbage', otherToken, expired, access]) {
      const res = await server.post('/save-questionnaire-light', body(token));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, details: { field: 'info.phone' } });
    }
    expect(
      (await server.post('/save-questionnaire-light', { ...body('x'), phoneToken: undefined })).status,
    ).toBe(400);
  });

  it('applies every form rule on the server', async () => {
    const phone = newPhone();
    const phoneToken = await confirmPhone(server, phone);
    const save = (over: Record<string, unknown>) =>
      server.post('/save-questionnaire-light', {
        vacancy_id: consultant.id,
        type: 'new',
        info: validInfo(phone, over),
        phoneToken,
      });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ surname: '' }, 'info.surname', 'Обязательное поле'],
      [{ patronymicName: '' }, 'info.patronymicName', 'Обязательное поле'],
      [
        { citizen: 'Belorussia' },
        'info.citizen',
        'Трудоустройство возможно только для граждан Российской Федерации',
      ],
      [
        { citizen: 'Ukraine' },
        'info.citizen',
        'Трудоустройство возможно только для граждан Российской Федерации',
      ],
      [{ email: 'maria@retail.example' }, 'info.email', 'Необходимо указать личную почту кандидата'],
      [{ email: 'maria@' }, 'info.email', 'Необходимо указать личную почту кандидата'],
      [{ birthDate: '31.02.1990' }, 'info.birthDate', 'Укажите дату в формате ДД.ММ.ГГГГ'],
    ];
    for (const [over, field, message] of cases) {
      const res = await save(over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.details.field).toBe(field);
      expect(res.body.message).toContain(message);
    }
    // The age is computed against the server's clock: 18 today is fine, 18 tomorrow is not.
    const today = new Date(clock.now());
    const eighteen = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
    const tomorrow = new Date(eighteen.getTime() + 86_400_000);
    const young = await save({ birthDate: tomorrow.toISOString() });
    expect(young.status).toBe(400);
    expect(young.body.message).toContain('Мы рассматриваем кандидатов от 18 лет');
    expect((await save({ birthDate: eighteen.toISOString() })).status).toBe(200);
  });

  it('refuses a closed or unknown vacancy', async () => {
    const phone = newPhone();
    const phoneToken = await confirmPhone(server, phone);
    const save = (vacancy_id: string) =>
      server.post('/save-questionnaire-light', {
        vacancy_id,
        type: 'new',
        info: validInfo(phone),
        phoneToken,
      });
    expect(await save(closed.id)).toMatchObject({ status: 400, body: { message: 'Вакансия закрыта' } });
    expect(await save('999999')).toMatchObject({ status: 404, body: { message: 'Вакансия не найдена' } });
    expect(
      (
        await server.post('/save-questionnaire-light', {
          vacancy_id: consultant.id,
          type: 'accepted',
          info: validInfo(phone),
          phoneToken,
        })
      ).status,
    ).toBe(400);
  });

  it('sends the e-mail confirmation link', async () => {
    const { id } = await submitQuestionnaire(server, consultant.id, newPhone(), {
      email: 'link.check@example.com',
    });
    const mail = server.services.mail.recent().find((m) => m.to === 'link.check@example.com');
    expect(mail?.subject).toBe('Подтверждение электронной почты');
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/confirm/email/[A-Za-z0-9_.-]+`));
    expect(mail?.text).not.toContain(id + '@');
  });
});

describe('duplicates: POST /is-possible-to-save-questionnaire-light', () => {
  it('lets exactly one of two simultaneous submissions for one phone and position through', async () => {
    const phone = newPhone();
    const phoneToken = await confirmPhone(server, phone);
    const save = (vacancy_id: string) =>
      server.post('/save-questionnaire-light', {
        vacancy_id,
        type: 'new',
        info: validInfo(phone),
        phoneToken,
      });
    const results = await withSlowCounts(() => Promise.all([save(consultant.id), save(consultantSpb.id)]));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await server.services.read.count('questionnairesLight', {
      phone,
      positionId: consultant.position.id,
    });
    expect(stored).toBe(1);
  });

  /** Only the phone's owner may ask: the call carries the phone's confirmation token. */
  const possible = async (vacancy_id: string, phone: string, phoneToken: string) =>
    (
      await server.post('/is-possible-to-save-questionnaire-light', {
        vacancy_id,
        info: { phone },
        phoneToken,
      })
    ).body.value;

  it('is false for the same phone and position (any store), true otherwise; a duplicate save is 409', async () => {
    const phone = newPhone();
    const token = await confirmPhone(server, phone);
    expect(await possible(consultant.id, phone, token)).toBe(true);
    clock.advance(61);
    const { id } = await submitQuestionnaire(server, consultant.id, phone);
    expect(await possible(consultant.id, phone, token)).toBe(false);
    expect(await possible(consultantSpb.id, phone, token)).toBe(false);
    expect(await possible(cashier.id, phone, token)).toBe(true);
    const other = newPhone();
    expect(await possible(consultant.id, other, await confirmPhone(server, other))).toBe(true);

    const phoneToken = await confirmPhone(server, newPhoneSameAs(phone));
    const dup = await server.post('/save-questionnaire-light', {
      vacancy_id: consultantSpb.id,
      type: 'new',
      info: validInfo(phone),
      phoneToken,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('уже существует');

    // Another position for the same phone is welcome.
    clock.advance(61);
    await submitQuestionnaire(server, cashier.id, phone);

    // A declined questionnaire no longer blocks a new one; an accepted one does.
    const declined = await server.post(
      '/decline-questionnaire-light',
      { questionnaireId: id, comment: 'Нет опыта' },
      reviewer,
    );
    expect(declined.status).toBe(200);
    expect(await possible(consultant.id, phone, token)).toBe(true);
  });

  it('accepts the whole form as info and reports an unknown vacancy as possible', async () => {
    const phone = newPhone();
    const res = await server.post('/is-possible-to-save-questionnaire-light', {
      vacancy_id: '424242',
      info: validInfo(phone),
      phoneToken: await confirmPhone(server, phone),
    });
    expect(res).toEqual({ status: 200, body: { value: true } });
  });

  it('tells nobody but the phone’s owner whether a phone applied', async () => {
    const { phone } = await submitQuestionnaire(server, cashier.id);
    const stranger = newPhone();
    const strangerToken = await confirmPhone(server, stranger);
    for (const body of [
      { vacancy_id: cashier.id, info: { phone } },
      { vacancy_id: cashier.id, info: { phone }, phoneToken: strangerToken },
    ]) {
      const res = await server.post('/is-possible-to-save-questionnaire-light', body);
      expect(res.status).toBe(400);
      expect(res.body.value).toBeUndefined();
    }
  });
});

/** The same phone again (a token is per phone; a second confirmation needs the resend pause). */
function newPhoneSameAs(phone: string): string {
  clock.advance(61);
  return phone;
}

describe('POST /questionnaire/emailconfirm/{id}', () => {
  it('confirms the address from the link, idempotently', async () => {
    const email = 'confirm.me@example.com';
    const { id } = await submitQuestionnaire(server, cashier.id, newPhone(), { email });
    const link = server.services.mail
      .recent()
      .find((m) => m.to === email)!
      .text.match(/confirm\/email\/(\S+)/)![1]!;
    const ok = await server.post(`/questionnaire/emailconfirm/${link}`, {});
    expect(ok).toEqual({
      status: 200,
      body: { message: 'Спасибо за подтверждение вашей электронной почты.' },
    });
    expect((await entity(id)).info.emailConfirmed).toBe(true);
    expect((await server.post(`/questionnaire/emailconfirm/${link}`, {})).status).toBe(200);
    const events = await server.services.events.readStream(`questionnaireLight-${id}`);
    expect(events.filter((e) => e.type === 'QuestionnaireLightEmailConfirmed')).toHaveLength(1);
  });

  it('answers a broken link with the server message', async () => {
    const res = await server.post('/questionnaire/emailconfirm/not-a-real-token-at-all', {});
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Ссылка для подтверждения недействительна или устарела' },
    });
  });

  it('answers a malformed link exactly like an unknown one, never with a field-length message', async () => {
    const unknown = await server.post('/questionnaire/emailconfirm/not-a-real-token-at-all', {});
    for (const id of [
      'short',
      'a',
      'has*stars*and~tildes',
      'x'.repeat(2001),
      '%D0%B9%D1%86%D1%83%D0%BA%D0%B5%D0%BD',
    ]) {
      const res = await server.post(`/questionnaire/emailconfirm/${id}`, {});
      expect(res, id.slice(0, 20)).toEqual(unknown);
    }
  });
});

describe("the candidate's own edit", () => {
  it('masks the stored phone, texts a code to it and opens the questionnaire with it', async () => {
    const { id, phone, editToken: token } = await submitQuestionnaire(server, consultant.id);
    clock.advance(61);
    expect(await server.post('/questionnaire-light/edit-gate', { id, token })).toEqual({
      status: 200,
      body: { phoneMasked: `+7 *** ***-**-${phone.slice(-2)}` },
    });
    const sent = await server.post('/questionnaire-light/send-edit-code', { id, token });
    expect(sent.body).toMatchObject({ isDone: true, resendAfterSeconds: 60 });
    const code = lastCode(server, phone);
    const wrong = await server.post('/questionnaire-light/confirm-edit-code', {
      id,
      token,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Неверный код' } });
    const ok = await server.post('/questionnaire-light/confirm-edit-code', { id, token, code });
    expect(ok.status).toBe(200);
    const own = await server.post('/questionnaire-light/own', { id, token, phoneToken: ok.body.phoneToken });
    expect(own.body.entity).toMatchObject({ id, info: { phone } });

    const foreign = await server.post('/questionnaire-light/own', {
      id,
      token,
      phoneToken: await confirmPhone(server, newPhone()),
    });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Подтвердите номер телефона' } });
  });

  it('edits while new; a new e-mail needs confirming again; the phone cannot change', async () => {
    const { id, phone, editToken: token } = await submitQuestionnaire(server, consultant.id);
    clock.advance(61);
    const phoneToken = await confirmPhone(server, phone);
    const update = (over: Record<string, unknown>) =>
      server.post('/questionnaire-light/update-own', { id, token, phoneToken, info: validInfo(phone, over) });
    expect(await update({ addressFact: 'г. Москва, ул. Арбат, д. 10' })).toEqual({
      status: 200,
      body: { id },
    });
    expect((await entity(id)).info.addressFact).toBe('г. Москва, ул. Арбат, д. 10');

    expect((await update({ email: 'new.address@example.com' })).status).toBe(200);
    expect((await entity(id)).info).toMatchObject({
      email: 'new.address@example.com',
      emailConfirmed: false,
    });
    // Another mail (a notification of the candidate's own edit) may come after it: found by address.
    expect(server.services.mail.recent().map((mail) => mail.to)).toContain('new.address@example.com');

    const phoneChange = await update({ phone: newPhone() });
    expect(phoneChange).toMatchObject({
      status: 400,
      body: { message: 'Номер телефона в анкете изменить нельзя' },
    });
    expect((await update({ citizen: 'Kazachstan' })).status).toBe(400);

    await server.post('/accept-questionnaire-light', { questionnaireId: id }, reviewer);
    expect(await update({ addressFact: 'Поздно' })).toMatchObject({
      status: 422,
      body: { message: 'Анкета уже рассмотрена, изменить её нельзя' },
    });
  });

  it('knows no questionnaire that does not exist, nor one whose link secret is wrong', async () => {
    const { id } = await submitQuestionnaire(server, consultant.id);
    const guessed = 'A'.repeat(22);
    for (const path of ['/questionnaire-light/edit-gate', '/questionnaire-light/send-edit-code']) {
      const unknown = await server.post(path, { id: '987654', token: guessed });
      const wrongSecret = await server.post(path, { id, token: guessed });
      expect(unknown).toEqual({ status: 404, body: { statusCode: 404, message: 'Анкета не найдена' } });
      expect(wrongSecret).toEqual(unknown);
    }
    expect((await server.post('/questionnaire-light/edit-gate', { id: 'abc', token: guessed })).status).toBe(
      400,
    );
    expect((await server.post('/questionnaire-light/edit-gate', { id })).status).toBe(400);
  });

  it('sends the edit link with the e-mail confirmation', async () => {
    const email = 'edit.link@example.com';
    const { id, editToken } = await submitQuestionnaire(server, cashier.id, newPhone(), { email });
    const mail = server.services.mail.recent().find((m) => m.to === email)!;
    expect(mail.text).toContain(`/protected/feedback/edit/${id}/al?t=${editToken}`);
  });
});

describe('demo outboxes', () => {
  it('lists texted codes newest first and shows them on /demo/sms', async () => {
    const [first, phone] = [newPhone(), newPhone()];
    await server.post('/sendSMS', { phone: first });
    await server.post('/sendSMS', { phone });
    const outbox = await server.get('/demo/sms-outbox');
    expect(outbox.status).toBe(200);
    // Out of the quiet hours the demo's notification SMS may come between: only these two are compared.
    const ours = (outbox.body as { to: string; text: string; at: string }[]).filter((sms) =>
      [first, phone].includes(sms.to),
    );
    expect(ours).toMatchObject([
      { to: phone, text: expect.stringContaining(lastCode(server, phone)) },
      { to: first, text: expect.stringContaining(lastCode(server, first)) },
    ]);
    const times = (outbox.body as { at: string }[]).map((sms) => sms.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await server.get('/demo/mail-outbox')).status).toBe(200);
    const page = await fetch(`${server.url}/demo/sms`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('СМС (демо)');
    expect(html).toContain(lastCode(server, phone));
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({
      MODE: 'production',
      CHECKS_EXTERNAL: 'off',
      JWT_SECRET: 'p'.repeat(40),
      PII_MASTER_KEY: 'a'.repeat(64),
    });
    try {
      expect((await production.get('/demo/sms-outbox')).status).toBe(404);
      expect((await production.get('/demo/mail-outbox')).status).toBe(404);
      const page = await fetch(`${production.url}/demo/sms`);
      expect(await page.text()).not.toContain('СМС (демо)');
    } finally {
      await production.stop();
    }
  });
});

/**
 * Read-store counts answered a little later, as a networked store (MongoDB) would: without the
 * server's own serialisation, two requests would both pass their check before either writes.
 */
async function withSlowCounts<T>(run: () => Promise<T>): Promise<T> {
  const read = server.services.read;
  const count = read.count.bind(read);
  read.count = async (collection, filter) => {
    const n = await count(collection, filter);
    await new Promise((resolve) => setTimeout(resolve, 30));
    return n;
  };
  try {
    return await run();
  } finally {
    read.count = count;
  }
}

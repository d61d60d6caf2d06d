import { expect } from 'vitest';
import type { PublicVacancy } from '#events/vacancies/views';
import { SANDBOX_FAILING_PHONE_SUFFIX } from '#server/adapters/sms/port';
import { findPublicVacancy } from '#server/features/vacancies/public';
import type { TestServer } from './server';

/** A controllable clock on the running server: every command and schema reads `s.clock`. */
export function controlClock(server: TestServer, start = Date.now()) {
  let now = start;
  server.services.clock = () => new Date(now).toISOString();
  return {
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
    now: () => new Date(now).toISOString(),
  };
}

let phoneSeq = Math.floor(Math.random() * 1000) * 1000;
/**
 * A fresh phone for each test, so per-phone limits never leak between tests. Never one ending in
 * the SMS sandbox's failure trigger: the files of a worker share this counter, which passed 4040.
 */
export function newPhone(): string {
  for (;;) {
    const phone = `7900${String(1_000_000 + ++phoneSeq).slice(-7)}`;
    if (!phone.endsWith(SANDBOX_FAILING_PHONE_SUFFIX)) return phone;
  }
}

/**
 * The latest 4-digit code texted to `phone`. Its other SMS (a notification, sent at once out of the
 * quiet hours, held within them) are passed over: a test must not depend on the hour it runs at.
 */
export function lastCode(server: TestServer, phone: string): string {
  for (const sms of server.services.sms.recent()) {
    const code = sms.to === phone ? CODE_TEXT.exec(sms.text)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no code sent to ${phone}`);
}

/** Whom the newest code SMS went to (notifications passed over, as in lastCode). */
export function lastCodeTo(server: TestServer): string | undefined {
  return server.services.sms.recent().find((sms) => CODE_TEXT.test(sms.text))?.to;
}

const CODE_TEXT = /Код подтверждения: (\d{4})\./;

/** Sends a code to `phone` and confirms it: the phone token the form submits with. */
export async function confirmPhone(server: TestServer, phone: string): Promise<string> {
  const sent = await server.post('/sendSMS', { phone });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const confirmed = await server.post('/confirmPhoneBySMS', { phone, code: lastCode(server, phone) });
  expect(confirmed.body.isDone, JSON.stringify(confirmed.body)).toBe(true);
  return confirmed.body.phoneToken as string;
}

/** A demo vacancy by store and position title (and own-site status). */
export async function demoVacancy(
  server: TestServer,
  IStoreId: string,
  title: string,
  status: PublicVacancy['status'] = 'published',
): Promise<PublicVacancy> {
  const docs = await server.services.read.find('vacancies', { IStoreId });
  for (const doc of docs) {
    const v = await findPublicVacancy(server.services, String(doc._id));
    if (v && v.position.title === title && v.status === status) return v;
  }
  throw new Error(`no ${status} demo vacancy '${title}' in store ${IStoreId}`);
}

export const validInfo = (phone: string, over: Record<string, unknown> = {}) => ({
  surname: 'Иванова',
  firstName: 'Мария',
  patronymicName: 'Петровна',
  woPatronymic: false,
  citizen: 'Russia',
  birthDate: '12.04.1995',
  phone,
  email: 'maria.ivanova@example.com',
  addressFact: 'г. Москва, ул. Тверская, д. 1',
  subwayStation: 'Тверская',
  ...over,
});

/** Confirms the phone and submits a questionnaire; returns its id. */
export async function submitQuestionnaire(
  server: TestServer,
  vacancyId: string,
  phone = newPhone(),
  over: Record<string, unknown> = {},
): Promise<{ id: string; phone: string; editToken: string }> {
  const phoneToken = await confirmPhone(server, phone);
  const res = await server.post('/save-questionnaire-light', {
    vacancy_id: vacancyId,
    type: 'new',
    info: validInfo(phone, over),
    phoneToken,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.id as string, phone, editToken: res.body.editToken as string };
}

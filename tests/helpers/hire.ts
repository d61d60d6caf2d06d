import { formatCalendarDay, moscowDay } from '#events/core/calendar-day';
import type { EmploymentForm } from '#events/employment/form';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { addDays } from '#events/employment/rules';
import { codeFromOutbox, resolvedValidQuestionnaire } from './approval';
import type { TestServer } from './server';

/** A valid employment form, the employment date 5 days ahead (Moscow). */
export function validForm(over: Partial<EmploymentForm> = {}): EmploymentForm {
  const start = addDays(moscowDay(new Date()), 5);
  return {
    registrationDate: formatCalendarDay(start, 'ru'),
    isTermContract: '0',
    contractExpirationDate: null,
    parttimerHours: null,
    payrollApplication: true,
    experienceDocument: ['experience-scan'],
    experienceOriginals: true,
    salaryProject: {
      id: 'sber',
      ui: { salaryProjectName: 'Сбербанк', bic_cbrf: '044525225', account: '40817810099910004312', name: '' },
    },
    survey: { trafficSource: '1' },
    ...over,
  };
}

/**
 * A questionnaire ready to employ: a fresh walk-in with a passport valid by age, its checks passed
 * and the director's approval confirmed by code.
 */
export async function employableQuestionnaire(
  server: TestServer,
  options: { lastname: string; IStoreId?: string },
): Promise<string> {
  const id = await resolvedValidQuestionnaire(server, options);
  const admin = (await server.login('admin')).token;
  const hr = (await server.login('hr')).token;
  const revision = (await getQuestionnaire(server.services.read, id, null))?.revision ?? 0;
  const passport = {
    placeBirth: 'г. Москва',
    series: '4519',
    number: String(100000 + Number(id)).slice(-6),
    dateExtradition: '01.10.2019',
    placeExtradition: 'ГУ МВД России по г. Москве',
    departmentNumber: '770-001',
  };
  const saved = await fetch(`${server.url}/api/v1/questionnaire/${id}/profile/passport`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ revision, data: passport }),
  });
  if (saved.status !== 200) throw new Error(`passport: ${saved.status} ${await saved.text()}`);
  const asked = await server.post(`/checkConfirmation/${id}`, {}, hr);
  if (asked.status !== 200) throw new Error(`approval: ${asked.status} ${JSON.stringify(asked.body)}`);
  const code = codeFromOutbox(server, options.lastname);
  const confirmed = await server.post(`/checkConfirmation/${id}/confirm`, { code }, hr);
  if (confirmed.status !== 200)
    throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return id;
}

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (v: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`never held: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

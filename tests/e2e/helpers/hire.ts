import {
  innCheckDigitsValid,
  snilsCheckDigitsValid,
} from '../../../events/questionnaire/profile/check-digits';
import { API, freshWalkIn } from './public';

/**
 * Issue 26: an approved candidate ready to employ, made over the staff API as the product makes one
 * (no shortcut into the event store): a fresh walk-in, its profile's personal data and passport
 * (the employ rule needs the passport's issue date; employment history 'None' needs no experience
 * document), the checks run by HR until they pass (resolvedValid), then the director's approval
 * (HR requests it, the region director approves by click). The 1C sandbox reads the surname: see
 * docs/onec-sandbox.md for the triggers ('Несоздан…' answers 'Документ не создан').
 */

type Method = 'GET' | 'POST' | 'PUT';

/** Any staff API call; throws with the answer unless 2xx. */
export async function api<T = any>(method: Method, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as T;
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export async function tokenOf(login: string): Promise<string> {
  const res = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo' }),
  });
  return ((await res.json()) as { token: string }).token;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The card as staff read it (its state and revision). */
export const cardOf = async (id: string, token: string) =>
  (
    await api<{ entity: { state: string; revision: number; info: { phone: string } } }>(
      'POST',
      `/get-questionnaire/${id}`,
      token,
      {},
    )
  ).entity;

/** Waits until the questionnaire is in `state` (the checks' process moves it). */
export async function waitForState(id: string, token: string, state: string, timeoutMs = 30_000) {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    last = (await cardOf(id, token)).state;
    if (last === state) return;
    await sleep(300);
  }
  throw new Error(`questionnaire ${id} stayed '${last}', expected '${state}'`);
}

const randomDigits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A random identity number the profile's check digits accept (the 1C sandbox finds people by them). */
function validNumber(length: number, valid: (value: string) => boolean): string {
  for (;;) {
    const value = `5${randomDigits(length - 1)}`;
    if (valid(value)) return value;
  }
}

/** A person of their own in the 1C sandbox: a fresh INN and SNILS. */
export const personIds = () => {
  const snils = validNumber(11, snilsCheckDigitsValid);
  return {
    inn: validNumber(12, innCheckDigitsValid),
    snils: `${snils.slice(0, 3)}-${snils.slice(3, 6)}-${snils.slice(6, 9)} ${snils.slice(9)}`,
  };
};

export async function approvedCandidate(lastname: string): Promise<{ id: string; lastname: string }> {
  const [admin, hr, regional] = await Promise.all([
    tokenOf('admin'),
    tokenOf('hr'),
    tokenOf('regiondirector'),
  ]);
  const { id } = await freshWalkIn(lastname, admin);
  const card = await cardOf(id, admin);
  const personal = {
    lastname,
    firstname: 'Вера',
    secondname: 'Олеговна',
    woPatronymic: false,
    sex: 'female',
    citizenship: 'Russia',
    email: `hire.${id}@mail.ru`,
    dateBirth: '12.04.1996',
    phone: card.info.phone,
    aboutYourself: '',
    hasEmploymentHistory: 'None',
    ...personIds(),
  };
  let revision = card.revision;
  revision = (await api('PUT', `/questionnaire/${id}/profile/personal`, admin, { data: personal, revision }))
    .entity.revision;
  const passport = {
    placeBirth: 'г. Москва',
    series: '4519',
    number: String(100000 + Math.floor(Math.random() * 899999)),
    dateExtradition: '20.05.2019',
    placeExtradition: 'ГУ МВД России по г. Москве',
    departmentNumber: '770-001',
  };
  await api('PUT', `/questionnaire/${id}/profile/passport`, admin, { data: passport, revision });
  await api('POST', `/candidateChecks/${id}/start`, hr, {});
  await waitForState(id, hr, 'resolvedValid');
  await api('POST', `/checkConfirmation/${id}`, hr, {});
  await api('POST', `/approvals/${id}/approve`, regional, {});
  return { id, lastname };
}

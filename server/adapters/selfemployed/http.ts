import { array, number, string, type as loose, validate, optional } from 'superstruct';
import { CheckServiceError, fetchJson } from '../checks/port';
import type { ContractorPayments, SelfEmployedPort } from './port';

const Login = loose({ accessToken: string() });
const Payments = loose({
  payments: array(loose({ paymentId: string(), status: string(), amount: number() })),
});
const ErrorAnswer = loose({ errorCode: optional(string()) });

/**
 * The contractor payment service over HTTP (SELFEMPLOYED_API_URL, SELFEMPLOYED_LOGIN,
 * SELFEMPLOYED_PASSWORD): POST /auth/login {login, password} → {accessToken}; then
 * POST /contractors/payments {inn} with `Authorization: Bearer …` → {payments:[{paymentId, status,
 * amount}]}; 404 {errorCode: CONTRACTOR_NOT_FOUND} is 'no such contractor'; 400
 * INCORRECT_INPUT_ERROR and anything else unusable is CheckServiceError. A 401 signs in once more.
 */
export function createHttpSelfEmployed(options: {
  url: string;
  login: string;
  password: string;
}): SelfEmployedPort {
  const base = options.url.replace(/\/+$/, '');
  let token: string | null = null;
  const signIn = async (signal: AbortSignal) => {
    const { status, json } = await fetchJson(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ login: options.login, password: options.password }),
      signal,
    });
    if (status !== 200) throw new CheckServiceError('failure', `login status ${status}`);
    const [error, answer] = validate(json, Login);
    if (error) throw new CheckServiceError('malformed', 'login');
    token = answer.accessToken;
    return token;
  };
  const ask = (inn: string, bearer: string, signal: AbortSignal) =>
    fetchJson(`${base}/contractors/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
      },
      body: JSON.stringify({ inn }),
      signal,
    });
  return {
    name: 'selfemployed',
    async payments(inn, signal): Promise<ContractorPayments> {
      let answer = await ask(inn, token ?? (await signIn(signal)), signal);
      if (answer.status === 401) answer = await ask(inn, await signIn(signal), signal);
      if (answer.status === 404 || answer.status === 400) {
        const [, body] = validate(answer.json, ErrorAnswer);
        if (body?.errorCode === 'CONTRACTOR_NOT_FOUND') return { found: false };
        if (body?.errorCode === 'INCORRECT_INPUT_ERROR')
          throw new CheckServiceError('failure', 'INCORRECT_INPUT_ERROR');
        throw new CheckServiceError('malformed', `status ${answer.status}`);
      }
      if (answer.status !== 200) throw new CheckServiceError('failure', `status ${answer.status}`);
      const [error, body] = validate(answer.json, Payments);
      if (error) throw new CheckServiceError('malformed', 'payments');
      return {
        found: true,
        payments: body.payments.map((p) => ({ id: p.paymentId, status: p.status, amount: p.amount })),
      };
    },
  };
}

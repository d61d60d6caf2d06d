import type { TestServer } from '../../helpers/server';

/** The id of the demo questionnaire of this surname, whatever tab it is in now. */
export async function questionnaireIdOf(
  server: TestServer,
  lastname: string,
  _token?: string,
): Promise<string> {
  // The lists are the admin's (HR opens cards by link).
  const token = (await server.login('admin')).token;
  for (const [type, contractorType] of ['new', 'worked', 'rejected'].flatMap((t) => [
    [t, 'Employee'],
    [t, 'Entrepreneur'],
  ])) {
    const query = { type, contractorType, offset: 0, limit: 50, where: { search: lastname } };
    const list = await server.post('/get-questionnaire', query, token);
    const found = (list.body.list ?? list.body.items ?? []).find((q: any) => q.info.lastname === lastname);
    if (found) return found.id;
  }
  throw new Error(`no demo questionnaire ${lastname}`);
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The card's checks block once no check runs any more. */
export async function settledChecks(
  server: TestServer,
  id: string,
  token: string,
  ms = 10_000,
): Promise<any> {
  return waitFor(async () => {
    const res = await server.post(`/candidateChecks/${id}`, {}, token);
    return res.status === 200 && !res.body.entity.running && res.body.entity.revision >= 0
      ? res.body.entity
      : undefined;
  }, ms);
}

export const FAST_CHECKS = { CHECKS_SANDBOX_DELAY_MS: '60', CHECKS_TIMEOUT_MS: '1500', CHECKS_POLL_MS: '30' };

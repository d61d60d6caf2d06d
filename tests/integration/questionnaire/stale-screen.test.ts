import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 24, item 5, over HTTP: POST /questionnaire/state/{id} with the revision the screen showed.
 * The attack run sent 25 refusals and 25 restores at one revision and all 50 were recorded; a
 * restore from a screen that had not seen a later refusal silently undid it.
 */
let server: TestServer;
const tokens = new Map<string, string>();
const tokenOf = async (login: string) => {
  const known = tokens.get(login);
  if (known) return known;
  const { token } = await server.login(login);
  tokens.set(login, token);
  return token;
};
const card = async (id: string) =>
  (await server.post(`/get-questionnaire/${id}`, {}, await tokenOf('admin'))).body.entity as {
    revision: number;
    state: string;
  };
const act = async (login: string, id: string, body: Record<string, unknown>) =>
  server.post(`/questionnaire/state/${id}`, body, await tokenOf(login));
const stateChanges = async (id: string) =>
  (await server.services.events.readStream(`questionnaire-${id}`)).filter(
    (e) => e.type === 'QuestionnaireStateChanged',
  );

/** A 'new' questionnaire no other test used, of `store` (10412: its director, unit director, HR, admin). */
const used = new Set<string>();
async function newQuestionnaire(store?: string): Promise<string> {
  const res = await server.post('/get-questionnaire', { type: 'new', limit: 50 }, await tokenOf('admin'));
  const q = res.body.list.find(
    (q: any) =>
      (!store || q.IStoreId === store) &&
      q.state === 'new' &&
      q.contractorType === 'Employee' &&
      !used.has(q.id),
  );
  if (!q) throw new Error(`not enough new questionnaires${store ? ` of store ${store}` : ''} in the demo`);
  used.add(q.id);
  return q.id as string;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a stale screen never silently undoes a newer change', () => {
  it('25 refusals and 25 restores at one revision: exactly one accepted, the others 409 naming who', async () => {
    const id = await newQuestionnaire('10412');
    const { revision } = await card(id);
    const before = (await stateChanges(id)).length;
    const logins = ['hr', 'director', 'unitdirector', 'admin'];
    for (const login of logins) await tokenOf(login);
    const sent = Array.from({ length: 50 }, (_, i) => ({
      action: i % 2 === 0 ? 'reject' : 'reestablish',
      login: logins[i % logins.length] ?? 'admin',
    }));
    const answers = await Promise.all(
      sent.map(({ action, login }) => act(login, id, { action, causeReject: 'Атака', revision })),
    );

    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.body.entity.state).toBe('rejected');
    const changes = await stateChanges(id);
    expect(changes).toHaveLength(before + 1);
    const winner = changes.at(-1)?.meta.actor;
    expect(winner?.name).toBeTruthy();

    const refused = answers.filter((a) => a.status !== 200);
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 200) continue;
      if (answer.status === 409) {
        expect(answer.body.message).toContain(winner?.name);
        expect(answer.body.message).toMatch(/Анкету уже отклонил\(а\)/);
        expect(answer.body.details).toMatchObject({
          changedBy: { userId: winner?.userId },
          actualRevision: revision + 1,
        });
        continue;
      }
      // A restore decided before the refusal was written: impossible from the state the screen
      // showed ('Новая'), so a 422, never an accepted one. Every refusal but one is a 409.
      expect(sent[i]?.action).toBe('reestablish');
      expect(answer.status).toBe(422);
    }
    const conflicts = refused.filter((a) => a.status === 409);
    expect(conflicts.length).toBeGreaterThanOrEqual(24);
    expect(sent.filter((s, i) => s.action === 'reject' && answers[i]?.status === 409)).toHaveLength(24);
  });

  it('a restore from a screen that had not seen a later refusal is refused (409), nothing written', async () => {
    const id = await newQuestionnaire('10412');
    const first = await act('hr', id, { action: 'reject', revision: (await card(id)).revision });
    expect(first.status).toBe(200);
    // The director's screen shows the refusal and its 'Восстановить' (this revision).
    const seen = (await card(id)).revision;
    // Meanwhile HR restores, then refuses again: the state looks the same, but it is a newer refusal.
    expect((await act('hr', id, { action: 'reestablish', revision: seen })).status).toBe(200);
    const later = await act('hr', id, { action: 'reject', causeReject: 'Повторно', revision: seen + 1 });
    expect(later.status).toBe(200);
    const head = await server.services.events.headPosition();

    const stale = await act('director', id, { action: 'reestablish', revision: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Анкету уже отклонил\(а\) Кадрова/);
    expect(stale.body.details).toMatchObject({ actualRevision: seen + 2 });
    expect(stale.body.details.changedBy.role).toBe('HR');
    // Nothing written by the refused restore (the outbox may meanwhile queue and send the candidate's
    // refusal message, in streams of its own).
    const after = await server.services.events.readAll({ fromPosition: head });
    expect(after.filter((e) => !e.streamId.startsWith('notification-'))).toEqual([]);
    expect((await card(id)).state).toBe('rejected');

    // Reloaded, the screen shows the newer refusal and its restore goes through.
    const fresh = await act('director', id, { action: 'reestablish', revision: (await card(id)).revision });
    expect(fresh.status).toBe(200);
  });

  it('a comment after the revision the screen showed does not block a refusal', async () => {
    const id = await newQuestionnaire();
    const seen = (await card(id)).revision;
    const comment = await server.post(
      `/questionnaire/${id}/comment`,
      { text: 'Кандидат перезвонит вечером' },
      await tokenOf('admin'),
    );
    expect(comment.status).toBe(200);
    expect((await card(id)).revision).toBeGreaterThan(seen);
    const refusal = await act('hr', id, { action: 'reject', causeReject: 'Не подходит', revision: seen });
    expect(refusal.status).toBe(200);
    expect(refusal.body.entity.state).toBe('rejected');
  });
});

describe('the same rule on a vacancy’s description', () => {
  const put = async (path: string, body: unknown, token: string) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('a publication after the editor loaded does not block the save; another save does (409 naming who)', async () => {
    const director = await tokenOf('director');
    const templates = (await server.get('/vacancies/staff/templates', await tokenOf('admin'))).body.list;
    const template = templates.find((t: any) => t.cityId === '1');
    const created = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10412', extraStandards: '<p>Первая</p>' },
      director,
    );
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const loaded = (await server.get(`/vacancies/staff/${id}`, director)).body.revision as number;
    const published = await server.post(
      `/vacancies/${id}/publication`,
      { service: 'site', action: 'publish' },
      director,
    );
    expect(published.status).toBe(200);

    const saved = await put(
      `/vacancies/${id}`,
      { extraStandards: '<p>Вторая</p>', revision: loaded },
      director,
    );
    expect(saved.status).toBe(200);
    const stale = await put(
      `/vacancies/${id}`,
      { extraStandards: '<p>Третья</p>', revision: loaded },
      await tokenOf('admin'),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Петров Иван');
    expect(stale.body.details.changedBy).toMatchObject({ userId: '1003' });
  });
});

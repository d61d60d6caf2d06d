import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTemplate, StaffVacancy } from '#events/publication/views';
import { STAFF_VACANCIES } from '#events/vacancies/collections';
import { startTestServer, type TestServer } from '../../helpers/server';
import {
  collectEvents,
  pause,
  socketTracker,
  waitForEvent,
  watch,
  type ChangeMessage,
} from '../../helpers/socket';

let server: TestServer;
const token: Record<string, string> = {};
const sockets = socketTracker(() => server.url, token);
beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'director', 'hr']) token[login] = (await server.login(login)).token;
});
afterEach(() => sockets.closeAll());
afterAll(() => server.stop());

const send = async (method: 'PUT', path: string, body: unknown, bearer: string) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
/** A city template of Moscow, where the demo store director's store 10412 is. */
const moscowTemplate = async (): Promise<StaffTemplate> => {
  const templates = (await server.get('/vacancies/staff/templates', token.admin!)).body
    .list as StaffTemplate[];
  return templates.find((t) => t.cityId === '1' && !t.isSelfEmployed)!;
};
const staffCard = async (id: string): Promise<StaffVacancy> =>
  (await server.get(`/vacancies/staff/${id}`, token.admin!)).body as StaffVacancy;
/** What the document pushed for the list carries beyond the view: the filter and sort fields. */
const withoutListFields = (doc: Record<string, unknown> | null) => {
  const { _id: _i, _pos: _p, seq: _s, baseTemplateId: _b, positionId: _q, ...view } = doc ?? {};
  return view;
};

describe('staffVacancies: pushed ready to show', () => {
  it("pushes a vacancy's change to its store room as the StaffVacancy the card answers", async () => {
    const template = await moscowTemplate();
    const created = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10412', extraStandards: '<p>До</p>' },
      token.director!,
    );
    const id = (created.body as { id: string }).id;
    const director = await sockets.of('director');
    expect(await watch(director, 'store:10412')).toMatchObject({ ok: true });
    const pushed = waitForEvent<ChangeMessage>(
      director,
      'change',
      (m) => m.collection === STAFF_VACANCIES.name && m.id === id,
      3000,
    );
    const saved = await send('PUT', `/vacancies/${id}`, { extraStandards: '<p>После</p>' }, token.director!);
    expect(saved.status).toBe(200);
    const message = await pushed;
    // Ready to show: the joined view (store label, position, salary, texts), equal to the card's answer.
    expect(withoutListFields(message.doc)).toEqual(await staffCard(id));
    expect(message.doc).toMatchObject({
      extraStandards: '<p>После</p>',
      store: { IStoreId: '10412', label: 'ТЦ Авиапарк, Авиапарк' },
      position: template.position,
      salary: template.salary,
    });
    expect(saved.body).toEqual(withoutListFields(message.doc));
  });

  it("pushes a city template's new salary to the staff vacancies of that template", async () => {
    const template = await moscowTemplate();
    const created = await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10412', extraStandards: '<p>Зарплата</p>' },
      token.admin!,
    );
    const id = (created.body as { id: string }).id;
    const director = await sockets.of('director');
    expect(await watch(director, 'store:10412')).toMatchObject({ ok: true });
    const salary = { from: '90000', to: '90900' };
    const pushed = waitForEvent<ChangeMessage>(
      director,
      'change',
      (m) => m.collection === STAFF_VACANCIES.name && m.id === id,
      3000,
    );
    const answer = await send(
      'PUT',
      `/vacancies/templates/${template.id}`,
      { salary, revision: template.revision },
      token.admin!,
    );
    expect(answer.status).toBe(200);
    expect((await pushed).doc).toMatchObject({ salary: { from: 90000, to: 90900 } });
    expect((await staffCard(id)).salary).toMatchObject({ from: 90000, to: 90900 });
  });

  it('sends HR, who reads no vacancies, no staff vacancy through a store room', async () => {
    const hr = await sockets.of('hr');
    const seen = collectEvents<ChangeMessage>(hr, 'change');
    await watch(hr, 'store:10412');
    const template = await moscowTemplate();
    await server.post(
      '/vacancies',
      { templateId: template.id, IStoreId: '10412', extraStandards: '<p>HR</p>' },
      token.admin!,
    );
    await pause(300);
    expect(seen.filter((m) => m.collection === STAFF_VACANCIES.name)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, NOTIFICATION_OPT_OUTS } from '#events/notifications/api';
import { collectionIn } from '#projections/core/typed-read';
import { optOutToken } from '#server/features/notifications/links';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Issue 31, item 1: 'Настройки → Уведомления кандидатам' and the candidate's opt-out link. */
let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
}, 180_000);
afterAll(() => server.stop());

const put = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const listed = async (id: string) =>
  ((await server.get('/notification-templates', admin)).body.list as { id: string }[]).find(
    (t) => t.id === id,
  ) as any;

describe('notification templates', () => {
  it('lists every moment × channel with the default text, unedited at revision -1', async () => {
    const res = await server.get('/notification-templates', admin);
    expect(res.status).toBe(200);
    expect(res.body.list).toHaveLength(18);
    expect(res.body.list[0]).toMatchObject({
      id: 'received.sms',
      edited: false,
      revision: -1,
      updatedBy: null,
    });
    expect((await server.get('/notification-templates', (await server.login('hr')).token)).body.message).toBe(
      NOTIFICATION_MESSAGES.noRights,
    );
  });

  it('Admin saves, a stale revision is a 409 naming who changed it, a reset brings the default back', async () => {
    const body = '{{firstName}}, ждём вас {{interviewDate}} в {{interviewTime}}: {{storeAddress}}';
    const saved = await put('/notification-templates/invited/sms', { body, revision: -1 }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.template).toMatchObject({ id: 'invited.sms', body, edited: true, revision: 0 });
    expect(await listed('invited.sms')).toMatchObject({ body, edited: true, revision: 0 });

    const stale = await put('/notification-templates/invited/sms', { body: 'Другой', revision: -1 }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Запись уже изменил другой пользователь');
    expect(stale.body.details.changedBy).toMatchObject({ role: 'Admin' });

    const reset = await server.post('/notification-templates/invited/sms/reset', { revision: 0 }, admin);
    expect(reset.status).toBe(200);
    expect(reset.body.template).toMatchObject({ edited: false, revision: 1 });
    expect((await listed('invited.sms')).body).toContain('приглашаем на собеседование');
    // The default in force, at the stream's revision: the next save goes on from there.
    expect((await put('/notification-templates/invited/sms', { body, revision: 1 }, admin)).status).toBe(200);
  });

  it('refuses an unknown placeholder, naming it on its field, and writes nothing', async () => {
    const before = await server.services.events.headPosition();
    const res = await put(
      '/notification-templates/refused/email',
      { subject: 'Ответ', body: '{{firstName}}, увы: {{reason}}', revision: -1 },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Неизвестная подстановка {{reason}}');
    expect(res.body.details).toEqual({ field: 'body' });
    expect(await server.recordsWrittenSince(before)).toEqual([]);
  });
});

describe('the opt-out link', () => {
  const optOut = async (ref: string, channel: string, t: string) => {
    const res = await fetch(`${server.url}/api/v1/notification-opt-out/${ref}/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t }),
    });
    return { status: res.status, text: await res.text() };
  };

  it('opts the channel out once; forged, unknown and reused links answer byte for byte alike', async () => {
    const s = server.services;
    const first = await optOut('al1', 'sms', optOutToken(s, 'al1', 'sms'));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).message).toBe(NOTIFICATION_MESSAGES.optedOut('sms'));
    expect(await collectionIn(s.read, NOTIFICATION_OPT_OUTS).get('al1')).toMatchObject({
      id: 'al1',
      sms: true,
      email: false,
    });

    const before = await s.events.headPosition();
    const reused = await optOut('al1', 'sms', optOutToken(s, 'al1', 'sms'));
    const forged = await optOut('al1', 'email', optOutToken(s, 'al1', 'sms'));
    const unknown = await optOut('al99999999', 'email', optOutToken(s, 'al99999999', 'email'));
    const malformed = await optOut('xyz', 'fax', 'x');
    expect(reused.status).toBe(404);
    expect(JSON.parse(reused.text).message).toBe(NOTIFICATION_MESSAGES.unknownLink);
    for (const other of [forged, unknown, malformed]) expect(other).toEqual(reused);
    expect(await s.events.headPosition()).toBe(before);

    expect((await optOut('al1', 'email', optOutToken(s, 'al1', 'email'))).status).toBe(200);
    expect(await collectionIn(s.read, NOTIFICATION_OPT_OUTS).get('al1')).toMatchObject({
      sms: true,
      email: true,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityActor } from '#events/activity/contract';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
}, 180_000);
afterAll(() => server.stop());

describe('GET /activity/actors: who the log can be filtered by', () => {
  it('lists the demo staff with role titles, the system and the candidate, by name', async () => {
    const res = await server.get('/activity/actors', admin);
    expect(res.status).toBe(200);
    const actors = res.body as ActivityActor[];
    expect(actors).toContainEqual({
      userId: '1002',
      name: 'Кадрова Елена',
      role: 'HR',
      roleTitle: 'HR-специалист',
    });
    expect(actors).toContainEqual(
      expect.objectContaining({ name: 'Петров Иван', role: 'StoreDirector', roleTitle: 'Директор магазина' }),
    );
    expect(actors).toContainEqual({
      userId: 'system',
      name: 'Система',
      role: 'System',
      roleTitle: 'Система',
    });
    expect(actors).toContainEqual({
      userId: 'candidate',
      name: 'Кандидат',
      role: 'Applicant',
      roleTitle: 'Кандидат',
    });
    const names = actors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    // Only who and their role: no login, phone or store of an account.
    for (const actor of actors)
      expect(Object.keys(actor).sort()).toEqual(['name', 'role', 'roleTitle', 'userId']);
  });

  it('keeps a deactivated account (an auditor looks for past actors)', async () => {
    const off = await server.post('/users/1005/deactivate', { cause: 'Уволен' }, admin);
    expect(off.status).toBe(200);
    await server.services.bus.waitForProjections(await server.services.events.headPosition(), 10_000);
    const staff = (await server.get('/users', admin)).body.list as { id: string; active: boolean }[];
    expect(staff.find((a) => a.id === '1005')?.active).toBe(false);
    const ids = ((await server.get('/activity/actors', admin)).body as ActivityActor[]).map((a) => a.userId);
    for (const account of staff) expect(ids, account.id).toContain(account.id);
  });

  it('refuses a store director (not the audit area)', async () => {
    const { token } = await server.login('director');
    const res = await server.get('/activity/actors', token);
    expect(res.status).toBe(403);
  });
});

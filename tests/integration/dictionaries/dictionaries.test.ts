import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Issue 14 item 2: the profile form's dictionaries, and Admin's additions and retirements. */
let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
});
afterAll(() => server.stop());

describe('dictionaries', () => {
  it('answer the repository contents without an account; salary projects come with their banks', async () => {
    const ranks = await server.post('/dictionaries/militaryRanks', {});
    expect(ranks.status).toBe(200);
    expect(ranks.body.list.map((e: { title: string }) => e.title)).toContain('Старший лейтенант');
    // The ВУС codes ('profile codes' of the lookups): six digits each.
    const codes = await server.post('/dictionaries/militaryProfileCodes', {});
    expect(codes.status).toBe(200);
    expect(codes.body.list).toContainEqual(
      expect.objectContaining({
        id: '212956',
        title: expect.stringContaining('Укладчик парашютов') as unknown,
      }),
    );
    for (const e of codes.body.list as { id: string }[]) expect(e.id).toMatch(/^\d{6}$/);
    const projects = await server.post('/dictionaries/salaryProjects', {});
    expect(projects.body.banksBySalaryProject.sber).toEqual(['044525225']);
    expect((await server.post('/dictionaries/hobbies', {})).status).toBe(400);
  });

  it('Admin adds, retires and restores entries; a retired one leaves the form but still resolves', async () => {
    const hr = (await server.login('hr')).token;
    expect((await server.post('/dictionaries/institutions/add', { title: 'Колледж №1' }, hr)).status).toBe(
      403,
    );
    const added = await server.post(
      '/dictionaries/institutions/add',
      { title: 'Тульский торговый колледж' },
      admin,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const entry = added.body.list.find((e: { title: string }) => e.title === 'Тульский торговый колледж');
    expect(entry).toMatchObject({ retired: false, builtIn: false });
    const again = await server.post(
      '/dictionaries/institutions/add',
      { title: 'тульский торговый колледж' },
      admin,
    );
    expect(again.status).toBe(409);

    const retired = await server.post(`/dictionaries/institutions/${entry.id}/retire`, {}, admin);
    expect(retired.status).toBe(200);
    const publicList = (await server.post('/dictionaries/institutions', {})).body.list;
    expect(publicList.some((e: { id: string }) => e.id === entry.id)).toBe(false);
    const all = (await server.post('/dictionaries/institutions/all', {}, admin)).body.list;
    expect(all.find((e: { id: string }) => e.id === entry.id)).toMatchObject({
      retired: true,
      title: 'Тульский торговый колледж',
    });
    expect((await server.post(`/dictionaries/institutions/${entry.id}/retire`, {}, admin)).status).toBe(422);
    expect((await server.post(`/dictionaries/institutions/${entry.id}/restore`, {}, admin)).status).toBe(200);

    // A built-in entry can be retired too.
    const builtIn = await server.post('/dictionaries/trafficSources/8/retire', {}, admin);
    expect(builtIn.body.list.find((e: { id: string }) => e.id === '8')).toMatchObject({
      retired: true,
      builtIn: true,
    });
    expect((await server.post('/dictionaries/trafficSources/999/retire', {}, admin)).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Issue 24: HR, for whom the spec hides the lists, finds a candidate by name or phone. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server.stop());

const find = async (login: string, search: string) =>
  server.post('/questionnaire/find', { search }, (await server.login(login)).token);

describe('POST /questionnaire/find', () => {
  it('HR finds a candidate by surname, by name and surname in any order, and by the phone', async () => {
    const bySurname = await find('hr', 'семёнов');
    expect(bySurname.status).toBe(200);
    expect(bySurname.body.list).toHaveLength(1);
    const found = bySurname.body.list[0];
    expect(found).toMatchObject({ name: 'Семёнов Кирилл Александрович', state: 'employed' });
    expect(found.phoneTail).toMatch(/^\d{4}$/);
    expect(Object.keys(found)).not.toContain('info');
    const byName = await find('hr', 'Кирилл Семенов');
    expect(byName.body.list.map((c: { id: string }) => c.id)).toEqual([found.id]);
    const card = await server.post(`/get-questionnaire/${found.id}`, {}, (await server.login('hr')).token);
    const byPhone = await find('hr', card.body.entity.info.phone.slice(-7));
    expect(byPhone.body.list.map((c: { id: string }) => c.id)).toContain(found.id);
  });

  it('answers at most ten, and a director only within the stores they see', async () => {
    const many = await find('admin', 'ова');
    expect(many.status).toBe(200);
    expect(many.body.list.length).toBe(10);
    expect(many.body.total).toBeGreaterThan(10);
    // Егорова applied to store 10234: not the director's 10412.
    expect((await find('admin', 'Егорова')).body.list).toHaveLength(1);
    expect((await find('director', 'Егорова')).body.list).toHaveLength(0);
  });

  it('a search too short is refused naming the field', async () => {
    const res = await find('hr', ' ab ');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Поле «поиск»');
  });
});

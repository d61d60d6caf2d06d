import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
const tokenOf = async (login: string) => (await server.login(login)).token;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('CSV export', () => {
  it("exports the director's filtered list as UTF-8 CSV with a BOM and Russian columns", async () => {
    const res = await fetch(`${server.url}/api/v1/questionnaires/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf('director')}` },
      body: JSON.stringify({ type: 'new' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(new TextDecoder().decode(bytes), { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual(expect.arrayContaining(['Номер', 'Фамилия', 'Статус', 'Магазин']));
    expect(rows.length).toBeGreaterThan(3);
    const store = rows[0]!.indexOf('Магазин');
    for (const r of rows.slice(1)) expect(r[store]).toContain('Авиапарк');
    const names = rows.slice(1).map((r) => r[rows[0]!.indexOf('Фамилия')]);
    expect(names).toContain('Соколова');
  });
});

describe('walk-in registration', () => {
  const body = {
    IStoreId: '10412',
    positionId: '3',
    lastname: 'Тихонова',
    firstname: 'Алёна',
    secondname: 'Петровна',
    sex: 'female',
    dateBirth: '1999-09-19',
    phone: '79035550101',
    email: 'alena.t@mail.ru',
  };

  it('a director registers a candidate in their store: it appears in Новые', async () => {
    const token = await tokenOf('director');
    const res = await server.post('/questionnaire/walk-in', body, token);
    expect(res.status).toBe(201);
    const card = await server.post(`/get-questionnaire/${res.body.id}`, {}, token);
    expect(card.body.entity).toMatchObject({ state: 'new', source: 'staff', IStoreId: '10412' });
    expect(card.body.entity.vacancy.positionTitle).toBe('Продавец-консультант');
    const list = await server.post(
      '/get-questionnaire',
      { type: 'new', where: { search: 'тихонова' } },
      token,
    );
    expect(list.body.total).toBe(1);
  });

  it('a director may not register into another store; nothing is written', async () => {
    const before = await server.services.events.headPosition();
    const res = await server.post(
      '/questionnaire/walk-in',
      { ...body, IStoreId: '20118' },
      await tokenOf('director'),
    );
    expect(res.status).toBe(400);
    expect(await server.recordsWrittenSince(before)).toEqual([]);
  });
});

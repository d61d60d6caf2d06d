import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Issue 26 item 1: the employment form's banks by salary project, with names and BICs. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('banks of a salary project', () => {
  it("answer the project's banks with the register's names, without an account", async () => {
    const sber = await server.post('/dictionaries/salaryProjects/sber/banks', {});
    expect(sber.status, JSON.stringify(sber.body)).toBe(200);
    expect(sber.body.list).toEqual([{ bic: '044525225', name: 'ПАО СБЕРБАНК', short: 'Сбербанк' }]);
    const vtb = await server.post('/dictionaries/salaryProjects/vtb/banks', {});
    expect(vtb.body.list).toEqual([{ bic: '044525187', name: 'БАНК ВТБ (ПАО)', short: 'ВТБ' }]);
  });

  it("'Другой банк' lists none: the form suggests banks by the typed name or BIC", async () => {
    const other = await server.post('/dictionaries/salaryProjects/other/banks', {});
    expect(other.status).toBe(200);
    expect(other.body.list).toEqual([]);
    const byBic = await server.post('/suggestions/bank', { query: '0445258' });
    expect(byBic.body.suggestions.map((s: { data: { bic: string } }) => s.data.bic)).toContain('044525823');
  });

  it('an unknown project is a 404 naming it; a project retired by Admin too', async () => {
    const unknown = await server.post('/dictionaries/salaryProjects/nope/banks', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Зарплатный проект не найден');
    const admin = (await server.login('admin')).token;
    expect((await server.post('/dictionaries/salaryProjects/tbank/retire', {}, admin)).status).toBe(200);
    expect((await server.post('/dictionaries/salaryProjects/tbank/banks', {})).status).toBe(404);
    await server.post('/dictionaries/salaryProjects/tbank/restore', {}, admin);
  });
});

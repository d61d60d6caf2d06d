import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAndSave } from '#server/features/positions/commands';
import { testContext } from '../../helpers/gwt';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Issue 31: one position per title, ignoring case, spaces and ё, also for saves racing on two nodes. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
});
afterAll(() => server.stop());

const row = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  use_to_search_candidate: true,
  show_on_vacancies_feed: false,
  ...over,
});
const titles = async () =>
  ((await server.post('/list-positions', {}, admin)).body.list as { title: string }[]).map((p) => p.title);

describe('position titles are unique', () => {
  it("refuses ' КАССИР ' next to the seeded 'Кассир', naming the field, writing nothing", async () => {
    const before = await server.services.events.headPosition();
    const res = await server.post('/save-positions', { positions: [row(' КАССИР ')] }, admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Поле «название»: должность с таким названием уже есть');
    expect(res.body.details).toMatchObject({ field: 'title' });
    expect(await server.recordsWrittenSince(before)).toEqual([]);
  });

  it('refuses two rows of one save with the same title, and a rename onto another title', async () => {
    const two = await server.post('/save-positions', { positions: [row('Курьер'), row('курьер')] }, admin);
    expect(two.status).toBe(400);
    const list = (await server.post('/list-positions', {}, admin)).body.list as {
      id: string;
      title: string;
    }[];
    const cashier = list.find((p) => p.title === 'Продавец-кассир');
    const rename = await server.post(
      '/save-positions',
      { positions: [row('Мерчендайзер', { id: cashier?.id })] },
      admin,
    );
    expect(rename.status).toBe(400);
    expect(await titles()).toContain('Продавец-кассир');
  });

  it('two creates of one title racing on two nodes (no shared queue): exactly one lands', async () => {
    const s = server.services;
    const outcomes = await Promise.allSettled([
      checkAndSave(s, [row('Приёмщик товара')], testContext({ newId: () => s.newId() })),
      checkAndSave(s, [row('приемщик  товара')], testContext({ newId: () => s.newId() })),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toContain('должность с таким названием уже есть');
    expect(
      (await titles()).filter((t) => t.toLowerCase().replace('ё', 'е').startsWith('приемщик')),
    ).toHaveLength(1);
  });

  it('a renamed position gives its old title up', async () => {
    const created = await server.post('/save-positions', { positions: [row('Охранник')] }, admin);
    const { id, revision } = created.body.list[0];
    const renamed = await server.post(
      '/save-positions',
      { positions: [row('Контролёр', { id, revision })] },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect((await server.post('/save-positions', { positions: [row('охранник')] }, admin)).status).toBe(200);
    expect((await server.post('/save-positions', { positions: [row('Контролер')] }, admin)).status).toBe(400);
  });
});

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_STAGE_TITLES, type FunnelView } from '#events/funnel/api';
import { filesUnder } from '../../helpers/data-dir-scan';
import { startTestServer, type TestServer } from '../../helpers/server';

/** GET /funnel/export.csv (issue 29, item 3): the view the page shows, as CSV, on the demo data. */
let server: TestServer;
const tokens: Record<string, string> = {};

const csv = async (login: string, query = '') => {
  const res = await fetch(`${server.url}/api/v1/funnel/export.csv${query}`, {
    headers: { authorization: `Bearer ${tokens[login]}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
const rowsOf = (text: string): string[][] =>
  parse(text.replace(/^\uFEFF/, ''), { delimiter: ';', relax_column_count: true, skip_empty_lines: false });
const percent = (share: number | null) =>
  share === null ? '' : (Math.round(share * 1000) / 10).toFixed(1).replace('.', ',');

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'director', 'unitdirector'])
    tokens[login] = (await server.login(login)).token;
  await server.services.bus.waitForProjections(await server.services.events.headPosition(), 10_000);
}, 180_000);
afterAll(() => server.stop());

describe('GET /funnel/export.csv', () => {
  it('gives the view of the filter: the stages, then the place, position and source tables', async () => {
    const view = (await server.get('/funnel?source=staff', tokens.admin)).body as FunnelView;
    const res = await csv('admin', '?source=staff');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/csv');
    const rows = rowsOf(res.text);
    expect(rows[0]).toEqual(['Воронка найма']);
    expect(rows).toContainEqual(['Источник', 'Заведена сотрудником']);
    expect(rows).toContainEqual(['Кандидатов', String(view.total)]);
    const header = rows.findIndex((r) => r[0] === 'Этап');
    expect(rows[header]).toEqual([
      'Этап',
      'Дошли',
      'Сейчас на этапе',
      'Отказы',
      'Конверсия, %',
      'Медиана, дней',
      '90-й перцентиль, дней',
    ]);
    view.stages.forEach((stage, n) => {
      const row = rows[header + 1 + n]!;
      expect(row.slice(0, 5)).toEqual([
        FUNNEL_STAGE_TITLES[stage.stage],
        String(stage.reached),
        String(stage.current),
        String(stage.refused),
        percent(stage.conversion),
      ]);
    });
    for (const title of ['По местам', 'По должностям', 'По источникам'])
      expect(rows.map((r) => r[0])).toContain(title);
    const sources = rows.findIndex((r) => r[0] === 'По источникам');
    expect(rows[sources + 2]!.slice(0, 2)).toEqual([
      'Заведена сотрудником',
      String(view.bySource[0]!.reached.light),
    ]);
    const places = rows.findIndex((r) => r[0] === 'По местам');
    expect(rows[places + 1]!.slice(0, 3)).toEqual(['Уровень', 'Место', 'Лёгкая анкета']);
    expect(rows.filter((r) => r[0] === 'Магазин').length).toBe(
      view.byPlace.filter((r) => r.level === 'store').length,
    );
  });

  it('a store director exports only their store; another store is refused', async () => {
    const own = await csv('director');
    expect(own.status).toBe(200);
    const adminOwn = (await server.get('/funnel?storeId=10412', tokens.admin)).body as FunnelView;
    expect(rowsOf(own.text)).toContainEqual(['Кандидатов', String(adminOwn.total)]);
    const stores = rowsOf(own.text).filter((r) => r[0] === 'Магазин');
    expect(stores.map((r) => r[1])).toEqual(['ТЦ Авиапарк, Авиапарк']);
    expect((await csv('director', '?storeId=20118')).status).toBe(403);
    expect((await csv('unitdirector', '?unitId=U77-2')).status).toBe(403);
  });

  it('an export the browser abandons leaves no file behind and the server answers on', async () => {
    const files = new Set(filesUnder(server.dataDir));
    const aborted = new AbortController();
    const res = await fetch(`${server.url}/api/v1/funnel/export.csv`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
      signal: aborted.signal,
    });
    await res.body!.getReader().read();
    aborted.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await csv('admin', '?source=site')).status).toBe(200);
    expect(filesUnder(server.dataDir).filter((f) => !files.has(f) && !/-(wal|shm|journal)$/.test(f))).toEqual(
      [],
    );
  });
});

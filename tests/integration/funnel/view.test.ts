import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelView } from '#events/funnel/api';
import { demoVacancy, submitQuestionnaire } from '../../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * GET /api/v1/funnel (issue 29) on the demo data: the whole chain for Admin, HR and the auditor,
 * a director's own stores only, a filter naming another store refused.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const view = async (login: string, query = '') => server.get(`/funnel${query}`, tokens[login]);
const storeRows = (v: FunnelView) => v.byPlace.filter((r) => r.level === 'store').map((r) => r.key);

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'hr', 'auditor', 'director', 'unitdirector', 'regiondirector']) {
    tokens[login] = (await server.login(login)).token;
  }
  await server.services.bus.waitForProjections(await server.services.events.headPosition(), 10_000);
}, 180_000);
afterAll(() => server.stop());

describe('GET /funnel', () => {
  it('gives Admin the chain for the last 90 days by default, from the demo data', async () => {
    const res = await view('admin');
    expect(res.status).toBe(200);
    const body = res.body as FunnelView;
    expect(body.total).toBeGreaterThan(0);
    expect(body.stages.map((s) => s.stage)[0]).toBe('light');
    expect(body.trend.length).toBeGreaterThanOrEqual(13);
    expect(body.position).toBeGreaterThan(0);
    const days = (Date.parse(body.filter.to) - Date.parse(body.filter.from)) / 86_400_000 + 1;
    expect(days).toBe(90);
    // Region → unit → store, each level the sum of the one below.
    const regions = body.byPlace.filter((r) => r.level === 'region');
    const sum = (rows: typeof regions) => rows.reduce((n, r) => n + r.reached.light, 0);
    expect(sum(regions)).toBe(sum(body.byPlace.filter((r) => r.level === 'store')));
  });

  it('gives HR and the auditor the same chain', async () => {
    const admin = (await view('admin')).body as FunnelView;
    for (const login of ['hr', 'auditor']) {
      const res = await view(login);
      expect(res.status).toBe(200);
      expect((res.body as FunnelView).total).toBe(admin.total);
    }
  });

  it('shows a store director only their store, and refuses a filter naming another', async () => {
    const admin = (await view('admin')).body as FunnelView;
    const own = (await view('director')).body as FunnelView;
    expect(storeRows(own).every((id) => id === '10412')).toBe(true);
    const adminOwn = (await view('admin', '?storeId=10412')).body as FunnelView;
    expect(own.total).toBe(adminOwn.total);
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(admin.total);
    expect(storeRows(admin).length).toBeGreaterThan(1);
    const other = await view('director', '?storeId=20118');
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).toContain('Воронка другого магазина недоступна');
    expect((await view('director', '?storeId=10412')).status).toBe(200);
    expect((await view('director', '?regionId=78')).status).toBe(403);
  });

  it('limits unit and region directors to their stores', async () => {
    const unit = (await view('unitdirector')).body as FunnelView;
    expect(storeRows(unit).every((id) => ['10234', '10412'].includes(id))).toBe(true);
    const region = (await view('regiondirector')).body as FunnelView;
    expect(storeRows(region).every((id) => id.startsWith('10') || id.startsWith('20'))).toBe(true);
    // A unit filter narrows to the stores of both: Москва-Юг has none of the unit director's.
    expect((await view('unitdirector', '?unitId=U77-2')).status).toBe(403);
  });

  it('narrows to a filter: a store, a source, a period', async () => {
    const one = (await view('admin', '?storeId=10412')).body as FunnelView;
    expect(storeRows(one).every((id) => id === '10412')).toBe(true);
    const staff = (await view('admin', '?source=staff')).body as FunnelView;
    expect(staff.bySource.every((r) => r.key === 'staff')).toBe(true);
    const empty = (await view('admin', '?from=2020-01-01&to=2020-01-31')).body as FunnelView;
    expect(empty.total).toBe(0);
    expect(empty.stages[1]!.conversion).toBeNull();
  });

  it("counts a new light questionnaire at once, and moves its store's 'changed' document", async () => {
    const before = (await view('director')).body as FunnelView;
    const vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
    await submitQuestionnaire(server, vacancy.id);
    await server.services.bus.waitForProjections(await server.services.events.headPosition(), 10_000);
    const after = (await view('director')).body as FunnelView;
    expect(after.total).toBe(before.total + 1);
    expect(after.stages[0]!.current).toBe(before.stages[0]!.current + 1);
    expect(after.position).toBeGreaterThan(before.position);
    const changed = await server.services.read.get('funnelChanges', '10412');
    expect(changed).toMatchObject({ storeId: '10412', position: after.position });
  });
});

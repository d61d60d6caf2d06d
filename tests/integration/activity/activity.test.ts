import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '#events/activity/contract';
import { formatCalendarDay, moscowDay } from '#events/core/calendar-day';
import { formatMoscow } from '#events/core/moscow-time';
import { filesUnder } from '../../helpers/data-dir-scan';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let admin: string;
let hrPositionId: string;

const page = async (query: string, token = admin) => server.get(`/activity?${query}`, token);
const entries = (res: { body: ActivityPage }) => res.body.entries;
const today = () => formatCalendarDay(moscowDay(new Date()), 'ru');

/** Every matching entry, page after page. */
async function all(query: string): Promise<ActivityEntry[]> {
  const found: ActivityEntry[] = [];
  for (let n = 1; ; n++) {
    const res = await page(`${query}&pageSize=200&page=${n}`);
    found.push(...entries(res));
    if (entries(res).length < 200) return found;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  const hr = (await server.login('hr')).token;
  const position = {
    title: 'Журнальная должность',
    use_to_search_candidate: false,
    show_on_vacancies_feed: false,
  };
  hrPositionId = (await server.post('/save-positions', { positions: [position] }, hr)).body.list[0].id;
  await server.services.bus.waitForProjections(await server.services.events.headPosition(), 10_000);
}, 180_000);
afterAll(() => server.stop());

describe('GET /activity: the log of every event', () => {
  it('lists every event, newest first, with who, what and where', async () => {
    const res = await page('pageSize=200');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await server.services.events.headPosition());
    const positions = entries(res).map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const created = entries(res).find((e) => e.kind === 'position' && e.recordId === hrPositionId)!;
    expect(created).toMatchObject({
      type: 'PositionCreated',
      actorUserId: '1002',
      actorRole: 'HR',
      actorText: 'Кадрова Елена (HR-специалист)',
      roleTitle: 'HR-специалист',
      kindName: 'Должность',
      link: `/protected/history/position/${hrPositionId}`,
      storeId: null,
    });
    const [event] = await server.services.events.readStream(`position-${hrPositionId}`);
    const { describeEvent } = await import('#events/history/describe');
    expect(created.sentence).toBe(describeEvent(event!));
  });

  it('filters by who, by kind and by store, each alone and together', async () => {
    const byActor = await page('actor=1002&pageSize=200');
    expect(byActor.body.total).toBeGreaterThan(0);
    expect(entries(byActor).every((e) => e.actorUserId === '1002')).toBe(true);
    const byKind = await all('kind=checks');
    expect(byKind.length).toBeGreaterThan(0);
    expect(byKind.every((e) => e.kind === 'checks' && e.kindName === 'Проверки кандидата')).toBe(true);
    // Checks belong to their questionnaire's store and open its history.
    expect(byKind.every((e) => e.storeId !== null)).toBe(true);
    expect(byKind[0]!.link).toBe(`/protected/history/questionnaire/${byKind[0]!.recordId}`);
    const byStore = await page('store=10412&pageSize=200');
    expect(byStore.body.total).toBeGreaterThan(0);
    expect(entries(byStore).every((e) => e.storeId === '10412' && e.storeName !== null)).toBe(true);
    const kinds = new Set((await all('store=10412')).map((e) => e.kind));
    expect([...kinds]).toEqual(
      expect.arrayContaining(['questionnaire', 'checks', 'vacancy', 'dkmo', 'approval']),
    );
    const both = await all('store=10412&kind=checks');
    const expected = byKind.filter((e) => e.storeId === '10412');
    expect(both.map((e) => e.position)).toEqual(expected.map((e) => e.position));
    const none = await page('actor=1002&kind=dkmo');
    expect(none.body).toMatchObject({ total: 0, entries: [] });
  });

  it('filters by a period in Moscow days (DD.MM.YYYY or ISO) or to the minute', async () => {
    const everything = await all('');
    const total = everything.length;
    const moscow = (iso: string) => formatCalendarDay(moscowDay(new Date(iso)), 'ru');
    const ofToday = everything.filter((e) => moscow(e.occurredAt) === today());
    expect(ofToday.length).toBeGreaterThan(0);
    const listed = await all(`from=${today()}&to=${today()}`);
    expect(listed.map((e) => e.position)).toEqual(ofToday.map((e) => e.position));
    const iso = formatCalendarDay(moscowDay(new Date()), 'iso');
    expect((await page(`from=${iso}`)).body.total).toBe(ofToday.length);
    expect((await page('from=01.01.2000')).body.total).toBe(total);
    expect((await page('to=01.01.2020')).body.total).toBe(0);
    const soon = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await page(`from=${soon}`)).body.total).toBe(0);
    const newest = everything[0]!;
    const at = encodeURIComponent(newest.occurredAt);
    expect(entries(await page(`to=${at}&pageSize=1`))[0]!.position).toBe(newest.position);
    const since = everything.filter((e) => e.occurredAt >= newest.occurredAt).length;
    expect((await page(`from=${at}`)).body.total).toBe(since);
  });

  it('pages without gaps or overlaps', async () => {
    const first = entries(await page('page=1&pageSize=7'));
    const second = entries(await page('page=2&pageSize=7'));
    const both = entries(await page('page=1&pageSize=14'));
    expect([...first, ...second].map((e) => e.position)).toEqual(both.map((e) => e.position));
    expect((await page('page=100000&pageSize=200')).body.entries).toEqual([]);
  });

  it('answers a bad filter with a 400 naming the field, in Russian', async () => {
    const bad = async (query: string, name: string) => {
      const res = await page(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(name);
    };
    await bad('kind=nosuchkind', 'вид записи');
    await bad('store=99999', 'магазин');
    await bad('from=31.02.2026', 'от');
    await bad('to=yesterday', 'до');
    await bad('from=02.01.2026&to=01.01.2026', 'до');
    await bad('kind=checks&kind=position', 'вид записи');
    await bad('pageSize=0', 'размер страницы');
    await bad('pageSize=201', 'размер страницы');
    await bad('page=x', 'страница');
  });

  it('is for the audit area only: Admin and HR, not the directors', async () => {
    expect((await page('', (await server.login('hr')).token)).status).toBe(200);
    expect((await page('', (await server.login('director')).token)).status).toBe(403);
    expect((await page('', (await server.login('regiondirector')).token)).status).toBe(403);
    expect((await server.get('/activity')).status).toBe(401);
  });
});

describe('GET /activity/export.csv and .jsonl', () => {
  const download = (format: string, query: string, signal?: AbortSignal) =>
    fetch(`${server.url}/api/v1/activity/export.${format}?${query}`, {
      headers: { authorization: `Bearer ${admin}` },
      signal,
    });

  it('exports the filtered events as CSV for Excel: BOM, Russian titles, the total up front', async () => {
    const res = await download('csv', 'store=10412');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const total = Number(res.headers.get('x-total-count'));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.subarray(3).toString('utf8'), { delimiter: ';' });
    expect(rows[0]).toEqual([
      'Позиция',
      'Дата и время (МСК)',
      'Сотрудник',
      'Роль',
      'Вид записи',
      'Запись',
      'Магазин',
      'Событие',
      'Тип события',
    ]);
    expect(rows.length - 1).toBe(total);
    const listed = await all('store=10412');
    expect(total).toBe(listed.length);
    // Day by day, newest first (the demo's seeded events carry earlier days than their positions).
    const byPosition = (a: number, b: number) => b - a;
    expect(
      rows
        .slice(1)
        .map((r) => Number(r[0]))
        .sort(byPosition),
    ).toEqual(listed.map((e) => e.position));
    const first = listed.find((e) => e.position === Number(rows[1]![0]))!;
    expect(rows[1]).toEqual([
      String(first.position),
      formatMoscow(first.occurredAt),
      first.actorText,
      first.roleTitle,
      first.kindName,
      first.recordId,
      first.storeName,
      first.sentence,
      first.type,
    ]);
    expect(rows[1]![1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(МСК\)$/);
  });

  it('exports JSON Lines with the same entries as the page', async () => {
    const res = await download('jsonl', 'kind=position');
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ActivityEntry)
      .sort((a, b) => b.position - a.position);
    expect(lines).toEqual(await all('kind=position'));
    expect(Number(res.headers.get('x-total-count'))).toBe(lines.length);
  });

  it('refuses a bad filter before streaming anything', async () => {
    const res = await download('csv', 'kind=nosuchkind');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('вид записи');
  });
});

describe('npm run audit:export with the log’s filters', () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/audit-export.ts', ...args], {
      env: { ...process.env, DATA_DIR: server.dataDir },
    });

  it('writes the filtered log as the API exports it, and refuses a bad filter in Russian', async () => {
    const file = join(server.dataDir, 'activity-export.jsonl');
    await run(['--kind', 'position', '--format', 'jsonl', '--out', file]);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ActivityEntry)
      .sort((a, b) => b.position - a.position);
    expect(lines).toEqual(await all('kind=position'));
    const refused = await run(['--kind', 'nosuchkind']).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('Поле «вид записи»: неизвестный вид записи');
  }, 120_000);
});

describe('an export the browser aborts', () => {
  it('stops mid-stream, leaves no file behind and the server answers on', async () => {
    // 3,000 long events of a day long ago, written straight into the read model (a big export).
    const day = '2020-01-15';
    const changes = Array.from({ length: 3_000 }, (_, i) => {
      const position = 10_000_000 + i;
      const doc = {
        _id: String(position),
        position,
        type: 'PositionRenamed',
        kind: 'position',
        recordId: '1',
        streamId: 'position-1',
        occurredAt: `${day}T09:00:00.000Z`,
        day,
        actorUserId: '1002',
        actorRole: 'HR',
        actorName: 'Кадрова Елена',
        storeId: null,
        correlationId: `c-${i}`,
        sentence: `Событие ${i} ${'.'.repeat(2_000)}`,
      };
      return { collection: 'activity', id: doc._id, doc };
    });
    await server.services.read.commit(
      'activity-abort-test',
      [...changes, { collection: 'activityDays', id: day, doc: { _id: day, day } }],
      0,
    );
    const files = new Set(filesUnder(server.dataDir));
    const aborted = new AbortController();
    const res = await fetch(`${server.url}/api/v1/activity/export.csv?from=15.01.2020&to=15.01.2020`, {
      headers: { authorization: `Bearer ${admin}` },
      signal: aborted.signal,
    });
    expect(Number(res.headers.get('x-total-count'))).toBe(3_000);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeGreaterThan(0);
    aborted.abort();
    await expect(reader.read()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await page('kind=position&pageSize=1');
    expect(after.status).toBe(200);
    expect(filesUnder(server.dataDir).filter((f) => !files.has(f) && !/-(wal|shm|journal)$/.test(f))).toEqual(
      [],
    );
  }, 60_000);
});

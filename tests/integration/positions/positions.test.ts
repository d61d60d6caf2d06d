import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let admin: string;
let hr: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  hr = (await server.login('hr')).token;
});
afterAll(() => server.stop());

const row = (over: Record<string, unknown> = {}) => ({
  title: 'Старший продавец',
  use_to_search_candidate: true,
  show_on_vacancies_feed: false,
  ...over,
});

describe('positions through the whole path', () => {
  it('lists the seeded positions, including the self-employed and the obsolete one', async () => {
    const { body } = await server.post('/list-positions', {}, admin);
    const titles = body.list.map((p: { title: string }) => p.title);
    expect(titles).toContain('Самозанятый');
    expect(titles).toContain('Устаревшая должность!');
    expect(body.list.length).toBe(12);
  });

  it('creates a position and reads it back at once (read-your-writes), as events', async () => {
    const saved = await server.post(
      '/save-positions',
      { positions: [row({ title: '  Старший   продавец ' })] },
      admin,
    );
    expect(saved.status).toBe(200);
    const [created] = saved.body.list;
    expect(created).toMatchObject({
      title: 'Старший   продавец',
      revision: 0,
      updatedBy: { userId: '1001', role: 'Admin' },
    });
    const listed = await server.post('/list-positions', {}, hr);
    expect(listed.body.list.find((p: { id: string }) => p.id === created.id)?.title).toBe(
      'Старший   продавец',
    );
    const events = await server.services.events.readStream(`position-${created.id}`);
    expect(events.map((e) => e.type)).toEqual(['PositionCreated']);
    expect(events[0]?.meta.actor).toMatchObject({ userId: '1001', role: 'Admin' });
  });

  it('renames and toggles as separate events; an unchanged save writes nothing', async () => {
    const [p] = (await server.post('/save-positions', { positions: [row({ title: 'Курьер' })] }, admin)).body
      .list;
    const edit = row({
      id: p.id,
      revision: p.revision,
      title: 'Курьер-кассир',
      show_on_vacancies_feed: true,
    });
    const [updated] = (await server.post('/save-positions', { positions: [edit] }, admin)).body.list;
    expect(updated).toMatchObject({ title: 'Курьер-кассир', show_on_vacancies_feed: true, revision: 2 });
    const again = await server.post('/save-positions', { positions: [{ ...edit, revision: 2 }] }, admin);
    expect(again.body.list[0].revision).toBe(2);
    const types = (await server.services.events.readStream(`position-${p.id}`)).map((e) => e.type);
    expect(types).toEqual(['PositionCreated', 'PositionRenamed', 'PositionFeedVisibilityToggled']);
  });

  it('refuses a stale edit with who changed the record first (no silent overwrite)', async () => {
    const [p] = (await server.post('/save-positions', { positions: [row({ title: 'Охранник' })] }, admin))
      .body.list;
    const first = await server.post(
      '/save-positions',
      { positions: [row({ id: p.id, revision: 0, title: 'Охранник ТЦ' })] },
      hr,
    );
    expect(first.status).toBe(200);
    const second = await server.post(
      '/save-positions',
      { positions: [row({ id: p.id, revision: 0, title: 'Сторож' })] },
      admin,
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('Кадрова Елена');
    expect(second.body.details.changedBy).toMatchObject({ userId: '1002', role: 'HR' });
    const listed = await server.post('/list-positions', {}, admin);
    expect(listed.body.list.find((x: { id: string }) => x.id === p.id).title).toBe('Охранник ТЦ');
  });

  it('validates every row before writing anything', async () => {
    const head = await server.services.events.headPosition();
    const bad = [
      { positions: [row(), row({ title: '   ' })] },
      { positions: [row({ use_to_search_candidate: 'да' })] },
      { positions: [] },
      { positions: 'all' },
      {},
    ];
    for (const body of bad) {
      const res = await server.post('/save-positions', body, admin);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Поле «/);
    }
    expect((await server.post('/save-positions', bad[0], admin)).body.message).toBe(
      'Поле «название (positions.1.title)»: Укажите',
    );
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });

  it('refuses an update of an unknown position with 404', async () => {
    const res = await server.post('/save-positions', { positions: [row({ id: '99999' })] }, admin);
    expect(res).toMatchObject({ status: 404, body: { message: 'Должность не найдена' } });
  });
});

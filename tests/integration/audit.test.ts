import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let id: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  const hr = (await server.login('hr')).token;
  const base = {
    title: 'Визуальный мерчендайзер',
    use_to_search_candidate: false,
    show_on_vacancies_feed: false,
  };
  id = (await server.post('/save-positions', { positions: [base] }, admin)).body.list[0].id;
  await server.post('/save-positions', { positions: [{ ...base, id, revision: 0, title: 'Визуал' }] }, hr);
  await server.post(
    '/save-positions',
    { positions: [{ ...base, id, revision: 1, title: 'Визуал', use_to_search_candidate: true }] },
    admin,
  );
});
afterAll(() => server.stop());

describe('audit and time travel', () => {
  it('returns the record history in order with actor, time and correlation id', async () => {
    const res = await server.get(`/audit/position/${id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { type: string }) => e.type)).toEqual([
      'PositionCreated',
      'PositionRenamed',
      'PositionCandidateSearchToggled',
    ]);
    expect(res.body.map((e: { revision: number }) => e.revision)).toEqual([0, 1, 2]);
    expect(res.body[1]).toMatchObject({
      actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
      data: { title: 'Визуал' },
    });
    const positions = res.body.map((e: { position: number }) => e.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(res.body[0].correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.body[0].occurredAt)).not.toBeNaN();
  });

  it('replays the state right after any revision', async () => {
    const at = async (revision: number) =>
      (await server.get(`/audit/position/${id}?revision=${revision}`, admin)).body.state;
    expect(await at(0)).toMatchObject({ title: 'Визуальный мерчендайзер', use_to_search_candidate: false });
    expect(await at(1)).toMatchObject({ title: 'Визуал', use_to_search_candidate: false });
    expect(await at(2)).toMatchObject({ title: 'Визуал', use_to_search_candidate: true });
    expect((await server.get(`/audit/position/${id}?revision=3`, admin)).status).toBe(404);
    expect((await server.get(`/audit/position/${id}?revision=-1`, admin)).status).toBe(400);
    expect((await server.get(`/audit/position/${id}?revision=abc`, admin)).status).toBe(400);
  });

  it('never shows password hashes', async () => {
    const res = await server.get('/audit/user/1001', admin);
    expect(res.body[0].data.passwordHash).toBe('***');
    const state = (await server.get('/audit/user/1001?revision=0', admin)).body.state;
    expect(JSON.stringify(state)).not.toMatch(/\$2[aby]\$/);
  });

  it('answers unknown kinds and records with 404', async () => {
    expect((await server.get('/audit/nothing/1', admin)).status).toBe(404);
    expect((await server.get('/audit/position/424242', admin)).status).toBe(404);
  });

  it('exports the same history as JSON Lines', async () => {
    const file = join(server.dataDir, 'export.jsonl');
    // Async, so the server living in this process keeps answering while the export runs.
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/audit-export.ts', 'position', id, file],
      {
        env: { ...process.env, DATA_DIR: server.dataDir },
      },
    );
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual((await server.get(`/audit/position/${id}`, admin)).body);
  });
});

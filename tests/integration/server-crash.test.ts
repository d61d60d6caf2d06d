import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '#events/index';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { bootProduct } from '../helpers/boot-product';
import { freePort } from '../helpers/ports';

const api = (port: number, path: string, body: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('SIGKILL of the whole server', () => {
  it('loses no acknowledged command and leaves read models consistent after restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hc-kill-'));
    const port = await freePort();
    let child = await bootProduct({ dataDir, port });
    const { token } = (await (await api(port, '/login', { login: 'admin', password: 'demo' })).json()) as {
      token: string;
    };

    const acknowledged: string[] = [];
    const writers = [0, 1, 2].map(async (w) => {
      for (let i = 0; ; i++) {
        const row = {
          title: `Должность ${w}-${i}`,
          use_to_search_candidate: true,
          show_on_vacancies_feed: false,
        };
        try {
          const res = await api(port, '/save-positions', { positions: [row] }, token);
          if (res.status !== 200) continue;
          const body = (await res.json()) as { list: { title: string }[] };
          acknowledged.push(body.list[0]!.title);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    child = await bootProduct({ dataDir, port });
    try {
      const login = (await (await api(port, '/login', { login: 'admin', password: 'demo' })).json()) as {
        token: string;
      };
      const listed = (await (await api(port, '/list-positions', {}, login.token)).json()) as {
        list: { title: string }[];
      };
      const titles = new Set(listed.list.map((p) => p.title));
      for (const title of acknowledged) expect(titles.has(title)).toBe(true);

      // Read models match the log exactly: one row per PositionCreated, none missing, none doubled.
      const events = openSqliteEventStore(join(dataDir, 'events.sqlite'));
      const all = await events.readAll({ fromPosition: 0 });
      const created = all.filter((e) => e.type === 'PositionCreated');
      expect(listed.list.length).toBe(created.length);
      expect(new Set(created.map((e) => e.streamId)).size).toBe(created.length);
      await events.close();
    } finally {
      child.kill('SIGKILL');
    }
  }, 210_000); // two starts of up to BOOT_WAIT_MS each, then the test
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { callAsOf } from './helpers';

/**
 * Property: time travel matches the audit API's state for random revisions (issue 28, item 6).
 * A position goes through a random story of renames and toggles; for random revisions N, the
 * position as the console reads it as of the event of revision N has the key fields of
 * GET /audit/position/:id?revision=N's state.
 */
let server: TestServer;
let admin: string;
let id: string;

/** A small seeded generator (mulberry32): the same seed replays the same story. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = Number(process.env.ASOF_SEED ?? Date.now() % 100_000);
const next = random(SEED);
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  let state = { title: 'Кассир-прошлое', use_to_search_candidate: false, show_on_vacancies_feed: false };
  const created = await server.post('/save-positions', { positions: [state] }, admin);
  id = created.body.list[0].id;
  for (let revision = 0; revision < 24; revision++) {
    const change = pick(['title', 'search', 'feed'] as const);
    state =
      change === 'title'
        ? { ...state, title: `Кассир ${Math.floor(next() * 1000)}` }
        : change === 'search'
          ? { ...state, use_to_search_candidate: !state.use_to_search_candidate }
          : { ...state, show_on_vacancies_feed: !state.show_on_vacancies_feed };
    const res = await server.post('/save-positions', { positions: [{ ...state, id, revision }] }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}, 60_000);
afterAll(() => server?.stop());

describe(`time travel matches the audit API (seed ${SEED})`, () => {
  it("for random revisions, the as-of position has the audit state's key fields", async () => {
    const history = (await server.get(`/audit/position/${id}`, admin)).body as {
      revision: number;
      position: number;
    }[];
    expect(history.length).toBeGreaterThan(1);
    const revisions = [0, history.length - 1, ...Array.from({ length: 10 }, () => pick(history).revision)];
    for (const revision of revisions) {
      const audit = await server.get(`/audit/position/${id}?revision=${revision}`, admin);
      const position = history.find((e) => e.revision === revision)!.position;
      const asOf = await callAsOf(
        server,
        'POST',
        '/list-positions',
        admin,
        { record: `position/${id}`, position },
        {},
      );
      expect(asOf.status).toBe(200);
      const shown = (asOf.body.list as { id: string }[]).find((p) => p.id === id);
      const state = audit.body.state as Record<string, unknown>;
      expect(typeof state.title).toBe('string');
      expect(typeof state.use_to_search_candidate).toBe('boolean');
      expect(shown, `revision ${revision}`).toMatchObject({
        title: state.title,
        use_to_search_candidate: state.use_to_search_candidate,
        show_on_vacancies_feed: state.show_on_vacancies_feed,
      });
    }
  });
});

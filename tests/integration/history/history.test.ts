import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldChange, HistoryEntry, HistoryPage } from '#events/history/api';
import { describeEvent } from '#events/history/describe';
import { ERASED } from '#events/core/personal';
import { employableQuestionnaire, eventually, validForm } from '../../helpers/hire';
import { resolvedValidQuestionnaire } from '../../helpers/approval';
import { startTestServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let admin: string;
let positionId: string;
const base = {
  title: 'Визуальный мерчендайзер',
  use_to_search_candidate: false,
  show_on_vacancies_feed: false,
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  const hr = (await server.login('hr')).token;
  positionId = (await server.post('/save-positions', { positions: [base] }, admin)).body.list[0].id;
  await server.post(
    '/save-positions',
    { positions: [{ ...base, id: positionId, revision: 0, title: 'Визуал' }] },
    hr,
  );
  // One request, two facts: a rename and a toggle share the request's correlation id.
  const both = { ...base, id: positionId, revision: 1, title: 'Визуалист', use_to_search_candidate: true };
  await server.post('/save-positions', { positions: [both] }, admin);
});
afterAll(() => server.stop());

const tokenOf = async (login: string) => (await server.login(login)).token;
const page = async (url: string, token = admin) => {
  const res = await server.get(url, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as HistoryPage;
};
const entriesOf = (p: HistoryPage): HistoryEntry[] => p.groups.flatMap((g) => g.entries);
const changed = (changes: FieldChange[], before: string | null, after: string | null) =>
  changes.some((c) => c.before === before && c.after === after);

describe('GET /history/{kind}/{id}: the woven timeline, newest first', () => {
  it("lists the record's events newest first with actor, time, sentence and changed fields", async () => {
    const p = await page(`/history/position/${positionId}`);
    expect(p).toMatchObject({ kind: 'position', id: positionId, total: 4 });
    expect(p.nextBefore).toBeUndefined();
    const entries = entriesOf(p);
    expect(entries.map((e) => e.revision)).toEqual([3, 2, 1, 0]);
    const positions = entries.map((e) => e.position);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    const stored = await server.services.events.readStream(`position-${positionId}`);
    for (const entry of entries) {
      const event = stored.find((e) => e.position === entry.position)!;
      expect(entry.sentence).toBe(describeEvent(event));
      expect(entry.type).toBe(event.type);
      expect(entry.kind).toBe('position');
      expect(Date.parse(entry.occurredAt)).not.toBeNaN();
    }
    const renamed = entries.find((e) => e.revision === 1)!;
    expect(renamed.actorText).toContain('Кадрова');
    expect(changed(renamed.changes, 'Визуальный мерчендайзер', 'Визуал')).toBe(true);
    expect(entries.find((e) => e.revision === 0)!.changes.length).toBeGreaterThan(0);
  });

  it('groups the events of one action (one correlation id)', async () => {
    const p = await page(`/history/position/${positionId}`);
    expect(p.groups.map((g) => g.entries.length)).toEqual([2, 1, 1]);
    const [action] = p.groups;
    expect(new Set(action!.entries.map((e) => e.correlationId))).toEqual(new Set([action!.correlationId]));
  });

  it('pages backwards with before= and limit=', async () => {
    const first = await page(`/history/position/${positionId}?limit=3`);
    expect(entriesOf(first).map((e) => e.revision)).toEqual([3, 2, 1]);
    expect(first.nextBefore).toBe(entriesOf(first)[2]!.position);
    const second = await page(`/history/position/${positionId}?limit=3&before=${first.nextBefore}`);
    expect(entriesOf(second).map((e) => e.revision)).toEqual([0]);
    expect(second.total).toBe(4);
    expect(second.nextBefore).toBeUndefined();
    // The changes of an older page are the same as on the whole list: folded up to there, not from it.
    const whole = entriesOf(await page(`/history/position/${positionId}`));
    expect(entriesOf(second)[0]!.changes).toEqual(whole.at(-1)!.changes);
  });

  it("weaves a questionnaire's approval, hire and light questionnaire into its timeline", async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Историева' });
    const hr = await tokenOf('hr');
    expect((await server.post(`/one_s/send/${id}`, validForm(), hr)).status).toBe(200);
    const entries = await eventually(
      async () => entriesOf(await page(`/history/questionnaire/${id}?limit=200`)),
      (list) => list.some((e) => e.kind === 'hire'),
    );
    const kinds = new Set(entries.map((e) => e.kind));
    for (const kind of ['questionnaire', 'approval', 'hire']) expect(kinds.has(kind)).toBe(true);
    const positions = entries.map((e) => e.position);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    expect(entries.at(-1)).toMatchObject({ kind: 'questionnaire', revision: 0 });

    // A questionnaire continued from a light one starts with the light questionnaire's story.
    const fromLight = await questionnaireFromLight();
    const story = entriesOf(await page(`/history/questionnaire/${fromLight.id}?limit=200`));
    expect(story.at(-1)).toMatchObject({
      kind: 'questionnaireLight',
      streamId: `questionnaireLight-${fromLight.lightId}`,
    });
    expect(story.some((e) => e.kind === 'questionnaire')).toBe(true);
  });

  it('masks the salary account for unit and region directors, as the card does', async () => {
    const id = await employableQuestionnaire(server, { lastname: 'Маскова' });
    const hr = await tokenOf('hr');
    await server.post(`/one_s/send/${id}`, validForm(), hr);
    const hireChanges = async (login: string) => {
      const entries = await eventually(
        async () => entriesOf(await page(`/history/questionnaire/${id}?limit=200`, await tokenOf(login))),
        (list) => list.some((e) => e.kind === 'hire'),
      );
      return JSON.stringify(entries.filter((e) => e.kind === 'hire').map((e) => e.changes));
    };
    const compared = async (login: string) => {
      const entries = entriesOf(await page(`/history/questionnaire/${id}?limit=200`));
      const url = `/history/questionnaire/${id}/compare?from=${entries.at(-1)!.position}&to=${entries[0]!.position}`;
      return JSON.stringify((await server.get(url, await tokenOf(login))).body);
    };
    for (const login of ['admin', 'director']) {
      expect(await hireChanges(login)).toContain('40817810099910004312');
      expect(await compared(login)).toContain('40817810099910004312');
    }
    for (const login of ['unitdirector', 'regiondirector']) {
      for (const text of [await hireChanges(login), await compared(login)]) {
        expect(text).toContain('••••••••••••••••4312');
        expect(text).not.toContain('40817810099910004312');
      }
    }
  });

  it("reads 'удалено' after the candidate's erasure", async () => {
    const id = await resolvedValidQuestionnaire(server, { lastname: 'Стираева' });
    const before = entriesOf(await page(`/history/questionnaire/${id}`));
    const opened = before.at(-1)!;
    expect(JSON.stringify(opened.changes)).toContain('Стираева');
    const erased = await server.post('/admin/personal-data/erase', { record: 'questionnaire', id }, admin);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const after = entriesOf(await page(`/history/questionnaire/${id}`));
    expect(after.length).toBeGreaterThan(before.length);
    const text = JSON.stringify(after);
    expect(text).not.toContain('Стираева');
    expect(JSON.stringify(after.at(-1)!.changes)).toContain(ERASED);
    expect(after[0]).toMatchObject({ type: 'PersonalDataErased', kind: 'questionnaire' });
  });
});

describe('who may open a history: the rights of the record itself', () => {
  it("lets the store's directors open their stores' questionnaires, not other stores'", async () => {
    const own = await resolvedValidQuestionnaire(server, { lastname: 'Своя', IStoreId: '10412' });
    const other = await resolvedValidQuestionnaire(server, { lastname: 'Чужая', IStoreId: '30044' });
    for (const login of ['admin', 'hr', 'director', 'unitdirector', 'regiondirector']) {
      const token = await tokenOf(login);
      expect((await server.get(`/history/questionnaire/${own}`, token)).status, login).toBe(200);
      const expected = login === 'admin' || login === 'hr' ? 200 : 403;
      expect((await server.get(`/history/questionnaire/${other}`, token)).status, login).toBe(expected);
      // Rights before positions: a stranger learns nothing of the record's events.
      const compare = await server.get(`/history/questionnaire/${other}/compare?from=1&to=1`, token);
      expect(compare.status, login).toBe(expected === 403 ? 403 : 404);
    }
  });

  it("keeps each record's own area: HR never opens a DKMO, directors never a position", async () => {
    expect((await server.get('/history/dkmo/10412', await tokenOf('hr'))).status).toBe(403);
    expect((await server.get(`/history/position/${positionId}`, await tokenOf('director'))).status).toBe(403);
    expect((await server.get('/history/dkmo/30044', await tokenOf('director'))).status).toBe(403);
  });
});

describe('GET /history/{kind}/{id}/compare: the fields between two points', () => {
  it('diffs the record right after one event against right after another', async () => {
    const entries = entriesOf(await page(`/history/position/${positionId}`));
    const [newest, , , oldest] = entries;
    const res = await server.get(
      `/history/position/${positionId}/compare?from=${oldest!.position}&to=${newest!.position}`,
      admin,
    );
    expect(res.status).toBe(200);
    const changes = res.body as FieldChange[];
    expect(changed(changes, 'Визуальный мерчендайзер', 'Визуалист')).toBe(true);
    const same = await server.get(
      `/history/position/${positionId}/compare?from=${newest!.position}&to=${newest!.position}`,
      admin,
    );
    expect(same.body).toEqual([]);
  });
});

describe('bad input and unknown records', () => {
  const expectError = async (url: string, status: number, text: string) => {
    const res = await server.get(url, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.message).toContain(text);
  };

  it('answers 400 naming the field, 404 for what is not there', async () => {
    await expectError('/history/user/1001', 400, 'вид записи');
    await expectError('/history/position/424242', 404, 'не найдена');
    await expectError(`/history/position/${positionId}?before=-1`, 400, 'до события');
    await expectError(`/history/position/${positionId}?before=1.5`, 400, 'до события');
    await expectError(`/history/position/${positionId}?limit=0`, 400, 'размер страницы');
    await expectError(`/history/position/${positionId}?limit=201`, 400, 'размер страницы');
    await expectError(`/history/position/${positionId}/compare?from=x&to=1`, 400, 'с события');
    await expectError(`/history/position/${positionId}/compare?from=1`, 400, 'по событие');
    await expectError(`/history/position/${positionId}/compare?from=1&to=-3`, 400, 'по событие');
    const [newest] = entriesOf(await page(`/history/position/${positionId}`));
    await expectError(
      `/history/position/${positionId}/compare?from=1&to=${newest!.position}`,
      404,
      'События 1 нет в истории',
    );
  });

  it('keeps the audit API revision rules: beyond the end 404, below 0 400, in Russian', async () => {
    await expectError(`/audit/position/${positionId}?revision=4`, 404, 'Ревизии 4 нет');
    await expectError(`/audit/position/${positionId}?revision=-1`, 400, 'версия');
  });
});

/** A light questionnaire passed to a store, and the questionnaire it opened (the light reactor). */
async function questionnaireFromLight(): Promise<{ id: string; lightId: string }> {
  const reviewer = await tokenOf('hr-al');
  const list = await server.post('/get-questionnaire-light-list', { type: 'new' }, reviewer);
  const light = list.body.list.find((q: { type: string }) => q.type === 'new');
  expect(light).toBeDefined();
  const accepted = await server.post('/accept-questionnaire-light', { questionnaireId: light.id }, reviewer);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const lightId = String(light.id);
  const opened = await eventually(
    async () => {
      const res = await server.post('/get-questionnaire', { type: 'new', limit: 50 }, admin);
      return (res.body.list as { id: string; lightQuestionnaireId?: string }[]).find(
        (q) => String(q.lightQuestionnaireId) === lightId,
      );
    },
    (q) => q !== undefined,
  );
  return { id: String(opened!.id), lightId };
}

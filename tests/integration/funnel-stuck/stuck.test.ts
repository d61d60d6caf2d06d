import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_JOURNEYS, openStageOf, type FunnelJourneyDoc, type StuckPage } from '#events/funnel/api';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Stuck candidates (issue 29, item 4) over journey documents as the funnel projection writes them
 * (events/funnel/api.ts): written straight into the read store under a position of this test, so
 * the thresholds are exact and the demo's own journeys stay out (every call filters by it).
 */
let server: TestServer;
let positionId = '';
let questionnaireId = '';
let lightId = '';
const DAY = 86_400_000;

const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function journey(id: string, patch: Partial<FunnelJourneyDoc>): FunnelJourneyDoc {
  const since = patch.since ?? ago(1);
  const doc: Omit<FunnelJourneyDoc, 'openStage'> = {
    journeyId: id,
    lightId: null,
    questionnaireId: null,
    storeId: '10412',
    positionId,
    positionTitle: 'Застрявшая должность',
    source: 'site',
    startDay: since.slice(0, 10),
    startedAt: since,
    entryStage: 'light',
    stage: 'light',
    since,
    maxStage: patch.stage ?? 'light',
    enteredAt: {},
    refused: null,
    ...patch,
  };
  // As the projection derives it (what the stuck list's index reads).
  return { ...doc, openStage: openStageOf(doc) };
}

const stuck = async (login: string, query = '') =>
  server.get(`/funnel/stuck?positionId=${positionId}${query}`, (await server.login(login)).token);
const ids = (res: { body: StuckPage }) => res.body.items.map((i) => i.journeyId);

beforeAll(async () => {
  server = await startTestServer();
  const hr = (await server.login('hr')).token;
  const position = {
    title: 'Застрявшая должность',
    use_to_search_candidate: false,
    show_on_vacancies_feed: false,
  };
  positionId = (await server.post('/save-positions', { positions: [position] }, hr)).body.list[0].id;
  const read = server.services.read;
  await server.services.bus.waitForProjections(await server.services.events.headPosition(), 10_000);
  questionnaireId = String(
    (await read.find(QUESTIONNAIRES.name, { IStoreId: '10412' }, { limit: 1 }))[0]!._id,
  );
  lightId = String((await read.find(QUESTIONNAIRES_LIGHT.name, {}, { limit: 1 }))[0]!._id);
  const docs: FunnelJourneyDoc[] = [
    // 10412 (the store director's): approval requested 3 days ago: stuck (threshold 2).
    journey('Q-stuck-approved', { stage: 'approved', since: ago(3), questionnaireId }),
    // ... one day ago: not yet.
    journey('Q-fresh-approved', { stage: 'approved', since: ago(1), questionnaireId }),
    // Refused long ago in its stage, and employed long ago: never stuck.
    journey('Q-refused', {
      stage: 'questionnaire',
      since: ago(40),
      refused: { stage: 'questionnaire', at: ago(30), reason: null, byCheck: false },
    }),
    journey('Q-employed', { stage: 'employed', since: ago(100) }),
    // 10234 (the unit director's other store): sent to 1C 4 days ago, a light journey's card.
    journey('L-stuck-1c', {
      storeId: '10234',
      stage: 'sentTo1C',
      since: ago(4),
      lightId,
      source: 'headhunter',
    }),
    // 10587 (Moscow, another unit), 20118 (Saint Petersburg), 30044 (Yekaterinburg).
    journey('L-stuck-light', { storeId: '10587', stage: 'light', since: ago(5), lightId }),
    journey('L-stuck-interview', { storeId: '20118', stage: 'interview', since: ago(8), lightId }),
    journey('L-stuck-checks', { storeId: '30044', stage: 'checksPassed', since: ago(3), lightId }),
  ];
  // Kazan: 20 more stuck light questionnaires, for a second page.
  for (let n = 0; n < 20; n++)
    docs.push(journey(`L-kazan-${n}`, { storeId: '40072', stage: 'light', since: ago(10 + n), lightId }));
  await read.commit(
    'test-funnel-journeys',
    docs.map((doc) => ({
      collection: FUNNEL_JOURNEYS.name,
      id: doc.journeyId,
      doc: { _id: doc.journeyId, ...doc },
    })),
    1,
  );
}, 180_000);
afterAll(() => server.stop());

describe('GET /funnel/stuck: journeys waiting longer than their stage allows', () => {
  it('lists the stuck ones, furthest stage first and the longest waiting first, in pages of 20', async () => {
    const first = await stuck('admin');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(25);
    expect(ids(first).slice(0, 5)).toEqual([
      'L-stuck-1c',
      'Q-stuck-approved',
      'L-stuck-checks',
      'L-stuck-interview',
      'L-kazan-19',
    ]);
    expect(first.body.items).toHaveLength(20);
    const second = await stuck('admin', '&page=2');
    expect(second.body.total).toBe(25);
    expect(ids(second)).toEqual(['L-kazan-3', 'L-kazan-2', 'L-kazan-1', 'L-kazan-0', 'L-stuck-light']);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(25);
    expect((await stuck('admin', '&page=3')).body.items).toEqual([]);
  });

  it('never lists one under its threshold, refused or employed', async () => {
    const all = [...ids(await stuck('hr')), ...ids(await stuck('hr', '&page=2'))];
    expect(all).toHaveLength(25);
    for (const id of ['Q-fresh-approved', 'Q-refused', 'Q-employed']) expect(all).not.toContain(id);
  });

  it('shows the stage, since when, the days, the store, the position and where the card is', async () => {
    const res = await stuck('admin', '&storeId=10412');
    expect(res.body.items).toEqual([
      expect.objectContaining({
        journeyId: 'Q-stuck-approved',
        record: { kind: 'questionnaire', id: questionnaireId },
        stage: 'approved',
        days: 3,
        thresholdDays: 2,
        storeId: '10412',
        storeLabel: 'ТЦ Авиапарк, Авиапарк',
        positionTitle: 'Застрявшая должность',
      }),
    ]);
    const light = await stuck('admin', '&storeId=10234');
    expect(light.body.items[0]).toMatchObject({
      record: { kind: 'questionnaireLight', id: lightId },
      days: 4,
    });
  });

  it('a store director sees only their store; unit and region directors theirs', async () => {
    expect(ids(await stuck('director'))).toEqual(['Q-stuck-approved']);
    expect(ids(await stuck('unitdirector'))).toEqual(['L-stuck-1c', 'Q-stuck-approved']);
    expect(ids(await stuck('regiondirector'))).toEqual([
      'L-stuck-1c',
      'Q-stuck-approved',
      'L-stuck-interview',
      'L-stuck-light',
    ]);
    // A store or region of someone else's in the filter is refused, as the funnel's view refuses it.
    const other = await stuck('director', '&storeId=30044');
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).toContain('Воронка другого магазина недоступна');
    expect((await stuck('unitdirector', '&regionId=78')).status).toBe(403);
  });

  it('filters by region, unit, store and source', async () => {
    expect(ids(await stuck('admin', '&regionId=78'))).toEqual(['L-stuck-interview']);
    expect(ids(await stuck('admin', '&unitId=U77-2'))).toEqual(['L-stuck-light']);
    expect(ids(await stuck('admin', '&source=headhunter'))).toEqual(['L-stuck-1c']);
    expect(ids(await stuck('regiondirector', '&unitId=U77-1'))).toEqual(['L-stuck-1c', 'Q-stuck-approved']);
  });

  it('names the candidate as their card shows them to this viewer (unit and region directors too)', async () => {
    for (const login of ['admin', 'director', 'unitdirector', 'regiondirector']) {
      const token = (await server.login(login)).token;
      const card = (await server.post(`/get-questionnaire/${questionnaireId}`, {}, token)).body.entity;
      const name = [
        card.info.lastname,
        card.info.firstname,
        card.info.woPatronymic ? '' : card.info.secondname,
      ]
        .filter(Boolean)
        .join(' ');
      const item = (await stuck(login, '&storeId=10412')).body.items[0];
      expect(item.candidateName, login).toBe(name);
      // Nothing but the name: no identity numbers, phone or e-mail travel with the list.
      expect(JSON.stringify(item)).not.toContain(card.info.phone);
    }
  });
});

describe('GET /funnel/stuck/count: the directors\u2019 menu badge', () => {
  it('counts what the list shows, for each viewer', async () => {
    const count = async (login: string, query = '') =>
      server.get(`/funnel/stuck/count?positionId=${positionId}${query}`, (await server.login(login)).token);
    expect((await count('admin')).body).toEqual({ count: 25 });
    expect((await count('director')).body).toEqual({ count: 1 });
    expect((await count('unitdirector')).body).toEqual({ count: 2 });
    expect((await count('regiondirector')).body).toEqual({ count: 4 });
    expect((await count('admin', '&regionId=66')).body).toEqual({ count: 1 });
  });
});

describe('with the funnel projection: journeys from real events', () => {
  /** A walk-in questionnaire opened `daysAgo` days ago (the server's clock set back for the command). */
  async function walkIn(lastname: string, daysAgo: number, phone: string): Promise<string> {
    const clock = server.services.clock;
    server.services.clock = () => ago(daysAgo);
    try {
      const res = await server.post(
        '/questionnaire/walk-in',
        {
          IStoreId: '50019',
          positionId: '3',
          lastname,
          firstname: 'Алёна',
          secondname: 'Петровна',
          sex: 'female',
          dateBirth: '1999-09-19',
          phone,
          email: `${phone}@mail.ru`,
        },
        (await server.login('admin')).token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return String(res.body.id);
    } finally {
      server.services.clock = clock;
    }
  }

  it('a questionnaire opened 6 days ago is stuck (threshold 5), one opened 4 days ago is not', async () => {
    const old = await walkIn('Застрявшая', 6, '79035551901');
    const fresh = await walkIn('Свежая', 4, '79035551902');
    await server.services.bus.waitForProjections(await server.services.events.headPosition(), 10_000);
    const token = (await server.login('admin')).token;
    const res = await server.get('/funnel/stuck?storeId=50019&positionId=3', token);
    expect(res.status).toBe(200);
    const records = res.body.items.map((i: StuckPage['items'][number]) => i.record.id);
    expect(records).toContain(old);
    expect(records).not.toContain(fresh);
    expect(res.body.items.find((i: StuckPage['items'][number]) => i.record.id === old)).toMatchObject({
      stage: 'questionnaire',
      days: 6,
      thresholdDays: 5,
      candidateName: 'Застрявшая Алёна Петровна',
      storeLabel: 'ТЦ Аура, Аура',
    });
  });
});

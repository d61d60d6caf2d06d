import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '#events/questionnaire/profile/messages';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 23 item 3, what the bad-input table cannot show: a birth date change re-checks the saved
 * passport's age rule (profile and card), twenty saves claiming revision 999999 at once are all
 * refused, and a list filter's days are days.
 */
let server: TestServer;
let admin = '';
let id = '';
/** Issued 20.05.2016: fits a birth date up to 1996 (after the 20th birthday). */
const PASSPORT = {
  placeBirth: 'г. Тула',
  series: '7012',
  number: '864209',
  dateExtradition: '20.05.2016',
  placeExtradition: 'УМВД России по Тульской области',
  departmentNumber: '710-003',
};

const put = (path: string, body: unknown) =>
  fetch(`${server.url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
const card = async () => (await server.post(`/get-questionnaire/${id}`, {}, admin)).body.entity;
const personal = (entity: any, dateBirth: string) => ({
  lastname: entity.info.lastname,
  firstname: entity.info.firstname,
  secondname: entity.info.secondname,
  woPatronymic: entity.info.secondname === '',
  sex: entity.info.sex ?? 'female',
  citizenship: 'Russia',
  email: 'candidate@example.org',
  dateBirth,
  phone: entity.info.phone,
  aboutYourself: '',
  hasEmploymentHistory: 'HaveEl',
  inn: '500100732259',
  snils: '112-233-445 95',
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  const list = await server.post('/get-questionnaire', { type: 'new', limit: 50 }, admin);
  id = list.body.list.find(
    (q: any) => q.info.lastname !== '' && Number(String(q.info.dateBirth).slice(0, 4)) <= 1996,
  ).id;
  const saved = await put(`/questionnaire/${id}/profile/passport`, {
    revision: (await card()).revision,
    data: PASSPORT,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(() => server.stop());

describe('a birth date change re-checks the saved passport', () => {
  it("the card's birth date: one the passport no longer fits is refused with the rule's message", async () => {
    const { revision } = await card();
    const head = await server.services.events.headPosition();
    // Born 2005: 21 today, so the passport must be issued after 2025; it was issued in 2016.
    const refused = await put(`/questionnaire/${id}/info`, {
      revision,
      changes: { dateBirth: '2005-01-01' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: M.passportCheck } });
    expect(await server.recordsWrittenSince(head)).toEqual([]);
    const fits = await put(`/questionnaire/${id}/info`, { revision, changes: { dateBirth: '1994-01-01' } });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });

  it("the profile's personal data: the same rule, nothing written", async () => {
    const entity = await card();
    const head = await server.services.events.headPosition();
    const refused = await put(`/questionnaire/${id}/profile/personal`, {
      revision: entity.revision,
      data: personal(entity, '01.01.2005'),
    });
    expect(refused).toMatchObject({ status: 400, body: { message: M.passportCheck } });
    expect(await server.recordsWrittenSince(head)).toEqual([]);
    const fits = await put(`/questionnaire/${id}/profile/personal`, {
      revision: entity.revision,
      data: personal(entity, '01.01.1994'),
    });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });
});

describe('a save claiming a revision the record never had', () => {
  it('twenty at once, all refused (400 naming the version), nothing written', async () => {
    const head = await server.services.events.headPosition();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        put(`/questionnaire/${id}/profile/passport`, {
          revision: 999_999,
          data: { ...PASSPORT, placeBirth: `г. Тула, попытка ${n}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(400));
    for (const answer of answers) expect(answer.body.message).toContain('Поле «версия»');
    expect(await server.recordsWrittenSince(head)).toEqual([]);
    expect((await card()).profile.passport.placeBirth).toBe(PASSPORT.placeBirth);
  });
});

describe('list filters take real days only', () => {
  it('a valid range lists; an impossible date to is a 400, never an empty list', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const listed = await server.post(
      '/get-questionnaire',
      { type: 'new', limit: 50, where: { dateFrom: '2000-01-01', dateTo: today } },
      admin,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBeGreaterThan(0);
    const refused = await server.post(
      '/get-questionnaire',
      { type: 'new', where: { dateFrom: '2000-01-01', dateTo: '2024-02-30' } },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('дата по');
  });
});

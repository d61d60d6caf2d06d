import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * One copy of the candidate's personal data (issue 24, item 3): whichever route saves it (the
 * profile's 'Личные данные' or the card's PUT …/info), the card, the list, the CSV export and the
 * profile show one value.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
let id = '';
const SEARCH = 'однокопийная';

const call = (method: string, path: string, body: unknown, login = 'admin') =>
  fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[login]}` },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
const card = async (login = 'admin') =>
  (await server.post(`/get-questionnaire/${id}`, {}, tokens[login])).body.entity;
const personal = (over: Record<string, unknown> = {}) => ({
  lastname: 'Однокопийная',
  firstname: 'Вера',
  secondname: 'Ильинична',
  woPatronymic: false,
  sex: 'female',
  citizenship: 'Russia',
  email: 'vera@yandex.ru',
  dateBirth: '19.09.1994',
  phone: '79035550177',
  aboutYourself: '',
  hasEmploymentHistory: 'HaveEl',
  inn: '500100732259',
  snils: '112-233-445 95',
  ...over,
});

/** What every place shows of the candidate: the card's info and profile, the list, the CSV. */
async function everyPlace() {
  const entity = await card();
  const list = await server.post(
    '/get-questionnaire',
    { type: 'new', where: { search: SEARCH } },
    tokens.admin,
  );
  const res = await fetch(`${server.url}/api/v1/questionnaires/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
    body: JSON.stringify({ type: 'new', where: { search: SEARCH } }),
  });
  const rows: string[][] = parse(await res.text(), { bom: true, delimiter: ';' });
  const header = rows[0]!;
  const row = rows.find((r) => r[0] === id)!;
  return {
    card: entity.info,
    profile: entity.profile?.personal,
    list: list.body.list.find((q: any) => q.id === id)?.info,
    csv: {
      email: row[header.indexOf('E-mail')],
      phone: row[header.indexOf('Телефон')],
      lastname: row[header.indexOf('Фамилия')],
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'hr', 'director', 'unitdirector'])
    tokens[login] = (await server.login(login)).token;
  const res = await server.post(
    '/questionnaire/walk-in',
    {
      IStoreId: '10412',
      positionId: '3',
      lastname: 'Однокопийная',
      firstname: 'Вера',
      secondname: 'Ильинична',
      sex: 'female',
      dateBirth: '1994-09-19',
      phone: '79035550177',
      email: 'vera@mail.ru',
    },
    tokens.director,
  );
  id = res.body.id;
});
afterAll(() => server.stop());

describe('one copy of the personal data', () => {
  it("the profile's 'Личные данные' save: the card, the list, the CSV and the profile show its e-mail", async () => {
    const { revision } = await card();
    const saved = await call('PUT', `/questionnaire/${id}/profile/personal`, {
      data: personal({ email: 'vera@yandex.ru' }),
      revision,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const seen = await everyPlace();
    expect(seen.card.email).toBe('vera@yandex.ru');
    expect(seen.profile.email).toBe('vera@yandex.ru');
    expect(seen.list.email).toBe('vera@yandex.ru');
    expect(seen.csv.email).toBe('vera@yandex.ru');
    // The birth date is one day in each view's own form.
    expect(seen.card.dateBirth).toBe('1994-09-19');
    expect(seen.profile.dateBirth).toBe('19.09.1994');
  });

  it("the card's info edit: every place shows the new e-mail and phone, the identity numbers stay", async () => {
    const { revision } = await card();
    const edited = await call('PUT', `/questionnaire/${id}/info`, {
      revision,
      changes: { email: 'vera@gmail.com', phone: '79035550188' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const seen = await everyPlace();
    expect([seen.card.email, seen.profile.email, seen.list.email, seen.csv.email]).toEqual(
      Array(4).fill('vera@gmail.com'),
    );
    expect([seen.card.phone, seen.profile.phone, seen.list.phone]).toEqual(Array(3).fill('79035550188'));
    expect(seen.csv.phone).toBe('+79035550188');
    expect(seen.profile.inn).toBe('500100732259');
  });

  it('a unit director (identity numbers masked) edits the name on the card: the profile shows it too', async () => {
    const { revision } = await card('unitdirector');
    const edited = await call(
      'PUT',
      `/questionnaire/${id}/info`,
      { revision, changes: { lastname: 'Однокопийная-Светлова' } },
      'unitdirector',
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const seen = await everyPlace();
    expect([seen.card.lastname, seen.profile.lastname, seen.list.lastname, seen.csv.lastname]).toEqual(
      Array(4).fill('Однокопийная-Светлова'),
    );
    // The masked viewer still may not save the identity section itself.
    const refused = await call(
      'PUT',
      `/questionnaire/${id}/profile/personal`,
      { data: personal(), revision: edited.body.entity.revision },
      'unitdirector',
    );
    expect(refused.status).toBe(403);
  });

  it("a stale 'Личные данные' form is refused after a card edit, naming who (nothing written)", async () => {
    const { revision } = await card();
    const edited = await call(
      'PUT',
      `/questionnaire/${id}/info`,
      { revision, changes: { email: 'v@mail.ru' } },
      'hr',
    );
    expect(edited.status).toBe(200);
    const head = await server.services.events.headPosition();
    const stale = await call('PUT', `/questionnaire/${id}/profile/personal`, { data: personal(), revision });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Личные данные');
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });

  it("the profile's phone is the card's: 11 digits from 7, refused naming the field otherwise", async () => {
    const { revision } = await card();
    const head = await server.services.events.headPosition();
    const bad = await call('PUT', `/questionnaire/${id}/profile/personal`, {
      data: personal({ phone: '12345' }),
      revision,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('телефон');
    expect(bad.body.details.field).toBe('personal.phone');
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });
});

describe('the last places of work (info.lastJobs)', () => {
  const job = {
    organization: 'ООО «Ромашка»',
    period: ['01.02.2019', '30.06.2022'],
    position: 'Продавец-кассир',
    description: 'Касса, выкладка товара',
  };

  it('are saved by the card edit and shown on the card', async () => {
    const { revision } = await card();
    const res = await call('PUT', `/questionnaire/${id}/info`, {
      revision,
      changes: { lastJobs: [job, { ...job, period: ['01.07.2022', ''], organization: 'ИП Иванов' }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity.info.lastJobs).toEqual([
      job,
      { ...job, period: ['01.07.2022', ''], organization: 'ИП Иванов' },
    ]);
  });

  it('a wrong period is refused naming the field, writing nothing', async () => {
    const { revision } = await card();
    const head = await server.services.events.headPosition();
    for (const period of [
      ['30.06.2022', '01.02.2019'],
      ['2019-02-01', ''],
      ['', ''],
    ]) {
      const res = await call('PUT', `/questionnaire/${id}/info`, {
        revision,
        changes: { lastJobs: [{ ...job, period }] },
      });
      expect(res.status, JSON.stringify(period)).toBe(400);
      expect(res.body.message).toContain('период работы');
    }
    const blank = await call('PUT', `/questionnaire/${id}/info`, {
      revision,
      changes: { lastJobs: [{ ...job, organization: ' ' }] },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('организация');
    expect(await server.recordsWrittenSince(head)).toEqual([]);
  });
});

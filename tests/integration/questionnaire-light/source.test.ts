import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicVacancy } from '#events/vacancies/views';
import { applyUrlOf, toBoardVacancy } from '#server/features/publication/board-vacancy';
import { sourcesOfVacancy } from '#projections/vacancies/queries';
import { vacancyDocById } from '#projections/vacancies/staff-queries';
import { startTestServer, type TestServer } from '../../helpers/server';
import { confirmPhone, demoVacancy, newPhone, validInfo } from '../../helpers/questionnaire-light';

/**
 * Issue 29: the light questionnaire records where the candidate came from, as the public page's
 * `?source=<service>` names it (a job board's listing links there with its service).
 */
let server: TestServer;
let vacancy: PublicVacancy;

beforeAll(async () => {
  server = await startTestServer({ SMS_LIMIT_PER_ADDRESS: '10000' });
  vacancy = await demoVacancy(server, '10412', 'Продавец-консультант');
});
afterAll(() => server.stop());

async function submit(extra: Record<string, unknown>) {
  const phone = newPhone();
  const phoneToken = await confirmPhone(server, phone);
  const res = await server.post('/save-questionnaire-light', {
    vacancy_id: vacancy.id,
    type: 'new',
    info: validInfo(phone),
    phoneToken,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [submitted] = await server.services.events.readStream(`questionnaireLight-${res.body.id}`);
  expect(submitted?.type).toBe('QuestionnaireLightSubmitted');
  return submitted?.data as Record<string, unknown>;
}

describe('the traffic source of a light questionnaire', () => {
  it('records the job board the public page named', async () => {
    expect((await submit({ source: 'headhunter' })).source).toBe('headhunter');
    expect((await submit({ source: 'superjob' })).source).toBe('superjob');
    expect((await submit({ source: 'site' })).source).toBe('site');
  });

  it('records no source when the page named none', async () => {
    expect(await submit({})).not.toHaveProperty('source');
  });

  it('ignores an unknown or malformed source: the submission is saved without one', async () => {
    for (const source of ['avito', 'HEADHUNTER', '', 42, null, { a: 1 }, ['headhunter']]) {
      expect(await submit({ source }), JSON.stringify(source)).not.toHaveProperty('source');
    }
  });
});

describe('job-board publications', () => {
  it('link back to the public vacancy page with the board as the source', async () => {
    const doc = await vacancyDocById(server.services.read, vacancy.id);
    if (!doc) throw new Error('no demo vacancy');
    const sources = await sourcesOfVacancy(server.services.read, doc);
    const hh = toBoardVacancy('headhunter', sources, '1', 'https://jobs.example.ru');
    expect(hh.applyUrl).toBe(`https://jobs.example.ru/vacancies/${vacancy.id}?source=headhunter`);
    expect(toBoardVacancy('superjob', sources, '4').applyUrl).toBe(applyUrlOf('', 'superjob', vacancy.id));
    expect(applyUrlOf('', 'superjob', vacancy.id)).toBe(`/vacancies/${vacancy.id}?source=superjob`);
  });
});

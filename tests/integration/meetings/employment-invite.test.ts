import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 24: the interview invitation (spec part 2, 'Modals') on the employment card, not only on the
 * light questionnaire's: the meeting is marked as the employment questionnaire's, the questionnaire
 * moves to 'Ожидает собеседования', and a card past the checks is not invited.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server.stop());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const idOf = async (surname: string, token: string) =>
  (await server.post('/questionnaire/find', { search: surname }, token)).body.list[0].id as string;

describe('POST /meetings/schedule-employment', () => {
  it('HR invites a new candidate from the card: the calendar has it, the card waits for the interview', async () => {
    const hr = (await server.login('hr')).token;
    const id = await idOf('Соколова', hr);
    const body = {
      questionnaireId: id,
      startsAt: inDays(3),
      durationMinutes: 45,
      place: 'Магазин «Авиапарк»',
    };
    const res = await server.post('/meetings/schedule-employment', body, hr);
    expect(res.status).toBe(200);
    expect(res.body.entity).toMatchObject({
      questionnaireId: id,
      questionnaireKind: 'employment',
      candidateName: 'Соколова Дарья Андреевна',
      place: 'Магазин «Авиапарк»',
    });
    const card = await server.post(`/get-questionnaire/${id}`, {}, hr);
    expect(card.body.entity.state).toBe('waitingInterview');
    const admin = (await server.login('admin')).token;
    const calendar = await server.post('/meetings/list', { from: inDays(2), to: inDays(4) }, admin);
    expect(calendar.body.list.map((m: { id: string }) => m.id)).toContain(res.body.entity.id);
  });

  it('a card past the checks is not invited; a store director only for their own store', async () => {
    const admin = (await server.login('admin')).token;
    const employed = await idOf('Семёнов', admin);
    const body = { startsAt: inDays(3), durationMinutes: 45, place: 'Офис' };
    const refused = await server.post(
      '/meetings/schedule-employment',
      { ...body, questionnaireId: employed },
      admin,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('Пригласить на собеседование можно до проверок');
    const other = await idOf('Егорова', admin);
    const director = (await server.login('director')).token;
    const foreign = await server.post(
      '/meetings/schedule-employment',
      { ...body, questionnaireId: other },
      director,
    );
    expect(foreign.status).toBe(403);
  });
});

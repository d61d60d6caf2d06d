import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/demo/reference';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Issue 24, item 7: staff names were shown both ways ('Елена Кадрова' and 'Кадрова Елена'). Every
 * actor the log records, by the demo seeds or by a command, is 'Фамилия Имя'.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const EXPECTED = new Map<string, string>(DEMO_USERS.map((u) => [u.userId, `${u.surname} ${u.name}`]));

/** Every {userId, name} of a staff member anywhere in a value (actors, 'by', 'requestedBy', …). */
function staffRefs(value: unknown, found: { userId: string; name: string }[] = []) {
  if (Array.isArray(value)) for (const item of value) staffRefs(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // An actor reference ({userId, role, name}); the accounts' own events keep surname and name apart.
    const { userId, name, role } = record;
    if (typeof userId === 'string' && typeof name === 'string' && role && EXPECTED.has(userId))
      found.push({ userId, name });
    for (const inner of Object.values(record)) staffRefs(inner, found);
  }
  return found;
}

describe('staff names', () => {
  it("the demo history and a new command name every staff member 'Фамилия Имя'", async () => {
    const admin = (await server.login('admin')).token;
    const hr = (await server.login('hr')).token;
    const list = await server.post('/get-questionnaire', { type: 'new', limit: 1 }, admin);
    const id = String(list.body.list[0].id);
    const comment = await server.post(`/questionnaire/${id}/comment`, { text: 'Проверка имени' }, hr);
    expect(comment.status, JSON.stringify(comment.body)).toBe(200);

    const events = await server.services.events.readAll({ fromPosition: 0 });
    const refs = events.flatMap((e) => staffRefs([e.meta, e.data]));
    expect(refs.length).toBeGreaterThan(50);
    const wrong = refs.filter((ref) => ref.name !== EXPECTED.get(ref.userId));
    expect([...new Set(wrong.map((ref) => ref.name))]).toEqual([]);
    expect(refs.some((ref) => ref.name === 'Кадрова Елена')).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DkmoAnswer } from '#events/dkmo/inputs';
import { demoSignature } from '#server/features/dkmo/demo-signature';
import { filesUnder } from '../../helpers/data-dir-scan';
import { startTestServer, type TestServer } from '../../helpers/server';
import { connect, waitForEvent, watch, type ChangeMessage } from '../../helpers/socket';

/**
 * The store's DKMO on a real server with the demo (issue 27, items 5-7): Авиапарк (10412, the
 * director's store) concluded and partly signed, Невский (20118) to re-conclude, Тверская (10234)
 * without one.
 */
let server: TestServer;
const sign = demoSignature(42);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const login of ['admin', 'hr', 'director', 'unitdirector'])
    tokens[login] = (await server.login(login)).token;
});
afterAll(() => server.stop());

const get = async (login: string, query = '') => server.get(`/dkmo${query}`, tokens[login]);
const post = async (login: string, path: string, body: unknown) => server.post(path, body, tokens[login]);

describe('GET /dkmo', () => {
  it('shows the director’s store: number, date, the employees grouped (director first) with their signatures', async () => {
    const res = await get('director');
    expect(res.status).toBe(200);
    const { dkmo } = res.body as DkmoAnswer;
    expect(dkmo).toMatchObject({
      IStoreId: '10412',
      status: 'concluded',
      numberDkmo: '10412-1',
      createdAt: '2025-01-15',
    });
    expect(dkmo.employees[0]).toMatchObject({ fio: 'Петров Иван', position: 'Директор магазина' });
    expect(dkmo.employees[0]?.sign).toMatch(/^data:image\/png;base64,/);
    expect(dkmo.employees[1]).toMatchObject({ position: 'Администратор магазина' });
    expect(dkmo.employees.filter((e) => e.sign).length).toBe(5);
    expect(dkmo.director).toMatchObject({ fio: 'Петров Иван' });
    expect(dkmo.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(dkmo.renewal).toEqual([]);
  });

  it('refuses HR (the area) and another store’s director', async () => {
    expect((await get('hr', '?storeId=10412')).status).toBe(403);
    const other = await get('director', '?storeId=20118');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('ДКМО другого магазина недоступен');
    expect((await get('unitdirector', '?storeId=20118')).status).toBe(403);
  });

  it('says a store without one is not concluded, and one whose leader changed needs re-concluding', async () => {
    const none = (await get('admin', '?storeId=10234')).body as DkmoAnswer;
    expect(none.dkmo).toMatchObject({ status: 'notConcluded', created: false });
    const nevsky = (await get('admin', '?storeId=20118')).body as DkmoAnswer;
    expect(nevsky.dkmo.renewal).toEqual([
      'Сменился руководитель коллектива (директор магазина)',
      'Из коллектива выбыло больше половины его первоначального состава',
    ]);
    const orlova = nevsky.dkmo.employees.find((e) => e.fio.startsWith('Орлова'));
    expect(orlova).toMatchObject({ leftOn: '2025-04-30' });
  });
});

describe('POST /dkmo/sign', () => {
  it('an employee signs, the store’s room gets it live, a second signature is 409 naming who signed', async () => {
    const socket = await connect(server.url, tokens.director!);
    expect((await watch(socket, 'store:10412')).ok).toBe(true);
    const pushed = waitForEvent<ChangeMessage>(socket, 'change');
    const res = await post('director', '/dkmo/sign', {
      id: 's-10412-05',
      sign: sign.pngDataUrl,
      strokes: sign.strokes,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Подпись успешно отправлена!');
    const change = await pushed;
    expect(change).toMatchObject({ collection: 'dkmo', id: '10412' });
    expect(JSON.stringify(change)).not.toContain('data:image');
    socket.close();
    const again = await post('admin', '/dkmo/sign?storeId=10412', {
      id: 's-10412-05',
      sign: sign.pngDataUrl,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^ДКМО уже подписан: Морозова Дарья Александровна/);
  });

  it('records the hash of the agreement shown and seals the image and strokes', async () => {
    const events = await server.services.events.readStream('dkmo-10412');
    const last = events.at(-1)!;
    const view = ((await get('director')).body as DkmoAnswer).dkmo;
    expect(last.type).toBe('DkmoMemberSigned');
    expect((last.data as { documentSha256: string }).documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view.employees.find((e) => e.id === 's-10412-05')?.sign).toBe(sign.pngDataUrl);
    // Sealed: no file under DATA_DIR holds the image's bytes or the strokes' times in clear.
    const png = sign.pngDataUrl.slice(100, 160);
    const time = `"time":${sign.strokes[0]![3]!.time}`;
    const clear = filesUnder(server.dataDir).filter((f) => {
      const bytes = readFileSync(f);
      return bytes.includes(png) || bytes.includes(time);
    });
    expect(clear).toEqual([]);
  });

  it('refuses a signature that is empty, not PNG, or over 1 MB (400), writing nothing', async () => {
    const before = (await server.services.events.readStream('dkmo-10412')).length;
    const gif = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all').toString('base64')}`;
    const big = `data:image/png;base64,${Buffer.alloc(1024 * 1024 + 10).toString('base64')}`;
    for (const bad of ['', 'data:image/jpeg;base64,AAAA', gif, big]) {
      const res = await post('director', '/dkmo/sign', { id: 's-10412-06', sign: bad });
      expect(res.status, bad.slice(0, 30)).toBe(400);
      expect(res.body.message).toMatch(/Подпись/);
    }
    expect((await server.services.events.readStream('dkmo-10412')).length).toBe(before);
  });

  it('HR is refused on the API and gets no DKMO through the store room', async () => {
    expect(
      (await post('hr', '/dkmo/sign?storeId=10412', { id: 's-10412-06', sign: sign.pngDataUrl })).status,
    ).toBe(403);
    const hr = await connect(server.url, tokens.hr!);
    expect((await watch(hr, 'doc:dkmo:10412')).ok).toBe(false);
    hr.close();
  });

  it('a newcomer joins with today’s date; the director concludes a new agreement where one is needed', async () => {
    const { dkmo } = (await get('director')).body as DkmoAnswer;
    const newcomer = dkmo.employees.find((e) => e.newcomer);
    expect(newcomer?.fio).toMatch(/Семёнов/);
    const res = await post('director', '/dkmo/sign', { id: newcomer!.id, sign: sign.pngDataUrl });
    expect(res.status).toBe(200);
    const line = (res.body as DkmoAnswer).dkmo.employees.find((e) => e.id === newcomer!.id);
    expect(line).toMatchObject({ newcomer: false });
    expect(line?.joinedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Not the director of Невский: 'Отсутствует директор'.
    const refused = await post('admin', '/dkmo?storeId=20118', {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Отсутствует директор');
  });
});

describe('POST /dkmo (conclude) and the director’s signature', () => {
  it('Тверская: no director in its staff, so nobody concludes it', async () => {
    const res = await post('admin', '/dkmo?storeId=10234', {});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Отсутствует директор');
  });
});

import { phoneStreamKey } from '#server/features/questionnaire-light/phone-stream';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import {
  collectEvents,
  connect,
  pause,
  waitForEvent,
  watch,
  type ChangeMessage,
  socketTracker,
} from '../helpers/socket';
import { captureLog } from '#server/core/logger';

/** Findings of the security and personal-data review, each pinned by a test. */
let server: TestServer;
const tokens: Record<string, string> = {};
const sockets = socketTracker(() => server.url, tokens);
/** A stand-in for the built client (the suite runs before `vite build`): one page per bundle. */
const dist = mkdtempSync(join(tmpdir(), 'hc-dist-'));
for (const bundle of ['public', 'console']) {
  mkdirSync(join(dist, bundle));
  writeFileSync(join(dist, bundle, 'index.html'), `<!doctype html><title>${bundle}</title>`);
}

beforeAll(async () => {
  server = await startTestServer({ DIST_DIR: dist });
  for (const login of ['admin', 'hr', 'hr-al', 'director']) tokens[login] = (await server.login(login)).token;
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => sockets.closeAll());

describe('store rooms deliver only what the watcher may read', () => {
  it('HR watching a store gets no vacancies and no questionnaires passed to it; the director does', async () => {
    const director = await sockets.of('director');
    const hr = await sockets.of('hr');
    expect(await watch(director, 'store:10412')).toMatchObject({ ok: true });
    expect(await watch(hr, 'store:10412')).toMatchObject({ ok: true });
    const seenByHr = collectEvents<ChangeMessage>(hr, 'change');
    const vacancyChange = waitForEvent<ChangeMessage>(
      director,
      'change',
      (c) => c.collection === 'vacancies' && c.id === '1',
      3000,
    );
    const put = await fetch(`${server.url}/api/v1/vacancies/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
      body: JSON.stringify({ extraStandards: '<p>Проверка комнат</p>' }),
    });
    expect(put.status).toBe(200);
    await vacancyChange;
    await pause(200);
    expect(
      seenByHr.filter((c) => c.collection === 'vacancies' || c.collection === 'questionnairesLight'),
    ).toEqual([]);
  });

  it('a client cannot join a delivery room by its name', async () => {
    const hr = await sockets.of('hr');
    expect(await watch(hr, 'store:10412:vacancies')).toMatchObject({ ok: false });
  });
});

describe('audit of records with personal data', () => {
  it('shows a light questionnaire’s history only to its reviewers, a meeting’s only to the calendar', async () => {
    const hr = await server.get('/audit/questionnaireLight/1', tokens.hr);
    expect(hr.status).toBe(403);
    expect(JSON.stringify(hr.body)).not.toMatch(/7\d{10}/);
    expect((await server.get('/audit/questionnaireLight/1?revision=0', tokens.hr)).status).toBe(403);
    expect((await server.get('/audit/meeting/1', tokens.hr)).status).toBe(403);
    expect((await server.get('/audit/meeting/1', tokens['hr-al'])).status).toBe(403);
    expect((await server.get('/audit/questionnaireLight/1', tokens['hr-al'])).status).toBe(200);
    expect((await server.get('/audit/questionnaireLight/1', tokens.admin)).status).toBe(200);
    expect((await server.get('/audit/meeting/1', tokens.admin)).status).toBe(200);
    // Records without personal data stay open to every auditor.
    expect((await server.get('/audit/position/1', tokens.hr)).status).toBe(200);
  });

  it('hides a phone’s code history from HR without the reviewers’ permission', async () => {
    const phone = '79990007788';
    expect((await server.post('/sendSMS', { phone })).status).toBe(200);
    // The phone's stream is named by a keyed hash of the number.
    const stream = phoneStreamKey(server.services.config.otpPepper, phone);
    expect((await server.get(`/audit/phone/${stream}`, tokens.hr)).status).toBe(403);
    expect((await server.get(`/audit/phone/${stream}`, tokens['hr-al'])).status).toBe(200);
    expect((await server.get(`/audit/phone/${phone}`, tokens['hr-al'])).status).toBe(404);
  });
});

describe('the request log', () => {
  it('names route patterns, never a phone in an audit path or the e-mail link token', async () => {
    const captured = captureLog();
    const logged = await startTestServer({ QUIET: '0' });
    try {
      const admin = (await logged.login('admin')).token;
      await logged.get('/audit/phone/79991234567', admin);
      const token = 'eyJhbGciOiJIUzI1NiJ9.eyJlIjoiYW5uYUBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJlc2lnbmF0dXJl';
      await logged.post(`/questionnaire/emailconfirm/${token}`, {});
      const requests = captured.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request')
        .map((line) => `${String(line.method)} ${String(line.route)} ${String(line.status)}`);
      expect(requests).toContain('GET /api/v1/audit/:kind/:id 404');
      expect(requests).toContain('POST /api/v1/questionnaire/emailconfirm/:id 400');
      expect(captured.text()).not.toContain('79991234567');
      expect(captured.text()).not.toContain(token.split('.')[1]);
    } finally {
      captured.restore();
      await logged.stop();
    }
  });
});

describe('a socket outliving its access token', () => {
  it('is closed by the server when the token expires', async () => {
    const shortLived = await startTestServer({ ACCESS_TOKEN_TTL: '2' });
    try {
      const { token } = await shortLived.login('admin');
      const socket = await connect(shortLived.url, token);
      sockets.track(socket);
      expect(await watch(socket, 'list:positions')).toMatchObject({ ok: true });
      const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect(reason).toBe('io server disconnect');
    } finally {
      await shortLived.stop();
    }
    // Most of it is starting a server of its own (demo data included): 10 s failed on a loaded CI machine.
  }, 30_000);
});

describe('security headers', () => {
  it('pages forbid inline scripts and framing; every answer forbids sniffing and framing', async () => {
    for (const path of ['/', '/vacancies', '/login', '/protected/positions']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const bundle = path.startsWith('/vacancies') || path === '/' ? 'public' : 'console';
      expect(await res.text(), path).toContain(`<title>${bundle}</title>`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const api = await fetch(`${server.url}/api/v1/vacancies/999999`);
    expect(api.status).toBe(404);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('logout', () => {
  it('ends the whole sign-in: a refresh token from before the last refresh stops working too', async () => {
    const first = (await server.post('/login', { login: 'hr', password: 'demo' })).body;
    const second = (await server.post('/refresh', {}, first.refreshToken)).body;
    expect(second.refreshToken).toBeTruthy();
    const third = (await server.post('/refresh', {}, second.refreshToken)).body;
    const out = await server.post('/logout', { refreshToken: third.refreshToken }, third.token);
    expect(out.status).toBe(200);
    for (const old of [first.refreshToken, second.refreshToken, third.refreshToken])
      expect((await server.post('/refresh', {}, old)).status).toBe(401);
    // Another sign-in of the same user is not affected.
    const other = (await server.post('/login', { login: 'hr', password: 'demo' })).body;
    expect((await server.post('/refresh', {}, other.refreshToken)).status).toBe(200);
  });
});

describe('validation messages', () => {
  it('never quote the refused input back', async () => {
    // Within the length limit, so the pattern (digits only) is what refuses it.
    const res = await server.post('/questionnaire-light/edit-gate', { id: 'Иванова А. 7999' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain('Иванова');
    expect(JSON.stringify(res.body)).not.toContain('Expected');
    expect(res.body.message).toMatch(/^Поле «/);
  });
});

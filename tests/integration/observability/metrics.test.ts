import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/core/config';
import { metricsAllowed } from '#server/metrics/endpoint';
import { startTestServer, type TestServer } from '../../helpers/server';
import { freePort } from '../../helpers/ports';

/**
 * Issue 30, item 2: /metrics in Prometheus format with every family the issue names, after some
 * traffic; in production only with METRICS_TOKEN (401 without it).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server.stop();
});

const scrape = async (url: string, token?: string) => {
  const res = await fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** The value of one sample line (`name{labels} value`), or undefined when it is not there. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics', () => {
  it('exposes every family after some traffic', async () => {
    const admin = (await server.login('admin')).token;
    const list = await server.post(
      '/get-questionnaire-light-list',
      { type: 'new', offset: 0, limit: 10, where: { position: '@all', city: '@all', store: '@all' } },
      admin,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const add = (title: string) => server.post('/dictionaries/institutions/add', { title }, admin);
    expect((await add('Колледж наблюдаемости')).status).toBe(200);
    expect((await server.post('/dictionaries/institutions/add', {}, admin)).status).toBe(400);
    const hr = (await server.login('hr')).token;
    expect((await server.post('/dictionaries/institutions/add', { title: 'Колледж' }, hr)).status).toBe(403);

    const { status, type, text } = await scrape(server.url);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const route = 'route="/api/v1/dictionaries/:dictionary/add"';
    expect(
      sample(
        text,
        'hc_http_request_duration_seconds_count',
        `method="POST",route="/api/v1/get-questionnaire-light-list",status="200"`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/hc_http_request_duration_seconds_bucket\{le="0\.1",method="POST"/);
    expect(sample(text, 'hc_commands_total', `${route},outcome="ok"`)).toBe(1);
    expect(sample(text, 'hc_commands_total', `${route},outcome="client_error"`)).toBe(2);
    expect(sample(text, 'hc_eventstore_append_duration_seconds_count')).toBeGreaterThan(0);
    for (const projection of ['questionnairesLight', 'hires', 'candidateChecks']) {
      expect(sample(text, 'hc_projection_lag_events', `projection="${projection}"`)).toBe(0);
      expect(sample(text, 'hc_projection_lag_seconds', `projection="${projection}"`)).toBe(0);
    }
    for (const system of ['sms', 'mail', 'onec', 'jobboards'])
      expect(sample(text, 'hc_outbox_depth', `system="${system}"`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'hc_checks_in_flight')).toBeGreaterThanOrEqual(0);
    const node = server.services.runner.id;
    expect(sample(text, 'hc_sockets', `node="${node}"`)).toBe(0);
    expect(sample(text, 'hc_lease_holder', `node="${node}"`)).toBe(1);
    expect(text).not.toContain('route="/api/v1/get-questionnaire-light-list",outcome');
    expect(text).toContain('hc_process_cpu_seconds_total');
  });

  it('counts a conflict (409) as its own outcome', async () => {
    const admin = (await server.login('admin')).token;
    const title = 'Колледж конфликтов';
    expect((await server.post('/dictionaries/institutions/add', { title }, admin)).status).toBe(200);
    const again = await server.post('/dictionaries/institutions/add', { title }, admin);
    const { text } = await scrape(server.url);
    const outcome = again.status === 409 ? 'conflict' : 'client_error';
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(
      sample(text, 'hc_commands_total', `route="/api/v1/dictionaries/:dictionary/add",outcome="${outcome}"`),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics on a port of its own', () => {
  it('is served on METRICS_PORT only (404 on the main port)', async () => {
    const port = await freePort();
    const node = await startTestServer({ METRICS_PORT: String(port) });
    try {
      expect((await scrape(node.url)).status).toBe(404);
      const own = await scrape(`http://127.0.0.1:${port}`);
      expect(own.status).toBe(200);
      expect(own.text).toContain('hc_lease_holder');
    } finally {
      await node.stop();
    }
  }, 60_000);
});

describe('/metrics in production', () => {
  const production = {
    MODE: 'production',
    CHECKS_EXTERNAL: 'off',
    JWT_SECRET: 'p'.repeat(40),
    PII_MASTER_KEY: 'a'.repeat(64),
  };

  it('answers 401 without the token or with a wrong one, and the figures with it', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const node = await startTestServer({ ...production, METRICS_TOKEN: token });
    try {
      expect((await scrape(node.url)).status).toBe(401);
      expect((await scrape(node.url, 'wrong-token')).status).toBe(401);
      const allowed = await scrape(node.url, token);
      expect(allowed.status).toBe(200);
      expect(allowed.text).toContain('hc_lease_holder');
    } finally {
      await node.stop();
    }
  }, 60_000);

  it('refuses everyone on the main port when METRICS_TOKEN is not set; the demo is open', () => {
    const dir = server.dataDir;
    expect(metricsAllowed(loadConfig({ ...production, DATA_DIR: dir }), 'Bearer anything')).toBe(false);
    expect(metricsAllowed(loadConfig({ ...production, DATA_DIR: dir }), undefined)).toBe(false);
    expect(metricsAllowed(loadConfig({ DATA_DIR: dir }), undefined)).toBe(true);
  });
});

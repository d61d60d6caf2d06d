import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '#server/core/config';
import { startServer, type RunningServer } from '#server/main';
import { seedDemo } from '#server/demo/seed';
import { questionnairesWithRunningChecks } from '#projections/checks/queries';
import { parseStreamId } from '#events/core/envelope';
import { NOTIFICATION_KIND } from '#events/notifications/events';
import { responseProblem, VALIDATE_RESPONSES } from './openapi';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Logs a demo user in (password 'demo') and returns the session response. */
  login(login: string): Promise<{ token: string; refreshToken: string }>;
  post(path: string, body: unknown, token?: string): Promise<{ status: number; body: any }>;
  /**
   * The events written after `position` to records, as 'Type stream-id' (empty: nothing written).
   * The outbox's own streams are left out: the dispatcher may send (and record) a candidate's
   * message at any moment, so 'a refusal wrote nothing' must not count them.
   */
  recordsWrittenSince(position: number): Promise<string[]>;
  get(path: string, token?: string): Promise<{ status: number; body: any }>;
  stop(): Promise<void>;
}

async function checksSettled(server: RunningServer): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until && (await questionnairesWithRunningChecks(server.services.read)).length > 0)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // The last results' moves of the questionnaires (the process reacts to each result).
  let head = await server.services.events.headPosition();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await server.services.events.headPosition();
    if (now === head || Date.now() > until) break;
    head = now;
  }
  await server.services.bus.waitForProjections(head, 60_000);
}

/** A real server on a random port with its own temporary data directory and the demo data. */
export async function startTestServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<TestServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'hc-test-'));
  // The demo's candidate checks (server/features/checks/demo-seed.ts) run in the background at start:
  // on the test servers the sandboxes answer at once and the server is handed over once they have
  // settled, so no test sees events appear that it did not cause. A test setting the delay waits itself.
  const settle = !('CHECKS_SANDBOX_DELAY_MS' in env);
  const config: Config = loadConfig({
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    QUIET: '1',
    CHECKS_SANDBOX_DELAY_MS: '0',
    // The 1C sandbox posts and builds documents at once (docs/onec-sandbox.md); a test may set its own.
    ONEC_SANDBOX_DELAY_MS: '0',
    CHECKS_TIMEOUT_MS: '300',
    ...env,
  });
  const server = await startServer(config, { seed: seedDemo });
  if (settle) await checksSettled(server);
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    // Every answer must match the API's description (tests/helpers/openapi.ts has the switch).
    if (VALIDATE_RESPONSES && typeof parsed !== 'string') {
      const problem = responseProblem(method, path, res.status, parsed);
      if (problem) throw new Error(`${problem}\n${text.slice(0, 500)}`);
    }
    return { status: res.status, body: parsed as any };
  };
  const tokens = new Map<string, { token: string; refreshToken: string }>();
  return {
    ...server,
    dataDir: dir,
    post: (path, body, token) => call('POST', path, body, token),
    async recordsWrittenSince(position) {
      const after = await server.services.events.readAll({ fromPosition: position });
      return after
        .filter((event) => parseStreamId(event.streamId).kind !== NOTIFICATION_KIND)
        .map((event) => `${event.type} ${event.streamId}`);
    },
    get: (path, token) => call('GET', path, undefined, token),
    async login(login) {
      const cached = tokens.get(login);
      if (cached) return cached;
      const res = await call('POST', '/login', { login, password: 'demo' });
      if (res.status !== 200)
        throw new Error(`login ${login} failed: ${res.status} ${JSON.stringify(res.body)}`);
      tokens.set(login, res.body);
      return res.body;
    },
    async stop() {
      await server.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

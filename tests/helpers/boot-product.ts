import { spawn, type ChildProcess } from 'node:child_process';

/**
 * How long a started product may take to answer. A first start on an empty DATA_DIR seeds the demo
 * (its hires' documents are rendered and signed), which takes 10-15 s on a quiet 2-core machine and
 * more beside another test file on CI; a restart on existing data takes a few seconds.
 */
export const BOOT_WAIT_MS = 90_000;

export interface BootOptions {
  dataDir: string;
  port: number;
  /** Settings beside the ones every such test needs (DATA_DIR, PORT, HOST, QUIET, DEMO_HISTORY). */
  env?: Record<string, string>;
  /** The path whose 200 means the node is up (for the health route: its body says `ok: true`). */
  probe?: '/api/v1/config' | '/api/v1/health';
  /** Each started child is added here, for a suite's afterAll to stop. */
  children?: ChildProcess[];
}

/** Starts `scripts/start.ts` in a child process and waits until it answers (or kills it and throws). */
export async function bootProduct(options: BootOptions): Promise<ChildProcess> {
  const { dataDir, port, env = {}, probe = '/api/v1/config', children } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUIET: '1',
      DEMO_HISTORY: 'off',
      ...env,
    },
    stdio: 'ignore',
  });
  children?.push(child);
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + BOOT_WAIT_MS;
  while (Date.now() < deadline && !exited) {
    const up = await fetch(`http://127.0.0.1:${port}${probe}`)
      .then(
        async (res) =>
          res.ok && (probe !== '/api/v1/health' || ((await res.json()) as { ok?: boolean }).ok === true),
      )
      .catch(() => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(
    exited ? 'the product exited before it answered' : `the product did not answer in ${BOOT_WAIT_MS} ms`,
  );
}

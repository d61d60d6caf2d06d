import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stopChild, trackChild } from './cleanup';
import { REPO_ROOT } from './child';
import { SERVER_NODE_ARGS } from './config';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** user + system CPU seconds of a process from /proc/<pid>/stat (clock ticks of 10 ms). */
export function procCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The real product (scripts/start.ts) in its own process, with its own data directory. `cwd` other
 * than the repository serves another client build: the server serves ./dist of its working directory.
 */
export async function startServerProcess(
  dataDir: string,
  nodeArgs: string[],
  options: { cwd?: string; startSeconds?: number; env?: Record<string, string> } = {},
): Promise<{ child: ChildProcess; url: string; seconds: number }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    QUIET: '1',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    LOGIN_LIMIT_PER_LOGIN: '100000',
    ...options.env,
  };
  // The embedded stores are what this bench measures, whatever the shell has configured.
  delete env.EVENTSTORE_URL;
  delete env.MONGO_URL;
  delete env.MODE;
  delete env.NODE_ENV;
  const cwd = options.cwd ?? REPO_ROOT;
  // From another directory, tsx and the entry are given by absolute path, and tsx uses our tsconfig.
  const elsewhere = cwd !== REPO_ROOT;
  if (elsewhere) env.TSX_TSCONFIG_PATH = join(REPO_ROOT, 'tsconfig.json');
  const loader = elsewhere ? import.meta.resolve('tsx') : 'tsx';
  const entry = elsewhere ? join(REPO_ROOT, 'scripts', 'start.ts') : 'scripts/start.ts';
  const started = performance.now();
  const child = trackChild(
    spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, '--import', loader, entry], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A server that projects a large appended data set at its start takes longer (test 8).
  const startSeconds = options.startSeconds ?? 60;
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/list-roles`, { method: 'POST' });
      if (res.status > 0) return { child, url, seconds: (performance.now() - started) / 1000 };
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  await stopChild(child);
  throw new Error(`server did not start within ${startSeconds} s:\n${output}`);
}

export async function postJson(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  let res: Response;
  try {
    res = await send();
  } catch (err) {
    // A kept-alive connection the server closed while idle (its 5 s keep-alive timeout, e.g. during
    // a long first call) resets on reuse: the request never reached the server, so send it again.
    if (
      !(err instanceof TypeError) ||
      !String((err.cause as { code?: string } | undefined)?.code).includes('ECONNRESET')
    )
      throw err;
    res = await send();
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body: parsed };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { loadConfig } from '#server/core/config';

/**
 * Two API nodes on one machine and one DATA_DIR (issue 16): node A on PORT (3000), node B on
 * PORT + 1. Whichever holds the projections lease writes read models and runs reactors; the other
 * follows the change feed. Stop one with Ctrl+C in its own terminal (or `kill`) and watch the other
 * take over; `GET /api/v1/health` says each node's role. Both nodes read the same environment
 * as `npm start` (EVENTSTORE_URL and MONGO_URL run them on the production stores).
 */
const config = loadConfig();
const nodes: ChildProcess[] = [];

function startNode(name: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: config.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code, signal) => console.log(`[${name}] stopped (${signal ?? `exit ${code}`})`));
  nodes.push(child);
  return child;
}

async function healthy(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`node on port ${port} did not start`);
}

async function main(): Promise<void> {
  // A first: on an empty DATA_DIR it seeds the demo data, which B must not do a second time.
  startNode('A', config.port);
  await healthy(config.port);
  startNode('B', config.port + 1);
  await healthy(config.port + 1);
  console.log(`Two nodes: http://localhost:${config.port} and http://localhost:${config.port + 1}`);
  const stop = () => {
    for (const node of nodes) node.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  for (const node of nodes) node.kill('SIGKILL');
  process.exit(1);
});

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { trackChild } from './cleanup';
import { ProcRssSampler } from './stats';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIR = fileURLToPath(new URL('./', import.meta.url));

export interface WorkerRun<T> {
  result: T;
  /** Peak VmRSS of the child sampled from outside every 50 ms. */
  peakRssSampled: number;
  samples: number;
  wallSeconds: number;
}

/**
 * Runs a TypeScript file of this folder in a fresh Node process (tsx loader) and returns the JSON it
 * prints after `BENCH_RESULT `. `nodeArgs` go before the script (e.g. --cpu-prof).
 */
export function runWorker<T>(script: string, args: string[], nodeArgs: string[] = []): Promise<WorkerRun<T>> {
  const started = performance.now();
  const child = trackChild(
    spawn(process.execPath, [...nodeArgs, '--import', 'tsx', `${BENCH_DIR}${script}`, ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const sampler = new ProcRssSampler(child.pid!, 50);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (err) => {
      sampler.stop();
      reject(err);
    });
    child.once('exit', (code, signal) => {
      sampler.stop();
      const line = stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
      if (code !== 0 || !line) {
        reject(
          new Error(
            `${script} ${args[0] ?? ''} exited with ${code ?? signal}:\n${stderr.trim() || stdout.trim()}`,
          ),
        );
        return;
      }
      resolve({
        result: JSON.parse(line.slice('BENCH_RESULT '.length)) as T,
        peakRssSampled: sampler.peak,
        samples: sampler.samples,
        wallSeconds: (performance.now() - started) / 1000,
      });
    });
  });
}

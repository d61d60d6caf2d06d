import { spawn } from 'node:child_process';
import { rerunArgs } from './rebuild-args';

/**
 * npm run rebuild -- <projection>|all: the rebuild itself is rebuild-run.ts, loaded here, or for
 * `all` run in a child with a larger young generation (rebuild-args.ts), started before this
 * process has loaded anything else; the terminal and signals pass through, its exit code is ours.
 */
const args = rerunArgs(process.argv, process.execArgv);
if (args) {
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.once('error', (err) => {
    console.error(`The rebuild could not start: ${err.message}`);
    process.exit(1);
  });
  // No code: the child was ended by a signal.
  child.once('exit', (code) => process.exit(code ?? 1));
} else {
  await import('./rebuild-run');
}

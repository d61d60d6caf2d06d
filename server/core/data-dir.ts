import { accessSync, chmodSync, constants, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error';

/**
 * The data directory holds the event log, read models, keys and secrets: created for this user only
 * (0700; files 0600 through the process umask), and checked before anything opens it, so a missing
 * parent or a read-only disk stops the server with one sentence instead of a stack trace.
 */
export function prepareDataDir(dataDir: string): void {
  // Files this process creates from now on (SQLite files, their journals, keys) are 0600.
  process.umask(0o077);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (!statSync(dataDir).isDirectory()) throw new Error('not a directory');
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (err) {
    const reason = err instanceof Error && 'code' in err ? String(err.code) : 'недоступен';
    throw new ConfigError(
      `Каталог данных DATA_DIR=${dataDir} нельзя создать или записать (${reason}): укажите доступный каталог`,
    );
  }
  // Files made before (an older version, a copy): tightened too.
  for (const name of readdirSync(dataDir)) {
    const path = join(dataDir, name);
    if (statSync(path).isFile()) chmodSync(path, 0o600);
  }
  chmodSync(dataDir, 0o700);
}

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../core/config-error';
import { prepareDataDir } from '../core/data-dir';

const KEY_BYTES = 32;

/** 32 bytes written as 64 hex digits or as base64 (44 characters); anything else is refused. */
export function parseMasterKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(value)) return Buffer.from(value, 'base64');
  return null;
}

/**
 * The master key that wraps every candidate's data key. Production takes it from PII_MASTER_KEY
 * only (it must never lie beside the data it protects); a demo keeps a random one in its data
 * directory (0600) so that its data survives a restart.
 */
export function loadMasterKey(env: NodeJS.ProcessEnv, mode: 'demo' | 'production', dataDir: string): Buffer {
  const configured = env.PII_MASTER_KEY;
  if (configured) {
    const key = parseMasterKey(configured);
    if (!key) throw new ConfigError('PII_MASTER_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  if (mode === 'production') throw new ConfigError('PII_MASTER_KEY must be set in production mode');
  const file = join(dataDir, 'pii-master-key');
  prepareDataDir(dataDir);
  if (existsSync(file)) {
    const key = parseMasterKey(readFileSync(file, 'utf8'));
    if (key) return key;
    throw new ConfigError(`The demo master key in ${file} is damaged: restore it or start a new DATA_DIR`);
  }
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

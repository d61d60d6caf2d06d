import { dirname } from 'node:path';
import { loadMasterKey } from '#server/privacy/master-key';
import { readStoreKey } from '#server/readstore/doc-codec';

/**
 * The key the server seals its read store with, for a bench worker writing that store: the demo
 * master key of the data directory (or PII_MASTER_KEY), so that the figures include the sealing.
 */
export function benchReadKey(readFile: string): Buffer {
  return readStoreKey(loadMasterKey(process.env, 'demo', dirname(readFile)));
}

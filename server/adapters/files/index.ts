import { join } from 'node:path';
import { openDirectoryFileStore } from './directory';
import type { FileStore } from './port';

export type { FileStore };

/** The scans' store: a directory under DATA_DIR (the port is ready for an S3-compatible store). */
export function openFileStore(config: { dataDir: string }): FileStore {
  return openDirectoryFileStore(join(config.dataDir, 'files'));
}

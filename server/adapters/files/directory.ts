import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './port';

const ID = /^[0-9a-f]{32}$/;

/**
 * Files under DATA_DIR/files/<owner key>/<id>: the owner key is a hash of the owner (so no record id
 * or name becomes a path), ids are checked hex, files are written 0600 (the process umask) through a
 * temporary name and a rename, so a half-written upload never appears.
 */
export function openDirectoryFileStore(root: string): FileStore {
  const ownerDir = (owner: string) =>
    join(root, createHash('sha256').update(owner).digest('hex').slice(0, 40));
  const pathOf = (owner: string, id: string) => {
    if (!ID.test(id)) throw new Error('bad file id');
    return join(ownerDir(owner), id);
  };
  return {
    name: 'directory',
    async put(owner, id, bytes) {
      const path = pathOf(owner, id);
      await mkdir(ownerDir(owner), { recursive: true, mode: 0o700 });
      const temp = `${path}.part`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, path);
    },
    async get(owner, id) {
      try {
        return await readFile(pathOf(owner, id));
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(owner, id) {
      await rm(pathOf(owner, id), { force: true });
    },
    async removeOwner(owner) {
      await rm(ownerDir(owner), { recursive: true, force: true });
    },
  };
}

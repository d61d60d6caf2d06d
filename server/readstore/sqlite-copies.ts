import { closeSync, fsyncSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The damaged read stores moved aside by healing (`read.sqlite.broken-<time>` and their -wal and
 * -shm companions). They are sealed with the read store's key, which is derived from the master key,
 * not with the candidates' own keys: destroying a candidate's key does not make them unreadable.
 * So they are kept only as long as a post-mortem needs them (at most KEEP_COPIES, at most
 * KEEP_COPY_DAYS days, pruned at every start) and shredded at every erasure (152-FZ).
 */
export const KEEP_COPIES = 2;
export const KEEP_COPY_DAYS = 7;
const DAY_MS = 86_400_000;
const COMPANIONS = ['', '-wal', '-shm'];
const STAMP = /\.broken-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;
const ZEROS = Buffer.alloc(1024 * 1024);

export interface BrokenCopy {
  /** The copy's main file (`<file>.broken-<time>`). */
  path: string;
  /** When it was moved aside (from its name; the file's time when the name has none). */
  movedAt: Date;
}

/** The kept copies of `file`, newest first. */
export function brokenCopiesOf(file: string): BrokenCopy[] {
  const dir = dirname(file);
  const prefix = `${basename(file)}.broken-`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const mains = new Set(
    names.filter((name) => name.startsWith(prefix)).map((name) => name.replace(/-(wal|shm)$/, '')),
  );
  return [...mains]
    .map((name) => ({ path: join(dir, name), movedAt: movedAtOf(join(dir, name)) }))
    .sort((a, b) => b.movedAt.getTime() - a.movedAt.getTime());
}

function movedAtOf(path: string): Date {
  const m = STAMP.exec(path);
  if (m) return new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  for (const suffix of COMPANIONS) {
    try {
      return statSync(path + suffix).mtime;
    } catch {
      /* try the next companion */
    }
  }
  return new Date(0);
}

/**
 * Overwrites the file with zeros, flushes it, then removes it: the plain unlink of a file leaves
 * its blocks readable until reused (on file systems that write in place, which the embedded setup
 * assumes; an SSD's own remapping is out of a program's reach).
 */
export function shredFile(path: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'r+');
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return;
    throw err;
  }
  try {
    const size = statSync(path).size;
    for (let at = 0; at < size; at += ZEROS.length) {
      writeSync(fd, ZEROS, 0, Math.min(ZEROS.length, size - at), at);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  rmSync(path, { force: true });
}

/** Shreds a copy with its -wal and -shm companions. */
export function shredCopy(path: string): void {
  for (const suffix of COMPANIONS) shredFile(path + suffix);
}

/** Shreds every kept copy of `file` (an erasure); returns how many there were. */
export function shredBrokenCopies(file: string): number {
  const copies = brokenCopiesOf(file);
  for (const copy of copies) shredCopy(copy.path);
  return copies.length;
}

/** Shreds the copies past the retention (more than KEEP_COPIES, or older than KEEP_COPY_DAYS). */
export function pruneBrokenCopies(file: string, now: Date = new Date()): string[] {
  const oldest = now.getTime() - KEEP_COPY_DAYS * DAY_MS;
  const gone = brokenCopiesOf(file).filter((copy, i) => i >= KEEP_COPIES || copy.movedAt.getTime() < oldest);
  for (const copy of gone) shredCopy(copy.path);
  return gone.map((copy) => copy.path);
}

import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/** SQLite's default page size, which the read store keeps. */
const PAGE = 4096;

/**
 * The leaf pages of a table or index of a closed SQLite file, its WAL first checkpointed into it
 * (the read store's documents are sealed, so pages are found through SQLite's page statistics).
 */
export function leafPages(file: string, name: string): number[] {
  const db = new Database(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  const pages = db
    .prepare<[string], { pageno: number }>("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf'")
    .all(name)
    .map((row) => row.pageno);
  db.close();
  return pages;
}

/** Overwrites page `pageno` (1-based) of the file with garbage. */
export function garblePage(file: string, pageno: number): void {
  expect(pageno).toBeGreaterThan(1); // past the schema page
  const bytes = readFileSync(file);
  const page = (pageno - 1) * PAGE;
  for (let i = 0; i < PAGE; i++) bytes[page + i] = (i * 151 + 7) % 256;
  writeFileSync(file, bytes);
}

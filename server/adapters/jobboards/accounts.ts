import { stringField } from '#events/core/json';
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { JobBoardService, JobBoardTokens } from './port';

/**
 * The job-board sign-ins of staff users (spec part 1, section 7: POST /reset/{service} logs the
 * account out). Tokens are secrets, so they never go into events or read models (both are replayed,
 * exported and pushed): they live in one small SQLite file in DATA_DIR, encrypted with a key derived
 * from the server secret (AES-256-GCM), one row per user and board.
 *
 * The OAuth `state` of a pending sign-in lives here too: the popup's callback carries no console
 * session (the console keeps its token in localStorage), so the single-use state names the user.
 */
export interface JobBoardAccounts {
  tokens(userId: string, service: JobBoardService): JobBoardTokens | null;
  saveTokens(userId: string, service: JobBoardService, tokens: JobBoardTokens): void;
  /** Forgets the sign-in; true when there was one. */
  remove(userId: string, service: JobBoardService): boolean;
  /**
   * Remembers a pending sign-in of `userId` under `state` (random, from `newState`), bound to the
   * browser that started it by `browserKey` (kept in that browser's cookie; only its hash is stored).
   */
  savePendingState(state: string, userId: string, service: JobBoardService, browserKey: string): void;
  /**
   * The pending sign-in of `state`, removed (single use); null when unknown, expired, or presented
   * by another browser (`browserKey` differs): someone else's sign-in link must not attach their
   * board account to this user, nor this user's account to theirs.
   */
  takePendingState(
    state: string,
    browserKey: string | undefined,
  ): { userId: string; service: JobBoardService } | null;
  close(): void;
}

/** A pending sign-in expires like the boards' authorization codes. */
export const PENDING_STATE_TTL_MS = 15 * 60 * 1000;

/** 32 random bytes, URL-safe: the OAuth state of one sign-in. */
export const newState = (): string => randomBytes(32).toString('base64url');

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS jobboard_accounts (
    user_id TEXT NOT NULL,
    service TEXT NOT NULL,
    tokens TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (user_id, service)
  );
  CREATE TABLE IF NOT EXISTS jobboard_pending_signins (
    state TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    service TEXT NOT NULL,
    browser_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
`;

export function openJobBoardAccounts(options: {
  dataDir: string;
  /** The server secret; the encryption key is derived from it. */
  secret: string;
  clock?: () => number;
  /** ':memory:' for tests; default `${dataDir}/jobboard-accounts.sqlite`. */
  file?: string;
}): JobBoardAccounts {
  const now = options.clock ?? Date.now;
  let file = options.file;
  if (!file) {
    mkdirSync(options.dataDir, { recursive: true });
    file = join(options.dataDir, 'jobboard-accounts.sqlite');
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const key = createHmac('sha256', options.secret).update('jobboard-accounts/v1').digest();

  const select = db.prepare<[string, string], { tokens: string }>(
    'SELECT tokens FROM jobboard_accounts WHERE user_id = ? AND service = ?',
  );
  const upsert = db.prepare<[string, string, string, string]>(
    `INSERT INTO jobboard_accounts (user_id, service, tokens, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, service) DO UPDATE SET tokens = excluded.tokens, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare<[string, string]>(
    'DELETE FROM jobboard_accounts WHERE user_id = ? AND service = ?',
  );
  const insertState = db.prepare<[string, string, string, string, number]>(
    `INSERT OR REPLACE INTO jobboard_pending_signins (state, user_id, service, browser_hash, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const pruneStates = db.prepare<[number]>('DELETE FROM jobboard_pending_signins WHERE expires_at <= ?');
  const takeState = db.prepare<
    [string],
    { user_id: string; service: string; browser_hash: string; expires_at: number }
  >(
    'DELETE FROM jobboard_pending_signins WHERE state = ? RETURNING user_id, service, browser_hash, expires_at',
  );
  const hashOf = (value: string) => createHmac('sha256', key).update(value).digest();

  return {
    tokens(userId, service) {
      const row = select.get(userId, service);
      if (!row) return null;
      // A changed server secret cannot decrypt old rows: the user simply signs in again.
      return decrypt(key, row.tokens);
    },
    saveTokens(userId, service, tokens) {
      upsert.run(userId, service, encrypt(key, tokens), new Date(now()).toISOString());
    },
    remove(userId, service) {
      return remove.run(userId, service).changes > 0;
    },
    savePendingState(state, userId, service, browserKey) {
      pruneStates.run(now());
      insertState.run(
        state,
        userId,
        service,
        hashOf(browserKey).toString('hex'),
        now() + PENDING_STATE_TTL_MS,
      );
    },
    takePendingState(state, browserKey) {
      const row = takeState.get(state);
      if (!row || row.expires_at <= now() || !browserKey) return null;
      const expected = Buffer.from(row.browser_hash, 'hex');
      const presented = hashOf(browserKey);
      if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return null;
      if (row.service !== 'headhunter' && row.service !== 'superjob') return null;
      return { userId: row.user_id, service: row.service };
    },
    close() {
      db.close();
    },
  };
}

function encrypt(key: Buffer, tokens: JobBoardTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
}

function decrypt(key: Buffer, stored: string): JobBoardTokens | null {
  try {
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const parsed: unknown = JSON.parse(text);
    const accessToken = stringField(parsed, 'accessToken');
    const expiresAt = stringField(parsed, 'expiresAt');
    const refreshToken = stringField(parsed, 'refreshToken');
    if (!accessToken || !expiresAt) return null;
    return {
      accessToken,
      expiresAt,
      ...(refreshToken ? { refreshToken } : {}),
    };
  } catch {
    return null;
  }
}

import { createHmac } from 'node:crypto';
import Database from 'better-sqlite3';
import { openBytes, sealBytes } from '#server/privacy/file-sealing';
import type { HireTimeline } from './timeline';
import type { OneSTrigger } from './triggers';

/**
 * The sandbox 1C's base: one SQLite file in DATA_DIR (onec-sandbox.sqlite), so the employees and
 * documents survive a restart and a crashed send can be counted afterwards. No personal value is
 * stored in the clear: a person's card, passport records and the document's bank requisites are
 * sealed (AES-256-GCM, server/privacy/file-sealing, bound to the row) with a key derived from the
 * master key, and INN and SNILS are found by their HMAC. The document's own fields (date, position,
 * store code, our comment) are not personal and stay readable.
 */
export interface SandboxPerson {
  ref: string;
  code: string;
  trigger: OneSTrigger;
  data: Record<string, unknown>;
  hangDone: boolean;
  outageUntil: number | null;
}

export interface SandboxHire extends HireTimeline {
  ref: string;
  number: string;
  comment: string;
  personRef: string;
  employeeRef: string;
  staleDone: boolean;
  /** The personal part (bank requisites), opened. */
  sealed: Record<string, unknown>;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS persons (
    ref TEXT PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, inn_mac TEXT, snils_mac TEXT, trigger TEXT NOT NULL,
    sealed BLOB NOT NULL, hang_done INTEGER NOT NULL DEFAULT 0, outage_until INTEGER
  );
  CREATE INDEX IF NOT EXISTS persons_inn ON persons (inn_mac);
  CREATE INDEX IF NOT EXISTS persons_snils ON persons (snils_mac);
  CREATE TABLE IF NOT EXISTS person_documents (
    id INTEGER PRIMARY KEY AUTOINCREMENT, person_ref TEXT NOT NULL, kind_ref TEXT NOT NULL,
    period TEXT NOT NULL, sealed BLOB NOT NULL
  );
  CREATE TABLE IF NOT EXISTS hires (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, ref TEXT NOT NULL UNIQUE, comment TEXT NOT NULL,
    person_ref TEXT NOT NULL, state TEXT NOT NULL, sealed BLOB NOT NULL
  );
  CREATE INDEX IF NOT EXISTS hires_comment ON hires (comment);
`;

interface PersonRow {
  ref: string;
  seq: number;
  trigger: string;
  sealed: Buffer;
  hang_done: number;
  outage_until: number | null;
}
interface HireRow {
  seq: number;
  ref: string;
  comment: string;
  person_ref: string;
  state: string;
  sealed: Buffer;
}
/** The clear part of a document row (everything but `sealed`). */
type HireState = Omit<SandboxHire, 'ref' | 'number' | 'comment' | 'personRef' | 'sealed'>;

export class OneSSandboxStore {
  private readonly db: Database.Database;
  private readonly key: Buffer;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string, key: Buffer) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // A commit survives the process being killed (WAL); only a power cut may lose the last ones.
    this.db.pragma('synchronous = NORMAL');
    // Two server nodes may share one DATA_DIR (scripts/start-cluster.ts).
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.key = key;
  }

  /** Runs `fn` in one write transaction (what it read is what it changes, across processes too). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  mac(kind: 'inn' | 'snils', value: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${value}`).digest('hex');
  }

  personsBy(kind: 'inn' | 'snils', value: string): SandboxPerson[] {
    const rows = this.sql<[string], PersonRow>(
      `SELECT * FROM persons WHERE ${kind}_mac = ? ORDER BY seq`,
    ).all(this.mac(kind, value));
    return rows.map((row) => this.personOf(row));
  }

  person(ref: string): SandboxPerson | null {
    const row = this.sql<[string], PersonRow>('SELECT * FROM persons WHERE ref = ?').get(ref);
    return row ? this.personOf(row) : null;
  }

  insertPerson(ref: string, data: Record<string, unknown>, trigger: OneSTrigger): SandboxPerson {
    const text = (name: string) => (typeof data[name] === 'string' && data[name] ? data[name] : null);
    const inn = text('ИНН');
    const snils = text('СтраховойНомерПФР');
    const { seq } = this.sql<[], { seq: number }>(
      'SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM persons',
    ).get()!;
    this.sql(
      'INSERT INTO persons (ref, seq, inn_mac, snils_mac, trigger, sealed) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      ref,
      seq,
      inn && this.mac('inn', inn),
      snils && this.mac('snils', snils),
      trigger,
      this.seal(`person:${ref}`, data),
    );
    return this.person(ref)!;
  }

  updatePerson(ref: string, change: { hangDone?: boolean; outageUntil?: number | null }): void {
    if (change.hangDone !== undefined)
      this.sql('UPDATE persons SET hang_done = ? WHERE ref = ?').run(change.hangDone ? 1 : 0, ref);
    if (change.outageUntil !== undefined)
      this.sql('UPDATE persons SET outage_until = ? WHERE ref = ?').run(change.outageUntil, ref);
  }

  insertPersonDocument(
    personRef: string,
    kindRef: string,
    period: string,
    data: Record<string, unknown>,
  ): void {
    const insert = this.sql(
      'INSERT INTO person_documents (person_ref, kind_ref, period, sealed) VALUES (?, ?, ?, ?)',
    );
    const { lastInsertRowid } = insert.run(personRef, kindRef, period, Buffer.alloc(0));
    this.sql('UPDATE person_documents SET sealed = ? WHERE id = ?').run(
      this.seal(`person-document:${String(lastInsertRowid)}`, data),
      lastInsertRowid,
    );
  }

  personDocuments(personRef: string): Record<string, unknown>[] {
    return this.sql<[string], { id: number; sealed: Buffer }>(
      'SELECT id, sealed FROM person_documents WHERE person_ref = ? ORDER BY id',
    )
      .all(personRef)
      .map((row) => this.open(`person-document:${row.id}`, row.sealed));
  }

  insertHire(hire: Omit<SandboxHire, 'number'>): SandboxHire {
    const { ref, comment, personRef, sealed, ...state } = hire;
    this.sql('INSERT INTO hires (ref, comment, person_ref, state, sealed) VALUES (?, ?, ?, ?, ?)').run(
      ref,
      comment,
      personRef,
      JSON.stringify(state satisfies HireState),
      this.seal(`hire:${ref}`, sealed),
    );
    return this.hire(ref)!;
  }

  hire(ref: string): SandboxHire | null {
    const row = this.sql<[string], HireRow>('SELECT * FROM hires WHERE ref = ?').get(ref);
    return row ? this.hireOf(row) : null;
  }

  /** Documents whose comment contains `text` (OData substringof), oldest first. */
  hiresWithComment(text: string): SandboxHire[] {
    return this.sql<[string], HireRow>('SELECT * FROM hires WHERE instr(comment, ?) > 0 ORDER BY seq')
      .all(text)
      .map((row) => this.hireOf(row));
  }

  saveHire(hire: SandboxHire): void {
    const { ref, number: _n, comment: _c, personRef: _p, sealed: _s, ...state } = hire;
    this.sql('UPDATE hires SET state = ? WHERE ref = ?').run(JSON.stringify(state satisfies HireState), ref);
  }

  close(): void {
    this.db.close();
  }

  /** One prepared statement per text (the sandbox runs the same few all the time). */
  private sql<P extends unknown[] = unknown[], R = unknown>(text: string): Database.Statement<P, R> {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement as Database.Statement<P, R>;
  }

  private personOf(row: PersonRow): SandboxPerson {
    return {
      ref: row.ref,
      code: `ЗУ-${String(row.seq).padStart(8, '0')}`,
      trigger: row.trigger as OneSTrigger,
      data: this.open(`person:${row.ref}`, row.sealed),
      hangDone: row.hang_done === 1,
      outageUntil: row.outage_until,
    };
  }

  private hireOf(row: HireRow): SandboxHire {
    // Our own rows, written by insertHire/saveHire: their shape is ours.
    const state = JSON.parse(row.state) as HireState;
    return {
      ...state,
      ref: row.ref,
      number: `0000-${String(row.seq).padStart(6, '0')}`,
      comment: row.comment,
      personRef: row.person_ref,
      sealed: this.open(`hire:${row.ref}`, row.sealed),
    };
  }

  private seal(id: string, data: Record<string, unknown>): Buffer {
    return sealBytes(this.key, id, Buffer.from(JSON.stringify(data), 'utf8'));
  }

  private open(id: string, sealed: Buffer): Record<string, unknown> {
    const value: unknown = JSON.parse(openBytes(this.key, id, sealed).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  }
}

/** How many documents carry `comment` exactly (the outbox test: exactly one hire), read from the file. */
export function countSandboxHires(file: string, comment: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM hires WHERE comment = ?')
      .get(comment)!.n;
  } finally {
    db.close();
  }
}

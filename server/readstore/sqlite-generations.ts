import { availableParallelism } from 'node:os';
import type Database from 'better-sqlite3';
import { isChangeIndex, type ReadIndexes } from '#projections/core/read-store';
import { isStaged, liveName, staged } from './sqlite-aside';
import { SqlIndexTable } from './sql-index-table';
import { DocTables } from './sqlite-doc-tables';
import type { GenerationKeys } from './sqlite-generation-keys';
import { logicalCollection } from './doc-codec';

/**
 * Where each collection of the embedded read store lives: its documents are stored under a
 * physical name, the collection's own or the generation a rebuild built aside and swapped in (the
 * swap renames nothing, it re-points), with the index tables of each physical collection. Kept in
 * the generations table, so that every process on the file follows the swaps of the others.
 */
export class Generations {
  /** The index table of each physical collection that declares indexes. */
  readonly byCollection = new Map<string, SqlIndexTable>();
  /** Physical collections a rebuild of this process is writing aside. */
  readonly staging = new Set<string>();
  /** The documents' tables, one per physical collection. */
  readonly docs: DocTables;
  private readonly physical: Map<string, string>;
  private generation = 0;
  private readonly statements: ReturnType<typeof generationStatements>;
  private seenVersion: unknown;

  constructor(
    private readonly db: Database.Database,
    private readonly indexes: ReadIndexes,
    /** The generations' own keys: a dropped generation's documents are shredded with its key. */
    private readonly keys: GenerationKeys,
    /** Collections whose documents hold no personal data: their dropped pages need no zeroing. */
    private readonly plain: ReadonlySet<string> = new Set(),
  ) {
    // BY_CHANGE is the documents' own `pos` column, indexed in their table: not an index table's.
    this.docs = new DocTables(db, {
      posIndexed: (collection) => (indexes[logicalCollection(collection)] ?? []).some(isChangeIndex),
      rolledBack: () => this.forgetIrregular(),
    });
    this.statements = generationStatements(db);
    this.physical = new Map(this.statements.all.all().map((row) => [row.name, row.physical] as const));
    this.seenVersion = this.statements.dataVersion.get();
    for (const collection of Object.keys(indexes)) this.addTable(this.phys(collection), collection);
  }

  /** What the index tables know of their irregular rows is read again (sql-index-table.ts). */
  private forgetIrregular(): void {
    for (const table of this.byCollection.values()) table.forgetIrregular();
  }

  /** The physical name a collection's documents are stored under. */
  phys(name: string): string {
    return this.physical.get(name) ?? name;
  }

  /** The index table of physical collection `collection`, the generation of `logical`. */
  private tableOf(collection: string, logical: string, deferred = false): SqlIndexTable | undefined {
    const specs = (this.indexes[logical] ?? []).filter((spec) => !isChangeIndex(spec));
    return specs.length > 0 ? new SqlIndexTable(this.db, collection, specs, deferred) : undefined;
  }

  private addTable(collection: string, logical: string, deferred = false): SqlIndexTable | undefined {
    const table = this.tableOf(collection, logical, deferred);
    if (table) this.byCollection.set(collection, table);
    return table;
  }

  /** A new generation of each collection for a rebuild to write aside, empty, its indexes deferred. */
  beginAside(name: string, collections: string[]): void {
    this.db.transaction(() => {
      for (const collection of collections) {
        const left = this.physical.get(staged(collection)); // an earlier rebuild that never finished
        if (left) this.dropPhysical(left, collection);
        const next = `${collection}\u0000${Date.now().toString(36)}.${++this.generation}`;
        this.statements.set.run(staged(collection), next);
        this.physical.set(staged(collection), next);
        // A plain collection's documents are JSON text: a key of their own would shred nothing.
        if (!this.plain.has(collection)) this.keys.create(next);
        this.staging.add(next);
        const table = this.addTable(next, collection, true);
        if (table) this.statements.markBuilt.run(table.table);
      }
      this.statements.deleteCheckpoint.run(staged(name));
    })();
  }

  /**
   * The new generations replace the live collections and the checkpoint in one transaction: the
   * collections are re-pointed, nothing is copied; the old generations' tables go. True when an
   * old generation's key was shredded with it.
   */
  swapIn(name: string, collections: string[]): boolean {
    // The staging copies' SQLite indexes are sorted from their whole tables here (the activity log:
    // ten over every event): SQLite's sorter may use helper threads, which nothing else keeps busy.
    this.db.pragma(`threads = ${SWAP_SORTER_THREADS}`);
    try {
      return this.swapTransaction(name, collections);
    } finally {
      this.db.pragma('threads = 0');
    }
  }

  private swapTransaction(name: string, collections: string[]): boolean {
    let shredded = false;
    this.db.transaction(() => {
      for (const collection of collections) {
        const next = this.physical.get(staged(collection));
        if (!next) continue;
        this.byCollection.get(next)?.createIndexes();
        const old = this.phys(collection);
        this.statements.set.run(collection, next);
        this.physical.set(collection, next);
        this.statements.delete.run(staged(collection));
        this.physical.delete(staged(collection));
        this.staging.delete(next);
        if (this.dropPhysical(old, collection)) shredded = true;
      }
      const position = this.statements.checkpoint.get(staged(name))?.position ?? 0;
      this.statements.replaceCheckpoint.run(name, position);
      this.statements.deleteCheckpoint.run(staged(name));
    })();
    return shredded;
  }

  /** Staging generations no rebuild of this process is writing: left by a rebuild that stopped. */
  dropAbandonedStaging(): void {
    this.db.transaction(() => {
      for (const { name, physical: next } of this.statements.all.all()) {
        if (!isStaged(name) || this.staging.has(next)) continue;
        this.dropPhysical(next, liveName(name));
        this.statements.delete.run(name);
        this.physical.delete(name);
      }
    })();
  }

  /**
   * Follows what another process committed to the file (the node holding the projections lease, a
   * rebuild): true when it did, so that cached documents are dropped; a rebuild's swap is taken up.
   * A commit of this connection does not change data_version, so a single server never pays this.
   */
  followOtherWriters(): boolean {
    const version = this.statements.dataVersion.get();
    if (version === this.seenVersion) return false;
    this.seenVersion = version;
    this.docs.refresh();
    this.forgetIrregular();
    for (const { name, physical: next } of this.statements.all.all()) {
      if (this.physical.get(name) === next) continue;
      this.physical.set(name, next);
      // A copy another process is building aside is read by nobody here. Its indexes are made when
      // its swap makes it live: registered now, under the staging name that declares none, the live
      // model would have had none after the swap, and every query would read every document.
      if (isStaged(name)) continue;
      if (!this.byCollection.has(next)) this.addTable(next, name);
    }
    return true;
  }

  /**
   * Removes a physical collection: its documents' table and its index tables. The documents' pages
   * are zeroed as they are freed unless nothing in them can be read any more: their generation's key
   * is shredded with it, or they hold no personal data. True when a key was shredded.
   */
  private dropPhysical(collection: string, logical: string): boolean {
    const dropDocs = () => this.docs.drop(collection);
    const shredded = this.keys.shred(collection);
    if (shredded || this.plain.has(logicalCollection(collection))) this.unzeroed(dropDocs);
    else dropDocs();
    const table = this.byCollection.get(collection) ?? this.tableOf(collection, logical, true);
    if (table) {
      this.unzeroed(() => {
        table.drop();
        this.statements.unmarkBuilt.run(table.table);
      });
    }
    this.byCollection.delete(collection);
    return shredded;
  }

  /**
   * Runs `drop` without secure_delete, for tables whose freed pages keep nothing readable: index
   * tables (their keys are never personal, see doc-codec.ts), the documents of plain collections and
   * those of a generation whose key is shredded. Zeroing every page they freed made a rebuild's swap
   * write its old generation a second time. A whole table is dropped, so no other row's cell moves
   * and leaves a copy behind, as deleting rows from a shared table would.
   */
  private unzeroed(drop: () => void): void {
    this.db.pragma('secure_delete = OFF');
    try {
      drop();
    } finally {
      this.db.pragma('secure_delete = ON');
    }
  }
}

/**
 * Helper threads of SQLite's sorter while a swap creates a staging copy's indexes: one per core,
 * two at least, four at most (at a tenth of a chain-year, the activity log's eleven indexes took
 * 11.4-12.0 s without helpers, 8.2-9.8 s with two).
 */
const SWAP_SORTER_THREADS = Math.min(4, Math.max(2, availableParallelism()));

/** The statements of the generations, the checkpoints a swap moves and the built indexes' marks. */
function generationStatements(db: Database.Database) {
  const prepare = <P extends unknown[]>(sql: string) => db.prepare<P>(sql);
  return {
    all: db.prepare<[], { name: string; physical: string }>('SELECT name, physical FROM generations'),
    set: prepare<[string, string]>('INSERT OR REPLACE INTO generations (name, physical) VALUES (?, ?)'),
    delete: prepare<[string]>('DELETE FROM generations WHERE name = ?'),
    markBuilt: prepare<[string]>('INSERT OR IGNORE INTO built_indexes (name) VALUES (?)'),
    unmarkBuilt: prepare<[string]>('DELETE FROM built_indexes WHERE name = ?'),
    checkpoint: db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE name = ?'),
    replaceCheckpoint: prepare<[string, number]>(
      'INSERT OR REPLACE INTO checkpoints (name, position) VALUES (?, ?)',
    ),
    deleteCheckpoint: prepare<[string]>('DELETE FROM checkpoints WHERE name = ?'),
    dataVersion: db.prepare('PRAGMA data_version').pluck(),
  };
}

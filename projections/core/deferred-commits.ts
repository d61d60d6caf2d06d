import type { AppliedChange } from './apply';
import type { Doc, ReadStore } from './read-store';

/** How long a deferred projection's live changes wait for their commit (Projection.deferred). */
export const DEFER_MS = 50;
/** A burst's pending documents are committed at once when this many wait. */
export const DEFER_MAX_DOCS = 5000;

interface Pending {
  /** The latest version of each changed document, by collection and id. */
  changes: Map<string, AppliedChange>;
  /** The position the projection's checkpoint takes with them. */
  position: number;
}

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * The live changes of deferred projections (Projection.deferred), held in memory and committed
 * with their checkpoint together, at most `delayMs` after the first of them, once `maxDocs` wait,
 * or when a reader or the runner's stop asks (flush). The activity log writes a row into ten SQLite
 * indexes per event, and a commit writes every page it touched to the WAL: one commit per command
 * cost 0.36 ms, where fifty events committed together cost 35 µs each (issue 25, item 3). A short
 * delay keeps each commit small: it runs between commands and briefly holds up the one it meets.
 *
 * Nothing is lost to a crash: the checkpoint is stored with the documents, so a restart projects
 * the held events again. A commit that fails keeps its changes held (under any newer ones) and is
 * tried again after `delayMs`.
 */
export class DeferredCommits {
  private readonly pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The flushes, one after another; what the projection reads waits for the one in flight. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly commit: (name: string, changes: AppliedChange[], position: number) => Promise<void>,
    private readonly delayMs = DEFER_MS,
    private readonly maxDocs = DEFER_MAX_DOCS,
  ) {}

  /** Whether the projection has changes waiting for their commit. */
  holds(name: string): boolean {
    return this.pending.has(name);
  }

  /** Holds the projection's changes (none: only its checkpoint moves) up to `position`. */
  async hold(name: string, changes: readonly AppliedChange[], position: number): Promise<void> {
    let held = this.pending.get(name);
    if (!held) this.pending.set(name, (held = { changes: new Map(), position }));
    for (const change of changes) held.changes.set(keyOf(change.collection, change.id), change);
    held.position = Math.max(held.position, position);
    if (held.changes.size >= this.maxDocs) return this.flush();
    this.arm();
  }

  /** Resolves when no flush is in flight (the stored documents are then all but the held ones). */
  settled(): Promise<void> {
    return this.chain;
  }

  /** Commits everything held, after any flush in flight; rejects when a commit fails. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const run = async () => {
      for (const [name, held] of [...this.pending]) {
        this.pending.delete(name);
        try {
          await this.commit(name, [...held.changes.values()], held.position);
        } catch (err) {
          this.restore(name, held);
          throw err;
        }
      }
    };
    const flushed = this.chain.then(run);
    this.chain = flushed.catch(() => undefined);
    return flushed;
  }

  /**
   * The read store as the projection must read it while changes are held: its held documents (a
   * held removal reads as absent) over the stored ones. Every other call goes to `read` itself.
   */
  view(name: string, read: ReadStore): ReadStore {
    const heldDoc = (collection: string, id: string): Doc | null | undefined =>
      this.pending.get(name)?.changes.get(keyOf(collection, id))?.doc;
    const get: ReadStore['get'] = async (collection, id) => {
      const doc = heldDoc(collection, id);
      return doc === undefined ? read.get(collection, id) : doc;
    };
    const getMany: ReadStore['getMany'] = async (collection, ids) => {
      const held = new Map<string, Doc | null>();
      const rest: string[] = [];
      for (const id of ids) {
        const doc = heldDoc(collection, id);
        if (doc === undefined) rest.push(id);
        else held.set(id, doc);
      }
      const found = rest.length > 0 ? await read.getMany(collection, rest) : new Map<string, Doc>();
      for (const [id, doc] of held) if (doc) found.set(id, doc);
      return found;
    };
    return new Proxy(read, {
      get(target, prop) {
        if (prop === 'get') return get;
        if (prop === 'getMany') return getMany;
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value.bind(target) as unknown) : value;
      },
    });
  }

  private arm(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => undefined); // kept held and tried again (restore)
    }, this.delayMs);
    // A CLI or a test that forgets to stop the runner still exits; stop() flushes.
    this.timer.unref?.();
  }

  /** A failed commit's changes, held again under the newer versions held meanwhile. */
  private restore(name: string, failed: Pending): void {
    const now = this.pending.get(name);
    if (now) {
      for (const [key, change] of failed.changes) if (!now.changes.has(key)) now.changes.set(key, change);
      now.position = Math.max(now.position, failed.position);
    } else this.pending.set(name, failed);
    this.arm();
  }
}

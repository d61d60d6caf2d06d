import { getHeapStatistics } from 'node:v8';
import type { EventEnvelope } from '#events/core/envelope';
import type { EventSource } from './event-source';
import { fieldOfMany, type DocChange, type ReadStore, type RebuildAside } from './read-store';
import { nextDocument } from './apply';
import { eventsFor, projectionForBatch, type Projection } from './types';
import { DocSizeEstimate, WorkingSet } from './rebuild-working-set';

export interface RebuildResult {
  events: number;
  documents: number;
  seconds: number;
}

export interface RebuildOptions {
  /** Events folded between two commits of documents and checkpoint (at least one page). */
  commitEvery?: number;
  /**
   * Documents kept in memory from one page to the next. Past it, they are dropped after a commit
   * and read back through the read store when an event touches them again (as the runner does).
   */
  maxWorkingDocs?: number;
  /**
   * The same bound in bytes of the documents as JSON (estimated from a sample of each commit's
   * documents): small documents (positions) all stay in memory and are never read back, large ones
   * (questionnaires) are dropped sooner.
   */
  maxWorkingBytes?: number;
  /** Whether memory is short at a commit (default: the V8 heap past HEAP_PRESSURE of its limit). */
  heapPressed?: () => boolean;
}

const COMMIT_EVERY = 10_000;
/**
 * Events per page of a rebuild of several read models. A page lives while every lane folds it, and
 * its events, opened and parsed twice (by the read-ahead's worker, then here), with the documents
 * they make, were what each young-generation collection copied: at 5,000 a page outlived several of
 * them. At 1,000 (issue 25, item 5; 50,000 questionnaires, 572,747 events, interleaved) this thread's
 * collections took 6.8 s instead of 10.3 s and the worker's 2.9 s instead of 9.7 s with Node's
 * default young generation. Through `npm run rebuild -- all`, whose larger young generation
 * (rebuild-args.ts) had already spared part of that, a rebuild of all took 0.93x the time (median
 * of three rounds, 0.90-1.03) and 0.94x the CPU. Commits stay every COMMIT_EVERY.
 */
const ALL_PAGE_SIZE = 1_000;
const MAX_WORKING_DOCS = 500_000;
/** About 25,000 light questionnaires, or every document of 100,000 positions. */
const MAX_WORKING_BYTES = 48 * 1024 * 1024;
/**
 * Share of the V8 heap limit past which the working set is dropped at a commit, whatever its size:
 * documents of other projections may be far larger than a light questionnaire, and a rebuild run
 * with a bounded old generation (`npm run rebuild`) must shed them before V8 runs out of room.
 */
const HEAP_PRESSURE = 0.6;

function heapPressed(): boolean {
  const heap = getHeapStatistics();
  return heap.used_heap_size > HEAP_PRESSURE * heap.heap_size_limit;
}

/**
 * Drops a projection's collections and checkpoint, then replays every event into it. Stop the
 * server first (it holds read models in memory) or restart it afterwards.
 *
 * Since reset leaves the collections empty, the rebuild keeps its documents in memory across pages
 * instead of reading them back, and commits every `commitEvery` events (documents and checkpoint
 * together, so an interrupted rebuild resumes like the runner) through the read store's rebuild
 * fast path when it has one. Pages come from the event store's read-ahead when it has one. The
 * documents are built by the runner's own `nextDocument`: a rebuild writes what the runner writes.
 */
export async function rebuildProjection(
  events: EventSource,
  read: ReadStore,
  projection: Projection,
  /** After each page: the position reached (a byte offset on EventStoreDB) and the events read so far. */
  onProgress: (position: number, events: number) => void = () => {},
  batchSize = 5000,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const [result] = await rebuildPass(events, read, [[projection]], onProgress, batchSize, options);
  return result!;
}

/**
 * Rebuilds several projections (`npm run rebuild -- all`), each as `rebuildProjection` does, in one
 * read of the log: each page is read, opened and parsed once and folded into every projection's
 * own working set, committed to its own staging copy and swapped in at the end.
 *
 * A projection joining other read models (`forBatch`) reads them as the runner does: each page is
 * folded first into the projections that join nothing, and committed, then into each joining one
 * in the order of `projections` (join.ts), which reads what the earlier ones hold at the page's
 * end. A read of the log per joining projection (five reads of a chain's year, each opening every
 * sealed event again) cost a rebuild of all most of its time.
 */
export async function rebuildProjections(
  events: EventSource,
  read: ReadStore,
  projections: readonly Projection[],
  /** After each page: the projections rebuilt, the position and events so far. */
  onProgress: (projections: readonly Projection[], position: number, events: number) => void = () => {},
  batchSize = ALL_PAGE_SIZE,
  options: RebuildOptions = {},
): Promise<Map<string, RebuildResult>> {
  const joins = (p: Projection) => p.forBatch !== undefined;
  const stages = [projections.filter((p) => !joins(p)), ...projections.filter(joins).map((p) => [p])];
  const chosen = stages.filter((stage) => stage.length > 0);
  const report = (position: number, count: number) => onProgress(projections, position, count);
  const done = await rebuildPass(events, read, chosen, report, batchSize, options);
  const results = new Map<string, RebuildResult>();
  chosen.flat().forEach((projection, i) => results.set(projection.name, done[i]!));
  return results;
}

/** One projection's part of a rebuild: where it writes and the documents it keeps in memory. */
interface Lane {
  projection: Projection;
  /** The store it reads and writes: a staging view when built aside (joinedView when it joins). */
  read: ReadStore;
  aside: RebuildAside | undefined;
  working: WorkingSet;
  write(changes: DocChange[], position: number): Promise<void>;
}

async function openLane(read: ReadStore, projection: Projection): Promise<Lane> {
  // Built aside when the store can: the current read model serves until the new one is complete.
  const aside = await read.beginRebuild?.(projection.name, projection.collections);
  const store = aside ? aside.store : read;
  if (!aside) await read.reset(projection.name, projection.collections);
  const write = store.commitRebuild
    ? (changes: DocChange[], position: number) => store.commitRebuild!(projection.name, changes, position)
    : (changes: DocChange[], position: number) => store.commit(projection.name, changes, position);
  return {
    projection,
    read: store,
    aside,
    working: new WorkingSet(projection.collections, projection.eventDocuments),
    write,
  };
}

/**
 * One read of the log for `stages` of projections: a page is folded into every lane of a stage,
 * and committed before the next stage folds it when there is one (it may join what this one wrote).
 */
async function rebuildPass(
  events: EventSource,
  read: ReadStore,
  stages: readonly (readonly Projection[])[],
  onProgress: (position: number, events: number) => void,
  batchSize: number,
  options: RebuildOptions,
): Promise<RebuildResult[]> {
  const started = performance.now();
  const commitEvery = Math.max(batchSize, options.commitEvery ?? COMMIT_EVERY);
  const maxWorkingDocs = options.maxWorkingDocs ?? MAX_WORKING_DOCS;
  const maxWorkingBytes = options.maxWorkingBytes ?? MAX_WORKING_BYTES;
  const pressed = options.heapPressed ?? heapPressed;
  const staged: Lane[][] = [];
  for (const stage of stages) {
    const list: Lane[] = [];
    for (const projection of stage) list.push(await openLane(read, projection));
    staged.push(list);
  }
  const lanes = staged.flat();
  // A joining projection reads the models rebuilt beside it from their staging copies.
  const owners = new Map<string, ReadStore>();
  for (const lane of lanes) for (const c of lane.projection.collections) owners.set(c, lane.read);
  for (const lane of staged.slice(1).flat()) lane.read = joinedView(read, owners, lane.read);
  const pages = events.readAllPages?.({ fromPosition: 0, pageSize: batchSize }) ?? pagesOf(events, batchSize);

  let count = 0;
  let position = 0;
  let uncommitted = 0;
  const docBytes = new DocSizeEstimate();
  const commit = async (lane: Lane) => {
    const changes = lane.working.takeChanges();
    await lane.write(changes, position);
    docBytes.sample(changes);
  };
  // The working sets share one budget: past it, every one is dropped after the commit.
  const flush = async () => {
    let size = 0;
    for (const lane of lanes) {
      await commit(lane);
      size += lane.working.size;
    }
    uncommitted = 0;
    if (size > maxWorkingDocs || size * docBytes.average > maxWorkingBytes || pressed()) {
      for (const lane of lanes) lane.working.forget();
    }
  };

  for await (const page of pages) {
    position = page[page.length - 1]!.position;
    for (const [i, stage] of staged.entries()) {
      for (const lane of stage) await foldPage(lane, page);
      if (i < staged.length - 1) for (const lane of stage) await commit(lane);
    }
    count += page.length;
    uncommitted += page.length;
    if (uncommitted >= commitEvery) await flush();
    onProgress(position, count);
  }
  if (uncommitted > 0) await flush();
  const documents: number[] = [];
  for (const lane of lanes) {
    await lane.aside?.finish();
    let docs = lane.working.documents();
    if (docs === null) {
      docs = 0;
      for (const c of lane.projection.collections) docs += await read.count(c);
    }
    documents.push(docs);
  }
  const seconds = (performance.now() - started) / 1000;
  return documents.map((docs) => ({ events: count, documents: docs, seconds }));
}

/**
 * What a joining lane reads through: each collection rebuilt in this pass from the view of the lane
 * rebuilding it (`owners`: its staging copy), any other from the store. Its writes go through its lane.
 */
function joinedView(read: ReadStore, owners: ReadonlyMap<string, ReadStore>, own: ReadStore): ReadStore {
  const of = (collection: string) => owners.get(collection) ?? read;
  return {
    ...own,
    get: (collection, id) => of(collection).get(collection, id),
    getMany: (collection, ids) => of(collection).getMany(collection, ids),
    fieldOfMany: (collection, ids, field) => fieldOfMany(of(collection), collection, ids, field),
    find: (collection, filter, options) => of(collection).find(collection, filter, options),
    count: (collection, filter) => of(collection).count(collection, filter),
    findPage: (collection, filter, options) => of(collection).findPage(collection, filter, options),
  };
}

/** Folds one page of events into a lane's working set (documents read back when it lacks them). */
async function foldPage(lane: Lane, all: EventEnvelope[]): Promise<void> {
  const { working } = lane;
  const page = eventsFor(lane.projection, all);
  if (page.length === 0) return;
  const batch = await projectionForBatch(lane.projection, page, lane.read);
  const keys = page.map((event) => batch.keysOf(event));
  await working.load(keys, lane.read); // nothing to read while every collection is complete
  for (let i = 0; i < page.length; i++) {
    const event = page[i]!;
    for (const key of keys[i]!) {
      const current = working.get(key.collection, key.id);
      const next = nextDocument(batch, current, event, key);
      if (next !== current) working.set(key.collection, key.id, next);
    }
  }
}

async function* pagesOf(events: EventSource, pageSize: number): AsyncGenerator<EventEnvelope[]> {
  for (let from = 0; ;) {
    const page = await events.readAll({ fromPosition: from, limit: pageSize });
    const last = page.at(-1);
    if (!last) return;
    yield page;
    from = last.position;
  }
}

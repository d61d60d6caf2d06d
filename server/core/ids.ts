export { BY_SEQ_DESC, seqOf } from '#projections/core/seq';
import { statusOf } from './errors';
import type { Services } from './services';

/** Attempts before giving up when other creates keep taking the next id. */
const MAX_ATTEMPTS = 6;

/**
 * Per event store: the highest id this process created in each collection. A create starts past it
 * without asking the read model (a read-store query on every create's path, issue 25 item 3); when
 * another node took that id meanwhile, the conflict makes it ask the read model once, as before.
 */
const createdHere = new WeakMap<object, Map<string, number>>();

/**
 * Creates a record under the next numeric id of `collection` (short ids read well in links such
 * as /vacancies/12). The create must append with expected revision 'no stream': when another
 * create took the id first it conflicts (409) and the next id is tried. Read models give such
 * documents a numeric `seq` so the highest id is one indexed query, not a scan.
 */
export async function createWithNextId<T>(
  s: Services,
  collection: string,
  create: (id: string) => Promise<T>,
): Promise<{ id: string; result: T }> {
  let created = createdHere.get(s.events);
  if (!created) createdHere.set(s.events, (created = new Map<string, number>()));
  const last = created.get(collection);
  let asked = last === undefined;
  let next = (last ?? (await highestSeq(s, collection))) + 1;
  for (let attempt = 0; ; attempt++) {
    const id = String(next);
    try {
      const result = await create(id);
      created.set(collection, Math.max(created.get(collection) ?? 0, next));
      return { id, result };
    } catch (err) {
      if (attempt + 1 >= MAX_ATTEMPTS || statusOf(err) !== 409) throw err;
      // Another node's creates went past what this one made: the read model knows how far.
      next = asked ? next + 1 : Math.max(next, await highestSeq(s, collection)) + 1;
      asked = true;
    }
  }
}

export async function highestSeq(s: Services, collection: string): Promise<number> {
  // Documents without a number seq sort below numbers when descending, so the first one is the highest.
  const [top] = await s.read.find(collection, {}, { sort: { seq: -1 }, limit: 1 });
  return typeof top?.seq === 'number' ? top.seq : 0;
}

export { BY_SEQ_DESC, seqOf } from '#projections/core/seq';
import { statusOf } from './errors';
import type { Services } from './services';

/** Attempts before giving up when other creates keep taking the next id. */
const MAX_ATTEMPTS = 6;

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
  const next = (await highestSeq(s, collection)) + 1;
  for (let attempt = 0; ; attempt++) {
    const id = String(next + attempt);
    try {
      return { id, result: await create(id) };
    } catch (err) {
      if (attempt + 1 >= MAX_ATTEMPTS || statusOf(err) !== 409) throw err;
    }
  }
}

export async function highestSeq(s: Services, collection: string): Promise<number> {
  // Documents without a number seq sort below numbers when descending, so the first one is the highest.
  const [top] = await s.read.find(collection, {}, { sort: { seq: -1 }, limit: 1 });
  return typeof top?.seq === 'number' ? top.seq : 0;
}

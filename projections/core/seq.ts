import type { IndexSpec } from './read-store';

/** Numeric ids sort as numbers; other ids get no sequence number. */
export function seqOf(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** The read-store index that makes highestSeq a look at one group's head instead of a scan. */
export const BY_SEQ_DESC: IndexSpec = { fields: [], sort: { seq: -1 } };

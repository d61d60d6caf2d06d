import type { Doc } from '../../../projections/core/read-store';

export { createWithNextId } from '../../core/ids';

/** A read-model document as the staff API returns it: bookkeeping fields removed. */
export function viewOf(doc: Doc): Record<string, unknown> {
  const { _pos: _p, seq: _s, ...rest } = doc;
  return rest;
}

import type { DocChange } from '#projections/core/read-store';

/** A change checked and serialised before anything is written. */
export interface PreparedChange {
  collection: string;
  id: string;
  /** The document as JSON text, or null for a removal. */
  json: string | null;
}

/**
 * Validates and serialises a whole batch up front, so that a bad document (a BigInt, a cycle, an
 * `_id` that is not the change's id) fails the commit before either adapter writes anything.
 * Read models are JSON documents in both adapters: serialising here also keeps Mongo from storing
 * types (Date, BigInt as Long) that the embedded store would return differently.
 */
export function prepareChanges(changes: readonly DocChange[]): PreparedChange[] {
  return changes.map(({ collection, id, doc }) => {
    // '_checkpoints' holds the Mongo checkpoints; '$' and 'system.' are not allowed by MongoDB.
    if (
      !collection ||
      collection === '_checkpoints' ||
      collection.includes('$') ||
      collection.startsWith('system.')
    ) {
      throw new Error(`Invalid read-model collection name: "${collection}"`);
    }
    if (doc === null) return { collection, id, json: null };
    if (doc._id !== id) {
      throw new Error(`Document _id "${String(doc._id)}" does not match change id "${id}" in ${collection}`);
    }
    let json: string;
    try {
      json = JSON.stringify(doc);
    } catch (cause) {
      throw new Error(`Document ${collection}/${id} cannot be serialised to JSON`, { cause });
    }
    return { collection, id, json };
  });
}

/** The `_pos` a serialised document carries, if it is a number. */
export function positionOf(doc: { _pos?: unknown }): number | undefined {
  return typeof doc._pos === 'number' ? doc._pos : undefined;
}

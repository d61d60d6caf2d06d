/**
 * A read-model collection as every side names it: projections write it, the server queries it and
 * pushes its changes to rooms, the console watches those rooms. The document type travels with the
 * descriptor, so a query or a pushed change is typed without a cast, and no side writes a
 * collection's name or room as a bare string.
 */
export interface Collection<D = unknown> {
  readonly name: string;
  /** The room that receives every change of this collection (lists). */
  readonly listRoom: string;
  /** The room that receives the changes of one document (cards). */
  docRoom(id: string): string;
  /** Phantom: the document type; never set at run time. */
  readonly __doc?: D;
}

export function defineCollection<D>(name: string): Collection<D> {
  return { name, listRoom: `list:${name}`, docRoom: (id) => `doc:${name}:${id}` };
}

/** The document type of a collection descriptor. */
export type DocOf<C> = C extends Collection<infer D> ? D : never;

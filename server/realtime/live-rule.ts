import type { Area } from '#events/core/access';

/**
 * Who may watch a read-model collection pushed to consoles. Features declare one per live
 * collection (ServerFeature.live); a collection without one (users, tokens) is never emitted and
 * its rooms cannot be joined.
 */
export interface LiveRule {
  /** null: any signed-in staff member. */
  area: Area | null;
  /**
   * Store-scoped data: users limited to some stores (store, unit and region directors;
   * events/store-access.ts) watch their stores' rooms and records, not lists or other records.
   */
  storeScoped: boolean;
  /**
   * A collection whose documents are keyed by the id of a record of this other collection (a
   * questionnaire's checks, its approval), made only by the first event about it. Until then its
   * record room is joinable by whoever may see the parent record, so a card watching it before the
   * first check or request sees that one arrive (issue 24, item 1).
   */
  parentCollection?: string;
  /** When set, a document reaches its store's room only while this holds (e.g. accepted questionnaires). */
  storeRoomWhen?: (doc: Record<string, unknown>) => boolean;
  /**
   * Who receives this collection's changes through a store room: a user allowed into any of these
   * areas. Absent: the collection's own area (everyone when that is null). A store room carries
   * several collections, so joining it is not enough: HR may watch any store but reads no vacancies.
   */
  storeRoomAreas?: Area[];
  /**
   * Fields some viewers may not see whole (identity numbers): `apply` gives the masked document,
   * which goes to lists and store rooms, and to a record's viewers for whom `whole` is false; the
   * whole document goes only to the record's room of those who may see it.
   */
  mask?: {
    apply: (doc: Record<string, unknown>) => Record<string, unknown>;
    whole: (scope: string) => boolean;
  };
}

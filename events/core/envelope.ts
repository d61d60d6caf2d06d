/** Who caused an event: the signed-in user and the role they acted in. */
export interface Actor {
  userId: string;
  role: string;
  name?: string;
}

export interface EventMeta {
  actor: Actor;
  occurredAt: string; // ISO-8601 UTC
  correlationId: string;
  causationId: string;
  schemaVersion: number;
  /**
   * A candidate's personal fields, sealed with their subject's key (events/core/personal.ts); the
   * data holds placeholders meanwhile. Only the stored form has it: readers get the fields opened.
   */
  sealed?: SealedFields;
}

/**
 * Where an event's sealed fields are. Boxes are AES-256-GCM, base64 of iv (12) + tag (16) +
 * ciphertext, each with its own random IV.
 * - v1 (older events, still read): the event's own box, of the JSON of {path: value}, bound to its id.
 * - v2 (issue 25): one box per subject per appended batch, kept by the subject's first event of the
 *   batch (the holder), of the JSON of every event of the subject in the batch (its id and its
 *   fields; server/privacy/sealed-box.ts); the others name their slot and how many revisions back
 *   the holder is.
 * - v3 (issue 25, what is written now): v2 with each distinct value once in the box's text, deflated
 *   before it is sealed; the data holds '' for sealed text where v1 and v2 hold 'удалено' (ASCII
 *   reads faster), and reads 'удалено' once the subject is erased.
 */
export type SealedFields = SealedFieldsV1 | SealedBox | SealedSlot;

/** The versions of boxes that hold a batch's entries. */
export type SealedBoxVersion = 2 | 3;

export interface SealedFieldsV1 {
  subject: string;
  box: string;
}

export interface SealedBox {
  v: SealedBoxVersion;
  subject: string;
  box: string;
}

export interface SealedSlot {
  v: SealedBoxVersion;
  subject: string;
  /** The holder is this many revisions earlier in the same stream (the same batch). */
  back: number;
  /** The index of this event's entry in the holder's box. */
  slot: number;
}

/** An event as the command side proposes it, before the store gives it a revision and a position. */
export interface NewEvent<T extends string = string, D = unknown> {
  id: string;
  type: T;
  data: D;
  meta: EventMeta;
}

/** An event as stored: the only source of truth. */
export interface EventEnvelope<T extends string = string, D = unknown> extends NewEvent<T, D> {
  streamId: string;
  /** 0-based revision inside its stream. */
  revision: number;
  /** Global, strictly increasing position across all streams (1-based). */
  position: number;
}

/** Stream ids are `${kind}-${id}`; the kind names the aggregate (e.g. `position-12`). */
export function streamIdOf(kind: string, id: string): string {
  return `${kind}-${id}`;
}

/**
 * The kinds whose name holds a hyphen (the notifications' templates and opt-outs, the candidate's
 * status page). A stream id of such a kind splits after the whole kind, not at its first hyphen; a
 * test keeps this list equal to the hyphenated kinds the features declare.
 */
export const COMPOUND_KINDS: readonly string[] = [
  'candidate-status',
  'notification-opt-out',
  'notification-template',
];

export function parseStreamId(streamId: string): { kind: string; id: string } {
  for (const kind of COMPOUND_KINDS) {
    if (streamId.startsWith(kind) && streamId.charCodeAt(kind.length) === 45 /* '-' */)
      return { kind, id: streamId.slice(kind.length + 1) };
  }
  const dash = streamId.indexOf('-');
  if (dash <= 0) return { kind: streamId, id: '' };
  return { kind: streamId.slice(0, dash), id: streamId.slice(dash + 1) };
}

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

/** AES-256-GCM of the JSON of {path: value}, base64 of iv (12) + tag (16) + ciphertext. */
export interface SealedFields {
  subject: string;
  box: string;
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

export function parseStreamId(streamId: string): { kind: string; id: string } {
  const dash = streamId.indexOf('-');
  if (dash <= 0) return { kind: streamId, id: '' };
  return { kind: streamId.slice(0, dash), id: streamId.slice(dash + 1) };
}

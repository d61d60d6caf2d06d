import type { EventEnvelope, NewEvent } from '../../events/core/envelope';

/** 'no_stream': the stream must not exist; 'stream_exists': it must; 'any': no check; n: its last revision is n. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: number;
}

export interface ReadStreamOptions {
  fromRevision?: number;
  /** Inclusive upper bound on the revision (time travel by revision). */
  toRevision?: number;
  /** Inclusive upper bound on occurredAt, ISO string (time travel by time). */
  toTime?: string;
}

export interface ReadAllOptions {
  /** Exclusive: events with a position strictly greater are returned. 0 reads from the start. */
  fromPosition: number;
  limit?: number;
}

export interface ReadAllPagesOptions {
  /** Exclusive, like readAll. */
  fromPosition: number;
  pageSize: number;
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  stop(): Promise<void>;
  /** Position of the last event handed to the handler. */
  readonly position: number;
}

export type SubscriptionHandler = (events: EventEnvelope[]) => Promise<void> | void;

export interface EventStore {
  readonly name: string;
  /**
   * Appends a batch to one stream atomically. Throws WrongExpectedRevisionError on a revision
   * mismatch and EventValidationError on unknown types or schema violations (nothing written).
   * Re-sending events whose ids are already stored in this stream returns the original result.
   */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<EventEnvelope[]>;
  readAll(options: ReadAllOptions): Promise<EventEnvelope[]>;
  /**
   * Optional, for long sequential reads (projection rebuilds): every event after `fromPosition` in
   * pages, as readAll would return them, read ahead while the caller works (the embedded store
   * reads on a worker thread). Events of a page may share one `meta` object: treat them as
   * read-only. Without it, callers page with readAll.
   */
  readAllPages?(options: ReadAllPagesOptions): AsyncIterable<EventEnvelope[]>;
  /** Position of the newest event, 0 when empty. */
  headPosition(): Promise<number>;
  /**
   * Catch-up subscription: delivers every event after `fromPosition` in order, in batches, then
   * switches to live without gaps or duplicates. The handler is never called concurrently.
   */
  subscribeAll(
    fromPosition: number,
    handler: SubscriptionHandler,
    options?: { batchSize?: number },
  ): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class EventValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventValidationError';
  }
}

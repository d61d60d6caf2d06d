import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import type {
  EventSource,
  ReadAllOptions,
  ReadAllPagesOptions,
  Subscription,
  SubscriptionHandler,
} from '#projections/core/event-source';

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

export type { ReadAllOptions, ReadAllPagesOptions, Subscription, SubscriptionHandler };

export interface AppendOptions {
  /**
   * The same command appends again at once (a key's reservation, then its record): this process's
   * subscriptions may wait for that append, at most FOLLOWED_WAIT_MS, and take both in one batch,
   * so the projections commit once per command instead of once per append. A subscription's poll
   * may still read it alone.
   *
   * Its durability may be left to that next append: the embedded store commits a group of only
   * followed appends without an fsync of its own, and the next synced commit of the file (the
   * record's) makes both durable at once, the earlier first. So a record is never durable without
   * what preceded it, and a command's reply, which waits for its record, is durable as before.
   * What a power cut can take is a followed append whose follower never came (a reservation of a
   * create that failed): visible to every reader until then, and harmless to lose. A process
   * crash loses nothing (the commit is in the file). Adapters whose subscriptions are pushed by a
   * server (EventStoreDB) ignore the option.
   */
  followed?: boolean;
}

/** The event store port: the event source projections read, plus appends and stream reads. */
export interface EventStore extends EventSource {
  readonly name: string;
  /**
   * Appends a batch to one stream atomically. Throws WrongExpectedRevisionError on a revision
   * mismatch and EventValidationError on unknown types or schema violations (nothing written).
   * Re-sending events whose ids are already stored in this stream returns the original result.
   */
  append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
    options?: AppendOptions,
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<EventEnvelope[]>;
  /**
   * This store's identity, made once when the store is new: read models remember which event log
   * their checkpoints count in, and are rebuilt when pointed at another one (issue 16).
   */
  identity(): Promise<string>;
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

import type { EventEnvelope } from '#events/core/envelope';

/**
 * What projections need from the event log, and no more: read everything after a position, in
 * pages or as a catch-up subscription. The server's event store port extends it; projections never
 * import the server.
 */
export interface ReadAllOptions {
  /** Exclusive: events with a position strictly greater are returned. 0 reads from the start. */
  fromPosition: number;
  limit?: number;
}

export interface ReadAllPagesOptions {
  /** Exclusive, like readAll. */
  fromPosition: number;
  pageSize: number;
  /**
   * A transform of each page that the store may run on the thread that reads ahead (the embedded
   * store's worker) rather than on the caller's. The store may also leave it undone: the caller
   * accepts pages either way (the sealed store opens what is still sealed).
   */
  transform?: PageTransformSpec;
}

/**
 * `module` (a file URL) exports `createPageTransform(data)`, which returns the transform; `data`
 * crosses to the worker thread by structured clone.
 */
export interface PageTransformSpec {
  module: string;
  data: unknown;
}

/** What a PageTransformSpec's module exports as `createPageTransform`. */
export type PageTransformFactory = (data: unknown) => (page: EventEnvelope[]) => EventEnvelope[];

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  stop(): Promise<void>;
  /** Position of the last event handed to the handler. */
  readonly position: number;
}

export type SubscriptionHandler = (events: EventEnvelope[]) => Promise<void> | void;

export interface EventSource {
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
}

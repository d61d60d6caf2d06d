import {
  BACKWARDS,
  END,
  type EventData,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EsdbClient } from '#server/eventstore/esdb-server';

/**
 * An in-memory stand-in for the EventStoreDB client (EventStoreDB cannot run here): streams with
 * revisions, one global log, expected-revision checks, truncation and tombstones, and knobs for
 * what old servers do (positions of -1). Every call is recorded so tests can see what was read.
 */
export interface FakeRecord {
  streamId: string;
  revision: number;
  position: number;
  data: EventData;
}

/** ulong max, the server's "no position" marker as the client hands it over. */
export const NO_POSITION = 2n ** 64n - 1n;

export class FakeEsdb {
  serverVersion = '23.10.0.0';
  log: FakeRecord[] = [];
  /** Revisions below this are hidden ($tb), by stream. */
  truncatedBefore = new Map<string, number>();
  tombstoned = new Set<string>();
  /** Errors thrown by the next call of a method, by method name. */
  failNext = new Map<string, Error>();
  /** Answer appends / stream reads without positions, as servers before 22.6 do. */
  appendPositions = true;
  streamReadPositions = true;
  calls: { method: string; args: unknown[] }[] = [];
  private nextPosition = 100;
  private live: ((record: FakeRecord) => void)[] = [];

  /** Appends a record as another writer would, bypassing checks; live subscribers see it. */
  push(streamId: string, data: EventData): FakeRecord {
    const revision = this.lastRevision(streamId) + 1;
    const record = { streamId, revision, position: (this.nextPosition += 10), data };
    this.log.push(record);
    for (const listener of this.live) listener(record);
    return record;
  }

  lastRevision(streamId: string): number {
    const own = this.log.filter((r) => r.streamId === streamId);
    return own.length === 0 ? -1 : own[own.length - 1]!.revision;
  }

  private failure(method: string, args: unknown[]): void {
    this.calls.push({ method, args });
    const err = this.failNext.get(method);
    if (err) {
      this.failNext.delete(method);
      throw err;
    }
  }

  private resolved(record: FakeRecord, withPosition: boolean) {
    const commit = withPosition ? BigInt(record.position) : NO_POSITION;
    return {
      event: {
        streamId: record.streamId,
        id: record.data.id,
        revision: BigInt(record.revision),
        type: record.data.type,
        isJson: true,
        data: record.data.data,
        metadata: record.data.metadata,
        position: { commit, prepare: commit },
        created: new Date(),
      },
      commitPosition: commit,
    };
  }

  readonly client: EsdbClient = this.makeClient();

  private makeClient(): EsdbClient {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const fake = this;
    const client = {
      get capabilities() {
        return Promise.resolve({ serverVersion: fake.serverVersion });
      },
      async appendToStream(streamId: string, events: EventData[], options: { expectedRevision: unknown }) {
        fake.failure('appendToStream', [streamId, events, options]);
        if (fake.tombstoned.has(streamId)) throw StreamDeletedError.fromStreamName(streamId);
        const current = fake.lastRevision(streamId);
        const expected = options.expectedRevision;
        const ok =
          expected === 'any' ||
          (expected === 'no_stream' && current === -1) ||
          (expected === 'stream_exists' && current >= 0) ||
          (typeof expected === 'bigint' && Number(expected) === current);
        if (!ok)
          throw new WrongExpectedVersionError(undefined, {
            streamName: streamId,
            expected: expected as bigint,
            current: current === -1 ? 'no_stream' : BigInt(current),
          });
        const written = events.map((data) => fake.push(streamId, data));
        const last = written[written.length - 1]!;
        const commit = fake.appendPositions ? BigInt(last.position) : NO_POSITION;
        return {
          success: true,
          nextExpectedRevision: BigInt(last.revision),
          position: { commit, prepare: commit },
        };
      },
      readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}) {
        const args = [streamId, options];
        return (async function* () {
          fake.failure('readStream', args);
          if (fake.tombstoned.has(streamId)) throw StreamDeletedError.fromStreamName(streamId);
          const from = Math.max(Number(options.fromRevision ?? 0n), fake.truncatedBefore.get(streamId) ?? 0);
          const own = fake.log.filter((r) => r.streamId === streamId);
          if (own.length === 0) throw new StreamNotFoundError(undefined, streamId);
          const found = own.filter((r) => r.revision >= from).slice(0, options.maxCount ?? Infinity);
          for (const record of found) yield fake.resolved(record, fake.streamReadPositions);
        })();
      },
      readAll(options: { fromPosition?: unknown; maxCount?: number; direction?: string } = {}) {
        const args = [options];
        return (async function* () {
          fake.failure('readAll', args);
          const max = options.maxCount ?? Infinity;
          const from = options.fromPosition;
          let records: FakeRecord[];
          if (options.direction === BACKWARDS) {
            const before =
              from === END || from === undefined ? Infinity : Number((from as { commit: bigint }).commit);
            records = fake.log.filter((r) => r.position < before).reverse();
          } else {
            const at = from === START || from === undefined ? 0 : Number((from as { commit: bigint }).commit);
            records = fake.log.filter((r) => r.position >= at);
          }
          for (const record of records.slice(0, max)) yield fake.resolved(record, true);
        })();
      },
      subscribeToAll(options: { fromPosition?: unknown }) {
        fake.failure('subscribeToAll', [options]);
        return fake.liveFeed(options.fromPosition);
      },
      async dispose() {},
    };
    return client as unknown as EsdbClient;
  }

  /** A live subscription: the log after `from`, then every record pushed, until unsubscribed. */
  private liveFeed(from: unknown) {
    const at = from === START || from === undefined ? 0 : Number((from as { commit: bigint }).commit);
    const queue = this.log.filter((r) => r.position >= at).map((r) => this.resolved(r, true));
    let wake: (() => void) | null = null;
    let ended = false;
    const listener = (record: FakeRecord) => {
      queue.push(this.resolved(record, true));
      wake?.();
    };
    this.live.push(listener);
    const stop = () => {
      ended = true;
      this.live = this.live.filter((l) => l !== listener);
      wake?.();
    };
    return {
      async unsubscribe() {
        stop();
      },
      async *[Symbol.asyncIterator]() {
        for (;;) {
          if (queue.length > 0) {
            yield queue.shift()!;
            continue;
          }
          if (ended) return;
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
        }
      },
    };
  }

  callsOf(method: string): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
}

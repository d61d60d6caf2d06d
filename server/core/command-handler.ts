import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import { WrongExpectedRevisionError, type EventStore } from '../eventstore/port';
import { ConcurrencyError } from './errors';
import { KeyedQueue } from './keyed-queue';
import { actorText } from '#events/core/roles';
import {
  fold,
  metaOf,
  type CommandContext,
  type DecidedEvent,
  type Decider,
  type EvolveEvent,
} from './decider';

export interface CommandResult<S> {
  state: S;
  events: EventEnvelope[];
  /** Revision of the stream after the command; -1 if it still does not exist. */
  revision: number;
  /** Global position of the last event written, or null when the command changed nothing. */
  position: number | null;
}

export interface CommandOptions {
  /** The revision the caller last saw; a mismatch is a concurrency conflict, never retried. */
  expectedRevision?: number;
  /** Retries on a conflict when the command is safe to re-decide on fresh state (no caller revision). */
  retries?: number;
}

export interface CommandBus {
  store: EventStore;
  /**
   * Resolves when read models reflect `position`: the caller reads its own writes. Rejects with a
   * ProjectionLagError (503) when they do not within the timeout (5 s unless given).
   */
  waitForProjections(position: number, timeoutMs?: number): Promise<void>;
}

/**
 * Commands on one stream decide one after another in this process: the event store commits in
 * groups (one per turn of the event loop), so two commands that read the same revision in one turn
 * would otherwise both append and all but one conflict, and a busy stream (the checks' runs, a
 * candidate worked on by three people) would exhaust its retries. Across nodes the expected
 * revision still guards, with the retries below. Waiting for the read models is outside the queue.
 */
const streamQueue = new KeyedQueue();

/** Load stream -> fold -> decide -> append with the expected revision; retry where safe. */
export async function handleCommand<S, C, E extends DecidedEvent>(
  bus: CommandBus,
  decider: Decider<S, C, E>,
  id: string,
  command: C,
  ctx: CommandContext,
  options: CommandOptions = {},
): Promise<CommandResult<S>> {
  const streamId = `${decider.kind}-${id}`;
  const decided = await streamQueue.run(streamId, () =>
    decideAndAppend(bus, decider, streamId, command, ctx, options),
  );
  if (decided.position !== null) await bus.waitForProjections(decided.position);
  return decided;
}

async function decideAndAppend<S, C, E extends DecidedEvent>(
  bus: CommandBus,
  decider: Decider<S, C, E>,
  streamId: string,
  command: C,
  ctx: CommandContext,
  options: CommandOptions,
): Promise<CommandResult<S>> {
  let attemptsLeft = options.expectedRevision === undefined ? (options.retries ?? 3) : 0;
  for (;;) {
    // A create (expected revision -1) reads nothing: a stream that exists refuses its append, and the
    // conflict below reads it then (a read per created record saved, issue 25 item 3).
    const history = options.expectedRevision === -1 ? [] : await bus.store.readStream(streamId);
    // The last event's revision, not the count: a truncated stream starts above revision 0.
    const revision = history.at(-1)?.revision ?? -1;
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
      throw conflictFrom(history, options.expectedRevision);
    }
    const state = fold(decider, asEventsOf<E>(history));
    const decided = decider.decide(command, state, ctx);
    if (decided.length === 0) return { state, events: [], revision, position: null };
    const events: NewEvent[] = decided.map((e) => ({
      id: ctx.newId(),
      type: e.type,
      data: e.data,
      meta: metaOf(ctx),
    }));
    try {
      const result = await bus.store.append(streamId, events, revision < 0 ? 'no_stream' : revision);
      const stored = events.map((e, i) => ({
        ...e,
        streamId,
        revision: revision + 1 + i,
        position: result.position, // the batch's position: ESDB positions are not contiguous
      }));
      return {
        state: asEventsOf<E>(stored).reduce(decider.evolve, state),
        events: stored,
        revision: result.nextRevision,
        position: result.position,
      };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
      if (attemptsLeft-- > 0) continue;
      throw conflictFrom(await bus.store.readStream(streamId), revision);
    }
  }
}

/**
 * The events of one aggregate's stream as its decider's event union. The store validated each one
 * against its type's schema at append (events/core/registry.ts), and a stream holds only its
 * aggregate's types, so the narrowing is a fact the type system cannot see, not a guess.
 */
export function asEventsOf<E extends DecidedEvent>(events: readonly EventEnvelope[]): EvolveEvent<E>[] {
  return events as unknown as EvolveEvent<E>[];
}

/** A 409 that says who changed the record after the revision the caller saw, and when. */
export function conflictFrom(history: EventEnvelope[], seenRevision: number): ConcurrencyError {
  const last = history.at(-1);
  if (!last || last.revision <= seenRevision) {
    return new ConcurrencyError(
      'Запись изменилась, обновите страницу',
      null,
      null,
      history.at(-1)?.revision ?? -1,
    );
  }
  const who = last.meta.actor;
  return new ConcurrencyError(
    `Запись уже изменил другой пользователь: ${actorText(who)}. Обновите данные и повторите.`,
    who,
    last.meta.occurredAt,
    last.revision,
  );
}

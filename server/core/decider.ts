import { PERSONAL_DATA_ERASED } from '#events/privacy/events';
import type { Actor, EventEnvelope, EventMeta } from '#events/core/envelope';

/** What every command gets from outside: time, fresh ids, the actor. Deciders never read clocks. */
export interface CommandContext {
  now: string; // ISO-8601 UTC
  newId: () => string;
  actor: Actor;
  correlationId: string;
  /** The message that caused this command (a request id, or an event id for process managers). */
  causationId?: string;
}

/** A proposed event before metadata is attached. */
/** The meta every event written for a command carries: who, when, and what caused it. */
export function metaOf(ctx: CommandContext): EventMeta {
  return {
    actor: ctx.actor,
    occurredAt: ctx.now,
    correlationId: ctx.correlationId,
    causationId: ctx.causationId ?? ctx.correlationId,
    schemaVersion: 1,
  };
}

export interface DecidedEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/**
 * The part of a stored event that `evolve` reads: the typed type/data pair, plus whatever envelope
 * fields the caller has (the command handler passes whole envelopes; tests may pass only the pair).
 */
export type EvolveEvent<E extends DecidedEvent> = E & Partial<Omit<EventEnvelope, 'type' | 'data'>>;

/**
 * A pure aggregate: `evolve` folds stored events into state, `decide` turns a command and the
 * current state into new events or throws a typed error (RuleViolation, NotFoundError...).
 * `E` is the feature's event union (`EventOf<typeof XEvents>`), so both sides are checked against
 * the schemas in events/.
 */
export interface Decider<S, C, E extends DecidedEvent = DecidedEvent> {
  kind: string;
  initialState: () => S;
  evolve: (state: S, event: EvolveEvent<E>) => S;
  decide: (command: C, state: S, ctx: CommandContext) => E[];
}

/** Any decider, for registries that hold aggregates of different types (audit, replay). */
// Decider is invariant in S and C (evolve reads and returns S); a list of different ones needs `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDecider = Decider<any, any, any>;

export function fold<S, E extends DecidedEvent>(
  decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>,
  events: readonly EvolveEvent<E>[],
): S {
  let state = decider.initialState();
  // An erasure marker (events/privacy) is bookkeeping of the store, not a fact of the aggregate.
  for (const event of events) if (event.type !== PERSONAL_DATA_ERASED) state = decider.evolve(state, event);
  return state;
}

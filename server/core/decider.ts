import type { Actor, EventEnvelope } from '../../events/core/envelope';

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
export interface DecidedEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/**
 * A pure aggregate: `evolve` folds stored events into state, `decide` turns a command and the
 * current state into new events or throws a typed error (RuleViolation, NotFoundError...).
 */
export interface Decider<S, C> {
  kind: string;
  initialState: () => S;
  evolve: (state: S, event: Pick<EventEnvelope, 'type' | 'data'> & Partial<EventEnvelope>) => S;
  decide: (command: C, state: S, ctx: CommandContext) => DecidedEvent[];
}

export function fold<S>(
  decider: Pick<Decider<S, unknown>, 'initialState' | 'evolve'>,
  events: EventEnvelope[],
): S {
  return events.reduce(decider.evolve, decider.initialState());
}

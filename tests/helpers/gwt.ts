import { expect } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { asEventsOf } from '#server/core/command-handler';
import { fold, type CommandContext, type Decider, type DecidedEvent } from '#server/core/decider';
import type { Projection } from '#projections/core/types';
import { nextDocument } from '#projections/core/apply';
import type { Doc } from '#projections/core/read-store';

export const testContext = (over: Partial<CommandContext> = {}): CommandContext => {
  let n = 0;
  return {
    now: '2026-11-22T10:00:00.000Z',
    newId: () => `id-${++n}`,
    actor: { userId: 'u1', role: 'Admin', name: 'Тестов Тест' },
    correlationId: 'corr-1',
    ...over,
  };
};

let position = 0;
/** Wraps bare {type, data} pairs into stored envelopes of one stream, as the store would. */
export function stored<E extends DecidedEvent>(
  streamId: string,
  events: E[],
  actor = { userId: 'u1', role: 'Admin' },
): (EventEnvelope & E)[] {
  return events.map((e, revision) => ({
    ...e,
    id: `e-${++position}`,
    type: e.type,
    data: e.data,
    streamId,
    revision,
    position,
    meta: {
      actor,
      occurredAt: '2026-11-22T10:00:00.000Z',
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
  }));
}

/** given(past events).when(command).then(new events) / .thenThrows(error) for a pure decider. */
export function givenDecider<S, C, E extends DecidedEvent>(decider: Decider<S, C, E>) {
  return {
    given(history: E[]) {
      const state = fold(decider, asEventsOf<E>(stored(`${decider.kind}-x`, history)));
      return {
        when(command: C, ctx = testContext()) {
          const run = () => decider.decide(command, state, ctx);
          return {
            then: (expected: E[]) => expect(run()).toEqual(expected),
            thenThrows: (errorClass: new (...a: never[]) => Error, message?: string | RegExp) => {
              expect(run).toThrow(errorClass);
              if (message) expect(run).toThrow(message);
            },
          };
        },
      };
    },
  };
}

/** given(events).then(expected documents by collection/id) for a pure projection. */
export function givenProjection(projection: Projection) {
  return {
    given(events: EventEnvelope[]) {
      const docs = new Map<string, Doc | null>();
      for (const event of events) {
        for (const key of projection.keysOf(event)) {
          const ref = `${key.collection}/${key.id}`;
          // As the runner and the rebuild do: apply, then stamp _id and _pos.
          docs.set(ref, nextDocument(projection, docs.get(ref) ?? null, event, key));
        }
      }
      return {
        then: (ref: string, expected: Record<string, unknown> | null) => {
          const doc = docs.get(ref) ?? null;
          if (expected === null) return expect(doc).toBeNull();
          expect(doc).toMatchObject(expected);
        },
      };
    },
  };
}

import { expect } from 'vitest';
import type { EventEnvelope } from '../../events/core/envelope';
import { fold, type CommandContext, type Decider, type DecidedEvent } from '../../server/core/decider';
import type { Projection } from '../../projections/core/types';
import type { Doc } from '../../projections/core/read-store';

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
export function stored(
  streamId: string,
  events: DecidedEvent[],
  actor = { userId: 'u1', role: 'Admin' },
): EventEnvelope[] {
  return events.map((e, revision) => ({
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
export function givenDecider<S, C>(decider: Decider<S, C>) {
  return {
    given(history: DecidedEvent[]) {
      const state = fold(decider, stored(`${decider.kind}-x`, history));
      return {
        when(command: C, ctx = testContext()) {
          const run = () => decider.decide(command, state, ctx);
          return {
            then: (expected: DecidedEvent[]) => expect(run()).toEqual(expected),
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
          const next = projection.apply(docs.get(ref) ?? null, event, key);
          docs.set(ref, next ? { ...next, _pos: event.position } : null);
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

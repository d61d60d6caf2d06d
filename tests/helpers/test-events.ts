import { randomUUID } from 'node:crypto';
import { number, object } from 'superstruct';
import type { EventMeta, NewEvent } from '#events/core/envelope';
import { registerEvents } from '#events/core/registry';

/** A neutral event type only tests use, so store tests do not depend on product schemas. */
export function registerTestEvents(): void {
  registerEvents({ TestHappened: object({ n: number() }) });
}

export type TestEvent = NewEvent<'TestHappened', { n: number }>;

export function testMeta(overrides: Partial<EventMeta> = {}): EventMeta {
  return {
    actor: { userId: 'user-1', role: 'hr' },
    occurredAt: '2024-03-01T09:00:00.000Z',
    correlationId: 'corr-1',
    causationId: 'cause-1',
    schemaVersion: 1,
    ...overrides,
  };
}

/** Alternates UUID and non-UUID ids: the EventStoreDB adapter has to map the latter. */
let counter = 0;
export function testEvent(n: number, meta: Partial<EventMeta> = {}): TestEvent {
  counter += 1;
  const id = counter % 2 === 0 ? randomUUID() : `evt-${randomUUID()}`;
  return { id, type: 'TestHappened', data: { n }, meta: testMeta(meta) };
}

export function uniqueStream(kind = 'test'): string {
  return `${kind}-${randomUUID()}`;
}

import { randomUUID } from 'node:crypto';
import { uuid } from '#server/core/services';
import type { EventMeta, NewEvent } from '#events/core/envelope';

/** Metadata as the command handler writes it: one correlation id per command. */
export function benchMeta(correlationId: string = randomUUID()): EventMeta {
  return {
    actor: { userId: '1001', role: 'admin', name: 'Бенчмарк' },
    occurredAt: new Date().toISOString(),
    correlationId,
    causationId: correlationId,
    schemaVersion: 1,
  };
}

export function positionCreated(id: string, title: string, meta: EventMeta = benchMeta()): NewEvent {
  return {
    id: uuid(),
    type: 'PositionCreated',
    data: { id, title, use_to_search_candidate: true, show_on_vacancies_feed: id.length % 2 === 0 },
    meta,
  };
}

export function positionRenamed(title: string, meta: EventMeta = benchMeta()): NewEvent {
  return { id: uuid(), type: 'PositionRenamed', data: { title }, meta };
}

export const positionStream = (id: string) => `position-${id}`;

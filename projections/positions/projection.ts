import { parseStreamId } from '#events/core/envelope';
import { POSITIONS } from '#events/positions/collections';
import { PositionEvents, type StoredPositionEvent } from '#events/positions/events';
import { BY_CHANGE } from '../core/read-store';
import { defineProjection } from '../core/types';
import { BY_SEQ_DESC, seqOf } from '../core/seq';

/** Read model `positions`: one document per position, as the settings table and filters show it. */
export const positionsProjection = defineProjection({
  name: POSITIONS.name,
  events: PositionEvents,
  collection: POSITIONS,
  // The next numeric id (createWithNextId); the titles changed since a save's last look (positionTitles).
  indexes: [BY_SEQ_DESC, BY_CHANGE],
  keysOf: (event) => [parseStreamId(event.streamId).id],
  // A position's document is its stream's, made by PositionCreated (the stream's first event).
  streamDocuments: true,
  apply(doc, event, id) {
    const stamp = changeStamp(event);
    switch (event.type) {
      case 'PositionCreated': {
        const { title, use_to_search_candidate, show_on_vacancies_feed } = event.data;
        const created = { createdAt: event.meta.occurredAt, seq: seqOf(id) };
        return { id, title, use_to_search_candidate, show_on_vacancies_feed, ...created, ...stamp };
      }
      case 'PositionRenamed':
      case 'PositionCandidateSearchToggled':
      case 'PositionFeedVisibilityToggled':
        return doc ? { ...doc, ...event.data, ...stamp } : null;
    }
  },
});

function changeStamp(event: StoredPositionEvent) {
  return { revision: event.revision, updatedAt: event.meta.occurredAt, updatedBy: event.meta.actor };
}

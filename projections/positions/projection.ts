import { parseStreamId } from '#events/core/envelope';
import { POSITIONS } from '#events/positions/collections';
import { PositionEvents, type StoredPositionEvent } from '#events/positions/events';
import { defineProjection } from '../core/types';
import type { IndexSpec } from '../core/read-store';
import { BY_SEQ_DESC, seqOf } from '../core/seq';
import { positionTitleKey } from '#events/positions/titles';

/** The save's title check looks up the keys of its rows' titles (positionsTitled). */
export const BY_TITLE_KEY: IndexSpec = { fields: ['titleKey'], sort: { title: 1 }, counts: false };

/** Read model `positions`: one document per position, as the settings table and filters show it. */
export const positionsProjection = defineProjection({
  name: POSITIONS.name,
  events: PositionEvents,
  collection: POSITIONS,
  indexes: [BY_SEQ_DESC, BY_TITLE_KEY], // next numeric id (createWithNextId); a save's title check
  keysOf: (event) => [parseStreamId(event.streamId).id],
  apply(doc, event, id) {
    const stamp = changeStamp(event);
    switch (event.type) {
      case 'PositionCreated': {
        const { title, use_to_search_candidate, show_on_vacancies_feed } = event.data;
        const created = { createdAt: event.meta.occurredAt, seq: seqOf(id) };
        const titleKey = positionTitleKey(title);
        return { id, title, titleKey, use_to_search_candidate, show_on_vacancies_feed, ...created, ...stamp };
      }
      case 'PositionRenamed':
        return doc ? { ...doc, ...event.data, titleKey: positionTitleKey(event.data.title), ...stamp } : null;
      case 'PositionCandidateSearchToggled':
      case 'PositionFeedVisibilityToggled':
        return doc ? { ...doc, ...event.data, ...stamp } : null;
    }
  },
});

function changeStamp(event: StoredPositionEvent) {
  return { revision: event.revision, updatedAt: event.meta.occurredAt, updatedBy: event.meta.actor };
}

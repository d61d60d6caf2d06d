import type { Projection } from './core/types';
import { parseStreamId } from '../events/core/envelope';
import { BY_SEQ_DESC, seqOf } from './core/seq';

/** Read model `positions`: one document per position, as the settings table and filters show it. */
export const positionsProjection: Projection = {
  name: 'positions',
  collections: ['positions'],
  indexes: { positions: [BY_SEQ_DESC] }, // next numeric id (createWithNextId)
  keysOf(event) {
    if (!event.type.startsWith('Position')) return [];
    return [{ collection: 'positions', id: parseStreamId(event.streamId).id }];
  },
  apply(doc, event, key) {
    const d = event.data as Record<string, unknown>;
    const stamp = {
      _id: key.id,
      revision: event.revision,
      updatedAt: event.meta.occurredAt,
      updatedBy: event.meta.actor,
    };
    switch (event.type) {
      case 'PositionCreated':
        return {
          id: key.id,
          title: d.title,
          use_to_search_candidate: d.use_to_search_candidate,
          show_on_vacancies_feed: d.show_on_vacancies_feed,
          createdAt: event.meta.occurredAt,
          seq: seqOf(key.id),
          ...stamp,
        };
      case 'PositionRenamed':
      case 'PositionCandidateSearchToggled':
      case 'PositionFeedVisibilityToggled':
        return doc ? { ...doc, ...d, ...stamp } : null;
      default:
        return doc;
    }
  },
};

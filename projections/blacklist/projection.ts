import { parseStreamId } from '#events/core/envelope';
import { BLACKLIST } from '#events/blacklist/collections';
import { BLACKLIST_KIND, BlacklistEvents, type BlacklistEntryDoc } from '#events/blacklist/events';
import { defineProjection } from '../core/types';

/** Read model `blacklist`: one document per entry; a removed entry is kept, marked, for the record. */
export const blacklistProjection = defineProjection({
  name: BLACKLIST.name,
  events: BlacklistEvents,
  collection: BLACKLIST,
  indexes: [{ fields: [], sort: { addedAt: -1 } }],
  keysOf: (event) => [parseStreamId(event.streamId).id],
  personal: true,
  erase: { kind: BLACKLIST_KIND, remove: true },
  apply(doc, event): BlacklistEntryDoc | null {
    const by = event.meta.actor;
    switch (event.type) {
      case 'BlacklistEntryAdded':
        return {
          id: event.data.id,
          person: event.data.person,
          reason: event.data.reason,
          addedAt: event.meta.occurredAt,
          addedBy: by,
          removed: null,
          revision: event.revision,
        };
      case 'BlacklistEntryRemoved':
        if (!doc) return null;
        return {
          ...doc,
          removed: { at: event.meta.occurredAt, by, reason: event.data.reason },
          revision: event.revision,
        };
    }
  },
});

import { parseStreamId } from '#events/core/envelope';
import { ERASED } from '#events/core/personal';
import { NOTIFICATIONS, type NotificationDoc } from '#events/notifications/api';
import {
  CANDIDATE_NOTIFICATIONS,
  CARD_ITEMS_MAX,
  type CandidateNotificationItem,
  type CandidateNotificationsDoc,
} from '#events/notifications/card';
import { NOTIFICATION_KIND, NotificationEvents } from '#events/notifications/events';
import { refOf } from '#events/notifications/links';
import { PrivacyEvents } from '#events/privacy/events';
import { QuestionnaireEvents } from '#events/questionnaire/events';
import { QUESTIONNAIRE_LIGHT_KIND, QuestionnaireLightEvents } from '#events/questionnaire-light/events';
import { defineJoinProjection } from '../core/join';

const EVENTS = {
  ...NotificationEvents,
  QuestionnaireLightSubmitted: QuestionnaireLightEvents.QuestionnaireLightSubmitted,
  QuestionnaireOpened: QuestionnaireEvents.QuestionnaireOpened,
  ...PrivacyEvents,
};

/** The notifications of the batch, as the `notifications` read model (projected before) holds them. */
type Context = Map<string, NotificationDoc>;

const itemOf = (doc: NotificationDoc): CandidateNotificationItem => ({
  ...{ id: doc.id, moment: doc.moment, channel: doc.channel, status: doc.status, to: doc.to },
  ...{ emailSubject: doc.emailSubject, text: doc.text, attempts: doc.attempts, notBefore: doc.notBefore },
  ...{ lastError: doc.lastError, queuedAt: doc.queuedAt, sentAt: doc.sentAt },
});

/**
 * The card's items (newest queued first, at most CARD_ITEMS_MAX) with `item` in its place: the
 * list is kept sorted, so the item is put before the first one queued no later than it (an
 * ISO time compares as a string), its old version dropped. No sort: a burst brings thousands.
 */
export function withItem(
  items: readonly CandidateNotificationItem[],
  item: CandidateNotificationItem,
): CandidateNotificationItem[] {
  const out: CandidateNotificationItem[] = [];
  let placed = false;
  for (const held of items) {
    if (held.id === item.id) continue;
    if (!placed && held.queuedAt <= item.queuedAt) {
      out.push(item);
      placed = true;
    }
    out.push(held);
  }
  if (!placed) out.push(item);
  return out.length > CARD_ITEMS_MAX ? out.slice(0, CARD_ITEMS_MAX) : out;
}

const empty = (id: string): CandidateNotificationsDoc => ({
  id,
  IStoreId: '',
  items: [],
  updatedAt: '',
  revision: 0,
});

/**
 * Read model `candidateNotifications`: the card's block, one document per candidate ref, joined
 * from `notifications` (each of the batch's notification events brings its notification's current
 * state) and made when the questionnaire arrives, with its store (who may watch the room).
 */
export const candidateNotificationsProjection = defineJoinProjection({
  name: CANDIDATE_NOTIFICATIONS.name,
  events: EVENTS,
  collection: CANDIDATE_NOTIFICATIONS,
  async prepare(events, read): Promise<Context> {
    const ids = new Set<string>();
    for (const event of events) {
      const { kind, id } = parseStreamId(event.streamId);
      if (kind === NOTIFICATION_KIND) ids.add(id);
    }
    // By key, never a scan: a burst of sends brings thousands of notifications' events at once.
    if (ids.size === 0) return new Map();
    const docs = await read.getMany(NOTIFICATIONS.name, [...ids]);
    return new Map([...docs].map(([id, doc]) => [id, doc as unknown as NotificationDoc]));
  },
  keysOf(event, context) {
    const { kind, id } = parseStreamId(event.streamId);
    switch (event.type) {
      case 'QuestionnaireLightSubmitted':
        return kind === QUESTIONNAIRE_LIGHT_KIND ? [refOf({ kind: 'light', id })] : [];
      case 'QuestionnaireOpened':
        return [
          event.data.lightQuestionnaireId
            ? refOf({ kind: 'light', id: event.data.lightQuestionnaireId })
            : refOf({ kind: 'questionnaire', id }),
        ];
      default: {
        const ref = kind === NOTIFICATION_KIND ? context.get(id)?.ref : undefined;
        return ref ? [ref] : [];
      }
    }
  },
  apply(doc, event, ref, context): CandidateNotificationsDoc {
    const base = doc ?? empty(ref);
    const stamp = { updatedAt: event.meta.occurredAt, revision: base.revision + 1 };
    switch (event.type) {
      case 'QuestionnaireLightSubmitted':
      case 'QuestionnaireOpened':
        return { ...base, ...stamp, IStoreId: base.IStoreId || event.data.vacancy.IStoreId };
      case 'PersonalDataErased': {
        const id = parseStreamId(event.streamId).id;
        const items = base.items.map((item) =>
          item.id === id ? { ...item, to: ERASED, emailSubject: ERASED, text: ERASED } : item,
        );
        return { ...base, ...stamp, items };
      }
      default: {
        const notification = context.get(parseStreamId(event.streamId).id);
        if (!notification) return base;
        return { ...base, ...stamp, items: withItem(base.items, itemOf(notification)) };
      }
    }
  },
});

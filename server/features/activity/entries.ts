import { formatMoscow } from '#events/core/moscow-time';
import {
  activityKindName,
  historyTarget,
  type ActivityDoc,
  type ActivityEntry,
} from '#events/activity/contract';
import { actorText, roleTitle } from '#events/core/roles';
import { storeLabel, type Store } from '#events/core/stores';

/** One line of the log as the API, the exports and the console show it. */
export function activityEntry(doc: ActivityDoc, findStore: (id: string) => Store | undefined): ActivityEntry {
  const target = historyTarget(doc.kind, doc.recordId);
  const store = doc.storeId === null ? undefined : findStore(doc.storeId);
  return {
    position: doc.position,
    occurredAt: doc.occurredAt,
    type: doc.type,
    actorUserId: doc.actorUserId,
    actorRole: doc.actorRole,
    actorText: actorText({ name: doc.actorName, userId: doc.actorUserId, role: doc.actorRole }),
    roleTitle: roleTitle(doc.actorRole),
    kind: doc.kind,
    kindName: activityKindName(doc.kind),
    recordId: doc.recordId,
    link: target ? `/protected/history/${target.kind}/${encodeURIComponent(target.id)}` : null,
    storeId: doc.storeId,
    storeName: store ? storeLabel(store) : doc.storeId,
    sentence: doc.sentence,
    correlationId: doc.correlationId,
  };
}

/** 'DD.MM.YYYY HH:mm (МСК)' (events/core/moscow-time.ts). */
export const moscowText = formatMoscow;

/** The CSV row of an entry, in the order of ACTIVITY_CSV_COLUMNS. */
export function activityCsvRow(e: ActivityEntry): string[] {
  return [
    String(e.position),
    moscowText(e.occurredAt),
    e.actorText,
    e.roleTitle,
    e.kindName,
    e.recordId,
    e.storeName ?? '',
    e.sentence,
    e.type,
  ];
}

import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MOMENTS,
  NOTIFICATION_OPT_OUTS,
  NOTIFICATION_TEMPLATES,
  type NotificationOptOutDoc,
  type NotificationTemplateDoc,
} from '#events/notifications/api';
import {
  notificationTemplateView,
  templateIdOf,
  type NotificationTemplateView,
} from '#events/notifications/templates';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';

const strip = <D>({ _id: _i, _pos: _p, ...doc }: D & { _id: string; _pos?: number }) => doc as D;

/** The edited templates by id (`${moment}.${channel}`). */
export async function editedTemplates(read: ReadStore): Promise<Map<string, NotificationTemplateDoc>> {
  const docs = await collectionIn(read, NOTIFICATION_TEMPLATES).find({}, { limit: 1000 });
  return new Map(docs.map((doc) => [doc.id, strip<NotificationTemplateDoc>(doc)]));
}

/**
 * Every moment × channel in the order of a hire, with the text in force. `revisionOf` gives the
 * stream revision of a template with no document (reset, or never edited: -1).
 */
export async function notificationTemplateViews(
  read: ReadStore,
  revisionOf: (id: string) => Promise<number>,
): Promise<NotificationTemplateView[]> {
  const edited = await editedTemplates(read);
  const views: NotificationTemplateView[] = [];
  for (const moment of NOTIFICATION_MOMENTS)
    for (const channel of NOTIFICATION_CHANNELS) {
      const doc = edited.get(templateIdOf(moment, channel)) ?? null;
      const revision = doc ? doc.revision : await revisionOf(templateIdOf(moment, channel));
      views.push(notificationTemplateView(moment, channel, doc, revision));
    }
  return views;
}

/** A candidate's opt-outs, or null when they never opted out. */
export async function optOutsOf(read: ReadStore, ref: string): Promise<NotificationOptOutDoc | null> {
  const doc = await collectionIn(read, NOTIFICATION_OPT_OUTS).get(ref);
  return doc ? strip<NotificationOptOutDoc>(doc) : null;
}

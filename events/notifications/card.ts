import { defineCollection } from '../core/collections';
import type { NotificationChannel, NotificationMoment, NotificationStatus } from './api';

/**
 * The candidate card's notifications block (issue 31, item 1): one document per candidate ref (the
 * record room the card watches), made when the candidate's questionnaire arrives, so it carries the
 * store a store-bound viewer must have. Added beside the contract (api.ts); nothing there renamed.
 */
export interface CandidateNotificationItem {
  id: string;
  moment: NotificationMoment;
  channel: NotificationChannel;
  status: NotificationStatus;
  /** Personal: masked ('+7******1234', 'a***@mail.ru', text '') for viewers who may not see it whole. */
  to: string;
  emailSubject: string;
  text: string;
  attempts: number;
  notBefore: string;
  lastError: string | null;
  queuedAt: string;
  sentAt: string | null;
}

export interface CandidateNotificationsDoc {
  /** The candidate's ref ('al12', 'q7'). */
  id: string;
  IStoreId: string;
  /** Newest first. */
  items: CandidateNotificationItem[];
  updatedAt: string;
  revision: number;
}

export const CANDIDATE_NOTIFICATIONS = defineCollection<CandidateNotificationsDoc>('candidateNotifications');

/** The most a card keeps (a candidate hears back a handful of times; a runaway loop stays bounded). */
export const CARD_ITEMS_MAX = 100;

const maskTo = (item: CandidateNotificationItem) => {
  if (item.channel === 'sms') return `+${item.to.slice(0, 1)}******${item.to.slice(-4)}`;
  const at = item.to.lastIndexOf('@');
  return at > 0 ? `${item.to.slice(0, 1)}***${item.to.slice(at)}` : '***';
};

/**
 * The block for viewers who may not see the candidate's data whole (events/questionnaire/masking.ts:
 * unit and region directors): the recipient masked, the text and subject withheld.
 */
export function maskCandidateNotifications(doc: CandidateNotificationsDoc): CandidateNotificationsDoc {
  return {
    ...doc,
    items: doc.items.map((item) => ({ ...item, to: maskTo(item), emailSubject: '', text: '' })),
  };
}

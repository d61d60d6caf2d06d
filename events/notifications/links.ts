import type { NotificationChannel } from './api';

/**
 * A candidate's ref: what the status page, the opt-out links and the outbox name a candidate by.
 * 'al{id}' for a light questionnaire (and the employment questionnaire that continues it), 'q{id}'
 * for an employment questionnaire staff opened without a light one. The secrets that go with a ref
 * are derived on the server (server/features/notifications/links.ts), never stored.
 */
export type CandidateRef = { kind: 'light'; id: string } | { kind: 'questionnaire'; id: string };

const REF = /^(al|q)(\d{1,20})$/;

export function refOf(ref: CandidateRef): string {
  return `${ref.kind === 'light' ? 'al' : 'q'}${ref.id}`;
}

export function parseRef(text: string): CandidateRef | null {
  const m = REF.exec(text);
  if (!m) return null;
  return { kind: m[1] === 'al' ? 'light' : 'questionnaire', id: m[2]! };
}

/** The public status page (client/public, after the SMS gate). */
export const statusPath = (ref: string, token: string) => `/status/${ref}?t=${token}`;

/** The public opt-out page for one channel. */
export const optOutPath = (ref: string, channel: NotificationChannel, token: string) =>
  `/notifications/opt-out/${ref}/${channel}?t=${token}`;

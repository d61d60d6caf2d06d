import type { ApprovalView } from './api';

/** Does a pending approval belong to this user's list: addressed to them, or any for Admin. */
export function isMinePending(doc: ApprovalView, me: { userId: string; isAdmin: boolean }): boolean {
  return doc.pending && (me.isAdmin || doc.pendingFor === me.userId);
}

/** Newest request first. */
export const byRequestTime = (a: ApprovalView, b: ApprovalView): number =>
  (b.request?.at ?? '').localeCompare(a.request?.at ?? '');

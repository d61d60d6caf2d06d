import type { DkmoMemberLine } from './collections';
import { RENEWAL_REASONS, type RenewalReason } from './events';

/**
 * The DKMO screen's pure rules (spec part 2, sections 2 and 4; issue 27, item 6): who is a director,
 * how the employees are grouped and ordered, and when the agreement needs re-concluding.
 */

/** Spec section 4: 'A director is an employee whose position contains "директор"'. */
export function isDirectorPosition(position: string): boolean {
  return position.toLowerCase().includes('директор');
}

/** The spec's groups, in order: director, administrator, sellers and cashiers, part-timers, others. */
export const POSITION_GROUPS = ['director', 'administrator', 'seller', 'parttimer', 'other'] as const;
export type PositionGroup = (typeof POSITION_GROUPS)[number];

export function positionGroup(position: string): PositionGroup {
  const p = position.toLowerCase();
  if (p.includes('директор')) return 'director';
  if (p.includes('администратор')) return 'administrator';
  if (p.includes('парттайм') || p.includes('совместитель')) return 'parttimer';
  if (p.includes('продав') || p.includes('кассир')) return 'seller';
  return 'other';
}

/** Grouped as the spec orders them, then by full name (Russian collation). */
export function sortEmployees<T extends { fio: string; position: string }>(list: readonly T[]): T[] {
  const rank = (e: T) => POSITION_GROUPS.indexOf(positionGroup(e.position));
  return [...list].sort((a, b) => rank(a) - rank(b) || a.fio.localeCompare(b.fio, 'ru'));
}

/** The members still on the team (no leaving date). */
export function activeMembers(members: readonly DkmoMemberLine[]): DkmoMemberLine[] {
  return members.filter((m) => m.leftOn === null);
}

/**
 * Reasons the ledger alone gives: the leader (the director who concluded it) left, or more than half
 * of the original team has.
 */
/** What the renewal rules read of an agreement: its leader, its lines, whether the director signed. */
export interface LedgerFacts {
  leader: { id: string };
  director: unknown;
  members: readonly { id: string; original: boolean; leftOn: string | null }[];
}

export function ledgerRenewal(doc: Pick<LedgerFacts, 'leader' | 'members'>): RenewalReason[] {
  const reasons: RenewalReason[] = [];
  const original = doc.members.filter((m) => m.original);
  const leaderLeft = doc.members.some((m) => m.id === doc.leader.id && m.leftOn !== null);
  if (leaderLeft) reasons.push('leaderChanged');
  const left = original.filter((m) => m.leftOn !== null).length;
  if (original.length > 0 && left * 2 > original.length) reasons.push('halfLeft');
  return reasons;
}

/**
 * Every reason the store's agreement needs re-concluding: the ledger's, and a store director now
 * other than the team's leader (the staff directory names them).
 */
export function renewalReasons(doc: LedgerFacts, currentDirectorId: string | null): RenewalReason[] {
  if (!doc.director) return [];
  const reasons = ledgerRenewal(doc);
  if (currentDirectorId && currentDirectorId !== doc.leader.id && !reasons.includes('leaderChanged'))
    reasons.unshift('leaderChanged');
  return reasons;
}

export function renewalTexts(reasons: readonly RenewalReason[]): string[] {
  return reasons.map((r) => RENEWAL_REASONS[r]);
}

import { defineCollection } from '../core/collections';

/** A staff account as the read model keeps it (server side only: never pushed, never answered whole). */
export interface UserDoc {
  login: string;
  passwordHash: string;
  scope: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string | null;
  storeName: string | null;
  permissions: string[];
  allowedStores?: string[];
  allowedRegions?: string[];
  /** The work phone (11 digits), for the director's approval codes. */
  phone?: string;
  /** False once deactivated (absent in older documents: active). */
  active?: boolean;
  /** When and why the account was switched off (only while it is off). */
  deactivatedAt?: string;
  deactivationReason?: string;
  /**
   * The revision of the last password reset or deactivation: sign-ins made before it (their tokens
   * carry the account revision they were issued at, `rev`) no longer work.
   */
  signedOutRevision?: number;
  /**
   * Access tokens issued below this revision carry rights the account no longer has (an edit of its
   * role, store, lists or permissions): refused, so the console refreshes and gets the new claims.
   */
  claimsRevision?: number;
  /** The revision of the account's last own event (session events do not count). */
  revision?: number;
}

/** A revoked sign-in ('revoked'; older documents have no kind) or an exchanged refresh token ('rotated'). */
export interface RevokedTokenDoc {
  userId: string;
  kind?: 'revoked' | 'rotated';
  expiresAt: string;
  sessionId?: string;
  usedAt?: string;
}

/** Read model `users`: staff accounts (never pushed to consoles). */
export const USERS = defineCollection<UserDoc>('users');
/** Read model `revokedTokens`: revoked sign-ins and exchanged refresh tokens, until they expire. */
export const REVOKED_TOKENS = defineCollection<RevokedTokenDoc>('revokedTokens');

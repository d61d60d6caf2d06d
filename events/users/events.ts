import { array, nullable, object, optional, string } from 'superstruct';
import type { EventOf } from '../core/typed';

/** Staff accounts are event-sourced too; the password is stored only as a bcrypt hash. */
export const UserEvents = {
  UserRegistered: object({
    userId: string(),
    login: string(),
    passwordHash: string(),
    scope: string(),
    surname: string(),
    name: string(),
    positionName: string(),
    storeId: nullable(string()),
    storeName: nullable(string()),
    permissions: array(string()),
    /** AllowedStoresList: the stores a unit or region director sees (absent in older events). */
    allowedStores: optional(array(string())),
    /** AllowedRegionsList: the regions (store param.regionAreaId) a region director sees. */
    allowedRegions: optional(array(string())),
    /** The work phone (11 digits): where a director's approval codes go (absent in older events). */
    phone: optional(string()),
  }),
  UserPasswordChanged: object({ passwordHash: string() }),
  UserPermissionsChanged: object({ permissions: array(string()), reason: optional(string()) }),
  /**
   * An Admin edited the account (issue 23, item 5): the editable fields as they are now, whole, and
   * which of them changed, so the history shows who gave whom which rights.
   */
  UserAccountEdited: object({
    scope: string(),
    surname: string(),
    name: string(),
    positionName: string(),
    storeId: nullable(string()),
    storeName: nullable(string()),
    permissions: array(string()),
    allowedStores: array(string()),
    allowedRegions: array(string()),
    /** The work phone (11 digits), or null when the account has none. */
    phone: nullable(string()),
    changed: array(string()),
  }),
  /** An Admin set a new password: its bcrypt hash only. Every earlier sign-in stops working. */
  UserPasswordReset: object({ passwordHash: string() }),
  /** The account was switched off: its tokens and sockets stop working at once, sign-in is refused. */
  UserDeactivated: object({ reason: optional(string()) }),
  /** The account was switched back on: its owner signs in again (earlier sign-ins stay void). */
  UserReactivated: object({ reason: optional(string()) }),
};

export const USER_KIND = 'user';

export const SessionEvents = {
  /** A sign-in (or, in older events, one refresh token) revoked: logout or a replayed refresh token. */
  RefreshTokenRevoked: object({ jti: string(), expiresAt: string() }),
  /** A refresh token was exchanged: presenting it again later is a replay (the token was stolen). */
  RefreshTokenRotated: object({ jti: string(), sessionId: string(), expiresAt: string() }),
};

/** The events of a user's stream: the account's own and its sign-ins'. */
export type UserEvent = EventOf<typeof UserEvents> | EventOf<typeof SessionEvents>;

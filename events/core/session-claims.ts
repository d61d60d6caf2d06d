/**
 * What an access token says about its user: the server signs it (server/auth/tokens.ts) and the
 * console reads it (client/console/shell/state/session.ts). One definition for both sides.
 */

/** The claims the console reads from the access token (spec part 1, section 3). */
export interface UserClaims {
  scope: string;
  userId: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string | null;
  storeName: string | null;
}

/** The whole access token payload. */
export interface AccessClaims extends UserClaims {
  type: 'jwt';
  IStoreId: string | null;
  permissions: string[];
  /** AllowedStoresList of a unit or region director (absent in older tokens and for other users). */
  allowedStores?: string[];
  /** AllowedRegionsList of a region director: store param.regionAreaId values. */
  allowedRegions?: string[];
  /** The sign-in the token belongs to: a logout revokes it and the token stops working at once. */
  sid?: string;
  /** The account's revision at sign-in: a later password reset or deactivation voids the token. */
  rev?: number;
  /** Expiry (seconds since the epoch), set by the signer. */
  exp?: number;
}

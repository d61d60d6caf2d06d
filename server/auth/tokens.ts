import type { AccessClaims } from '#events/core/session-claims';
import { createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import {
  array,
  is,
  literal,
  nullable,
  number,
  optional,
  string,
  type,
  type Describe,
  type Struct,
} from 'superstruct';
import { UnauthorizedError } from '../core/errors';
import type { RevocableToken } from './revocations';

/** The access token's payload: one definition shared with the console (events/core). */
export type { AccessClaims };

export interface RefreshClaims {
  type: 'refresh';
  userId: string;
  jti: string;
  /**
   * The sign-in this token descends from: kept by every refresh, so logout can revoke the whole
   * chain (absent in tokens issued before it existed: their jti stands for it).
   */
  sid?: string;
  /** The account's revision at sign-in: a later password reset or deactivation voids the token. */
  rev?: number;
  exp: number;
}

/** Proof that a candidate confirmed a phone by SMS code (spec token type phone_otp_token). */
export interface PhoneClaims {
  type: 'phone_otp_token';
  phone: string;
}

export const PHONE_TOKEN_TTL_SECONDS = 30 * 60;

/** The claims as checked on every verify: a token signed by us but of another shape is refused. */
const AccessShape: Describe<AccessClaims> = type({
  type: literal('jwt'),
  scope: string(),
  userId: string(),
  surname: string(),
  name: string(),
  positionName: string(),
  storeId: nullable(string()),
  IStoreId: nullable(string()),
  storeName: nullable(string()),
  permissions: array(string()),
  allowedStores: optional(array(string())),
  allowedRegions: optional(array(string())),
  sid: optional(string()),
  rev: optional(number()),
  exp: optional(number()),
});
const RefreshShape: Describe<RefreshClaims> = type({
  type: literal('refresh'),
  userId: string(),
  jti: string(),
  sid: optional(string()),
  rev: optional(number()),
  exp: number(),
});
const PhoneShape: Describe<PhoneClaims> = type({ type: literal('phone_otp_token'), phone: string() });

export interface TokenIssuer {
  issueAccess(claims: Omit<AccessClaims, 'type' | 'sid' | 'exp'>, sessionId?: string): string;
  issueRefresh(userId: string, sessionId: string, rev?: number): string;
  issuePhone(phone: string): string;
  verifyAccess(token: string): AccessClaims;
  verifyRefresh(token: string): RefreshClaims;
  verifyPhone(token: string): PhoneClaims;
  accessTtlSeconds: number;
}

const ALGORITHM = 'HS256';
/**
 * Access tokens verified before, by their whole text (signature included, so a forged token is
 * never found): each API call and socket presents its token again, and a verify (jsonwebtoken's
 * decode, HMAC and JSON parse, then the shape check) was about 0.2 ms of every request's CPU in
 * bench section 4 (issue 25, item 3). Expiry and revocation are still checked on every call.
 */
const VERIFIED_ACCESS_KEPT = 5000;

/** jsonwebtoken's own rule: a token is expired from the second its `exp` names. */
const expired = (claims: { exp?: number }, nowMs: number) =>
  claims.exp !== undefined && Math.floor(nowMs / 1000) >= claims.exp;

export function createTokenIssuer(
  secret: string,
  accessTtlSeconds: number,
  refreshTtlSeconds: number,
  /**
   * Revoked sign-ins and closed accounts (server/auth/revocations.ts): their access tokens are
   * refused at once.
   */
  isRevoked: (token: RevocableToken) => boolean = () => false,
): TokenIssuer {
  // A KeyObject built once: with a plain string, jsonwebtoken first tries to parse it as a public
  // key on every call (about 1.3 ms of CPU per verify, measured by the bench).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verify = <T>(token: string, shape: Struct<T>): T => {
    let payload: unknown;
    try {
      payload = jwt.verify(token, key, { algorithms: [ALGORITHM] });
    } catch {
      throw new UnauthorizedError();
    }
    if (!is(payload, shape)) throw new UnauthorizedError();
    return payload;
  };
  const verifiedAccess = new LRUCache<string, AccessClaims>({ max: VERIFIED_ACCESS_KEPT });
  /** The claims of a valid access token, shared by the calls that present it: frozen. */
  const accessClaims = (token: string): AccessClaims => {
    const kept = verifiedAccess.get(token);
    if (kept && !expired(kept, Date.now())) return kept;
    verifiedAccess.delete(token);
    const claims = deepFreeze(verify(token, AccessShape));
    verifiedAccess.set(token, claims);
    return claims;
  };
  return {
    accessTtlSeconds,
    issueAccess: (claims, sessionId) =>
      jwt.sign({ ...claims, ...(sessionId ? { sid: sessionId } : {}), type: 'jwt' }, key, {
        algorithm: ALGORITHM,
        expiresIn: accessTtlSeconds,
        subject: claims.userId,
      }),
    issueRefresh: (userId, sessionId, rev) =>
      jwt.sign(
        { type: 'refresh', userId, jti: randomUUID(), sid: sessionId, ...(rev === undefined ? {} : { rev }) },
        key,
        {
          algorithm: ALGORITHM,
          expiresIn: refreshTtlSeconds,
        },
      ),
    issuePhone: (phone) =>
      jwt.sign({ type: 'phone_otp_token', phone }, key, {
        algorithm: ALGORITHM,
        expiresIn: PHONE_TOKEN_TTL_SECONDS,
      }),
    verifyAccess: (token) => {
      const claims = accessClaims(token);
      if (isRevoked(claims)) throw new UnauthorizedError();
      return claims;
    },
    verifyRefresh: (token) => verify(token, RefreshShape),
    verifyPhone: (token) => verify(token, PhoneShape),
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

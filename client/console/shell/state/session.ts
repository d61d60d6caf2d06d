import type { UserClaims } from '#events/core/session-claims';
import { fieldOf, stringField } from '#events/core/json';
import { atom } from 'jotai';
import { connectSession } from '../http';
import { decodeJwtPayload } from '../jwt';
import type { PermissionItem, TokenResponse } from '../tokens';
import { appStore } from './store';

/** Claims the console reads from the access token: the server signs the same type (events/core). */
export type TokenClaims = UserClaims;

export type { PermissionItem, TokenResponse };

/** Stored under `unpacked_jwt_token` in localStorage. */
export interface Session {
  token: string;
  refreshToken: string;
  expiresIn: number | string;
  role: TokenClaims;
  permissions: PermissionItem[];
}

export type AuthStatus = 'unknown' | 'authorised' | 'unauthorised';

export const SESSION_KEY = 'unpacked_jwt_token';
const MESSAGE_KEY = 'auth_message';

function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function claimsFromToken(token: string): TokenClaims {
  const p = decodeJwtPayload(token);
  const storeId = asText(p.storeId ?? p.IStoreId);
  const storeName = asText(p.storeName);
  return {
    scope: asText(p.scope),
    userId: asText(p.userId),
    surname: asText(p.surname),
    name: asText(p.name),
    positionName: asText(p.positionName),
    storeId: storeId || null,
    storeName: storeName || null,
  };
}

export function sessionFromTokens(response: TokenResponse, previous?: Session | null): Session {
  return {
    token: response.token,
    refreshToken: response.refreshToken,
    expiresIn: response.expiresIn,
    role: claimsFromToken(response.token),
    permissions: response.permissions ?? previous?.permissions ?? [],
  };
}

/** The session as saved in localStorage (shared by every tab of the console), or null. */
export function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const token = stringField(parsed, 'token');
    const refreshToken = stringField(parsed, 'refreshToken');
    if (!token || !refreshToken) return null;
    const expiresIn = fieldOf(parsed, 'expiresIn');
    const permissions = fieldOf(parsed, 'permissions');
    return {
      token,
      refreshToken,
      expiresIn: typeof expiresIn === 'number' || typeof expiresIn === 'string' ? expiresIn : 0,
      role: claimsFromToken(token),
      permissions: Array.isArray(permissions) ? permissions.filter(isPermissionItem) : [],
    };
  } catch {
    return null;
  }
}

const initialSession = readStoredSession();
export const sessionAtom = atom<Session | null>(initialSession);
/** Without a stored session there is nothing to check: not authorised straight away. */
export const authStatusAtom = atom<AuthStatus>(initialSession ? 'unknown' : 'unauthorised');
/** A message for the login page that survives the redirect (e.g. the session expired). */
export const authMessageAtom = atom<string | null>(sessionStorage.getItem(MESSAGE_KEY));

/** The permission names, flattened for `canAccess`. */
export const permissionNamesAtom = atom((get) =>
  (get(sessionAtom)?.permissions ?? []).map((p) => p.permission?.permission).filter(Boolean),
);

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  appStore.set(sessionAtom, session);
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  appStore.set(sessionAtom, null);
}

export function setAuthMessage(message: string | null): void {
  if (message) sessionStorage.setItem(MESSAGE_KEY, message);
  else sessionStorage.removeItem(MESSAGE_KEY);
  appStore.set(authMessageAtom, message);
}

/**
 * Refresh tokens work once (the server rotates them): when another tab of the console refreshes,
 * this tab takes the new tokens from localStorage instead of replaying its old one, which the
 * server would treat as stolen and end the sign-in.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY) return;
    const stored = readStoredSession();
    const mine = appStore.get(sessionAtom);
    // Another user's sign-in is not adopted here: tabSync signs this tab out instead.
    if (stored && mine && stored.role.userId === mine.role.userId) appStore.set(sessionAtom, stored);
  });
}

/**
 * The HTTP wrapper reads and renews the session through this port, so it never imports the state
 * (the direction is state -> http only).
 */
connectSession({
  current: () => appStore.get(sessionAtom),
  newerFromAnotherTab() {
    const mine = appStore.get(sessionAtom);
    const stored = readStoredSession();
    if (!mine || !stored || stored.role.userId !== mine.role.userId || stored.token === mine.token)
      return null;
    if (isExpired(stored.token)) return null;
    appStore.set(sessionAtom, stored);
    return stored;
  },
  renewed(response) {
    const next = sessionFromTokens(response, appStore.get(sessionAtom));
    saveSession(next);
    return next;
  },
  expired(message) {
    clearSession();
    setAuthMessage(message);
    appStore.set(authStatusAtom, 'unauthorised');
  },
});

/** Whether an access token's expiry (read, not verified) has passed, with a few seconds to spare. */
function isExpired(token: string): boolean {
  const exp = decodeJwtPayload(token).exp;
  return typeof exp !== 'number' || exp * 1000 - 5_000 < Date.now();
}

/** A stored permission entry ({ permission: { permission: 'NAME' } }), as the server sends it. */
function isPermissionItem(value: unknown): value is PermissionItem {
  return typeof stringField(fieldOf(value, 'permission'), 'permission') === 'string';
}

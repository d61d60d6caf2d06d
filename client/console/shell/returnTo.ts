import { landingRoute } from '#events/core/access';

/** The query parameter of /login that names the console page to go back to after signing in. */
export const RETURN_PARAM = 'next';

const ORIGIN = 'https://console.invalid';

/**
 * The console page a sign-in may return to, or null: only a path of this console (/protected…) on
 * this site. Anything else ('//evil.com', 'https://…', '/\\evil', 'javascript:…', control
 * characters) is dropped, so the login page is never an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.com' is '//evil.com' to them.
  if ([...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname !== '/protected' && !url.pathname.startsWith('/protected/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login with the page to come back to ('/login?next=%2Fprotected%2F…'), or plain /login. */
export function loginPathFor(current: string): string {
  const back = safeReturnPath(current);
  return back ? `/login?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : '/login';
}

/** Where a fresh sign-in goes: the page asked for before it (from /login's query), or the start page. */
export function afterLoginPath(search: string, scope: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? landingRoute(scope);
}

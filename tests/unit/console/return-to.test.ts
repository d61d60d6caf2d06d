import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeReturnPath } from '#client/console/shell/returnTo';

/** Issue 31: a signed-out visit returns to the asked page after sign-in, never to another site. */
describe('the return-to after sign-in', () => {
  it('keeps a console path with its query and hash', () => {
    expect(safeReturnPath('/protected/positions?q=касс&page=2')).toBe(
      '/protected/positions?q=%D0%BA%D0%B0%D1%81%D1%81&page=2',
    );
    expect(safeReturnPath('/protected/feedback/12#history')).toBe('/protected/feedback/12#history');
    expect(safeReturnPath('/protected')).toBe('/protected');
  });

  it.each([
    '//evil.com',
    '//evil.com/protected/x',
    'https://evil.com/protected/positions',
    'http:/evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    '/protected/\u0000x',
    '/\t/evil.com',
    '/\n/evil.com',
    'protected/positions',
    '/login',
    '/',
    '/public/vacancy/1',
    '/protectedx/evil',
    '/protected/../login',
    '',
    null,
    undefined,
  ])('drops %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('puts the page in the login address, and reads it back after sign-in', () => {
    const login = loginPathFor('/protected/settings/positions?x=1');
    expect(login).toBe('/login?next=%2Fprotected%2Fsettings%2Fpositions%3Fx%3D1');
    expect(afterLoginPath(login.slice('/login'.length), 'Admin')).toBe('/protected/settings/positions?x=1');
    expect(loginPathFor('//evil.com')).toBe('/login');
  });

  it("goes to the user's start page without a safe return-to", () => {
    expect(afterLoginPath('', 'HR')).toBe('/protected/vacancy');
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.com', 'StoreDirector')).toBe('/protected/positions');
    expect(afterLoginPath('?next=%2F%5Cevil.com', 'HR')).toBe('/protected/vacancy');
  });
});

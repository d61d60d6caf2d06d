import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '#server/auth/tokens';
import { UnauthorizedError } from '#server/core/errors';
import type { Services } from '#server/core/services';
import { scopeOfRequest, userOf } from '#server/http/guard';

/** Issue 25, item 3: a request's access token is verified once, however many guards ask. */
const claims = { userId: 'u1', scope: 'admin' } as unknown as AccessClaims;

function services(): { s: Services; verified: string[] } {
  const verified: string[] = [];
  const tokens = {
    verifyAccess(token: string) {
      verified.push(token);
      if (token !== 'good') throw new UnauthorizedError();
      return claims;
    },
  };
  return { s: { tokens } as unknown as Services, verified };
}

const request = (authorization: string) =>
  ({
    get: (name: string) => (name === 'authorization' ? authorization : ''),
    state: {},
  }) as unknown as Context;

describe('the access token of a request', () => {
  it('given a valid token, when the auditor guard and the route both ask, then it is verified once', () => {
    const { s, verified } = services();
    const ctx = request('Bearer good');
    expect(scopeOfRequest(ctx, s)).toBe('admin');
    expect(userOf(ctx, s)).toBe(claims);
    expect(userOf(ctx, s)).toBe(claims);
    expect(verified).toEqual(['good']);
  });

  it('given an invalid token, when asked twice, then both refuse with 401 and it is verified once', () => {
    const { s, verified } = services();
    const ctx = request('Bearer forged');
    expect(scopeOfRequest(ctx, s)).toBeNull();
    expect(() => userOf(ctx, s)).toThrow(UnauthorizedError);
    expect(verified).toEqual(['forged']);
  });

  it('given another request, then its own token is verified', () => {
    const { s, verified } = services();
    userOf(request('Bearer good'), s);
    expect(() => userOf(request('Bearer forged'), s)).toThrow(UnauthorizedError);
    expect(() => userOf(request(''), s)).toThrow(UnauthorizedError);
    expect(verified).toEqual(['good', 'forged']);
  });
});

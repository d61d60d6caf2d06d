import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenIssuer } from '#server/auth/tokens';
import { UnauthorizedError } from '#server/core/errors';

/** Issue 25, item 3: an access token is verified once, then known by its text until it expires. */
const claims = {
  scope: 'HR',
  userId: 'u-1',
  surname: 'Иванова',
  name: 'Анна',
  positionName: 'HR',
  storeId: null,
  IStoreId: null,
  storeName: null,
  permissions: ['MANAGE_QUESTIONNAIRE_AL'],
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('verifying access tokens', () => {
  it('given a token verified once, when it is presented again, then its signature is not checked again', () => {
    const issuer = createTokenIssuer('secret-a', 900, 3600);
    const token = issuer.issueAccess(claims, 'sid-1');
    const verify = vi.spyOn(jwt, 'verify');
    const first = issuer.verifyAccess(token);
    const second = issuer.verifyAccess(token);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first).toMatchObject({ userId: 'u-1', sid: 'sid-1', permissions: ['MANAGE_QUESTIONNAIRE_AL'] });
  });

  it('given a verified token, when its claims are changed by a caller, then that throws and they stay as signed', () => {
    const issuer = createTokenIssuer('secret-a', 900, 3600);
    const token = issuer.issueAccess(claims);
    const got = issuer.verifyAccess(token);
    expect(() => (got.permissions as string[]).push('MANAGE_EVERYTHING')).toThrow(TypeError);
    expect(() => Object.assign(got, { scope: 'Admin' })).toThrow(TypeError);
    expect(issuer.verifyAccess(token)).toMatchObject({
      scope: 'HR',
      permissions: ['MANAGE_QUESTIONNAIRE_AL'],
    });
  });

  it('given a verified token, when its expiry second comes, then it is refused', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T10:00:00.000Z'));
    const issuer = createTokenIssuer('secret-a', 60, 3600);
    const token = issuer.issueAccess(claims);
    expect(issuer.verifyAccess(token).userId).toBe('u-1');
    vi.setSystemTime(new Date('2026-12-07T10:00:59.999Z'));
    expect(issuer.verifyAccess(token).userId).toBe('u-1');
    vi.setSystemTime(new Date('2026-12-07T10:01:00.000Z'));
    expect(() => issuer.verifyAccess(token)).toThrow(UnauthorizedError);
    expect(() => issuer.verifyAccess(token)).toThrow(UnauthorizedError);
  });

  it('given a verified token, when its sign-in is revoked, then the next call refuses it', () => {
    const revoked = new Set<string>();
    const issuer = createTokenIssuer('secret-a', 900, 3600, (t) => revoked.has(t.sid ?? ''));
    const token = issuer.issueAccess(claims, 'sid-2');
    expect(issuer.verifyAccess(token).sid).toBe('sid-2');
    revoked.add('sid-2');
    expect(() => issuer.verifyAccess(token)).toThrow(UnauthorizedError);
  });

  it('given a verified token, when the same claims come with another signature, then they are refused', () => {
    const issuer = createTokenIssuer('secret-a', 900, 3600);
    const token = issuer.issueAccess(claims);
    issuer.verifyAccess(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    expect(() => issuer.verifyAccess(forged)).toThrow(UnauthorizedError);
    const otherKey = createTokenIssuer('secret-b', 900, 3600).issueAccess(claims);
    expect(() => issuer.verifyAccess(otherKey)).toThrow(UnauthorizedError);
  });
});

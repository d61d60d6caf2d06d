import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, PASSWORD_HASH_COST } from '#server/auth/sessions';

describe('login timing', () => {
  it('compares an unknown login against a hash as costly as a real user’s', async () => {
    expect(PASSWORD_HASH_COST).toBeGreaterThanOrEqual(12);
    expect(bcrypt.getRounds(await dummyPasswordHash())).toBe(PASSWORD_HASH_COST);
  });
});

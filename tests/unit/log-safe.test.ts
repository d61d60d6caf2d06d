import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Context } from 'koa';
import { errorMiddleware } from '#server/http/middleware/errors';
import { scrubPersonal } from '#server/core/log-safe';
import { captureLog } from '#server/core/logger';

afterEach(() => vi.restoreAllMocks());

describe('scrubPersonal', () => {
  it.each([
    ['E11000 duplicate key error dup key: { phone: "79991234567" }', '79991234567'],
    ['Событие №1 потока phone-79991234567: (PhoneCodeSent) …', '79991234567'],
    ['550 5.1.1 <anna.petrova@example.com>: Recipient address rejected', 'anna.petrova@example.com'],
    ['passport 4510 123456 refused', '4510 123456'],
    ['СНИЛС 112-233-445 95', '112-233-445 95'],
    ['ИНН 500100732259', '500100732259'],
    ['phone +7 (999) 123-45-67', '(999) 123-45-67'],
    ['born 01.01.1990', '01.01.1990'],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJlIjoiYUBiLmMifQ.c2lnbmF0dXJl', 'eyJlIjoiYUBiLmMifQ'],
  ])('%s', (text, secret) => {
    expect(scrubPersonal(text)).not.toContain(secret);
  });

  it('keeps what helps debugging: words, short numbers, line numbers of a stack', () => {
    const line = 'TypeError: x is undefined\n    at f (/srv/server/x.ts:12:34) status 500';
    expect(scrubPersonal(line)).toBe(line);
  });
});

describe('the error middleware', () => {
  it('logs an unknown error by route pattern, scrubbed, and answers a plain 500', async () => {
    const captured = captureLog();
    const ctx = {
      state: { requestId: 'r1' },
      method: 'GET',
      path: '/api/v1/audit/phone/79991234567',
      _matchedRoute: '/api/v1/audit/:kind/:id',
      status: 404,
      body: undefined as unknown,
      set: () => undefined,
    } as unknown as Context;
    await errorMiddleware(ctx, async () => {
      throw new Error('dup key: { email: "anna@example.com", phone: "79991234567" }');
    });
    expect(ctx.status).toBe(500);
    expect(JSON.stringify(ctx.body)).not.toMatch(/dup key|at /);
    captured.restore();
    const log = captured.text();
    expect(log).toContain('/api/v1/audit/:kind/:id');
    expect(log).toContain('dup key');
    expect(log).not.toContain('79991234567');
    expect(log).not.toContain('anna@example.com');
  });
});

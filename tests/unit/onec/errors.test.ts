import { describe, expect, it } from 'vitest';
import { oneSErrorOf, oneSTimeout, odataErrorOf } from '#server/adapters/onec/errors';
import { loadOneSConfig } from '#server/adapters/onec/config';

const odata = (value: string, code = '-1') => ({ 'odata.error': { code, message: { lang: 'ru', value } } });

describe("1C's answers mapped to OneSError kinds", () => {
  it.each([
    [412, odata('Объект изменен'), 'stale'],
    [412, null, 'stale'],
    [401, null, 'rights'],
    [403, odata('Нарушение прав доступа!'), 'rights'],
    [500, odata('Нарушение прав доступа!'), 'rights'],
    [500, odata('Документ не создан: не проведен'), 'notCreated'],
    [400, odata('Ошибка: документ НЕ СОЗДАН'), 'notCreated'],
    [500, odata('Внутренняя ошибка'), 'unavailable'],
    [502, '<html>Bad Gateway</html>', 'unavailable'],
    [503, null, 'unavailable'],
    [400, odata('Не заполнено поле'), 'rejected'],
    [404, odata('Объект не найден'), 'rejected'],
    [409, null, 'rejected'],
  ])('%i %j → %s', (status, body, kind) => {
    expect(oneSErrorOf(status, body).kind).toBe(kind);
  });

  it("keeps 1C's code and text", () => {
    const err = oneSErrorOf(500, odata('Документ не создан: причина', '14'));
    expect(err).toMatchObject({ code: '14', message: 'Документ не создан: причина', unknownOutcome: false });
    expect(oneSErrorOf(503, null).code).toBe('503');
  });

  it('reads odata.error with a plain message too, and nothing else', () => {
    expect(odataErrorOf({ 'odata.error': { code: 5, message: 'текст' } })).toEqual({
      code: '5',
      message: 'текст',
    });
    expect(odataErrorOf({ error: 'x' })).toBeNull();
    expect(odataErrorOf('text')).toBeNull();
  });

  it('a timeout leaves a write unknown, a read known', () => {
    expect(oneSTimeout(30, true)).toMatchObject({
      kind: 'timeout',
      unknownOutcome: true,
      message: '1С не ответила за 30 с',
    });
    expect(oneSTimeout(30, false).unknownOutcome).toBe(false);
  });
});

describe('the 1C configuration', () => {
  it('defaults to the sandbox with a password derived from the server secret', () => {
    const config = loadOneSConfig({}, 'secret');
    expect(config).toMatchObject({ url: null, user: 'odata.user', timeoutMs: 30_000 });
    expect(config.password).toMatch(/^[0-9a-f]{64}$/);
    expect(loadOneSConfig({}, 'other').password).not.toBe(config.password);
    expect(config.sandbox).toEqual({ delayMs: 3000, driftMs: 30_000, outageMs: 120_000 });
  });

  it('takes the real base, its service user and the timings from the environment', () => {
    const config = loadOneSConfig(
      {
        ONEC_URL: 'https://zup.example.ru/zup/odata/standard.odata',
        ONEC_USER: 'Интеграция',
        ONEC_PASSWORD: 'p',
        ONEC_TIMEOUT_MS: '5000',
        ONEC_SANDBOX_DELAY_MS: '0',
      },
      'secret',
    );
    expect(config).toMatchObject({
      url: 'https://zup.example.ru/zup/odata/standard.odata/',
      user: 'Интеграция',
      password: 'p',
      timeoutMs: 5000,
    });
    expect(config.sandbox.delayMs).toBe(0);
  });
});

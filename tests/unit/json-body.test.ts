import { describe, expect, it } from 'vitest';
import { ValidationError } from '#server/core/errors';
import { jsonDepth, MAX_JSON_DEPTH, parseApiJson } from '#server/http/middleware/json-body';

describe('API JSON bodies', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[1]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[[","b":[]}')).toBe(2);
    expect(jsonDepth('["\\\\",[[]]]')).toBe(3);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more, without parsing`, () => {
    const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(parseApiJson(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    expect(() => parseApiJson(nested(MAX_JSON_DEPTH + 1))).toThrow(/вложенность JSON/);
    const started = performance.now();
    expect(() => parseApiJson(nested(50_000))).toThrow(ValidationError);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('takes objects and arrays only, empty as {}, and refuses __proto__ keys', () => {
    expect(parseApiJson('')).toEqual({});
    expect(parseApiJson(' {"a":1} ')).toEqual({ a: 1 });
    expect(() => parseApiJson('"text"')).toThrow(/Некорректный JSON/);
    expect(() => parseApiJson('{"a":')).toThrow(/Некорректный JSON/);
    expect(() => parseApiJson('{"__proto__":{"admin":true}}')).toThrow(ValidationError);
  });
});

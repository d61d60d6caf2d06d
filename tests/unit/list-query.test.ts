import { describe, expect, it } from 'vitest';
import { integer, literal, max, min, object, optional, record, string, unknown } from 'superstruct';
import { parseListQuery } from '#server/http/list-query';
import { ValidationError } from '#server/core/errors';

const Query = object({
  offset: optional(min(max(integer(), 1000), 0)),
  limit: optional(min(max(integer(), 50), 1)),
  where: optional(record(string(), unknown())),
  listType: optional(literal('feed')),
});
const parse = (query: Record<string, string | string[]>) => parseListQuery({ query }, Query, ['listType']);

describe('parseListQuery', () => {
  it('numbers, a JSON filter and the route\u2019s own parameters', () => {
    expect(parse({ offset: '10', limit: '5', where: '{"city":"1"}', listType: 'feed', other: 'x' })).toEqual({
      offset: 10,
      limit: 5,
      where: { city: '1' },
      listType: 'feed',
    });
    expect(parse({})).toEqual({});
    expect(parse({ where: ' ' })).toEqual({ where: {} });
  });

  it('names the field in Russian when a value is wrong', () => {
    const fails = (query: Record<string, string | string[]>, field: string) => {
      try {
        parse(query);
      } catch (err) {
        expect(err).toBeInstanceOf(ValidationError);
        expect((err as Error).message).toMatch(field);
        return;
      }
      throw new Error(`accepted ${JSON.stringify(query)}`);
    };
    fails({ where: '{city' }, 'фильтр');
    fails({ where: '[1]' }, 'фильтр');
    fails({ offset: 'abc' }, 'смещение');
    fails({ limit: '0' }, 'размер страницы');
    fails({ limit: ['1', '2'] }, 'размер страницы');
  });
});

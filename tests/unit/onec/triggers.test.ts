import { describe, expect, it } from 'vitest';
import { ONE_S_TRIGGERS, oneSTrigger } from '#server/adapters/onec/sandbox/triggers';
import { advance, dataVersionOf, type HireTimeline } from '#server/adapters/onec/sandbox/timeline';
import { ODataFault, parseFilter, parseResource } from '#server/adapters/onec/sandbox/odata';
import { readFileSync } from 'node:fs';

describe('the 1C sandbox triggers', () => {
  it.each([
    ['Несозданов', 'notCreated'],
    ['несозданова', 'notCreated'],
    ['Версионов', 'stale'],
    ['Бесправнова', 'rights'],
    ['Молчунов', 'timeout'],
    ['Недоступнов', 'unavailable'],
    ['  Правкин ', 'drift'],
    ['Иванов', 'none'],
    ['', 'none'],
  ])('%s → %s', (name, trigger) => {
    expect(oneSTrigger(name)).toBe(trigger);
  });

  it('every trigger is in the docs table with its surname', () => {
    const doc = readFileSync('docs/onec-sandbox.md', 'utf8');
    for (const row of ONE_S_TRIGGERS) {
      expect(doc).toContain(`\`${row.prefix}…\``);
      expect(doc).toContain(`\`${row.trigger}\``);
    }
  });
});

describe('the sandbox document timeline', () => {
  const timing = { delayMs: 100, driftMs: 1000, outageMs: 0 };
  const start: HireTimeline = {
    version: 2,
    posted: false,
    deletionMark: false,
    postDue: 1000,
    docsDue: null,
    driftDue: null,
    drifted: false,
    printForms: [],
    fields: { ДатаПриема: '2025-02-28T00:00:00' },
    trigger: 'drift',
  };

  it('nothing due: the same state', () => {
    expect(advance(start, 999, timing)).toBe(start);
  });

  it('posts, builds the set, then drifts across a month end, each moving the version', () => {
    const posted = advance(start, 1000, timing);
    expect(posted).toMatchObject({ posted: true, version: 3, docsDue: 1100, printForms: [] });
    const ready = advance(posted, 1100, timing);
    expect(ready).toMatchObject({ version: 4, driftDue: 2100 });
    expect(ready.printForms.length).toBe(5);
    const drifted = advance(ready, 5000, timing);
    expect(drifted).toMatchObject({ version: 5, drifted: true, driftDue: null });
    expect(drifted.fields.ДатаПриема).toBe('2025-03-01T00:00:00');
    expect(advance(start, 10_000, timing)).toEqual(drifted);
  });

  it('a document marked for deletion is never posted', () => {
    expect(advance({ ...start, deletionMark: true }, 5000, timing).posted).toBe(false);
  });

  it('DataVersion is an opaque base64 text that changes with the version', () => {
    expect(dataVersionOf(1)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(dataVersionOf(1)).not.toBe(dataVersionOf(2));
  });
});

describe('the sandbox OData parsing', () => {
  it('reads the filters the adapter sends', () => {
    expect(parseFilter("ИНН eq '500100732259'")).toEqual({ op: 'eq', field: 'ИНН', value: '500100732259' });
    expect(parseFilter("substringof('hire:o''x', Комментарий)")).toEqual({
      op: 'substringof',
      field: 'Комментарий',
      value: "hire:o'x",
    });
    expect(parseFilter(undefined)).toBeNull();
    expect(() => parseFilter('ИНН gt 5')).toThrow(ODataFault);
  });

  it('reads entity sets, $count, entities and their actions', () => {
    expect(parseResource('Catalog_ФизическиеЛица')).toEqual({
      kind: 'set',
      set: 'Catalog_ФизическиеЛица',
      count: false,
    });
    expect(parseResource('Document_ПриемНаРаботу/$count')).toMatchObject({ kind: 'set', count: true });
    expect(parseResource("Document_ПриемНаРаботу(guid'0F6B6A52-1111-4C5E-9D6A-6F0D2C8B7A10')/Post")).toEqual({
      kind: 'entity',
      set: 'Document_ПриемНаРаботу',
      ref: '0f6b6a52-1111-4c5e-9d6a-6f0d2c8b7a10',
      action: 'Post',
    });
    expect(parseResource('../etc')).toBeNull();
  });
});

/** The bits of OData V3 the sandbox understands: its error shape, $filter and entity paths. */

/** A refusal in 1C's shape: `odata.error` JSON, or (html) the web server's own page while 1C is down. */
export class ODataFault extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly html = false,
  ) {
    super(message);
  }

  static stale(): ODataFault {
    return new ODataFault(
      412,
      '-1',
      'Объект изменен или удален другим пользователем (версия данных не совпадает)',
    );
  }

  static unavailable(): ODataFault {
    return new ODataFault(
      503,
      '503',
      'Service Unavailable: информационная база 1С временно недоступна',
      true,
    );
  }

  get body(): Record<string, unknown> {
    return { 'odata.error': { code: this.code, message: { lang: 'ru', value: this.message } } };
  }
}

export type Filter =
  { op: 'eq'; field: string; value: string } | { op: 'substringof'; field: string; value: string };

const unquote = (quoted: string) => quoted.slice(1, -1).replace(/''/g, "'");
const STRING = `('(?:[^']|'')*')`;
const FIELD = '([A-Za-zА-Яа-яЁё_][\\wА-Яа-яЁё]*)';
const EQ = new RegExp(`^${FIELD}\\s+eq\\s+${STRING}$`);
const EQ_GUID = new RegExp(`^${FIELD}\\s+eq\\s+guid'([0-9a-fA-F-]{36})'$`);
const SUBSTRINGOF = new RegExp(`^substringof\\(\\s*${STRING}\\s*,\\s*${FIELD}\\s*\\)(?:\\s+eq\\s+true)?$`);

/** `Field eq 'value'`, `Field eq guid'…'` and `substringof('value', Field)`; anything else is refused. */
export function parseFilter(filter: string | undefined): Filter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const text = filter.trim();
  const eq = EQ.exec(text);
  if (eq) return { op: 'eq', field: eq[1]!, value: unquote(eq[2]!) };
  const guid = EQ_GUID.exec(text);
  if (guid) return { op: 'eq', field: guid[1]!, value: guid[2]! };
  const sub = SUBSTRINGOF.exec(text);
  if (sub) return { op: 'substringof', field: sub[2]!, value: unquote(sub[1]!) };
  throw new ODataFault(400, '-1', `Ошибка разбора выражения $filter`);
}

export type Resource =
  | { kind: 'metadata' }
  | { kind: 'set'; set: string; count: boolean }
  | { kind: 'entity'; set: string; ref: string; action: string | null };

const ENTITY_PATH = /^([^/()$]+)\(guid'([0-9a-fA-F-]{36})'\)(?:\/([A-Za-zА-Яа-яЁё]+))?$/;
const SET_PATH = /^([^/()$]+)(\/\$count)?$/;

/** The resource of a decoded path below /odata/standard.odata/. */
export function parseResource(path: string): Resource | null {
  if (path === '$metadata') return { kind: 'metadata' };
  const entity = ENTITY_PATH.exec(path);
  if (entity)
    return { kind: 'entity', set: entity[1]!, ref: entity[2]!.toLowerCase(), action: entity[3] ?? null };
  const set = SET_PATH.exec(path);
  if (set) return { kind: 'set', set: set[1]!, count: Boolean(set[2]) };
  return null;
}

/** The version an If-Match header names (bare, quoted or weak ETag); null without the header. */
export function ifMatchOf(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().replace(/^W\//, '');
  return value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** `$select=A,B`: only those properties (odata.metadata kept). */
export function selected(
  entity: Record<string, unknown>,
  select: string | undefined,
): Record<string, unknown> {
  if (!select?.trim()) return entity;
  const names = new Set(select.split(',').map((name) => name.trim()));
  return Object.fromEntries(Object.entries(entity).filter(([name]) => names.has(name)));
}

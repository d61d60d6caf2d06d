import { ERASED } from '../core/personal';
import type { FieldChange } from './api';
import { plural } from './display';
import { FIELD_LABELS } from './field-labels';
import { ACTOR_KEYS, CONTAINERS, CONTEXT_LABELS, SKIPPED, SKIPPED_AT_TOP } from './labels';
import { CHECK_TITLES, FILE_KIND_TITLES, SERVICE_TITLES, titleIn } from './titles';
import { listText, primitiveText } from './values';

/**
 * The fields that differ between two states of a record (decider states or read-model documents):
 * walked key by key, maps and sets as objects and lists; a list of records of the same length
 * element by element, else by its count. Technical fields are skipped (labels.ts).
 */
export function diffValues(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  let erased: boolean | undefined;
  const wasErased = () => (erased ??= holdsErased(after) && !holdsErased(before));
  walk([], plain(before), plain(after), { out, wasErased });
  return out;
}

/**
 * Where the record was erased by this step (its personal values read 'удалено' now), a value that
 * vanished (a list or a map emptied, as erasedValueLike leaves them) was erased too.
 */
interface Walk {
  out: FieldChange[];
  /** Asked only when a value vanished: the scan of both states is not free. */
  wasErased: () => boolean;
}

function holdsErased(v: unknown, depth = 0): boolean {
  if (v === ERASED) return true;
  if (depth > 12 || !v || typeof v !== 'object') return false;
  const values = v instanceof Map || v instanceof Set ? [...v.values()] : Object.values(v);
  return values.some((x) => holdsErased(x, depth + 1));
}

type Json = Record<string, unknown>;

function isRecord(v: unknown): v is Json {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Maps as objects, sets as sorted lists (decider states hold both). */
function plain(v: unknown): unknown {
  if (v instanceof Map) return Object.fromEntries(v);
  if (v instanceof Set) return [...v].sort();
  return v;
}

const isPrimitive = (v: unknown) => v === null || v === undefined || typeof v !== 'object';

function walk(path: string[], a: unknown, b: unknown, w: Walk): void {
  const key = path[path.length - 1];
  if (a === b || (key !== undefined && isSkipped(key, path.length))) return;
  if ((isRecord(a) || isRecord(b)) && !Array.isArray(a) && !Array.isArray(b)) {
    const left = isRecord(a) ? a : {};
    const right = isRecord(b) ? b : {};
    for (const k of new Set([...Object.keys(left), ...Object.keys(right)]))
      walk([...path, k], plain(left[k]), plain(right[k]), w);
    return;
  }
  if (Array.isArray(a) || Array.isArray(b)) return walkList(path, a, b, w);
  push(path, primitiveText(path, a), primitiveText(path, b), w);
}

/** Technical fields (labels.ts), and every revision a record keeps ('claimsRevision'). */
function isSkipped(key: string, depth: number): boolean {
  return SKIPPED.has(key) || key.endsWith('Revision') || (depth === 1 && SKIPPED_AT_TOP.has(key));
}

function walkList(path: string[], a: unknown, b: unknown, w: Walk): void {
  const left = Array.isArray(a) ? a : [];
  const right = Array.isArray(b) ? b : [];
  if (JSON.stringify(left) === JSON.stringify(right)) return;
  const counted = COUNTED.has(path[path.length - 1] ?? '');
  if (!counted && left.every(isPrimitive) && right.every(isPrimitive))
    return push(path, listText(path, left), listText(path, right), w);
  if (left.length === right.length) {
    left.forEach((item, i) => walk([...path, String(i)], plain(item), plain(right[i]), w));
    return;
  }
  push(path, countText(path, left), countText(path, right), w);
}

/** What a list counts, by its key (by its parent's for the scans of one kind). */
const NOUNS: Record<string, [string, string, string]> = {
  comments: ['комментарий', 'комментария', 'комментариев'],
  files: ['файл', 'файла', 'файлов'],
  experienceDocument: ['файл', 'файла', 'файлов'],
  members: ['сотрудник', 'сотрудника', 'сотрудников'],
  team: ['сотрудник', 'сотрудника', 'сотрудников'],
  lastJobs: ['место работы', 'места работы', 'мест работы'],
  previous: ['договор', 'договора', 'договоров'],
  payments: ['платёж', 'платежа', 'платежей'],
  documents: ['документ', 'документа', 'документов'],
};
/** Lists of ids: shown by their count. */
const COUNTED = new Set(['files', 'experienceDocument']);

function countText(path: readonly string[], list: readonly unknown[]): string | null {
  if (!list.length) return null;
  const key = path[path.length - 1] ?? '';
  const [one, few, many] = NOUNS[key] ??
    NOUNS[path[path.length - 2] ?? ''] ?? ['запись', 'записи', 'записей'];
  return plural(list.length, one, few, many);
}

function push(path: string[], before: string | null, after: string | null, w: Walk): void {
  const shown = after === null && before !== null && w.wasErased() ? ERASED : after;
  if (before === shown) return;
  w.out.push({ path: path.join('.'), label: labelOf(path), before, after: shown });
}

/** The dynamic keys of maps: a check's kind, a publication's service, a scan's kind. */
const MAP_KEYS: Record<string, Readonly<Record<string, string>>> = {
  checks: CHECK_TITLES,
  latest: CHECK_TITLES,
  publications: SERVICE_TITLES,
  failures: SERVICE_TITLES,
  files: FILE_KIND_TITLES,
};

/** 'Паспорт · Серия': each segment's label (containers and run ids left out), joined. */
export function labelOf(path: readonly string[]): string {
  const parts: string[] = [];
  path.forEach((key, i) => {
    const parent = path[i - 1] ?? '';
    if (CONTAINERS.has(key) && i < path.length - 1) return;
    if (parent === 'runs') return;
    if ((key === 'name' || key === 'fio') && ACTOR_KEYS.has(parent)) return;
    const byContext = inCheckRun(path, i) ? undefined : CONTEXT_LABELS[`${parent}.${key}`];
    const mapTitles = MAP_KEYS[parent];
    if (byContext) parts.push(byContext);
    else if (mapTitles) parts.push(titleIn(mapTitles, key));
    else if (/^\d+$/.test(key)) parts.push(`№ ${Number(key) + 1}`);
    else parts.push(FIELD_LABELS[key] ?? key);
  });
  // 'Проверки · Чёрный список · Чёрный список · …': a run's result repeats its check's name.
  return parts.filter((part, i) => part !== parts[i - 1]).join(' · ') || path.join('.');
}

/** A field of a check's run ('checks.fssp.status'), not of its result ('result.fssp.status'). */
export function inCheckRun(path: readonly string[], i: number): boolean {
  const grand = path[i - 2];
  return grand === 'checks' || grand === 'latest';
}

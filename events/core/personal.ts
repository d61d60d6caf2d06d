/**
 * Candidates' personal data in events (152-FZ). A feature declares, per event type, which fields of
 * the event's data are personal and whose they are (the subject: the candidate's record). The event
 * store seals those fields with the subject's own key before anything is written and opens them on
 * read; erasing a candidate destroys the key, after which the fields read `ERASED`. The declaration
 * lives here, in the shared contract, so the server (sealing) and projections (purging read models)
 * agree on the same list.
 */

/** What an erased personal field reads as, in history, time travel and read models. */
export const ERASED = 'удалено';

export interface PersonalFields {
  /** Dot paths into the event's data ('info.phone'); absent fields are skipped. */
  fields: readonly string[];
  /**
   * The subject whose key seals the fields, when the event names it (a questionnaire opened from a
   * light one belongs to the light questionnaire's candidate). Otherwise the subject already known
   * for the stream, or the stream itself.
   */
  subjectOf?: (data: unknown) => string | undefined;
}

/** Personal fields by event type, as a feature declares them. */
export type PersonalFieldsByType = Record<string, PersonalFields>;

const declared = new Map<string, PersonalFields>();

export function registerPersonalFields(byType: PersonalFieldsByType): void {
  for (const [type, rule] of Object.entries(byType)) declared.set(type, rule);
}

export function personalFieldsOf(type: string): PersonalFields | undefined {
  return declared.get(type);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dot path of a JSON object, or undefined. */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Sets `value` at `keys` under `root` (a copy of the data), copying the objects along the way that
 * are not in `copied` yet (the copies made so far: a few at most, so a list beats a Set). A path whose
 * parent does not exist is left alone. The one walk behind withValuesAt and the event log's sealing.
 */
export function setLeaf(
  root: Record<string, unknown>,
  keys: readonly string[],
  value: unknown,
  copied: object[],
): void {
  const last = keys.length - 1;
  let node = root;
  for (let i = 0; i < last; i++) {
    const next = node[keys[i]!];
    if (!isRecord(next)) return;
    let child = next;
    if (!copied.includes(child)) {
      child = { ...child };
      copied.push(child);
      node[keys[i]!] = child;
    }
    node = child;
  }
  node[keys[last]!] = value;
}

/**
 * A copy of `data` with the value at each path replaced (objects along the paths are copied, the
 * rest is shared). Paths whose parent does not exist are left alone.
 */
export function withValuesAt<T>(data: T, values: ReadonlyMap<string, unknown>): T {
  if (!isRecord(data)) return data;
  const root: Record<string, unknown> = { ...data };
  const copied: object[] = [];
  for (const [path, value] of values) setLeaf(root, path.split('.'), value, copied);
  // The same object with some leaves replaced: still a T for a caller that knows the paths.
  return root as T;
}

/**
 * What a personal field holds while sealed or once erased: a string reads as `ERASED`, a list or a
 * map as empty, anything else as null.
 */
export function erasedValueLike(value: unknown): unknown {
  if (typeof value === 'string') return ERASED;
  if (Array.isArray(value)) return [];
  if (isRecord(value)) return {};
  return null;
}

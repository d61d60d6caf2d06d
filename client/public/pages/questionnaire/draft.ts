import { fieldOf } from '#events/core/json';
import { EMPTY_FORM, type LightFormValues } from './LightForm';

/** A confirmed phone: its digits, the token the SMS check gave, and when (ms since the epoch). */
export interface PhoneProof {
  phone: string;
  token: string;
  at: number;
}

/** What survives a reload or Back on the public form: the values typed and the confirmed phone. */
export interface LightDraft {
  values: LightFormValues;
  proof: PhoneProof | null;
}

/** The server's phone token lives 30 minutes; an older one would show 'Подтверждён' for nothing. */
export const PROOF_TTL_MS = 29 * 60 * 1000;

/** Only the tab's session storage: personal data never outlives the tab, nor reaches localStorage. */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (vacancyId: string) => `light-draft:${vacancyId}`;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');

function valuesOf(raw: unknown): LightFormValues {
  const values: LightFormValues = { ...EMPTY_FORM };
  for (const name of Object.keys(EMPTY_FORM) as (keyof LightFormValues)[]) {
    const value = fieldOf(raw, name);
    if (name === 'woPatronymic') values.woPatronymic = value === true;
    else values[name] = text(value);
  }
  return values;
}

function proofOf(raw: unknown, now: number): PhoneProof | null {
  const phone = fieldOf(raw, 'phone');
  const token = fieldOf(raw, 'token');
  const at = fieldOf(raw, 'at');
  if (typeof phone !== 'string' || typeof token !== 'string' || typeof at !== 'number') return null;
  return now - at < PROOF_TTL_MS ? { phone, token, at } : null;
}

/** The draft kept for this vacancy in this tab; an empty one when there is none (or it is unreadable). */
export function loadDraft(vacancyId: string, store: Store = sessionStorage, now = Date.now()): LightDraft {
  try {
    const raw: unknown = JSON.parse(store.getItem(keyOf(vacancyId)) ?? 'null');
    if (raw === null) return { values: { ...EMPTY_FORM }, proof: null };
    return { values: valuesOf(fieldOf(raw, 'values')), proof: proofOf(fieldOf(raw, 'proof'), now) };
  } catch {
    return { values: { ...EMPTY_FORM }, proof: null };
  }
}

/** Keeps the draft (a full storage or a private window's refusal only loses the draft). */
export function saveDraft(vacancyId: string, draft: LightDraft, store: Store = sessionStorage) {
  try {
    store.setItem(keyOf(vacancyId), JSON.stringify(draft));
  } catch {
    // Nothing to do: the form still works, it just forgets on reload.
  }
}

/** After a successful submit nothing of the candidate's stays in the browser. */
export function clearDraft(vacancyId: string, store: Store = sessionStorage) {
  try {
    store.removeItem(keyOf(vacancyId));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

import { array, number, object, optional, pattern, refine, size, string, trimmed } from 'superstruct';
import type { DkmoStatus } from './collections';

/** Spec section 9 and issue 27: a signature is a PNG data URL of at most 1 MB. */
export const SIGN_LIMITS = { maxBytes: 1024 * 1024, maxPoints: 20_000 } as const;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

export const SIGN_INPUT_MESSAGES = {
  empty: 'Подпись: обязательное поле',
  notPng: 'Подпись: ожидается изображение PNG (data URL)',
  tooLarge: 'Подпись: изображение больше 1 МБ',
  strokes: `Подпись: не больше ${SIGN_LIMITS.maxPoints} точек штрихов`,
  id: 'Сотрудник: укажите идентификатор',
  number: 'Номер ДКМО: от 1 до 30 символов (буквы, цифры, «-», «/»)',
  date: 'Дата ДКМО: укажите дату в формате ГГГГ-ММ-ДД',
  store: 'Магазин: укажите номер магазина',
  sha: 'Хеш договора: 64 шестнадцатеричных символа',
} as const;

/** The decoded size of a base64 payload, without decoding it. */
export function base64Bytes(text: string): number {
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - pad;
}

const SignDataUrl = refine(string(), 'signDataUrl', (v) => {
  if (v.trim() === '') return SIGN_INPUT_MESSAGES.empty;
  if (!v.startsWith(PNG_DATA_URL_PREFIX)) return SIGN_INPUT_MESSAGES.notPng;
  const body = v.slice(PNG_DATA_URL_PREFIX.length);
  if (body.length === 0) return SIGN_INPUT_MESSAGES.empty;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return SIGN_INPUT_MESSAGES.notPng;
  if (base64Bytes(body) > SIGN_LIMITS.maxBytes) return SIGN_INPUT_MESSAGES.tooLarge;
  return true;
});

const Point = object({ x: number(), y: number(), time: number(), pressure: optional(number()) });
const Strokes = refine(
  array(array(Point)),
  'strokes',
  (v) => v.reduce((n, s) => n + s.length, 0) <= SIGN_LIMITS.maxPoints || SIGN_INPUT_MESSAGES.strokes,
);

const StoreId = size(pattern(trimmed(string()), /^\d{1,10}$/), 1, 10);

/** GET /dkmo?storeId=: the store (a store director's own by default). */
export const DkmoQuery = object({ storeId: optional(StoreId) });

/** POST /dkmo: conclude (number and date optional: the store's next number, today). */
export const ConcludeDkmoInput = object({
  storeId: optional(StoreId),
  numberDkmo: optional(
    refine(
      string(),
      'numberDkmo',
      (v) => /^[0-9A-Za-zА-Яа-яЁё/-]{1,30}$/.test(v.trim()) || SIGN_INPUT_MESSAGES.number,
    ),
  ),
  createdAt: optional(
    refine(
      string(),
      'createdAt',
      (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))) || SIGN_INPUT_MESSAGES.date,
    ),
  ),
});

/** POST /dkmo/sign: {sign, id} (spec section 7), plus the strokes and the hash of the PDF shown. */
export const SignDkmoInput = object({
  storeId: optional(StoreId),
  id: refine(
    string(),
    'employeeId',
    (v) => (v.trim().length > 0 && v.length <= 100) || SIGN_INPUT_MESSAGES.id,
  ),
  sign: SignDataUrl,
  strokes: optional(Strokes),
  documentSha256: optional(
    refine(string(), 'documentSha256', (v) => /^[0-9a-f]{64}$/.test(v) || SIGN_INPUT_MESSAGES.sha),
  ),
});

/** GET /documents/dkmo/{variant} (spec section 7: dkmo/blank, dkmo/print, kmo, kmoPrint). */
export const DKMO_DOCUMENT_VARIANTS = ['blank', 'print', 'kmo', 'kmoPrint', 'signed'] as const;
export type DkmoDocumentVariant = (typeof DKMO_DOCUMENT_VARIANTS)[number];

/** One employee on the DKMO screen (spec section 3, plus the ledger's dates). */
export interface DkmoEmployeeView {
  id: string;
  fio: string;
  login: string;
  position: string;
  /** The signature image (PNG data URL), or null when not signed (or erased). */
  sign: string | null;
  signedAt: string | null;
  joinedOn: string | null;
  leftOn: string | null;
  /** On the store's staff but not yet on the concluded agreement: signs as a newcomer. */
  newcomer: boolean;
}

/** GET /dkmo: data.dkmo (spec section 7). */
export interface DkmoView {
  IStoreId: string;
  storeName: string;
  status: DkmoStatus;
  /** An agreement exists (possibly awaiting the director's signature). */
  created: boolean;
  numberDkmo: string;
  createdAt: string;
  employees: DkmoEmployeeView[];
  /** 'требуется перезаключение': the reasons, empty when it holds. */
  renewal: string[];
  /** The current user as the store's director (null: 'Отсутствует директор' on signing). */
  director: { id: string; fio: string } | null;
  /** SHA-256 of the agreement's blank as it is now (what a signature is bound to). */
  documentSha256: string | null;
  revision: number;
}

export interface DkmoAnswer {
  dkmo: DkmoView;
  message?: string;
}

/** POST /dkmo/leave: a member left the store (their line gets the date; YYYY-MM-DD, today by default). */
export const DkmoLeaverInput = object({
  storeId: optional(StoreId),
  id: refine(
    string(),
    'employeeId',
    (v) => (v.trim().length > 0 && v.length <= 100) || SIGN_INPUT_MESSAGES.id,
  ),
  leftOn: optional(
    refine(
      string(),
      'leftOn',
      (v) =>
        (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))) ||
        'Дата выбытия: укажите дату в формате ГГГГ-ММ-ДД',
    ),
  ),
});

export const DkmoDocumentParams = object({
  variant: refine(
    string(),
    'variant',
    (v) =>
      (DKMO_DOCUMENT_VARIANTS as readonly string[]).includes(v) ||
      'Вариант документа: blank, print, kmo, kmoPrint или signed',
  ),
  storeId: optional(StoreId),
});

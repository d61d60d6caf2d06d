import { array, nullable, number, object, optional, string, type Infer } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';

/**
 * The store's collective (brigade) material liability agreement, ДКМО (spec part 2, sections 2-5;
 * issue 27, items 5-7). One aggregate per store, `dkmo-{IStoreId}`: each agreement of the store in
 * turn (a new one when the old needs re-concluding), and its membership ledger: who was on the team
 * when it was concluded, who joined and who left, and each member's signature bound to the SHA-256
 * of the exact agreement PDF they were shown.
 */
export const DKMO_KIND = 'dkmo';

export const DKMO_MESSAGES = {
  created: 'ДКМО успешно создан!',
  signed: 'Подпись успешно отправлена!',
  noDirector: 'Отсутствует директор',
  notConcluded: 'ДКМО не заключён: сначала его подписывает директор',
  noAgreement: 'ДКМО не создан: нажмите «Заключить»',
  directorFirst: 'Первым ДКМО подписывает директор магазина',
  noEmployee: 'Сотрудник не найден в магазине',
  left: 'Сотрудник выбыл из коллектива: подписывать ДКМО ему не нужно',
  signedBy: (fio: string, at: string) => `ДКМО уже подписан: ${fio}, ${at}`,
  alreadyConcluded: 'ДКМО уже заключён, перезаключение не требуется',
  changed: 'Текст ДКМО изменился: откройте договор заново и подпишите ещё раз',
  store: 'Укажите магазин',
  notFound: 'Сотрудники не найдены',
  renewal: 'требуется перезаключение',
} as const;

/** Why the agreement must be concluded anew (issue 27, item 6). */
export const RENEWAL_REASONS = {
  leaderChanged: 'Сменился руководитель коллектива (директор магазина)',
  halfLeft: 'Из коллектива выбыло больше половины его первоначального состава',
} as const;
export type RenewalReason = keyof typeof RENEWAL_REASONS;

/** A store employee as the DKMO names them (spec section 3: id, fio, login, position). */
const Employee = object({
  id: string(),
  fio: string(),
  login: string(),
  position: string(),
  /** The candidate record the employee was hired through (their personal data's subject), if any. */
  questionnaireId: optional(string()),
});

const StrokePoint = object({ x: number(), y: number(), time: number(), pressure: number() });

/** The signature: the image shown and the strokes it was drawn with (personal data: sealed). */
const Sign = object({ pngDataUrl: string(), strokes: array(array(StrokePoint)) });

export const DkmoEvents = {
  /** 'Заключить': a new agreement (its blank) with the team as the store's staff is now. */
  DkmoConcluded: object({
    IStoreId: string(),
    /** The store's agreements are numbered 1, 2, ... in turn. */
    agreement: number(),
    numberDkmo: string(),
    /** The agreement's date, YYYY-MM-DD. */
    concludedOn: string(),
    leader: Employee,
    team: array(Employee),
    /** A re-conclusion: why the previous agreement no longer held. */
    renewalOf: nullable(array(string())),
  }),
  /** The director (the team's leader) signed: the agreement is concluded. */
  DkmoDirectorSigned: object({
    IStoreId: string(),
    agreement: number(),
    employee: Employee,
    /** SHA-256 of the exact agreement PDF shown and signed. */
    documentSha256: string(),
    sign: Sign,
  }),
  /** A newcomer joined the concluded team (then signs with this date). */
  DkmoMemberJoined: object({
    IStoreId: string(),
    agreement: number(),
    employee: Employee,
    joinedOn: string(),
  }),
  DkmoMemberSigned: object({
    IStoreId: string(),
    agreement: number(),
    employee: Employee,
    documentSha256: string(),
    sign: Sign,
  }),
  /** A member left the store: their line gets the leaving date. */
  DkmoMemberLeft: object({
    IStoreId: string(),
    agreement: number(),
    employee: Employee,
    leftOn: string(),
  }),
};

export type DkmoEvent = EventOf<typeof DkmoEvents>;
export type StoredDkmoEvent = StoredEventOf<typeof DkmoEvents>;
export type DkmoEmployee = Infer<typeof Employee>;

/** The signature fields every signing event seals with its signer's key. */
export const DKMO_SIGN_FIELDS = ['sign.pngDataUrl', 'sign.strokes'] as const;

import type { BlacklistEvents } from '../../blacklist/events';
import { DICTIONARIES, type DictionaryKind } from '../../dictionaries/reference';
import type { DictionaryEvents } from '../../dictionaries/events';
import type { PrivacyEvents } from '../../privacy/events';
import type { ReservationEvents } from '../../reservations/events';
import type { StoreEvents } from '../../store/events';
import type { SessionEvents, UserEvents } from '../../users/events';
import { shortName } from '../actor';
import { quoted } from '../display';
import { DICTIONARY_TITLES, PERMISSION_TITLES, ROLE_TITLES, titleIn } from '../titles';
import type { TextsOf } from './types';

/** Staff accounts and their sign-ins, the blacklist, the dictionaries, erasure and bookkeeping. */

/** What UserAccountEdited's `changed` names, as a sentence lists it. */
const ACCOUNT_FIELDS: Record<string, string> = {
  scope: 'роль',
  surname: 'фамилия',
  name: 'имя',
  positionName: 'должность',
  storeId: 'магазин',
  storeName: 'магазин',
  permissions: 'права доступа',
  allowedStores: 'доступные магазины',
  allowedRegions: 'доступные регионы',
  phone: 'рабочий телефон',
};

const permissionsText = (permissions: readonly string[]) =>
  permissions.length ? permissions.map((p) => titleIn(PERMISSION_TITLES, p)).join(', ') : 'нет особых прав';

const staffText = (d: { surname: string; name: string; scope: string }) =>
  `${shortName(`${d.surname} ${d.name}`)} (${titleIn(ROLE_TITLES, d.scope)})`;

export const userTexts: TextsOf<typeof UserEvents & typeof SessionEvents> = {
  UserRegistered: (d, { v }) =>
    `${v('создал', 'создала')} учётную запись ${quoted(d.login)}: ${staffText(d)}`,
  UserPasswordChanged: (_d, { v }) => `${v('сменил', 'сменила')} пароль`,
  UserPermissionsChanged: (d, { v }) =>
    `${v('изменил', 'изменила')} права доступа: ${permissionsText(d.permissions)}`,
  UserAccountEdited: (d, { v }) => {
    const fields = [...new Set(d.changed.map((f) => ACCOUNT_FIELDS[f] ?? f))];
    const what = fields.length ? `: ${fields.join(', ')}` : '';
    return `${v('изменил', 'изменила')} учётную запись ${staffText(d)}${what}`;
  },
  UserPasswordReset: (_d, { v }) => `${v('сбросил', 'сбросила')} пароль учётной записи`,
  UserDeactivated: (_d, { v }) => `${v('отключил', 'отключила')} учётную запись`,
  UserReactivated: (_d, { v }) => `${v('включил', 'включила')} учётную запись снова`,
  RefreshTokenRevoked: (_d, { v }) => `${v('завершил', 'завершила')} сеанс входа`,
  RefreshTokenRotated: (_d, { v }) => `${v('продлил', 'продлила')} сеанс входа`,
};

export const blacklistTexts: TextsOf<typeof BlacklistEvents> = {
  BlacklistEntryAdded: (_d, { v }) => `${v('добавил', 'добавила')} запись в чёрный список`,
  BlacklistEntryRemoved: (_d, { v }) => `${v('удалил', 'удалила')} запись из чёрного списка`,
};

/** A built-in entry's title, or the entry's id. */
function entryText(kind: DictionaryKind, id: string): string {
  const entries: readonly (readonly [string, string])[] = DICTIONARIES[kind]?.entries ?? [];
  const found = entries.find(([entryId]) => entryId === id);
  return found ? quoted(found[1]) : `№ ${id}`;
}

const dictionaryText = (kind: string) => `справочник ${quoted(titleIn(DICTIONARY_TITLES, kind))}`;

export const dictionaryTexts: TextsOf<typeof DictionaryEvents> = {
  DictionaryEntryAdded: (d, { v }) =>
    `${v('добавил', 'добавила')} значение ${quoted(d.title)} в ${dictionaryText(d.kind)}`,
  DictionaryEntryRetired: (d, { v }) =>
    `${v('вывел', 'вывела')} значение ${entryText(d.kind, d.id)} из справочника ${quoted(titleIn(DICTIONARY_TITLES, d.kind))}`,
  DictionaryEntryRestored: (d, { v }) =>
    `${v('вернул', 'вернула')} значение ${entryText(d.kind, d.id)} в ${dictionaryText(d.kind)}`,
};

export const privacyTexts: TextsOf<typeof PrivacyEvents> = {
  PersonalDataErased: (_d, { v }) => `${v('удалил', 'удалила')} персональные данные кандидата`,
};

export const reservationTexts: TextsOf<typeof ReservationEvents> = {
  KeyReserved: (d, { v }) => `${v('закрепил', 'закрепила')} уникальный ключ за записью № ${d.owner}`,
  KeyReleased: (d, { v }) => `${v('освободил', 'освободила')} уникальный ключ записи № ${d.owner}`,
};

export const storeTexts: TextsOf<typeof StoreEvents> = {
  EventStoreIdentified: (_d, { v }) => `${v('создал', 'создала')} журнал событий`,
};

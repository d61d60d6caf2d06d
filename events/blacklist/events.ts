import { object, pattern, size, string, trimmed } from 'superstruct';
import { personName } from '../core/name-text';
import type { EventOf, StoredEventOf } from '../core/typed';
import { ANY_BIRTH, calendarDate } from '../core/validators';
import type { ActorRef } from '../questionnaire/events';

/** Aggregate kind: one person on the company's own blacklist (`blacklist-<uuid>`). */
export const BLACKLIST_KIND = 'blacklist';

/** A person's name as every candidate name is checked (Cyrillic only), or empty. */
const Name = personName(size(trimmed(string()), 0, 100));
const Reason = size(trimmed(string()), 1, 500);
/** Who is listed, as recorded (sealed fields read 'удалено' after an erasure: plain strings here). */
export const BlacklistPerson = object({
  lastname: string(),
  firstname: string(),
  secondname: string(),
  dateBirth: string(),
  passport: string(),
  inn: string(),
});
/** Who is listed, as typed: matched by passport, by INN, or by the full name with the birth date. */
export const BlacklistPersonInput = object({
  lastname: Name,
  firstname: Name,
  secondname: Name,
  /** A real past day as 'ДД.ММ.ГГГГ', or empty: '32.13.1990' could never match anyone. */
  dateBirth: calendarDate({ format: 'ru', allowEmpty: true, ...ANY_BIRTH }),
  /** Series and number, 10 digits, or empty. */
  passport: pattern(string(), /^(\d{10})?$/),
  /** 12 digits (a person's INN), or empty. */
  inn: pattern(string(), /^(\d{12})?$/),
});
export type BlacklistPersonData = {
  lastname: string;
  firstname: string;
  secondname: string;
  dateBirth: string;
  passport: string;
  inn: string;
};

export const BlacklistEvents = {
  BlacklistEntryAdded: object({ id: string(), person: BlacklistPerson, reason: Reason }),
  BlacklistEntryRemoved: object({ id: string(), reason: Reason }),
};
export type BlacklistEvent = EventOf<typeof BlacklistEvents>;
export type StoredBlacklistEvent = StoredEventOf<typeof BlacklistEvents>;

/** The person's fields sealed in the event store (they are personal data). */
export const BLACKLIST_PERSONAL = {
  BlacklistEntryAdded: {
    fields: [
      'person.lastname',
      'person.firstname',
      'person.secondname',
      'person.dateBirth',
      'person.passport',
      'person.inn',
    ],
  },
};

/** The `blacklist` read-model document (removed entries stay, marked, for the history). */
export interface BlacklistEntryDoc {
  id: string;
  person: BlacklistPersonData;
  reason: string;
  addedAt: string;
  addedBy: ActorRef;
  removed: { at: string; by: ActorRef; reason: string } | null;
  revision: number;
}

export const BlacklistAddInput = object({ person: BlacklistPersonInput, cause: Reason });
export const BlacklistRemoveInput = object({ cause: Reason });
export const BlacklistIdParams = object({ id: pattern(size(string(), 1, 60), /^[\w-]+$/) });

export const BLACKLIST_MESSAGES = {
  notMatchable: 'Укажите паспорт, ИНН или ФИО с датой рождения',
  notFound: 'Запись чёрного списка не найдена',
  removed: 'Запись уже удалена из чёрного списка',
  forbidden: 'Чёрный список ведут администратор и HR-специалист',
} as const;

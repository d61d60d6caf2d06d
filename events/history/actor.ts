import type { Actor } from '../core/envelope';
import { APPLICANT_ROLE, roleTitle } from '../core/roles';

/**
 * Who did something, as a history sentence names them: 'Директор магазина Иванов И.', 'Система',
 * 'Кандидат'; and whether a verb after the name takes its feminine form ('подтвердила').
 */

/** Roles that are no person of the staff: named by their title alone. */
const NAMELESS_ROLES = new Set(['System', APPLICANT_ROLE]);

/** 'Кадрова Елена Петровна' → 'Кадрова Е. П.'; a single word stays as it is. */
export function shortName(name: string): string {
  const [surname, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  if (!surname) return '';
  const initials = rest.map((part) => `${part.charAt(0).toUpperCase()}.`);
  return [surname, ...initials].join(' ');
}

/** 'Директор магазина Иванов И.': the role's title and the short name (the user id without a name). */
export function actorShortText(actor: Pick<Actor, 'userId' | 'role' | 'name'>): string {
  const title = roleTitle(actor.role);
  if (NAMELESS_ROLES.has(actor.role)) return title;
  const name = actor.name?.trim() ? shortName(actor.name) : (actor.userId ?? '').trim();
  return [title, name].filter(Boolean).join(' ');
}

/** Men's first names that end like women's ('Никита', 'Илья'). */
const MALE_NAMES_IN_A = new Set([
  'никита',
  'илья',
  'кузьма',
  'фома',
  'лука',
  'савва',
  'данила',
  'гаврила',
  'миша',
  'саша',
  'паша',
  'женя',
  'ваня',
  'петя',
  'вася',
  'дима',
  'коля',
  'толя',
  'лёша',
  'алёша',
]);

const FEMININE_SURNAME = /(ова|ева|ёва|ина|ына|ая)$/;
const MASCULINE_SURNAME = /(ов|ев|ёв|ин|ын|ий|ый|ой)$/;

/**
 * Whether the actor's verb is feminine: the system ('Система') is; the candidate ('Кандидат') is
 * not; a person by the name: the patronymic (-вна/-чна), then the surname (-ова, -ева, -ина, -ая
 * against -ов, -ев, -ин, -ий), then the first name (-а, -я, but for 'Никита', 'Илья'...).
 */
export function isFeminineActor(actor: Pick<Actor, 'role' | 'name'>): boolean {
  if (actor.role === 'System') return true;
  if (actor.role === APPLICANT_ROLE) return false;
  const [surname = '', first = '', patronymic = ''] = (actor.name ?? '').trim().toLowerCase().split(/\s+/);
  if (/(вна|чна|кызы)$/.test(patronymic)) return true;
  if (/(ич|оглы)$/.test(patronymic)) return false;
  if (FEMININE_SURNAME.test(surname)) return true;
  if (MASCULINE_SURNAME.test(surname)) return false;
  return /[ая]$/.test(first) && !MALE_NAMES_IN_A.has(first);
}

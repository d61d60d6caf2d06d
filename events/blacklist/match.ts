import type { BlacklistPersonData } from './events';

/** What a check knows of the candidate (any field may be missing before the profile is filled). */
export interface CandidateIdentity {
  lastname: string;
  firstname: string;
  secondname: string;
  dateBirth: string;
  passport?: string;
  inn?: string;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');

/** An entry can be matched when it has a passport, an INN, or a full name with a birth date. */
export function isMatchable(p: BlacklistPersonData): boolean {
  return digits(p.passport).length === 10 || digits(p.inn).length === 12 || hasNameAndBirth(p);
}

function hasNameAndBirth(p: { lastname: string; firstname: string; dateBirth: string }): boolean {
  return norm(p.lastname) !== '' && norm(p.firstname) !== '' && p.dateBirth !== '';
}

/** Matched by passport, by INN, or by last, first and middle name together with the birth date. */
export function matchesBlacklist(entry: BlacklistPersonData, c: CandidateIdentity): boolean {
  if (digits(entry.passport).length === 10 && digits(entry.passport) === digits(c.passport)) return true;
  if (digits(entry.inn).length === 12 && digits(entry.inn) === digits(c.inn)) return true;
  return (
    hasNameAndBirth(entry) &&
    norm(entry.lastname) === norm(c.lastname) &&
    norm(entry.firstname) === norm(c.firstname) &&
    norm(entry.secondname) === norm(c.secondname) &&
    entry.dateBirth === c.dateBirth
  );
}

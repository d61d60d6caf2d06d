/**
 * The sandboxes' documented triggers (docs/integrations.md, 'Candidate checks'): the candidate's surname decides what the
 * built-in services answer, so every branch can be shown in the demo and the tests.
 */
export type SandboxOutcome =
  | 'clean'
  | 'debtOverLimit'
  | 'debtUnderLimit'
  | 'unpaidBills'
  | 'paidBills'
  | 'unknownBehaviour'
  | 'criminalRecord'
  | 'failure'
  | 'timeout'
  | 'malformed';

/** Surname beginnings (case and ё ignored) and what they trigger. */
export const SANDBOX_TRIGGERS: readonly [string, SandboxOutcome][] = [
  ['Должиков', 'debtUnderLimit'],
  ['Долгов', 'debtOverLimit'],
  ['Счетов', 'unpaidBills'],
  ['Исполнителев', 'paidBills'],
  ['Странных', 'unknownBehaviour'],
  ['Судимов', 'criminalRecord'],
  ['Сбоев', 'failure'],
  ['Тормозов', 'timeout'],
  ['Кривых', 'malformed'],
];

const norm = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е');

export function sandboxOutcome(lastname: string): SandboxOutcome {
  const name = norm(lastname);
  return SANDBOX_TRIGGERS.find(([prefix]) => name.startsWith(norm(prefix)))?.[1] ?? 'clean';
}

/** Outcomes every outside service shares (failures); the rest belong to one service each. */
export const SHARED_FAULTS: readonly SandboxOutcome[] = ['failure', 'timeout', 'malformed'];

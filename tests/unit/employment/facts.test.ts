import { describe, expect, it } from 'vitest';
import type { ApprovalDoc } from '#events/approval/events';
import type { CheckRunView } from '#events/checks/views';
import { employFactsOf, type EmployQuestionnaire } from '#events/employment/facts';
import { employControl } from '#events/employment/rules';
import { DICTIONARIES } from '#events/dictionaries/reference';
import { validForm } from './fixtures';

const NOW = '2026-11-22T10:00:00.000Z';
const SOURCES = DICTIONARIES.trafficSources.entries.map(([id, title]) => ({ id, title }));

const questionnaire = (over: Partial<EmployQuestionnaire> = {}): EmployQuestionnaire =>
  ({
    state: 'resolvedValid',
    info: { dateBirth: '1995-04-12' },
    profile: {
      personal: { dateBirth: '12.04.1995', hasEmploymentHistory: 'Have' },
      passport: { dateExtradition: '20.05.2015' },
    },
    ...over,
  }) as EmployQuestionnaire;

const approval = (given: { stale: boolean } | null): ApprovalDoc =>
  ({ approval: given, pending: false, statuses: { confirmationDR: { has: given !== null } } }) as ApprovalDoc;

const selfEmployment = (status: CheckRunView['status'], completedAt: string) => ({
  checks: { selfEmployment: { status, completedAt } as CheckRunView },
});

describe('employFactsOf: the facts of the employ rule from what the card and the server hold', () => {
  it('given an approved questionnaire with a valid passport, every fact allows', () => {
    const facts = employFactsOf(questionnaire(), approval({ stale: false }), SOURCES, NOW);
    expect(facts).toEqual({
      state: 'resolvedValid',
      approved: true,
      passportValid: true,
      employmentHistory: 'Have',
      selfEmploymentAllows: true,
      otherTrafficSourceId: '8',
    });
    expect(employControl(facts, validForm(), { year: 2026, month: 11, day: 22 }, false).enabled).toBe(true);
  });

  it('no approval document, or a stale approval, is not approved', () => {
    expect(employFactsOf(questionnaire(), null, SOURCES, NOW).approved).toBe(false);
    expect(employFactsOf(questionnaire(), approval({ stale: true }), SOURCES, NOW).approved).toBe(false);
  });

  it('the passport by age: issued before the 20th birthday of a 31-year-old fails; missing dates are null', () => {
    const early = questionnaire({
      profile: {
        personal: { dateBirth: '12.04.1995', hasEmploymentHistory: 'Have' },
        passport: { dateExtradition: '20.05.2012' },
      } as EmployQuestionnaire['profile'],
    });
    expect(employFactsOf(early, null, SOURCES, NOW).passportValid).toBe(false);
    expect(employFactsOf(questionnaire({ profile: {} }), null, SOURCES, NOW).passportValid).toBeNull();
  });

  it("the card's birth date stands in for a profile that has none", () => {
    const q = questionnaire({
      profile: { passport: { dateExtradition: '20.05.2015' } } as EmployQuestionnaire['profile'],
    });
    const facts = employFactsOf(q, null, SOURCES, NOW);
    expect(facts.passportValid).toBe(true);
    expect(facts.employmentHistory).toBe('');
  });

  it('the passport is judged on the Moscow day: the 45th birthday begins at Moscow midnight', () => {
    // Born 23.11.1981: 45 on 23.11.2026; a passport of 2001 (after the 20th birthday) then fails.
    const q = questionnaire({
      profile: {
        personal: { dateBirth: '23.11.1981', hasEmploymentHistory: 'None' },
        passport: { dateExtradition: '01.12.2001' },
      } as EmployQuestionnaire['profile'],
    });
    expect(employFactsOf(q, null, SOURCES, '2026-11-22T20:59:00.000Z').passportValid).toBe(true);
    expect(employFactsOf(q, null, SOURCES, '2026-11-22T21:00:00.000Z').passportValid).toBe(false);
  });

  it('self-employment: a fresh blocking result refuses, one older than 6 hours does not', () => {
    const blocked = { ...questionnaire(), statuses: { selfEmployment: 'ContractorHaveUnchargedBills' } };
    expect(employFactsOf(blocked, null, SOURCES, NOW).selfEmploymentAllows).toBe(false);
    const failed = (at: string) =>
      employFactsOf(questionnaire(), null, SOURCES, NOW, selfEmployment('failed', at)).selfEmploymentAllows;
    expect(failed('2026-11-22T09:00:00.000Z')).toBe(false);
    expect(failed('2026-11-22T03:59:00.000Z')).toBe(true);
    const passed = selfEmployment('passed', '2026-11-22T09:00:00.000Z');
    expect(employFactsOf(questionnaire(), null, SOURCES, NOW, passed).selfEmploymentAllows).toBe(true);
  });

  it("the id of 'Другое' comes from the dictionary; none when it has no such entry", () => {
    expect(
      employFactsOf(questionnaire(), null, [{ id: '42', title: 'Другое' }], NOW).otherTrafficSourceId,
    ).toBe('42');
    expect(employFactsOf(questionnaire(), null, [], NOW).otherTrafficSourceId).toBeNull();
  });
});

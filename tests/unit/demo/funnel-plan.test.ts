import { describe, expect, it } from 'vitest';
import { DEMO_STORES } from '#events/core/store-directory';
import { planJourneys, RESERVE_STORE, STUCK_STORES, type JourneyPlan } from '#server/demo/funnel-plan';

/** The demo's six months of hiring (issue 29, item 5): the plan the first start plays. */
const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const DAY = 86_400_000;
const SLOTS = [
  ['10412', 'Продавец-консультант'],
  ['10412', 'Продавец-кассир'],
  ['10234', 'Кассир'],
  ['10234', 'Мерчендайзер'],
  ['10587', 'Продавец ювелирных изделий'],
  ['20118', 'Директор магазина'],
  ['20301', 'Продавец-консультант'],
  ['30044', 'Продавец-кассир'],
  ['40072', 'Мерчендайзер'],
  ['50019', 'Заместитель директора магазина'],
].map(([storeId, positionTitle]) => ({ storeId: storeId!, positionTitle: positionTitle! }));

const plans = planJourneys(NOW, SLOTS);
const kinds = (p: JourneyPlan) => p.steps.map((s) => s.kind);

describe('the funnel demo plan', () => {
  it('is a few hundred journeys, the same on every start', () => {
    expect(plans.length).toBeGreaterThanOrEqual(150);
    expect(plans.length).toBeLessThanOrEqual(400);
    expect(planJourneys(NOW, SLOTS)).toEqual(plans);
  });

  it('happens in the last six months, every step in order and before now', () => {
    for (const plan of plans) {
      const times = plan.steps.map((s) => s.at);
      expect(times, plan.surname).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]!).toBeGreaterThan(NOW - 200 * DAY);
      expect(times.at(-1)!).toBeLessThan(NOW);
    }
    const months = new Set(plans.map((p) => new Date(p.steps[0]!.at).toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it('covers every demo store (the reserve one too), position and source', () => {
    const stores = new Set(plans.map((p) => p.storeId));
    for (const store of [...DEMO_STORES.map((s) => s.IStoreId), RESERVE_STORE])
      expect(stores).toContain(store);
    expect(new Set(plans.map((p) => p.source))).toEqual(new Set(['headhunter', 'superjob', 'site', 'staff']));
    expect(new Set(plans.map((p) => p.positionTitle)).size).toBeGreaterThanOrEqual(6);
    // Staff open the reserve store's questionnaires: it has no vacancy to answer.
    for (const plan of plans.filter((p) => p.storeId === RESERVE_STORE)) expect(plan.source).toBe('staff');
  });

  it('ends in every stage, with refusals (each with a reason), restores, a 1C rollback and hires', () => {
    const outcomes = new Set(plans.map((p) => p.outcome));
    for (const outcome of [
      'light',
      'lightRefused',
      'passedToStore',
      'interview',
      'questionnaire',
      'refused',
      'checksPassed',
      'approved',
      'sentTo1C',
      'rollback',
      'employed',
    ])
      expect(outcomes).toContain(outcome);
    const steps = plans.flatMap((p) => p.steps);
    for (const step of steps.filter((s) => s.kind === 'reject' || s.kind === 'declineLight'))
      expect(step.reason).toBeTruthy();
    expect(steps.filter((s) => s.kind === 'restoreLight').length).toBeGreaterThan(0);
    expect(steps.filter((s) => s.kind === 'reestablish').length).toBeGreaterThan(0);
    expect(plans.filter((p) => kinds(p).includes('rollback')).length).toBeGreaterThan(0);
    expect(plans.filter((p) => p.outcome === 'employed').length).toBeGreaterThanOrEqual(20);
    // Only the last weeks' hires are signed on the tablet (rendering documents is the slow part).
    const tablet = plans.filter((p) => kinds(p).includes('sign'));
    expect(tablet.length).toBeGreaterThan(0);
    expect(tablet.length).toBeLessThanOrEqual(10);
  });

  it('leaves a few journeys stuck, most in the demo director’s and the unit director’s stores', () => {
    const stuck = plans.filter((p) => p.stuck);
    expect(stuck.length).toBeGreaterThanOrEqual(8);
    expect(stuck.length).toBeLessThanOrEqual(25);
    const inTheirStores = stuck.filter((p) => STUCK_STORES.includes(p.storeId));
    expect(inTheirStores.length).toBeGreaterThanOrEqual(stuck.length / 2);
    expect(new Set(inTheirStores.map((p) => p.storeId))).toEqual(new Set(STUCK_STORES));
  });
});

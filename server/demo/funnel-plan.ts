import { STUCK_THRESHOLD_DAYS, type FunnelStage } from '#events/funnel/api';
import type { VacancyService } from '#events/vacancies/events';

/**
 * The plan of the demo's six months of hiring (issue 29, item 5): a few hundred candidate
 * journeys across the demo stores, positions and sources, in every stage of the funnel, with
 * refusals (and their reasons), restores, a 1C rollback, employed candidates and a few stuck ones.
 * Pure and deterministic (a seeded generator): the runner (funnel-seed.ts) plays each journey's
 * steps through the product's own commands, at the steps' moments.
 */

/** Where a journey ends up now. */
export type JourneyOutcome =
  | 'light'
  | 'lightRefused'
  | 'passedToStore'
  | 'interview'
  | 'questionnaire'
  | 'refused'
  | 'checksPassed'
  | 'approved'
  | 'sentTo1C'
  | 'rollback'
  | 'employed';

export type StepKind =
  | 'submitLight'
  | 'declineLight'
  | 'restoreLight'
  | 'acceptLight'
  | 'openByStaff'
  | 'interview'
  | 'takeIntoWork'
  | 'checks'
  | 'reject'
  | 'reestablish'
  | 'approve'
  | 'hire'
  | 'hireNotCreated'
  | 'rollback'
  | 'sign'
  | 'signOnPaper';

export interface JourneyStep {
  kind: StepKind;
  /** Epoch milliseconds, always before the plan's `now`. */
  at: number;
  /** The refusal reason of 'declineLight' and 'reject'. */
  reason?: string;
}

export interface JourneyPlan {
  n: number;
  storeId: string;
  positionTitle: string;
  /** 'staff': opened by staff without a light questionnaire. */
  source: VacancyService | 'staff';
  /** The light questionnaire names no source (a visit without `?source=`): the own site. */
  sourceInAddress: boolean;
  sex: 'male' | 'female';
  surname: string;
  firstName: string;
  patronymic: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  outcome: JourneyOutcome;
  /** Waiting in its stage longer than the stage's threshold (STUCK_THRESHOLD_DAYS). */
  stuck: boolean;
  steps: JourneyStep[];
}

/** A store and a position with an open vacancy there (light questionnaires answer vacancies). */
export interface VacancySlot {
  storeId: string;
  positionTitle: string;
}

export const REFUSAL_REASONS = [
  'Кандидат не вышел на связь',
  'Выбрал другое предложение',
  'Не устроил график работы',
  'Не устроила заработная плата',
  'Не прошёл собеседование',
  'Кандидат отказался: далеко ездить',
];

/** How many journeys end in each outcome (about 200 in all, few of them deep: a fast first start). */
const QUOTAS: [JourneyOutcome, number][] = [
  ['light', 16],
  ['lightRefused', 40],
  ['passedToStore', 12],
  ['interview', 18],
  ['questionnaire', 14],
  ['refused', 50],
  ['checksPassed', 7],
  ['approved', 6],
  ['sentTo1C', 6],
  ['rollback', 2],
  ['employed', 32],
];

/** The stage a journey waits in now, for the open outcomes (the stuck rule's stage). */
const WAITING_STAGE: Partial<Record<JourneyOutcome, FunnelStage>> = {
  light: 'light',
  passedToStore: 'passedToStore',
  interview: 'interview',
  questionnaire: 'questionnaire',
  checksPassed: 'checksPassed',
  approved: 'approved',
  sentTo1C: 'sentTo1C',
  rollback: 'approved',
};

/** Stuck journeys by outcome: most in the demo director's store and the unit director's stores. */
const STUCK: Partial<Record<JourneyOutcome, number>> = {
  light: 3,
  passedToStore: 2,
  interview: 2,
  questionnaire: 2,
  checksPassed: 2,
  approved: 2,
  sentTo1C: 2,
};
/** The demo director's store (login director) and the unit director's other store. */
export const STUCK_STORES = ['10412', '10234'];
/** The store without vacancies (the chain's reserve store): staff open its questionnaires. */
export const RESERVE_STORE = '11715';
export const STAFF_POSITIONS = ['Продавец-консультант', 'Продавец-кассир', 'Кассир', 'Мерчендайзер'];

const MALE_SURNAMES = [
  'Ершов',
  'Тихонов',
  'Гусев',
  'Комаров',
  'Журавлёв',
  'Крылов',
  'Медведев',
  'Антонов',
  'Тарасов',
  'Белкин',
  'Виноградов',
  'Богданов',
  'Калинин',
  'Гаврилов',
  'Ефимов',
  'Исаев',
  'Лазарев',
  'Суханов',
  'Чернов',
  'Шубин',
  'Рябов',
  'Панов',
  'Никитин',
  'Жуков',
  'Киселёв',
  'Щербаков',
  'Поляков',
  'Цветков',
];
const MALE_NAMES = [
  'Алексей',
  'Андрей',
  'Владимир',
  'Глеб',
  'Денис',
  'Евгений',
  'Константин',
  'Олег',
  'Пётр',
  'Фёдор',
  'Ярослав',
  'Степан',
];
const FEMALE_NAMES = [
  'Алёна',
  'Валерия',
  'Галина',
  'Инна',
  'Кристина',
  'Людмила',
  'Надежда',
  'Оксана',
  'Таисия',
  'Юлия',
  'Яна',
  'Злата',
];
const MALE_PATRONYMICS = ['Алексеевич', 'Борисович', 'Васильевич', 'Геннадьевич', 'Евгеньевич', 'Юрьевич'];
const FEMALE_PATRONYMICS = ['Алексеевна', 'Борисовна', 'Васильевна', 'Геннадьевна', 'Евгеньевна', 'Юрьевна'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PERIOD_DAYS = 180;

/** mulberry32: a small seeded generator, so every first start plays the same six months. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (from: number, to: number) => from + (to - from) * next(),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof generator>;

/** The ordered steps of a journey before its moments are set: [kind, hours after the previous step]. */
type Draft = [StepKind, number, string?][];

/** Where refusals happen (the stage's steps so far) for the 'refused' outcome. */
const REFUSAL_DEPTHS: ('passedToStore' | 'interview' | 'questionnaire' | 'checksPassed' | 'approved')[] = [
  'passedToStore',
  'passedToStore',
  'interview',
  'interview',
  'interview',
  'interview',
  'questionnaire',
  'questionnaire',
  'questionnaire',
  'checksPassed',
  'approved',
];

function draftOf(outcome: JourneyOutcome, staff: boolean, r: Random): Draft {
  const steps: Draft = [];
  const add = (kind: StepKind, minHours: number, maxHours: number, reason?: string) =>
    steps.push([kind, r.between(minHours, maxHours), reason]);
  const lightRestored = !staff && outcome !== 'lightRefused' && outcome !== 'light' && r.chance(0.08);
  if (staff) add('openByStaff', 0, 0);
  else {
    add('submitLight', 0, 0);
    if (outcome === 'lightRefused') {
      add('declineLight', 2, 48, r.pick(REFUSAL_REASONS));
      return steps;
    }
    if (lightRestored) {
      add('declineLight', 2, 24, r.pick(REFUSAL_REASONS));
      add('restoreLight', 12, 48);
    }
    if (outcome === 'light') return steps;
    add('acceptLight', 2, 36);
  }
  const depth = outcome === 'refused' ? r.pick(REFUSAL_DEPTHS) : null;
  const refuseHere = (stage: string): boolean => {
    if (depth !== stage) return false;
    add('reject', 4, 72, r.pick(REFUSAL_REASONS));
    // A few refusals are taken back: restored to where they were, then refused for good.
    if (r.chance(0.25)) {
      add('reestablish', 12, 48);
      add('reject', 24, 96, r.pick(REFUSAL_REASONS));
    }
    return true;
  };
  if (outcome === 'passedToStore' || refuseHere('passedToStore')) return steps;
  add('interview', 12, 72);
  if (outcome === 'interview' || refuseHere('interview')) return steps;
  add('takeIntoWork', 24, 96);
  if (outcome === 'questionnaire' || refuseHere('questionnaire')) return steps;
  add('checks', 1, 24);
  if (outcome === 'checksPassed' || refuseHere('checksPassed')) return steps;
  add('approve', 2, 36);
  if (outcome === 'approved' || refuseHere('approved')) return steps;
  if (outcome === 'rollback') {
    add('hireNotCreated', 4, 24);
    add('rollback', 1, 8);
    return steps;
  }
  add('hire', 4, 48);
  if (outcome === 'sentTo1C') return steps;
  add('sign', 24, 72);
  return steps;
}

/** Journeys that reach 1C have a complete profile (1C and the documents read it). */
const PROFILE_OUTCOMES: JourneyOutcome[] = ['approved', 'sentTo1C', 'rollback', 'employed'];
export const needsProfile = (plan: Pick<JourneyPlan, 'outcome' | 'steps'>): boolean =>
  PROFILE_OUTCOMES.includes(plan.outcome) || plan.steps.some((s) => s.kind === 'approve');

/**
 * Electronic signing came to the stores lately (issue 27): the hires of the last weeks are signed
 * on the tablet, their documents rendered and kept; older ones were signed on paper (the
 * questionnaire moves to 'employed' by the same step, without the rendered copies). Rendering is
 * the slow part of the demo's start, so only these few pay for it.
 */
export const E_SIGNING_DAYS = 21;
function markPaperSigning(plan: JourneyPlan, now: number): JourneyPlan {
  const steps = plan.steps.map((step) =>
    step.kind === 'sign' && step.at < now - E_SIGNING_DAYS * DAY
      ? { ...step, kind: 'signOnPaper' as const }
      : step,
  );
  return { ...plan, steps };
}

/**
 * The journeys, newest moments a few hours before `now`. Finished journeys (employed, refused)
 * start anywhere in the last six months; open ones wait in their stage less than its threshold,
 * or longer for the stuck ones.
 */
export function planJourneys(now: number, slots: readonly VacancySlot[], seed = 29): JourneyPlan[] {
  const r = generator(seed);
  const outcomes = QUOTAS.flatMap(([outcome, count]) => Array.from({ length: count }, () => outcome));
  // A stable shuffle: stores, sources and moments vary across outcomes.
  for (let i = outcomes.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [outcomes[i], outcomes[j]] = [outcomes[j] as JourneyOutcome, outcomes[i] as JourneyOutcome];
  }
  const stuckLeft: Partial<Record<JourneyOutcome, number>> = { ...STUCK };
  return outcomes.map((outcome, index) => {
    const n = index + 1;
    const waiting = WAITING_STAGE[outcome];
    const stuck = waiting !== undefined && (stuckLeft[outcome] ?? 0) > 0;
    if (stuck) stuckLeft[outcome] = (stuckLeft[outcome] ?? 0) - 1;
    // Staff open about one questionnaire in six; the reserve store has no vacancy, only theirs.
    const lightOnly = outcome === 'light' || outcome === 'lightRefused';
    const staff = !lightOnly && r.chance(0.16);
    const deep = !['light', 'lightRefused', 'passedToStore', 'interview'].includes(outcome);
    const slot = placeOf(r, slots, { staff, deep, stuck: stuck && n % 3 !== 0 });
    const source: JourneyPlan['source'] = staff
      ? 'staff'
      : r.pick(['headhunter', 'headhunter', 'headhunter', 'superjob', 'superjob', 'site', 'site'] as const);
    const sex = r.chance(0.55) ? 'female' : 'male';
    const male = r.pick(MALE_SURNAMES);
    const draft = draftOf(outcome, staff, r);
    let total = draft.reduce((sum, [, hours]) => sum + hours * HOUR, 0);
    let start: number;
    if (waiting) {
      const threshold = (STUCK_THRESHOLD_DAYS[waiting] ?? 3) * DAY;
      const early = !stuck && EARLY.includes(outcome);
      const dwell = stuck
        ? threshold + r.between(1, 6) * DAY
        : r.between(0.1, early ? 0.4 : 0.8) * Math.min(threshold, early ? 3 * DAY : threshold);
      // Before the checks the questionnaire's opening may count as the stage's start (the
      // projection's rule): a journey not meant to be stuck waits less than 3 days since then.
      if (early) total = compressAfterOpening(draft, 0.8 * 3 * DAY - dwell);
      start = now - dwell - total;
    } else {
      start = now - r.between(total + DAY, PERIOD_DAYS * DAY);
    }
    let at = start;
    const steps = draft.map(([kind, hours, reason]) => {
      at += hours * HOUR;
      return { kind, at: Math.round(at), ...(reason ? { reason } : {}) };
    });
    // 22 to 43 years old: a passport issued at 20 is still valid (it is replaced at 45).
    const year = 1983 + Math.floor(r.next() * 22);
    const month = String(1 + Math.floor(r.next() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(r.next() * 28)).padStart(2, '0');
    return markPaperSigning(
      {
        n,
        ...slot,
        source,
        sourceInAddress: source !== 'site' || r.chance(0.5),
        sex,
        surname: sex === 'male' ? male : `${male.replace(/ёв$/, 'ёва').replace(/(ов|ев|ин)$/, '$1а')}`,
        firstName: r.pick(sex === 'male' ? MALE_NAMES : FEMALE_NAMES),
        patronymic: r.pick(sex === 'male' ? MALE_PATRONYMICS : FEMALE_PATRONYMICS),
        birthDate: `${year}-${month}-${day}`,
        outcome,
        stuck,
        steps,
      },
      now,
    );
  });
}

const EARLY: JourneyOutcome[] = ['passedToStore', 'interview', 'questionnaire'];

/** Shortens the steps after the questionnaire's opening to `span` in all; returns the draft's new total. */
function compressAfterOpening(draft: Draft, span: number): number {
  const opening = draft.findIndex(([kind]) => kind === 'acceptLight' || kind === 'openByStaff');
  const after = draft.slice(opening + 1).reduce((sum, [, hours]) => sum + hours * HOUR, 0);
  const factor = after > span && span > 0 ? span / after : after > span ? 0 : 1;
  for (const step of draft.slice(opening + 1)) step[1] = step[1] * factor;
  return draft.reduce((sum, [, hours]) => sum + hours * HOUR, 0);
}

function placeOf(
  r: Random,
  slots: readonly VacancySlot[],
  { staff, deep, stuck }: { staff: boolean; deep: boolean; stuck: boolean },
): VacancySlot {
  if (stuck) {
    const inStores = slots.filter((s) => STUCK_STORES.includes(s.storeId));
    if (inStores.length > 0) return r.pick(inStores);
  }
  // The reserve store: staff's questionnaires that stop before the checks (it has no vacancy).
  if (staff && !deep && r.chance(0.3))
    return { storeId: RESERVE_STORE, positionTitle: r.pick(STAFF_POSITIONS) };
  return r.pick(slots);
}

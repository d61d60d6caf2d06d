import { defineCollection } from '../core/collections';

/**
 * The hiring funnel (issue 29): where candidates are, where they drop, how long each step takes.
 * The shared contract of the funnel projection (projections/funnel), its API
 * (server/features/funnel) and the 'Воронка найма' page (client/console/features/funnel).
 * No personal data anywhere in the funnel: ids, stores, positions, sources, days and counts.
 */

/**
 * The stages of a hire, in order. A journey is one candidate's way from their first questionnaire
 * to employment: a light questionnaire and the employment questionnaire that continues it
 * (QuestionnaireOpened.lightQuestionnaireId) are one journey; a questionnaire opened by staff
 * without a light one starts its own journey at 'questionnaire'.
 *
 * What moves a journey (the projection owns the exact mapping, with given/when/then tests):
 * - light: QuestionnaireLightSubmitted;
 * - passedToStore: QuestionnaireLightAccepted ('Согласованные анкеты': the store works on it), or an
 *   employment questionnaire opened in 'acceptedByALManager';
 * - interview: InterviewScheduled (a light or an employment questionnaire's meeting), or the state
 *   'waitingInterview';
 * - questionnaire: QuestionnaireOpened;
 * - checksPassed: the state 'resolvedValid' (every check passed);
 * - approved: ApprovalConfirmed (the director's SMS code);
 * - sentTo1C: the state 'sendedTo1S' (HireRequested);
 * - employed: the state 'employed' (DocumentsSigned).
 * A refusal (light Declined, state rejected / rejectedAuth) ends the journey at the stage it was in;
 * a restore (light Restored, action reestablish) takes it back; a 1C rollback moves the current
 * stage back to 'approved' (what was reached stays reached).
 */
export const FUNNEL_STAGES = [
  'light',
  'passedToStore',
  'interview',
  'questionnaire',
  'checksPassed',
  'approved',
  'sentTo1C',
  'employed',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_TITLES: Record<FunnelStage, string> = {
  light: 'Лёгкая анкета',
  passedToStore: 'Передана в магазин',
  interview: 'Приглашён на собеседование',
  questionnaire: 'Анкета трудоустройства',
  checksPassed: 'Проверки пройдены',
  approved: 'Согласовано директором',
  sentTo1C: 'Отправлено в 1С',
  employed: 'Трудоустроен',
};

export const stageRank = (stage: FunnelStage): number => FUNNEL_STAGES.indexOf(stage);

/**
 * Where a journey came from: the job board or site of the light questionnaire (the public
 * vacancy link carries `?source=<service>` from a board's listing; none: the own site), 'staff'
 * for a questionnaire opened by staff without a light one.
 */
export const FUNNEL_SOURCES = ['headhunter', 'superjob', 'site', 'staff'] as const;
export type FunnelSource = (typeof FUNNEL_SOURCES)[number];
export const FUNNEL_SOURCE_TITLES: Record<FunnelSource, string> = {
  headhunter: 'HeadHunter',
  superjob: 'SuperJob',
  site: 'Сайт компании',
  staff: 'Заведена сотрудником',
};

/**
 * A view's filter, as the address and the API query carry it (`from`, `to`: Moscow days
 * 'YYYY-MM-DD', both included; a journey belongs to the period of the day it started). The
 * server checks every field (events/funnel/inputs.ts): a period over FUNNEL_MAX_PERIOD_DAYS, an
 * unknown store, unit, region or position, or a malformed date is a 400 naming the field.
 */
export interface FunnelFilter {
  from: string;
  to: string;
  regionId?: string;
  unitId?: string;
  storeId?: string;
  positionId?: string;
  source?: FunnelSource;
}
/** Three years. */
export const FUNNEL_MAX_PERIOD_DAYS = 3 * 365 + 1;

export type StageCounts = Record<FunnelStage, number>;

/** One stage of the funnel for the filtered journeys. */
export interface FunnelStageRow {
  stage: FunnelStage;
  /** Journeys that reached this stage (entered it, or started before it and went past it). */
  reached: number;
  /** Journeys now in this stage (not refused). */
  current: number;
  /** Journeys refused while in this stage. */
  refused: number;
  /** Of those that reached the stage before, the share (0..1) that reached this one; null for the first or without data. */
  conversion: number | null;
  /** Days spent in this stage by the journeys that left it (median, 90th percentile); null without data. */
  medianDays: number | null;
  p90Days: number | null;
}

/** The journeys started in one week (Monday, 'YYYY-MM-DD'), by the stages they reached. */
export interface FunnelTrendPoint {
  week: string;
  reached: StageCounts;
}

/** One row of a breakdown table. */
export interface FunnelBreakdownRow {
  /** The store, unit or region id, the position id, or the source. */
  key: string;
  title: string;
  /** Place breakdown: the level of the row and its parent (a store's unit, a unit's region). */
  level?: 'region' | 'unit' | 'store';
  parentKey?: string;
  reached: StageCounts;
  refused: number;
  /** employed / light-or-entry journeys, 0..1; null without journeys. */
  conversion: number | null;
}

export interface FunnelRefusals {
  stage: FunnelStage;
  count: number;
  /** The refusal reasons given (causeReject titles; 'Без причины' when none), most frequent first. */
  reasons: { reason: string; count: number }[];
}

/** GET /api/v1/funnel?from&to&regionId&unitId&storeId&positionId&source */
export interface FunnelView {
  filter: FunnelFilter;
  /** Journeys in the view (started in the period, within the filter and the viewer's stores). */
  total: number;
  stages: FunnelStageRow[];
  refusals: FunnelRefusals[];
  trend: FunnelTrendPoint[];
  byPlace: FunnelBreakdownRow[];
  byPosition: FunnelBreakdownRow[];
  bySource: FunnelBreakdownRow[];
  /** The global position of the last event the funnel has projected. */
  position: number;
}

/**
 * A journey waiting in its stage longer than the stage's threshold (days). 'Согласование
 * запрошено 2 дня назад' (checks passed, approval pending), 'документы не подписаны 3 дня после
 * 1С' (sent to 1C). Stages without a threshold never get stuck.
 */
export const STUCK_THRESHOLD_DAYS: Partial<Record<FunnelStage, number>> = {
  light: 2,
  passedToStore: 3,
  interview: 7,
  questionnaire: 5,
  checksPassed: 2,
  approved: 2,
  sentTo1C: 3,
};

/** GET /api/v1/funnel/stuck?regionId&unitId&storeId&positionId&source (journeys now stuck; no period). */
export interface StuckItem {
  journeyId: string;
  /** Where the card is: the employment questionnaire if there is one, else the light questionnaire. */
  record: { kind: 'questionnaire' | 'questionnaireLight'; id: string };
  stage: FunnelStage;
  /** When the journey entered its stage (ISO-8601 UTC) and the whole days since. */
  since: string;
  days: number;
  thresholdDays: number;
  storeId: string;
  storeLabel: string;
  positionTitle: string;
  /** The candidate's name as the viewer may see it (masked where the card masks it). */
  candidateName: string;
}
export interface StuckPage {
  items: StuckItem[];
  total: number;
}

/** The console page and the API paths (under /api/v1). */
export const FUNNEL_PATH = '/protected/funnel';
export const FUNNEL_API = {
  view: '/funnel',
  stuck: '/funnel/stuck',
  /** The menu badge of directors: how many of their journeys are stuck. */
  stuckCount: '/funnel/stuck/count',
  exportCsv: '/funnel/export.csv',
} as const;

/**
 * One candidate's journey: a read-model document keyed by `journeyId` ('L<lightId>' for a journey
 * that started with a light questionnaire, 'Q<questionnaireId>' otherwise). The projection keeps
 * the journey of each questionnaire id in the same collection under 'q:<questionnaireId>' /
 * 'l:<lightId>' alias documents if it needs them (its choice).
 */
export interface FunnelJourneyDoc {
  journeyId: string;
  lightId: string | null;
  questionnaireId: string | null;
  storeId: string;
  positionId: string;
  positionTitle: string;
  source: FunnelSource;
  /** The Moscow day the journey started ('YYYY-MM-DD') and its start (ISO-8601 UTC). */
  startDay: string;
  startedAt: string;
  /** The stage it started at ('light', or 'questionnaire' when staff opened it; 'passedToStore' when opened already agreed). */
  entryStage: FunnelStage;
  /** The stage it is in now (when refused: the stage it was refused in). */
  stage: FunnelStage;
  /** When it entered `stage` (ISO-8601 UTC). */
  since: string;
  /** The furthest stage reached (by rank). */
  maxStage: FunnelStage;
  /** When each stage was first entered (ISO-8601 UTC). */
  enteredAt: Partial<Record<FunnelStage, string>>;
  refused: { stage: FunnelStage; at: string; reason: string | null; byCheck: boolean } | null;
  /**
   * The stage while the journey is open (not refused, not employed), else null: derived from
   * `stage` and `refused` (openStageOf), what the stuck list's index reads.
   */
  openStage: FunnelStage | null;
}

/** A journey's open stage: its stage unless it is refused or employed (then null). */
export const openStageOf = (j: Pick<FunnelJourneyDoc, 'stage' | 'refused'>): FunnelStage | null =>
  j.refused !== null || j.stage === 'employed' ? null : j.stage;

export const FUNNEL_JOURNEYS = defineCollection<FunnelJourneyDoc>('funnelJourneys');

import { defineCollection } from '../core/collections';
import type { FunnelSource, FunnelStage } from './api';

/**
 * The funnel's aggregates (projections/funnel): one cell per Moscow day a journey started × store ×
 * position × source, summing what every journey started that day there is now. A view adds cells,
 * never journeys. Counts are arrays in the order of FUNNEL_STAGES. No personal data.
 */
export interface FunnelCellDoc {
  day: string;
  /** The Monday of `day` ('YYYY-MM-DD'): the trend's week. */
  week: string;
  storeId: string;
  positionId: string;
  positionTitle: string;
  source: FunnelSource;
  /** Journeys in the cell. */
  journeys: number;
  /** Per stage (FUNNEL_STAGES order): journeys that reached it (see FunnelStageRow.reached). */
  reached: number[];
  /** Journeys that started at the stage. */
  entered: number[];
  /** Journeys that reached the stage and the one before it (the conversion's numerator). */
  advanced: number[];
  /** Journeys now in the stage, not refused. */
  current: number[];
  /** Journeys refused in the stage. */
  refused: number[];
  /** Refusal reasons per stage: reason → count (zero counts removed). */
  reasons: Partial<Record<FunnelStage, Record<string, number>>>;
  /**
   * Days spent in each stage by the journeys that went on to a later stage: a histogram, bucket
   * index (DAY_BUCKETS in projections/funnel/days.ts) → count (zero counts removed).
   */
  days: Partial<Record<FunnelStage, Record<string, number>>>;
}

export const FUNNEL_CELLS = defineCollection<FunnelCellDoc>('funnelCells');

/**
 * Which journey an employment questionnaire belongs to, and the journey's cell (keyed by the
 * questionnaire id): checks, approval, hire, signing and meeting streams name the questionnaire only.
 */
export interface FunnelJourneyKeyDoc {
  journeyId: string;
  cellId: string;
}
export const FUNNEL_JOURNEY_KEYS = defineCollection<FunnelJourneyKeyDoc>('funnelJourneyKeys');

/**
 * A small document that changes whenever any count of the funnel changes in a store: what a
 * watching page follows live (room `doc:funnelChanges:<storeId>`) to refetch its view.
 */
export interface FunnelChangeDoc {
  storeId: string;
  /** The global position of the last event that moved a count of this store. */
  position: number;
}
export const FUNNEL_CHANGES = defineCollection<FunnelChangeDoc>('funnelChanges');

/**
 * The funnel's rollups (issue 29, performance): the cells of one store, or of the whole chain
 * (storeId '*'), over one Moscow day, one week (Monday) or one calendar month, summed per position ×
 * source ('<positionId>|<source>' → part). A long or wide view reads whole months and weeks plus
 * its edge days, one document per store (or one for the chain) each: a few dozen documents whatever
 * the filter. Each part keeps the cells' counts, plus its journeys by start week (the trend) and, in
 * the chain's rollups, by store (the place breakdown). Each rollup has a summary beside it (id
 * '<rollup id>|*'): one part for every position and source, with its journeys by position and by
 * source, what a view without a position or source filter reads (a region's 40 stores × a few
 * dozen buckets stay a few hundred small documents). The chain has no rollup of every part:
 * instead one per position ('<rollup id>|p:<positionId>', that position's parts) and one per source
 * ('<rollup id>|s:<source>'), what a chain view filtered by position or source reads (its 40 parts
 * with a store map each made that view read megabytes). Written by the funnel projection with the
 * cells, equal to a recount from the raw events (the property test).
 */
export type FunnelRollupLevel = 'day' | 'week' | 'month';
export interface FunnelRollupPart extends Omit<FunnelCellDoc, 'day' | 'week' | 'storeId' | 'source'> {
  /** '*' (and positionId '*'): a summary's one part, every position and source. */
  source: FunnelSource | '*';
  /** The Monday of the journeys' start day → reached per stage (FUNNEL_STAGES order). */
  weeks: Record<string, number[]>;
  /**
   * Journeys per store (the chain's rollups), per position and per source (summaries): key →
   * [journeys, refused, ...reached per stage].
   */
  stores?: Record<string, number[]>;
  positions?: Record<string, number[]>;
  positionTitles?: Record<string, string>;
  sources?: Record<string, number[]>;
}
export interface FunnelRollupDoc {
  level: FunnelRollupLevel;
  /** The day 'YYYY-MM-DD', the week's Monday 'YYYY-MM-DD' or the month 'YYYY-MM'. */
  bucket: string;
  /** The store, or '*': every store. */
  storeId: string;
  parts: Record<string, FunnelRollupPart>;
}
export const FUNNEL_ROLLUPS = defineCollection<FunnelRollupDoc>('funnelRollups');

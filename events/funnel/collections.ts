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

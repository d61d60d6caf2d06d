import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import { FUNNEL_JOURNEYS, type FunnelJourneyDoc } from '#events/funnel/api';
import {
  FUNNEL_CELLS,
  FUNNEL_CHANGES,
  FUNNEL_JOURNEY_KEYS,
  FUNNEL_ROLLUPS,
  type FunnelCellDoc,
  type FunnelRollupDoc,
} from '#events/funnel/collections';
import type { Doc, ReadStore } from '../core/read-store';
import type { BatchProjection, Projection } from '../core/types';
import { cellIdOf, journeyOfCell, nextCell } from './cells';
import { FactCache } from './fact-cache';
import { nextJourney } from './journey';
import { nextRollup, rollupIdsOf } from './rollups';

/**
 * Read model `funnel` (issue 29, item 1): one document per candidate journey (FUNNEL_JOURNEYS), the
 * cells of the aggregates (FUNNEL_CELLS) and their rollups per day, week and month of each store and
 * of the chain (FUNNEL_ROLLUPS: what a view reads), which journey each employment questionnaire belongs to
 * (FUNNEL_JOURNEY_KEYS) and one small 'changed' document per store (FUNNEL_CHANGES, what a page
 * follows live). Not personal: nothing of a candidate but ids.
 *
 * Checks, approval and meeting events name a questionnaire, never its journey, and a cell's id
 * needs the journey's start: per batch (`forBatch`), the journeys and keys the events need are read
 * from this read model itself. Those facts never change once written, so the projection also
 * keeps the latest of them in memory (FactCache), one cache per read store: a rebuild, which commits
 * every few pages, finds there the facts of pages not committed yet. The read model is always read
 * first.
 */

const EVENT_TYPES = new Set([
  'QuestionnaireLightSubmitted',
  'QuestionnaireLightAccepted',
  'QuestionnaireLightDeclined',
  'QuestionnaireLightRestored',
  'QuestionnaireOpened',
  'QuestionnaireStateChanged',
  'ApprovalConfirmed',
  'InterviewScheduled',
]);

type Key = { collection: string; id: string };
/** What one event touches: its journey, the journey's cell and store. */
interface Target {
  journeyId: string;
  cellId: string;
  storeId: string;
  /** A questionnaire opened: its key document. */
  questionnaireId?: string;
}

/** The questionnaire an event names, when its journey must be looked up. */
function namedQuestionnaire(event: EventEnvelope): string | null {
  const { kind, id } = parseStreamId(event.streamId);
  if (event.type === 'QuestionnaireStateChanged' && kind === 'questionnaire') return id;
  if (event.type === 'ApprovalConfirmed' && kind === 'approval') return id;
  if (event.type === 'InterviewScheduled') {
    const data = event.data as { questionnaireId: string; questionnaireKind?: string };
    return data.questionnaireKind === 'employment' ? data.questionnaireId : null;
  }
  return null;
}

/** The journey of an event that names it without a lookup. */
function directJourney(event: EventEnvelope): string | null {
  const { kind, id } = parseStreamId(event.streamId);
  if (kind === 'questionnaireLight' && event.type.startsWith('QuestionnaireLight')) return `L${id}`;
  if (event.type === 'QuestionnaireOpened') {
    const data = event.data as { id: string; lightQuestionnaireId?: string };
    return data.lightQuestionnaireId ? `L${data.lightQuestionnaireId}` : `Q${data.id}`;
  }
  if (event.type === 'InterviewScheduled') {
    const data = event.data as { questionnaireId: string; questionnaireKind?: string };
    return data.questionnaireKind === 'employment' ? null : `L${data.questionnaireId}`;
  }
  return null;
}

interface JourneyFacts {
  cellId: string;
  storeId: string;
}

export function createFunnelProjection(): Projection {
  // One cache per read store: its facts hold for the one event log that store follows.
  const caches = new WeakMap<ReadStore, FactCache>();
  async function targets(events: EventEnvelope[], read: ReadStore): Promise<(Target | null)[]> {
    const relevant = events.filter((e) => EVENT_TYPES.has(e.type));
    // Most batches (positions, templates, checks' replies...) move no journey: no reads at all.
    if (relevant.length === 0) return events.map(() => null);
    let cache = caches.get(read);
    if (!cache) caches.set(read, (cache = new FactCache()));
    // Questionnaire → journey: opened in this batch, else the read model, else memory.
    const journeyOfQ = new Map<string, string>();
    const wantedQ = new Set<string>();
    for (const event of relevant) {
      if (event.type === 'QuestionnaireOpened')
        journeyOfQ.set((event.data as { id: string }).id, directJourney(event)!);
      const q = namedQuestionnaire(event);
      if (q !== null && !journeyOfQ.has(q)) wantedQ.add(q);
    }
    if (wantedQ.size > 0) {
      const found = await read.getMany(FUNNEL_JOURNEY_KEYS.name, [...wantedQ]);
      for (const q of wantedQ) {
        const journeyId = (found.get(q)?.journeyId as string | undefined) ?? cache.get(`q:${q}`);
        if (journeyId) journeyOfQ.set(q, journeyId);
      }
    }
    const journeyIds = relevant.map((event) => {
      const q = namedQuestionnaire(event);
      return q !== null ? (journeyOfQ.get(q) ?? null) : directJourney(event);
    });
    // Journey → its cell and store: the read model, else memory; then the batch's own starts.
    const facts = new Map<string, JourneyFacts>();
    const wanted = [...new Set(journeyIds.filter((id): id is string => id !== null))];
    const stored = await read.getMany(FUNNEL_JOURNEYS.name, wanted);
    for (const id of wanted) {
      const doc = stored.get(id) as (Doc & FunnelJourneyDoc) | undefined;
      const cached = cache.get(`j:${id}`);
      if (doc) facts.set(id, { cellId: cellIdOf(doc), storeId: doc.storeId });
      else if (cached) facts.set(id, JSON.parse(cached) as JourneyFacts);
    }
    const result = new Map<EventEnvelope, Target>();
    relevant.forEach((event, i) => {
      const journeyId = journeyIds[i];
      if (!journeyId) return;
      let known = facts.get(journeyId);
      if (!known) {
        const started = nextJourney(null, event, journeyId);
        if (!started) return; // an event of a journey that never started: nothing to count
        known = { cellId: cellIdOf(started), storeId: started.storeId };
        facts.set(journeyId, known);
        cache.set(`j:${journeyId}`, JSON.stringify(known));
      }
      const target: Target = { journeyId, ...known };
      if (event.type === 'QuestionnaireOpened') {
        target.questionnaireId = (event.data as { id: string }).id;
        cache.set(`q:${target.questionnaireId}`, journeyId);
      }
      result.set(event, target);
    });
    return events.map((event) => result.get(event) ?? null);
  }

  return {
    name: 'funnel',
    collections: [
      FUNNEL_JOURNEYS.name,
      FUNNEL_CELLS.name,
      FUNNEL_ROLLUPS.name,
      FUNNEL_JOURNEY_KEYS.name,
      FUNNEL_CHANGES.name,
    ],
    personal: false,
    indexes: {
      // A view asks for the days of its period, and its stores when the viewer or the filter has some.
      [FUNNEL_CELLS.name]: [
        { fields: ['day'], sort: { day: 1 } },
        { fields: ['storeId', 'day'], sort: { day: 1 } },
      ],
      // The stuck list: open journeys of a stage (and the viewer's stores), longest waiting first.
      [FUNNEL_JOURNEYS.name]: [{ fields: ['openStage', 'storeId'], sort: { since: 1 } }],
    },
    // Outside a batch an event touches nothing: the runner and the rebuild call forBatch.
    keysOf: () => [],
    apply: (doc) => doc,
    async forBatch(events, read) {
      const list = await targets(events, read);
      const byEvent = new Map<EventEnvelope, Target>();
      events.forEach((event, i) => list[i] && byEvent.set(event, list[i]));
      return batchProjection(byEvent);
    },
  };
}

/**
 * The pure part for one batch. An event's keys come in order (journey first), so the cell and the
 * store's 'changed' document see the journey's move of that same event (`moved`).
 */
function batchProjection(targets: Map<EventEnvelope, Target>): BatchProjection {
  let moved: { position: number; before: FunnelJourneyDoc | null; after: FunnelJourneyDoc } | null = null;
  return {
    keysOf(event) {
      const target = targets.get(event);
      if (!target) return [];
      const keys: Key[] = [
        { collection: FUNNEL_JOURNEYS.name, id: target.journeyId },
        { collection: FUNNEL_CELLS.name, id: target.cellId },
        ...rollupIdsOf(journeyOfCell(target.cellId)).map((id) => ({ collection: FUNNEL_ROLLUPS.name, id })),
        { collection: FUNNEL_CHANGES.name, id: target.storeId },
      ];
      if (target.questionnaireId)
        keys.push({ collection: FUNNEL_JOURNEY_KEYS.name, id: target.questionnaireId });
      return keys;
    },
    apply(doc, event, key) {
      const target = targets.get(event)!;
      switch (key.collection) {
        case FUNNEL_JOURNEYS.name: {
          const before = doc as (Doc & FunnelJourneyDoc) | null;
          const after = nextJourney(before, event, key.id);
          if (after === before || after === null) return doc;
          moved = { position: event.position, before, after };
          return after as unknown as Doc;
        }
        case FUNNEL_CELLS.name: {
          if (moved?.position !== event.position) return doc;
          return nextCell(doc as (Doc & FunnelCellDoc) | null, moved.before, moved.after) as unknown as Doc;
        }
        case FUNNEL_ROLLUPS.name: {
          if (moved?.position !== event.position) return doc;
          const rollup = doc as (Doc & FunnelRollupDoc) | null;
          return nextRollup(rollup, key.id, moved.before, moved.after) as unknown as Doc;
        }
        case FUNNEL_CHANGES.name:
          if (moved?.position !== event.position) return doc;
          return { _id: key.id, storeId: key.id, position: event.position };
        case FUNNEL_JOURNEY_KEYS.name:
          return doc ?? { _id: key.id, journeyId: target.journeyId, cellId: target.cellId };
        default:
          return doc;
      }
    },
  };
}

export const funnelProjection = createFunnelProjection();

import { afterEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import type { FunnelJourneyDoc } from '#events/funnel/api';
import { FUNNEL_CELLS, type FunnelCellDoc } from '#events/funnel/collections';
import type { EventSource } from '#projections/core/event-source';
import type { ReadStore } from '#projections/core/read-store';
import { rebuildProjection } from '#projections/core/rebuild';
import { addJourney, cellIdOf, emptyCell } from '#projections/funnel/cells';
import { createFunnelProjection } from '#projections/funnel/projection';
import { nextJourney } from '#projections/funnel/journey';
import { randomJourneyEvents, seededRandom } from '#projections/funnel/random-journeys';
import { indexesOf } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { givenReadModels } from '../../helpers/gwt-read-models';

/**
 * Property: on random journeys, the projected cells equal a recount from the raw events (each
 * journey folded alone, in memory, then added up), whether the events come batch by batch through
 * the runner (random batch sizes) or through a rebuild that commits every few pages.
 */

let stores: ReadStore[] = [];
afterEach(async () => {
  for (const s of stores) await s.close();
  stores = [];
});

const options = (seed: number) => ({
  journeys: 250,
  startMs: Date.parse('2026-09-01T00:00:00.000Z'),
  days: 40,
  stores: ['10234', '10412', '20118'],
  positions: ['1', '2', '3'],
  seed,
});

/** The recount: the journey of every event found from the raw ids, folded alone, cells summed. */
function recount(events: EventEnvelope[]): Map<string, FunnelCellDoc> {
  const lights = new Set(
    events.filter((e) => e.type === 'QuestionnaireLightSubmitted').map((e) => e.streamId.split('-')[1]),
  );
  const journeys = new Map<string, FunnelJourneyDoc | null>();
  for (const e of events) {
    const data = e.data as { questionnaireId?: string; questionnaireKind?: string };
    const n =
      e.type === 'InterviewScheduled' ? data.questionnaireId! : e.streamId.slice(e.streamId.indexOf('-') + 1);
    const id = lights.has(n) ? `L${n}` : `Q${n}`;
    journeys.set(id, nextJourney(journeys.get(id) ?? null, e, id));
  }
  const cells = new Map<string, FunnelCellDoc>();
  for (const j of journeys.values()) {
    if (!j) continue;
    const id = cellIdOf(j);
    if (!cells.has(id)) cells.set(id, emptyCell(j));
    addJourney(cells.get(id)!, j, 1);
  }
  return cells;
}

const plain = (docs: unknown[]) =>
  new Map(
    (docs as (FunnelCellDoc & { _id: string; _pos?: number })[]).map(({ _id, _pos, ...cell }) => {
      void _pos;
      return [_id, cell];
    }),
  );

/** The events cut into batches of random sizes (1 to 40). */
function batches(events: EventEnvelope[], seed: number): EventEnvelope[][] {
  const random = seededRandom(seed);
  const out: EventEnvelope[][] = [];
  for (let i = 0; i < events.length;) {
    const size = 1 + Math.floor(random() * 40);
    out.push(events.slice(i, i + size));
    i += size;
  }
  return out;
}

const memorySource = (events: EventEnvelope[]): EventSource => ({
  readAll: ({ fromPosition, limit }) =>
    Promise.resolve(events.filter((e) => e.position > fromPosition).slice(0, limit ?? events.length)),
  headPosition: () => Promise.resolve(events.at(-1)?.position ?? 0),
  subscribeAll: () => ({ stop: () => Promise.resolve(), position: 0 }),
});

describe('funnel aggregates equal a recount from the raw events', () => {
  for (const seed of [1, 2, 3]) {
    it(`through the runner in random batches (seed ${seed})`, async () => {
      const events = randomJourneyEvents(options(seed));
      const models = await givenReadModels([createFunnelProjection()]).given(...batches(events, seed));
      stores.push(models.read);
      const cells = plain(await models.read.find(FUNNEL_CELLS.name));
      const expected = recount(events);
      expect(cells.size).toBe(expected.size);
      expect(Object.fromEntries(cells)).toEqual(Object.fromEntries(expected));
      // Every journey is counted once: now in a stage or refused in one.
      const total = [...cells.values()].reduce((n, c) => n + c.journeys, 0);
      const placed = [...cells.values()].reduce(
        (n, c) => n + c.current.reduce((a, b) => a + b, 0) + c.refused.reduce((a, b) => a + b, 0),
        0,
      );
      expect(placed).toBe(total);
      const starts = events.filter(
        (e) =>
          e.type === 'QuestionnaireLightSubmitted' ||
          (e.type === 'QuestionnaireOpened' &&
            !(e.data as { lightQuestionnaireId?: string }).lightQuestionnaireId),
      ).length;
      expect(total).toBe(starts);
    });
  }

  it('through a rebuild committing every few pages (facts of pages not committed yet come from memory)', async () => {
    const events = randomJourneyEvents(options(7));
    const read = openSqliteReadStore(':memory:', indexesOf([createFunnelProjection()]));
    stores.push(read);
    await rebuildProjection(memorySource(events), read, createFunnelProjection(), () => {}, 50, {
      commitEvery: 200,
    });
    expect(Object.fromEntries(plain(await read.find(FUNNEL_CELLS.name)))).toEqual(
      Object.fromEntries(recount(events)),
    );
  });
});

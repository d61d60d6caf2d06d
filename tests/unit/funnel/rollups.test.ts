import { afterEach, describe, expect, it } from 'vitest';
import { FUNNEL_SOURCES, type FunnelFilter } from '#events/funnel/api';
import {
  FUNNEL_CELLS,
  FUNNEL_ROLLUPS,
  type FunnelCellDoc,
  type FunnelRollupDoc,
  type FunnelRollupPart,
} from '#events/funnel/collections';
import type { ReadStore } from '#projections/core/read-store';
import { rebuildProjection } from '#projections/core/rebuild';
import { createFunnelProjection } from '#projections/funnel/projection';
import { funnelView, funnelViewOfCells, type FunnelPlaces } from '#projections/funnel/queries';
import { randomJourneyEvents, seededRandom } from '#projections/funnel/random-journeys';
import { bucketsOf, CHAIN, periodBuckets, rollupId } from '#projections/funnel/rollups';
import { indexesOf } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { givenReadModels } from '../../helpers/gwt-read-models';

/**
 * The funnel's rollups (issue 29, performance): every rollup equals the sum of the day cells it
 * covers (the cells themselves equal a recount from the raw events: recount.test.ts), a period is
 * covered by its buckets exactly once, and the view read from the rollups equals the view added up
 * from the day cells, for random filters on random data.
 */

let stores: ReadStore[] = [];
afterEach(async () => {
  for (const s of stores) await s.close();
  stores = [];
});

const STORES = ['10234', '10412', '20118', '30001'];
const POSITIONS = ['1', '2', '3'];
const START = Date.parse('2026-07-20T00:00:00.000Z');
const DAYS = 120;
const PLACES: FunnelPlaces = {
  storeTitle: (id) => `Магазин ${id}`,
  unitOf: (id) => (id < '20000' ? 'U1' : 'U2'),
  unitTitle: (id) => `Подразделение ${id}`,
  regionOf: () => 'R1',
  regionTitle: (id) => `Регион ${id}`,
};

async function projected(seed: number) {
  const events = randomJourneyEvents({
    journeys: 300,
    startMs: START,
    days: DAYS,
    stores: STORES,
    positions: POSITIONS,
    seed,
  });
  const random = seededRandom(seed);
  const batches: (typeof events)[] = [];
  for (let i = 0; i < events.length;) {
    const size = 1 + Math.floor(random() * 30);
    batches.push(events.slice(i, i + size));
    i += size;
  }
  const models = await givenReadModels([createFunnelProjection()]).given(...batches);
  stores.push(models.read);
  return models.read;
}

const sumInto = (into: number[], from: readonly number[]) =>
  from.forEach((n, i) => (into[i] = (into[i] ?? 0) + n));
function addNested(
  into: Record<string, Record<string, number>>,
  from: Record<string, Record<string, number> | undefined>,
) {
  for (const [stage, counts] of Object.entries(from)) {
    const to = (into[stage] ??= {});
    for (const [k, n] of Object.entries(counts ?? {})) to[k] = (to[k] ?? 0) + n;
  }
}

/** The rollups as the sums of the day cells they cover. */
function rollupsOfCells(cells: FunnelCellDoc[]): Map<string, FunnelRollupDoc> {
  const out = new Map<string, FunnelRollupDoc>();
  for (const cell of cells) {
    for (const { level, bucket } of bucketsOf(cell.day)) {
      // A store's rollup and summary; the chain's summary and its rollups of the position and the source.
      const chain = rollupId(level, bucket, CHAIN);
      const store = rollupId(level, bucket, cell.storeId);
      const ids: [string, string, boolean][] = [
        [store, cell.storeId, false],
        [`${store}|*`, cell.storeId, true],
        [`${chain}|*`, CHAIN, true],
        [`${chain}|p:${cell.positionId}`, CHAIN, false],
        [`${chain}|s:${cell.source}`, CHAIN, false],
      ];
      for (const [id, storeId, summary] of ids) {
        let doc = out.get(id);
        if (!doc) out.set(id, (doc = { level, bucket, storeId, parts: {} }));
        const key = summary ? '*' : `${cell.positionId}|${cell.source}`;
        const part: FunnelRollupPart = (doc.parts[key] ??= {
          positionId: summary ? '*' : cell.positionId,
          positionTitle: summary ? '' : cell.positionTitle,
          source: summary ? '*' : cell.source,
          journeys: 0,
          reached: [],
          entered: [],
          advanced: [],
          current: [],
          refused: [],
          reasons: {},
          days: {},
          weeks: {},
          ...(storeId === CHAIN ? { stores: {} } : {}),
          ...(summary ? { positions: {}, positionTitles: {}, sources: {} } : {}),
        });
        part.journeys += cell.journeys;
        for (const field of ['reached', 'entered', 'advanced', 'current', 'refused'] as const)
          sumInto(part[field], cell[field]);
        addNested(part.reasons as Record<string, Record<string, number>>, cell.reasons);
        addNested(part.days as Record<string, Record<string, number>>, cell.days);
        sumInto((part.weeks[cell.week] ??= []), cell.reached);
        const counts = [cell.journeys, cell.refused.reduce((a, b) => a + b, 0), ...cell.reached];
        if (part.stores) sumInto((part.stores[cell.storeId] ??= []), counts);
        if (part.positions) {
          sumInto((part.positions[cell.positionId] ??= []), counts);
          part.positionTitles![cell.positionId] = cell.positionTitle;
        }
        if (part.sources) sumInto((part.sources[cell.source] ??= []), counts);
      }
    }
  }
  return out;
}

const plain = <T>(docs: unknown[]) =>
  new Map(
    (docs as (T & { _id: string; _pos?: number })[]).map(({ _id, _pos, ...doc }) => {
      void _pos;
      return [_id, doc as unknown as T];
    }),
  );

describe('funnel rollups', () => {
  for (const seed of [11, 12]) {
    it(`each rollup equals the sum of the day cells it covers (seed ${seed})`, async () => {
      const read = await projected(seed);
      const cells = [...plain<FunnelCellDoc>(await read.find(FUNNEL_CELLS.name)).values()];
      const rollups = plain<FunnelRollupDoc>(await read.find(FUNNEL_ROLLUPS.name));
      const expected = rollupsOfCells(cells);
      expect(rollups.size).toBe(expected.size);
      expect(Object.fromEntries(rollups)).toEqual(Object.fromEntries(expected));
    });
  }

  it('through a rebuild committing every few pages, each rollup equals the sum of its day cells', async () => {
    const events = randomJourneyEvents({
      journeys: 300,
      startMs: START,
      days: DAYS,
      stores: STORES,
      positions: POSITIONS,
      seed: 13,
    });
    const read = openSqliteReadStore(':memory:', indexesOf([createFunnelProjection()]));
    stores.push(read);
    const source = {
      readAll: ({ fromPosition, limit }: { fromPosition: number; limit?: number }) =>
        Promise.resolve(events.filter((e) => e.position > fromPosition).slice(0, limit ?? events.length)),
      headPosition: () => Promise.resolve(events.at(-1)?.position ?? 0),
      subscribeAll: () => ({ stop: () => Promise.resolve(), position: 0 }),
    };
    await rebuildProjection(source, read, createFunnelProjection(), () => {}, 50, { commitEvery: 200 });
    const cells = [...plain<FunnelCellDoc>(await read.find(FUNNEL_CELLS.name)).values()];
    const rollups = plain<FunnelRollupDoc>(await read.find(FUNNEL_ROLLUPS.name));
    expect(Object.fromEntries(rollups)).toEqual(Object.fromEntries(rollupsOfCells(cells)));
  });

  it('a period is covered by its months, weeks and days exactly once', () => {
    const random = seededRandom(5);
    for (let n = 0; n < 300; n++) {
      const from = START + Math.floor(random() * 400) * 86_400_000;
      const to = from + Math.floor(random() * 200) * 86_400_000;
      const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
      const covered: string[] = [];
      for (const { level, bucket } of periodBuckets(iso(from), iso(to))) {
        const first =
          level === 'month'
            ? Date.parse(`${bucket}-01T00:00:00.000Z`)
            : Date.parse(`${bucket}T00:00:00.000Z`);
        for (
          let t = first;
          iso(t) === bucket ||
          (level === 'week' && t < first + 7 * 86_400_000) ||
          (level === 'month' && iso(t).startsWith(bucket));
          t += 86_400_000
        )
          covered.push(iso(t));
      }
      const all: string[] = [];
      for (let t = from; t <= to; t += 86_400_000) all.push(iso(t));
      expect(covered).toEqual(all);
    }
  });

  it('the view from the rollups equals the view from the day cells, for random filters', async () => {
    const read = await projected(21);
    const random = seededRandom(21);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    const storeSets: (string[] | null)[] = [null, ['10234'], ['10412', '20118'], STORES, []];
    for (let n = 0; n < 60; n++) {
      const from = START - 10 * 86_400_000 + Math.floor(random() * (DAYS + 20)) * 86_400_000;
      const filter: FunnelFilter = {
        from: iso(from),
        to: iso(from + Math.floor(random() * 150) * 86_400_000),
        ...(random() < 0.3 ? { positionId: pick(POSITIONS) } : {}),
        ...(random() < 0.3 ? { source: pick(FUNNEL_SOURCES) } : {}),
      };
      const scope = pick(storeSets);
      const fromRollups = await funnelView(read, filter, scope, PLACES);
      const fromCells = await funnelViewOfCells(read, filter, scope, PLACES);
      expect(fromRollups).toEqual(fromCells);
      if (n < 5 && scope === null) expect(fromRollups.total).toBeGreaterThan(0);
    }
  });
});

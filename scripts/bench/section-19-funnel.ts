import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventEnvelope } from '#events/core/envelope';
import { FUNNEL_SOURCES, type FunnelFilter } from '#events/funnel/api';
import type { EventSource } from '#projections/core/event-source';
import { rebuildProjection } from '#projections/core/rebuild';
import { createFunnelProjection } from '#projections/funnel/projection';
import { funnelView, type FunnelPlaces } from '#projections/funnel/queries';
import { randomJourneyEvents, seededRandom } from '#projections/funnel/random-journeys';
import { indexesOf } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { removeDir, tempDir } from './cleanup';
import { benchFunnelLive } from './funnel-live';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtInt, fmtMs, fmtRate, fmtSeconds, percentile } from './stats';

const P99_MS = 100;
const LIVE_MS = 200;
const EVENTS_PER_S = 5_000;
const FULL_JOURNEYS = 1_000_000;
const QUICK_JOURNEYS = 50_000;
/** Journeys generated (and time-sorted) at a time: a chunk's events are one stretch of the log. */
const CHUNK = 20_000;
const DAYS = 3 * 365;
const STORES = Array.from({ length: 200 }, (_, i) => String(60_000 + i));
const POSITIONS = Array.from({ length: 10 }, (_, i) => String(i + 1));
/** 200 stores in 20 units of 10, 5 regions of 4 units. */
const unitOf = (storeId: string) => `U${Math.floor((Number(storeId) - 60_000) / 10)}`;
const regionOf = (unitId: string) => `R${Math.floor(Number(unitId.slice(1)) / 4)}`;
const PLACES: FunnelPlaces = {
  storeTitle: (id) => `Магазин ${id}`,
  unitOf,
  unitTitle: (id) => `Подразделение ${id}`,
  regionOf,
  regionTitle: (id) => `Регион ${id}`,
};
const START_MS = Date.parse('2023-11-27T00:00:00.000Z');

/** The journeys' events chunk by chunk, as pages of a log (the rebuild reads an event store so). */
function generatedLog(journeys: number, pageSize: number): EventSource & { count: () => number } {
  let count = 0;
  async function* pages(): AsyncGenerator<EventEnvelope[]> {
    let position = 1;
    for (let first = 1; first <= journeys; first += CHUNK) {
      const events = randomJourneyEvents(
        {
          journeys: Math.min(CHUNK, journeys - first + 1),
          startMs: START_MS,
          days: DAYS,
          stores: STORES,
          positions: POSITIONS,
          seed: first,
          firstJourney: first,
        },
        position,
      );
      position += events.length;
      count += events.length;
      for (let i = 0; i < events.length; i += pageSize) yield events.slice(i, i + pageSize);
      await Promise.resolve();
    }
  }
  return {
    count: () => count,
    readAll: () => Promise.reject(new Error('pages only')),
    readAllPages: () => pages(),
    headPosition: () => Promise.resolve(count),
    subscribeAll: () => ({ stop: () => Promise.resolve(), position: 0 }),
  };
}

const argValue = (prefix: string): string | undefined =>
  process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) || undefined;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Test 19 (issue 29): the funnel over 1,000,000 candidate journeys (about 10 events each) over
 * 3 years, 200 stores, 10 positions, 4 sources. The read model is built by the projection itself
 * through the rebuild path (its forBatch, apply and the read store's bulk commits), fed from
 * generated pages instead of an event store, which would take far longer to fill: the events/s
 * is the projection's own. Then GET /funnel's query for several filters (p50/p99).
 */
export async function funnelSection(ctx: BenchContext): Promise<SectionResult> {
  // `--funnel-journeys=N` sets the data set's size (the full run's 1M takes long on a loaded machine).
  const asked = Number(process.argv.find((a) => a.startsWith('--funnel-journeys='))?.split('=')[1]);
  const journeys =
    Number.isInteger(asked) && asked > 0
      ? asked
      : ctx.scale.listCalls >= 500
        ? FULL_JOURNEYS
        : QUICK_JOURNEYS;
  const calls = ctx.scale.listCalls >= 500 ? 100 : 30;
  // `--funnel-keep=DIR` keeps the built read store in DIR; `--funnel-reuse=DIR` queries one kept
  // before without building it again (the 1M build takes long; its queries need a quiet machine).
  const keep = argValue('--funnel-keep=');
  const reuse = argValue('--funnel-reuse=');
  const dir = reuse ?? keep ?? tempDir('funnel', ctx.diskBase);
  if (keep) mkdirSync(keep, { recursive: true });
  const result: SectionResult = { rows: [], notes: [] };
  const projection = createFunnelProjection();
  const read = openSqliteReadStore(join(dir, 'read.sqlite'), indexesOf([projection]));
  let events = 0;
  try {
    if (reuse) {
      ctx.log(`19. querying the read store kept in ${reuse} (${fmtInt(journeys)} journeys, as built)`);
      result.notes.push(
        `19. queries on a read store built by an earlier run (--funnel-reuse): no build figure.`,
      );
    } else {
      ctx.log(`19. projecting ${fmtInt(journeys)} journeys`);
      const log = generatedLog(journeys, 5_000);
      const built = await rebuildProjection(log, read, projection, (_p, n) => {
        if (n % 500_000 < 5_000) ctx.log(`19. ${fmtInt(n)} events`);
      });
      events = built.events;
      const rate = built.events / built.seconds;
      result.rows.push(
        row(
          '19',
          `funnel projection: ${fmtInt(built.events)} events of ${fmtInt(journeys)} journeys (rebuild path)`,
          `${fmtSeconds(built.seconds)} (${fmtRate(rate)})`,
          `>= ${fmtInt(EVENTS_PER_S)} events/s`,
          judge(rate >= EVENTS_PER_S),
        ),
      );
      if (keep) {
        ctx.log(`19. read store kept in ${keep}`);
        return result;
      }
    }
    const last = START_MS + DAYS * 86_400_000;
    const next = seededRandom(1919);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const period = (days: number): Pick<FunnelFilter, 'from' | 'to'> => {
      const end = last - Math.floor(next() * (DAYS - days)) * 86_400_000;
      return { from: dayOf(end - (days - 1) * 86_400_000), to: dayOf(end) };
    };
    const storesOfUnit = (u: string) => STORES.filter((s) => unitOf(s) === u);
    const storesOfRegion = (r: string) => STORES.filter((s) => regionOf(unitOf(s)) === r);
    const shapes: { name: string; make: () => { filter: FunnelFilter; stores: string[] | null } }[] = [
      { name: 'a store, 90 days', make: () => ({ filter: period(90), stores: [pick(STORES)] }) },
      { name: 'a store, 3 years', make: () => ({ filter: period(DAYS), stores: [pick(STORES)] }) },
      {
        name: 'a store + position + source, 90 days',
        make: () => ({
          filter: { ...period(90), positionId: pick(POSITIONS), source: pick(FUNNEL_SOURCES) },
          stores: [pick(STORES)],
        }),
      },
      {
        name: 'a unit (10 stores), 90 days',
        make: () => ({ filter: period(90), stores: storesOfUnit(unitOf(pick(STORES))) }),
      },
      {
        name: 'a region (40 stores), 90 days',
        make: () => ({ filter: period(90), stores: storesOfRegion(regionOf(unitOf(pick(STORES)))) }),
      },
      { name: 'the chain, 30 days', make: () => ({ filter: period(30), stores: null }) },
      {
        name: 'the chain + a position, 90 days',
        make: () => ({ filter: { ...period(90), positionId: pick(POSITIONS) }, stores: null }),
      },
      { name: 'the chain, 90 days', make: () => ({ filter: period(90), stores: null }) },
    ];
    for (const shape of shapes) {
      const times: number[] = [];
      let cells = 0;
      for (let i = 0; i < calls; i++) {
        const { filter, stores } = shape.make();
        const t = performance.now();
        const view = await funnelView(read, filter, stores, PLACES);
        times.push(performance.now() - t);
        cells += view.total;
      }
      const p99 = percentile(times, 99);
      result.rows.push(
        row(
          '19',
          `GET /funnel query, ${shape.name} (~${fmtInt(cells / calls)} journeys): p50 / p99`,
          `${fmtMs(percentile(times, 50))} / ${fmtMs(p99)}`,
          `p99 < ${P99_MS} ms`,
          judge(p99 < P99_MS),
        ),
      );
    }
    result.notes.push(
      `19. ${fmtInt(journeys)} random journeys (${events ? fmtInt(events) : 'about 10 per journey,'} events) over ${DAYS} days, 200 stores, 10 positions, ` +
        `4 sources, generated in memory and folded by the funnel projection through the rebuild path into an on-disk ` +
        `read store (the events never went through an event store: filling one with 10M events would take longer than the ` +
        `bench); queries run in process on that read store (what GET /funnel does besides auth and JSON), ${calls} calls ` +
        `per shape with random stores and periods. A view reads the rollups covering its period (whole months, ` +
        `weeks, edge days) of the chain or of each store, by id.`,
    );
  } finally {
    await read.close();
    if (!keep && !reuse) removeDir(dir);
  }
  const liveDir = tempDir('funnel-live');
  try {
    const rounds = ctx.scale.listCalls >= 500 ? 60 : 20;
    const live = await benchFunnelLive(liveDir, rounds, ctx.log);
    result.rows.push(
      row(
        '19',
        `live: a count change -> 'change' on a socket watching list:funnelChanges (${live.rounds} rounds): p50 / p99`,
        `${fmtMs(live.p50)} / ${fmtMs(live.p99)} (max ${fmtMs(live.max)}, missing ${live.missing})`,
        `p99 < ${LIVE_MS} ms`,
        judge(live.p99 < LIVE_MS && live.missing === 0),
      ),
    );
    result.notes.push(
      `19. live: the real server (scripts/start.ts, demo data) in a child process; the light questionnaires' ` +
        `reviewer declines, then restores, a new light questionnaire over HTTP (each moves a funnel count of its ` +
        `store); timed from just before the request to the funnel's 'change' on an admin's Socket.IO client ` +
        `watching list:funnelChanges.`,
    );
  } finally {
    removeDir(liveDir);
  }
  return result;
}

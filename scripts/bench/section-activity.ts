import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ACTIVITY, ACTIVITY_DAYS, ACTIVITY_KINDS, type ActivityDoc } from '#events/activity/contract';
import { ACTIVITY_INDEXES } from '#projections/activity/projection';
import {
  activityPage,
  withPeriod,
  type ActivityFilter,
  type ActivityPeriod,
} from '#projections/activity/queries';
import type { DocChange } from '#projections/core/read-store';
import { activityExport } from '#server/features/activity/export';
import { findStore } from '#server/access/stores';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { removeDir, tempDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtInt, fmtMs, fmtRate, fmtSeconds, percentile } from './stats';

const P99_MS = 100;
const FULL_EVENTS = 1_000_000;
const QUICK_EVENTS = 100_000;
const DAYS = 365;
const ACTORS = 200;
const STORES = 60;
const KINDS = Object.keys(ACTIVITY_KINDS);
const DAY_MS = 86_400_000;

/** A deterministic pseudo-random sequence (the same data set on every run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

/** Event n of the data set: a year of events, 200 staff and the system, 60 stores, every kind. */
function docOf(n: number, next: () => number, start: number, total: number): ActivityDoc & { _id: string } {
  const at = new Date(start + Math.floor((n / total) * DAYS * DAY_MS));
  const kind = KINDS[Math.floor(next() ** 2 * KINDS.length)]!;
  const system = next() < 0.2;
  const actor = system ? 'system' : String(1000 + Math.floor(next() ** 1.5 * ACTORS));
  const store = next() < 0.3 ? null : String(10_000 + Math.floor(next() * STORES));
  return {
    _id: String(n),
    position: n,
    type: 'BenchEventHappened',
    kind,
    recordId: String(Math.floor(next() * 50_000)),
    streamId: `${kind}-${n}`,
    occurredAt: at.toISOString(),
    day: new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10),
    actorUserId: actor,
    actorRole: system ? 'System' : 'HR',
    actorName: system ? null : `Сотрудник ${actor}`,
    storeId: store,
    correlationId: `c-${n}`,
    sentence: `HR-специалист Сотрудник ${actor} изменил запись ${kind}`,
  };
}

interface Shape {
  name: string;
  make: (next: () => number) => { filter: ActivityFilter; period?: ActivityPeriod; page?: number };
}

const actorOf = (next: () => number) => String(1000 + Math.floor(next() ** 1.5 * ACTORS));
const storeOf = (next: () => number) => String(10_000 + Math.floor(next() * STORES));
const kindOf = (next: () => number) => KINDS[Math.floor(next() * KINDS.length)]!;

/**
 * Test 17 (issue 28, item 3): the activity log's read model with 1,000,000 events (seeded straight
 * into its collection, as a rebuild writes it), its page query under several filter shapes (p50/p99,
 * target p99 < 100 ms), and an export's rows per second.
 */
export async function activitySection(ctx: BenchContext): Promise<SectionResult> {
  const total = ctx.scale.listCalls >= 500 ? FULL_EVENTS : QUICK_EVENTS;
  const calls = ctx.scale.listCalls >= 500 ? 200 : 40;
  const dir = tempDir('activity', ctx.diskBase);
  const result: SectionResult = { rows: [], notes: [] };
  const read = openSqliteReadStore(join(dir, 'read.sqlite'), { [ACTIVITY.name]: ACTIVITY_INDEXES });
  try {
    ctx.log(`17. seeding ${fmtInt(total)} activity documents`);
    const seeded = performance.now();
    const start = Date.parse('2025-11-26T06:00:00Z');
    const next = random(17);
    const aside = await read.beginRebuild!(ACTIVITY.name, [ACTIVITY.name, ACTIVITY_DAYS.name]);
    const days = new Set<string>();
    for (let from = 1; from <= total; from += 10_000) {
      const changes: DocChange[] = [];
      for (let n = from; n < Math.min(from + 10_000, total + 1); n++) {
        const doc = docOf(n, next, start, total);
        changes.push({ collection: ACTIVITY.name, id: doc._id, doc: { ...doc } });
        if (!days.has(doc.day)) {
          days.add(doc.day);
          changes.push({ collection: ACTIVITY_DAYS.name, id: doc.day, doc: { _id: doc.day, day: doc.day } });
        }
      }
      await aside.store.commitRebuild!(ACTIVITY.name, changes, Math.min(from + 9_999, total));
    }
    await aside.finish();
    result.rows.push(
      row(
        '17',
        `seed ${fmtInt(total)} activity documents (rebuild path, ${ACTIVITY_INDEXES.length} indexes)`,
        fmtSeconds((performance.now() - seeded) / 1000),
      ),
    );
    const lastDay = [...days].sort().at(-1)!;
    const dayBefore = (n: number) => new Date(Date.parse(lastDay) - n * DAY_MS).toISOString().slice(0, 10);
    const shapes: Shape[] = [
      { name: 'no filter, page 1', make: () => ({ filter: {} }) },
      { name: 'no filter, page 200', make: () => ({ filter: {}, page: 200 }) },
      { name: 'kind', make: (r) => ({ filter: { kind: kindOf(r) } }) },
      { name: 'actor', make: (r) => ({ filter: { actorUserId: actorOf(r) } }) },
      { name: 'store', make: (r) => ({ filter: { storeId: storeOf(r) } }) },
      { name: 'actor + kind', make: (r) => ({ filter: { actorUserId: actorOf(r), kind: kindOf(r) } }) },
      { name: 'store + actor', make: (r) => ({ filter: { storeId: storeOf(r), actorUserId: actorOf(r) } }) },
      { name: 'kind + store', make: (r) => ({ filter: { kind: kindOf(r), storeId: storeOf(r) } }) },
      {
        name: 'actor + kind + store',
        make: (r) => ({ filter: { actorUserId: actorOf(r), kind: kindOf(r), storeId: storeOf(r) } }),
      },
      { name: 'period: last 30 days', make: () => ({ filter: {}, period: { firstDay: dayBefore(29) } }) },
      {
        name: 'actor + last 30 days',
        make: (r) => ({ filter: { actorUserId: actorOf(r) }, period: { firstDay: dayBefore(29) } }),
      },
      {
        name: 'store + one month, a year ago',
        make: (r) => ({
          filter: { storeId: storeOf(r) },
          period: { firstDay: dayBefore(364), lastDay: dayBefore(334) },
        }),
      },
      {
        name: 'kind + store + actor + one day',
        make: (r) => ({
          filter: { actorUserId: actorOf(r), kind: kindOf(r), storeId: storeOf(r) },
          period: { firstDay: dayBefore(100), lastDay: dayBefore(100) },
        }),
      },
    ];
    const pick = random(1717);
    let worst = 0;
    for (const shape of shapes) {
      const times: number[] = [];
      for (let i = 0; i < calls; i++) {
        const { filter, period, page = 1 } = shape.make(pick);
        const t = performance.now();
        const selection = await withPeriod(read, filter, period, false);
        await activityPage(read, selection.filter, page, 50);
        times.push(performance.now() - t);
      }
      const p99 = percentile(times, 99);
      worst = Math.max(worst, p99);
      result.rows.push(
        row(
          '17',
          `GET /activity query, ${shape.name}: p50 / p99`,
          `${fmtMs(percentile(times, 50))} / ${fmtMs(p99)}`,
          `p99 < ${P99_MS} ms`,
          judge(p99 < P99_MS),
        ),
      );
    }
    ctx.log('17. exporting every event as CSV');
    const exported = performance.now();
    const selection = await withPeriod(read, {}, undefined);
    const { total: rows, stream } = await activityExport(read, selection, 'csv', findStore);
    let bytes = 0;
    await pipeline(
      stream,
      new Writable({ write: (chunk: Buffer, _e, done) => ((bytes += chunk.length), done()) }),
    );
    const seconds = (performance.now() - exported) / 1000;
    result.rows.push(
      row(
        '17',
        `export CSV of ${fmtInt(rows)} events (${(bytes / 2 ** 20).toFixed(0)} MB)`,
        `${fmtSeconds(seconds)} (${fmtRate(rows / seconds, 'rows/s')})`,
      ),
    );
    result.notes.push(
      `17. ${fmtInt(total)} activity documents over ${DAYS} days, ${ACTORS} staff + the system, ${STORES} stores, ${KINDS.length} kinds, ` +
        `written through the read store's rebuild path; queries run in process on the read store (what GET /activity does ` +
        `besides auth and JSON), ${calls} calls per shape with random values; worst p99 ${fmtMs(worst)}.`,
    );
  } finally {
    await read.close();
    removeDir(dir);
  }
  return result;
}

import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { NOTIFICATIONS } from '#events/notifications/api';
import { collectionIn } from '#projections/core/typed-read';
import { loadConfig } from '#server/core/config';
import { seedDemo } from '#server/demo/seed';
import { startServer } from '#server/main';
import { appendNotificationEvent } from '#server/features/notifications/append';
import { notificationIdOf, outcomeEventIdOf } from '#server/features/notifications/ids';
import { removeDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtInt, fmtMs, percentile } from './stats';

const FULL = 10_000;
const QUICK = 10_000;
const API_P99_MS = 50;
/** Queued in parallel appends of this many (each notification is its own stream). */
const QUEUE_LANES = 16;
const REFS = 10;

/**
 * Test 22 (issue 31): 10,000 notifications queued at once are sent by the outbox's dispatcher
 * through the SMS port while the API answers; the API's p99 meanwhile and the send rate; none lost
 * or sent twice (the port counts what it took by idempotency key).
 */
export async function notificationsSection(ctx: BenchContext): Promise<SectionResult> {
  const count = ctx.scale.listCalls >= 500 ? FULL : QUICK;
  ctx.log(`22. ${fmtInt(count)} notifications through the outbox`);
  const dataDir = mkdtempSync(join(ctx.diskBase, 'bench-notifications-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    QUIET: '1',
    CHECKS_SANDBOX_DELAY_MS: '0',
  });
  const server = await startServer(config, { seed: seedDemo });
  const s = server.services;
  const taken = new Map<string, number>();
  const sms = s.sms;
  s.sms = {
    ...sms,
    send: async (message) => {
      const key = message.idempotencyKey ?? '';
      taken.set(key, (taken.get(key) ?? 0) + 1);
    },
  };
  const api = async (path: string, token?: string) => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: '{}',
    });
    const body = (await res.json()) as { token?: string };
    if (res.status >= 500) throw new Error(`API ${res.status}`);
    return { ms: performance.now() - t0, body };
  };
  try {
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const started = performance.now();
    const now = s.clock();
    const refs = Array.from({ length: REFS }, (_, i) => `al${i + 1}`);
    let next = 0;
    const queue = (async () => {
      const lanes = Array.from({ length: QUEUE_LANES }, async () => {
        while (next < count) {
          const n = next++;
          const light = String((n % REFS) + 1);
          const id = notificationIdOf(`bench:${n}`, 'sms');
          const data = {
            ...{ id, ref: `al${light}`, subject: `questionnaireLight-${light}`, moment: 'received' as const },
            ...{
              channel: 'sms' as const,
              to: `7990${String(1_000_000 + n)}`,
              emailSubject: '',
              text: `Бенч ${n}`,
            },
            ...{ calendar: null, notBefore: now, held: false, causeEventId: `bench:${n}` },
          };
          await appendNotificationEvent(
            s,
            id,
            outcomeEventIdOf(id, 0, 'queued'),
            { type: 'NotificationQueued', data },
            'no_stream',
          );
        }
      });
      await Promise.all(lanes);
    })();
    const queuedIn = { seconds: 0 };
    void queue.then(() => (queuedIn.seconds = (performance.now() - started) / 1000));
    const apiTimes: number[] = [];
    let sent = 0;
    let calls = 0;
    while (sent < count && performance.now() - started < 900_000) {
      const path = calls % 2 === 0 ? '/get-questionnaire/1' : '/notifications/questionnaire/1';
      apiTimes.push((await api(path, token)).ms);
      calls++;
      if (calls % 50 === 0) sent = taken.size;
    }
    await queue;
    // The port has taken every send; their NotificationSent are recorded and projected just after.
    const recorded = async () =>
      (await collectionIn(s.read, NOTIFICATIONS).find({ status: 'sent', ref: { $in: refs } })).filter((d) =>
        d.causeEventId.startsWith('bench:'),
      ).length;
    for (const until = performance.now() + 30_000; performance.now() < until;) {
      await s.bus.waitForProjections(await s.events.headPosition(), 5_000);
      if ((sent = await recorded()) >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const duplicated = [...taken.values()].filter((n) => n > 1).length;
    const apiP99 = percentile(apiTimes, 99);
    return {
      rows: [
        row(
          '22',
          `${fmtInt(count)} notifications queued at once, sent (lost / sent twice)`,
          `${fmtInt(sent)} (${count - sent} / ${duplicated}) in ${seconds.toFixed(1)} s: ${fmtInt(Math.round(sent / seconds))}/s`,
          'none lost or sent twice',
          judge(sent === count && duplicated === 0),
        ),
        row(
          '22',
          // The number of calls is in the notes: a label that changes from run to run cannot be
          // paired by `--compare`.
          'API p50 / p99 meanwhile (card, its notifications, one call after another)',
          `${fmtMs(percentile(apiTimes, 50))} / ${fmtMs(apiP99)}`,
          `p99 < ${API_P99_MS} ms`,
          judge(apiP99 < API_P99_MS),
        ),
      ],
      notes: [
        `22. ${fmtInt(count)} NotificationQueued appended in ${QUEUE_LANES} parallel lanes (queued in ${queuedIn.seconds.toFixed(1)} s) ` +
          'for ten demo candidates; the dispatcher (pages of 200, 8 sends at once) sends them through an SMS port that counts ' +
          `what it takes by idempotency key, while admin opens a card and its notifications one call after another ` +
          `(${apiTimes.length} calls).`,
      ],
    };
  } finally {
    s.sms = sms;
    await server.close();
    removeDir(dataDir);
  }
}

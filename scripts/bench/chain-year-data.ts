import { randomUUID } from 'node:crypto';
import type { NewEvent } from '#events/core/envelope';
import { APPROVAL_KIND } from '#events/approval/events';
import { CHECKS_KIND } from '#events/checks/events';
import { DEMO_STORES } from '#server/demo/reference';
import type { EventStore } from '#server/eventstore/port';
import { yieldToLoop } from './cleanup';
import { benchMeta } from './fixtures';
import { opened } from './questionnaire-data';

/** Questionnaires per chunk: their checks come a chunk later in the log, their approvals two. */
const CHUNK = 1000;

/** The checks of questionnaire n: the blacklist and the FSSP asked, then both answered. */
function checks(n: number): NewEvent[] {
  const store = DEMO_STORES[n % DEMO_STORES.length]!;
  const meta = benchMeta();
  const questionnaireId = String(n);
  const runs = { blacklist: randomUUID(), fssp: randomUUID() } as const;
  const at = meta.occurredAt;
  const requested = (check: 'blacklist' | 'fssp'): NewEvent => ({
    id: randomUUID(),
    type: 'CheckRequested',
    data: {
      questionnaireId,
      IStoreId: store.IStoreId,
      check,
      runId: runs[check],
      source: 'sandbox',
      requestedAt: at,
    },
    meta,
  });
  const completed = (check: 'blacklist' | 'fssp', result: object): NewEvent => ({
    id: randomUUID(),
    type: 'CheckCompleted',
    data: { questionnaireId, check, runId: runs[check], source: 'sandbox', at, passed: true, result },
    meta,
  });
  const fssp = {
    status: 'None',
    debtBalanceEp: 0,
    debtBalanceDuty: 0,
    debtBalanceOther: 0,
    debtBalanceFine: 0,
    info: [],
  };
  return [
    requested('blacklist'),
    requested('fssp'),
    completed('blacklist', { blacklist: { has: false } }),
    completed('fssp', { fssp }),
  ];
}

/** The director's approval of questionnaire n: a code sent, then confirmed. */
function approval(n: number, questionnaireRevision: number): NewEvent[] {
  const store = DEMO_STORES[n % DEMO_STORES.length]!;
  const meta = benchMeta();
  const requestId = randomUUID();
  const director = { userId: '1002', name: 'Директор Бенчмарк' };
  return [
    {
      id: randomUUID(),
      type: 'ApprovalCodeSent',
      data: {
        requestId,
        questionnaireId: String(n),
        candidate: {
          IStoreId: store.IStoreId,
          storeName: store.name,
          positionTitle: 'Продавец-консультант',
          lastname: 'Бенчмаркова',
          firstname: 'Анна',
          secondname: 'Бенчмарковна',
        },
        questionnaireRevision,
        dataRevision: questionnaireRevision,
        director,
        phoneMasked: '+7******1234',
        manual: false,
        codeHash: 'bench',
        expiresAt: new Date(Date.now() + 7_200_000).toISOString(),
      },
      meta,
    },
    {
      id: randomUUID(),
      type: 'ApprovalConfirmed',
      data: { requestId, method: 'code', questionnaireRevision, director, manual: false },
      meta,
    },
  ];
}

export interface ChainYearData {
  questionnaires: number;
  events: number;
  appends: number;
  seconds: number;
}

/**
 * A chain's year of employment questionnaires numbered from `first`: each opened with a full profile
 * (5-6 events, questionnaire-data.ts), its blacklist and FSSP checks (4 events, a chunk later in the
 * log) and the director's approval (2 events, two chunks later), appended stream by stream through
 * `store`'s own append (validated, one append per stream and step, no HTTP), which it closes.
 */
export async function appendChainYear(
  store: EventStore,
  first: number,
  count: number,
  onProgress: (events: number) => void = () => {},
): Promise<ChainYearData> {
  const started = performance.now();
  let events = 0;
  let appends = 0;
  const revisions = new Map<number, number>();
  const append = async (streamId: string, batch: NewEvent[]) => {
    await store.append(streamId, batch, 'no_stream');
    events += batch.length;
    appends++;
  };
  const chunkOf = (c: number) => {
    const from = first + c * CHUNK;
    return from < first + count ? { from, to: Math.min(first + count, from + CHUNK) } : null;
  };
  try {
    const chunks = Math.ceil(count / CHUNK);
    for (let c = 0; c < chunks + 2; c++) {
      const now = chunkOf(c);
      for (let n = now?.from ?? 0; now && n < now.to; n++) {
        const batch = opened(n);
        await append(`questionnaire-${n}`, batch);
        revisions.set(n, batch.length - 1);
      }
      const checked = c >= 1 ? chunkOf(c - 1) : null;
      for (let n = checked?.from ?? 0; checked && n < checked.to; n++)
        await append(`${CHECKS_KIND}-${n}`, checks(n));
      const approved = c >= 2 ? chunkOf(c - 2) : null;
      for (let n = approved?.from ?? 0; approved && n < approved.to; n++) {
        await append(`${APPROVAL_KIND}-${n}`, approval(n, revisions.get(n) ?? 0));
        revisions.delete(n);
      }
      onProgress(events);
      await yieldToLoop();
    }
  } finally {
    await store.close();
  }
  return { questionnaires: count, events, appends, seconds: (performance.now() - started) / 1000 };
}

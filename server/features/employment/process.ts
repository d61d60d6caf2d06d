import { parseStreamId, type EventEnvelope } from '#events/core/envelope';
import { HIRE_KIND } from '#events/employment/events';
import type { QuestionnaireAction } from '#events/questionnaire/events';
import { hiresIn } from '#projections/employment/queries';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { AppError } from '../../core/errors';
import { KeyedQueue } from '../../core/keyed-queue';
import { scrubPersonal } from '../../core/log-safe';
import type { Reactor } from '../../core/reactor';
import type { Services } from '../../core/services';
import { changeQuestionnaireState } from '../questionnaire/index';
import { spawnCheck, stopChecks } from './check';
import { PENDING_STATUSES, DELIVERED_STATUSES } from './decider';
import { deliverHire, followDocuments, loadHire, workerContext } from './delivery';
import { hireSettingsOf } from './ports';
import { reconcileHire } from './reconcile';
import { log } from '../../core/logger';

/** The hires worked on in this server: one task at a time per hire, timers for the next look. */
interface Worker {
  stopped: boolean;
  queue: KeyedQueue;
  timers: Map<string, NodeJS.Timeout>;
  reconcile: NodeJS.Timeout | null;
  tasks: Set<Promise<void>>;
  /** Deliveries and looks at 1C going on now, and those waiting for a slot. */
  active: number;
  waiting: (() => void)[];
}

/**
 * At most this many hires talk to 1C at once: a burst of sends (a thousand at the month's start)
 * queues here instead of crowding the event loop the API and the live pushes share.
 */
const ONE_S_SLOTS = 4;

async function slot<T>(w: Worker, task: () => Promise<T>): Promise<T> {
  if (w.active >= ONE_S_SLOTS) await new Promise<void>((resolve) => w.waiting.push(resolve));
  w.active++;
  try {
    return await task();
  } finally {
    w.active--;
    w.waiting.shift()?.();
  }
}
const workersOf = new WeakMap<Services, Worker>();

function worker(s: Services): Worker {
  let w = workersOf.get(s);
  if (!w) {
    w = {
      ...{ stopped: false, queue: new KeyedQueue(), timers: new Map(), reconcile: null, tasks: new Set() },
      ...{ active: 0, waiting: [] },
    };
    workersOf.set(s, w);
  }
  return w;
}

const messageOf = (err: unknown) => scrubPersonal(err instanceof Error ? err.message : String(err));

/** Runs `task` for one hire after any other task of it (never two at once in this server). */
function exclusive(s: Services, id: string, task: () => Promise<void>): Promise<void> {
  const w = worker(s);
  if (w.stopped) return Promise.resolve();
  const run = w.queue
    .run(id, () => slot(w, async () => (w.stopped ? undefined : task())))
    .catch((err: unknown) => {
      if (!w.stopped) log.error(`[hires] ${id}: ${messageOf(err)}`);
    });
  w.tasks.add(run);
  void run.finally(() => w.tasks.delete(run));
  return run;
}

/** Runs a staff command on the hire between the worker's steps (its errors go to the caller). */
export function serialized<T>(s: Services, id: string, task: () => Promise<T>): Promise<T> {
  return worker(s).queue.run(id, task);
}

/** Looks at the hire again after `ms` (one timer per hire: the latest wins). */
function later(s: Services, id: string, ms: number): void {
  const w = worker(s);
  if (w.stopped) return;
  clearTimeout(w.timers.get(id));
  w.timers.set(
    id,
    setTimeout(() => {
      w.timers.delete(id);
      void advance(s, id);
    }, ms),
  );
}

/** The next step of one hire: deliver it (now or at its retry time), or follow its documents. */
export function advance(s: Services, id: string): Promise<void> {
  return exclusive(s, id, async () => {
    const state = await loadHire(s, id);
    if (state.status === 'none') return;
    if (PENDING_STATUSES.includes(state.status)) {
      const wait = state.retryAt ? Date.parse(state.retryAt) - Date.parse(s.clock()) : 0;
      if (wait > 0) return later(s, id, wait);
      return deliverHire(s, id); // its event brings the hire back here
    }
    if (state.status === 'delivered' && (await followDocuments(s, id)))
      later(s, id, hireSettingsOf(s).pollMs);
  });
}

/** Moves the questionnaire as the hire says; a move people made meanwhile stands. */
async function moveQuestionnaire(s: Services, id: string, action: QuestionnaireAction, event: EventEnvelope) {
  const q = await getQuestionnaire(s.read, id, null);
  if (!q) return;
  try {
    await changeQuestionnaireState(s, id, action, {}, workerContext(s, event.id, action));
  } catch (err) {
    if (!(err instanceof AppError) || (err.status !== 422 && err.status !== 409)) throw err;
  }
}

/**
 * Every delivered hire compared with 1C, one after another, every `reconcileMs` (read at each tick,
 * so a changed setting applies without a restart).
 */
function scheduleReconcile(s: Services, lastPass = Date.now()): void {
  const w = worker(s);
  if (w.stopped) return;
  const every = hireSettingsOf(s).reconcileMs;
  w.reconcile = setTimeout(
    () => {
      if (Date.now() - lastPass < hireSettingsOf(s).reconcileMs) return scheduleReconcile(s, lastPass);
      void (async () => {
        for (const doc of await hiresIn(s.read, DELIVERED_STATUSES)) {
          if (w.stopped) return;
          if (!doc.drift) await exclusive(s, doc.id, () => reconcileHire(s, doc.id));
        }
      })()
        .catch((err: unknown) => log.error(`[hires] reconciliation: ${messageOf(err)}`))
        .finally(() => scheduleReconcile(s));
    },
    Math.min(every, 1000),
  );
}

/**
 * The hire's outbox worker (issue 26). HireRequested is recorded first; this process, running on
 * the node that holds the projections lease, then delivers it to 1C, follows the documents and
 * moves the questionnaire. At start it resumes every pending or delivered hire from the read model
 * and every check left running; a crash between any two steps loses nothing and duplicates nothing:
 * delivery looks the 1C document up by our hire id before creating one, and the worker's events
 * carry ids derived from the hire and attempt (a replayed step is the same event).
 */
export const hiresProcess: Reactor = {
  name: 'hires',
  wants: (event) => parseStreamId(event.streamId).kind === HIRE_KIND,
  async handle(event, s) {
    const id = parseStreamId(event.streamId).id;
    switch (event.type) {
      case 'HireRequested':
        // The send moves the questionnaire itself; this covers a crash between the two.
        if ((await getQuestionnaire(s.read, id, null))?.state === 'resolvedValid')
          await moveQuestionnaire(s, id, 'sendTo1S', event);
        return void advance(s, id);
      case 'HireDeliveryFailed':
      case 'HireDelivered':
      case 'HireDriftResolved':
        return void advance(s, id);
      case 'HireDocumentsReady':
        return moveQuestionnaire(s, id, 'documentsReady', event);
      default:
        return;
    }
  },
  async resume(s) {
    worker(s).stopped = false;
    for (const doc of await hiresIn(s.read, [...PENDING_STATUSES, 'delivered'])) void advance(s, doc.id);
    for (const doc of await hiresIn(s.read, [...PENDING_STATUSES, ...DELIVERED_STATUSES, 'failed']))
      if (doc.check && !doc.check.finishedAt) spawnCheck(s, doc.id, doc.check.checkId);
    scheduleReconcile(s);
  },
  async stop(s) {
    const w = worker(s);
    w.stopped = true;
    for (const timer of w.timers.values()) clearTimeout(timer);
    w.timers.clear();
    if (w.reconcile) clearTimeout(w.reconcile);
    await stopChecks(s);
    await Promise.allSettled([...w.tasks]);
  },
};

import { scrubPersonal } from '../../core/log-safe';
import { log } from '../../core/logger';
import type { Reactor } from '../../core/reactor';
import type { Services } from '../../core/services';
import { dispatchDue, earliest } from './dispatcher';
import { MOMENT_EVENT_TYPES } from './moments';
import { queueFor } from './queue';

/** The longest the dispatcher sleeps: a notification whose time came is looked at within this. */
const IDLE_LOOK_MS = 30_000;

interface Worker {
  stopped: boolean;
  pass: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
}
const workers = new WeakMap<Services, Worker>();

function worker(s: Services): Worker {
  let w = workers.get(s);
  if (!w) {
    w = { stopped: true, pass: null, again: false, timer: null };
    workers.set(s, w);
  }
  return w;
}

/** Sends what is due now (again after the current pass, if one is running), then sleeps until the next. */
export function kick(s: Services): void {
  const w = worker(s);
  if (w.stopped) return;
  if (w.pass) {
    w.again = true;
    return;
  }
  if (w.timer) clearTimeout(w.timer);
  w.timer = null;
  w.pass = (async () => {
    do {
      w.again = false;
      await dispatchDue(s, s.clock(), new Set(), () => w.stopped);
    } while (w.again && !w.stopped);
  })()
    .catch((err: unknown) => log.error(`[notifications] dispatch: ${scrubPersonal(String(err))}`))
    .finally(() => {
      w.pass = null;
      void sleep(s);
    });
}

/** Wakes at the earliest waiting notification's time (quiet hours, a retry), or after IDLE_LOOK_MS. */
async function sleep(s: Services): Promise<void> {
  const w = worker(s);
  if (w.stopped) return;
  const [next] = await earliest(s, 1).catch(() => []);
  if (w.stopped || w.pass) return;
  const wait = next ? Math.max(0, Date.parse(next.notBefore) - Date.parse(s.clock())) : IDLE_LOOK_MS;
  if (w.timer) clearTimeout(w.timer);
  w.timer = setTimeout(() => kick(s), Math.min(wait + 50, IDLE_LOOK_MS));
}

/**
 * The notification outbox (issue 31, item 1), on the node holding the projections lease (like every
 * reactor): each moment's event queues the candidate's notifications (queue.ts), and the dispatcher
 * sends the due ones (dispatcher.ts). At start it sends whatever waited while no node ran it.
 */
export const notificationsProcess: Reactor = {
  name: 'notifications',
  wants: (event) =>
    MOMENT_EVENT_TYPES.has(event.type) ||
    event.type === 'NotificationQueued' ||
    event.type === 'NotificationFailed',
  async handle(event, s) {
    if (MOMENT_EVENT_TYPES.has(event.type)) {
      await queueFor(s, event);
      return;
    }
    kick(s);
  },
  async resume(s) {
    worker(s).stopped = false;
    kick(s);
  },
  async stop(s) {
    const w = worker(s);
    w.stopped = true;
    if (w.timer) clearTimeout(w.timer);
    w.timer = null;
    await w.pass;
  },
};

import type { EventEnvelope } from '#events/core/envelope';
import type { Services } from './services';
import { scrubPersonal } from './log-safe';
import { log } from './logger';

/** Events a reactor lets pass without saving its checkpoint (as the projection runner does). */
const IDLE_CHECKPOINT_EVERY = 10_000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A process manager: reacts to events after they are stored (e.g. opens a questionnaire when a
 * light one is accepted). It resumes from its checkpoint in the read store, saved after each
 * handled batch; handlers must be idempotent, since a crash between handling and saving the
 * checkpoint replays the batch.
 */
export interface Reactor {
  name: string;
  /** Only events for which this holds reach `handle`. */
  wants(event: EventEnvelope): boolean;
  handle(event: EventEnvelope, s: Services): Promise<void>;
  /**
   * Work a reactor started in the background and had not finished when the server stopped (a check
   * waiting for an outside service): resumed at start, from the reactor's own records.
   */
  resume?(s: Services): Promise<void>;
  /** Stops its background work (it resumes at the next start). */
  stop?(s: Services): Promise<void>;
}

export interface RunningReactor {
  stop(): Promise<void>;
}

export const checkpointName = (reactor: Reactor) => `reactor:${reactor.name}`;

export async function startReactor(s: Services, reactor: Reactor): Promise<RunningReactor> {
  // A reactor deployed onto an existing log starts at its head: what happened before it existed was
  // handled without it (replaying years of history at a start would hold the server up for minutes).
  const stored = await s.read.getCheckpoint(checkpointName(reactor));
  const from = stored > 0 ? stored : await s.events.headPosition();
  if (stored === 0) await s.read.commit(checkpointName(reactor), [], from);
  // The checkpoint as the read store holds it, and the last position handled (maybe ahead of it).
  let saved = from;
  let handled = from;
  let idleEvents = 0;
  // Behind the projections: the runner's own batches, once the read models and the sockets have them.
  const subscription = s.runner.behindProjections.subscribeAll(from, async (batch) => {
    const last = batch.at(-1);
    if (!last) return;
    let wanted = false;
    for (const event of batch) {
      if (!reactor.wants(event)) continue;
      wanted = true;
      try {
        await reactor.handle(event, s);
      } catch (err) {
        // One event that cannot be handled (bad data, a refused command) must not stop the process
        // or the server: it is logged without personal data and the reactor goes on.
        log.error(
          `[reactor ${reactor.name}] event at ${event.position} not handled: ${scrubPersonal(messageOf(err))}`,
        );
      }
    }
    handled = last.position;
    idleEvents += batch.length;
    // A batch with nothing for this reactor changes nothing a replay would redo: its checkpoint waits
    // for the next handled event, the stop, or IDLE_CHECKPOINT_EVERY events (a read-store commit
    // per reactor per command otherwise).
    if (!wanted && idleEvents < IDLE_CHECKPOINT_EVERY) return;
    await s.read.commit(checkpointName(reactor), [], handled);
    saved = handled;
    idleEvents = 0;
  });
  await reactor.resume?.(s);
  return {
    stop: async () => {
      await subscription.stop();
      if (handled > saved) await s.read.commit(checkpointName(reactor), [], handled);
      await reactor.stop?.(s);
    },
  };
}

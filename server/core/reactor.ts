import type { EventEnvelope } from '../../events/core/envelope';
import type { Services } from './services';
import { scrubPersonal } from './log-safe';

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
  const saved = await s.read.getCheckpoint(checkpointName(reactor));
  const from = saved > 0 ? saved : await s.events.headPosition();
  if (saved === 0) await s.read.commit(checkpointName(reactor), [], from);
  const subscription = s.events.subscribeAll(from, async (batch) => {
    const last = batch.at(-1);
    if (!last) return;
    for (const event of batch) {
      if (!reactor.wants(event)) continue;
      try {
        await reactor.handle(event, s);
      } catch (err) {
        // One event that cannot be handled (bad data, a refused command) must not stop the process
        // or the server: it is logged without personal data and the reactor goes on.
        console.error(
          `[reactor ${reactor.name}] event at ${event.position} not handled: ${scrubPersonal(messageOf(err))}`,
        );
      }
    }
    await s.read.commit(checkpointName(reactor), [], last.position);
  });
  await reactor.resume?.(s);
  return {
    stop: async () => {
      await subscription.stop();
      await reactor.stop?.(s);
    },
  };
}

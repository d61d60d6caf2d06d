import { CANDIDATE_CHECKS } from '#events/checks/collections';
import { HIRES } from '#events/employment/collections';
import type { HireStatus } from '#events/employment/events';
import type { Services } from '../core/services';
import type { Metrics, ScrapeSources } from './metrics';

/** The hires' statuses waiting for 1C (PENDING_STATUSES of server/features/employment/decider.ts). */
const ONEC_PENDING: readonly HireStatus[] = ['queued', 'unavailable'];

/** Past this many unapplied events an embedded-store-less count stops (EventStoreDB positions are byte offsets). */
const COUNT_CAP = 10_000;

/**
 * Projection lag per projection, in events and in seconds: the events after its checkpoint, and
 * the age of the oldest of them (when it was written). Read at scrape time only.
 */
async function projectionLag(s: Services, metrics: Metrics): Promise<void> {
  const head = await s.events.headPosition();
  const now = Date.now();
  const byCheckpoint = new Map<number, { events: number; seconds: number }>();
  for (const [name, checkpoint] of s.runner.projectionPositions()) {
    let lag = byCheckpoint.get(checkpoint);
    if (!lag) {
      lag = { events: 0, seconds: 0 };
      if (checkpoint < head) {
        const sqlite = s.events.name === 'sqlite';
        const behind = await s.events.readAll({ fromPosition: checkpoint, limit: sqlite ? 1 : COUNT_CAP });
        const oldest = behind[0]?.meta.occurredAt;
        // The embedded store's positions count events; EventStoreDB's are byte offsets, so counted.
        lag.events = sqlite ? head - checkpoint : behind.length;
        lag.seconds = oldest ? Math.max(0, (now - Date.parse(oldest)) / 1000) : 0;
      }
      byCheckpoint.set(checkpoint, lag);
    }
    metrics.gauges.projectionLagEvents.labels(name).set(lag.events);
    metrics.gauges.projectionLagSeconds.labels(name).set(lag.seconds);
  }
}

/** What a scrape reads of the services: projection lag, the 1C queue, checks, the lease. */
export function servicesSource(s: Services): ScrapeSources {
  return {
    async collect(metrics) {
      const g = metrics.gauges;
      await projectionLag(s, metrics);
      // Hires waiting for 1C (queued, or 1C unavailable) are its outbox, kept in the read models.
      g.outboxDepth
        .labels('onec')
        .inc(await s.read.count(HIRES.name, { status: { $in: [...ONEC_PENDING] } }));
      g.checksInFlight.set(await s.read.count(CANDIDATE_CHECKS.name, { running: true }));
      g.leaseHolder.reset();
      g.leaseHolder.labels(s.runner.id).set(s.runner.role === 'leader' ? 1 : 0);
    },
  };
}

/** Sockets open on this node (the Socket.IO hub is made after the services). */
export function socketsSource(nodeId: string, count: () => number): ScrapeSources {
  return {
    collect: (metrics) => {
      metrics.gauges.sockets.labels(nodeId).set(count());
      return Promise.resolve();
    },
  };
}

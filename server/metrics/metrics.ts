import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One server's Prometheus metrics (issue 30, item 2; docs/metrics.md). A registry of its own per
 * server, not prom-client's global one: tests and the cluster run several servers in one process.
 * With METRICS=off every instrument is a no-op and nothing is collected (to measure their cost).
 */
export type Outcome = 'ok' | 'conflict' | 'client_error' | 'server_error';
export const OUTSIDE_SYSTEMS = ['sms', 'mail', 'onec', 'jobboards'] as const;
export type OutsideSystem = (typeof OUTSIDE_SYSTEMS)[number];

/** Values read when Prometheus scrapes (collect.ts): cheap to keep, read only on demand. */
export interface ScrapeSources {
  collect(metrics: Metrics): Promise<void>;
}

export interface Metrics {
  readonly enabled: boolean;
  readonly registry: Registry;
  /** A request answered: its method, route pattern, status and seconds. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** An event store append took this long. */
  append(seconds: number): void;
  /** Calls to an outside system started and not yet answered (added to its outbox depth). */
  outsideCall(system: OutsideSystem, delta: 1 | -1): void;
  /** What only a scrape reads (projection lag, checks, sockets, lease): set by the composition root. */
  sources: ScrapeSources[];
  readonly gauges: ReturnType<typeof scrapeGauges>;
  /** The exposition text (runs the scrape sources first). */
  render(): Promise<string>;
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A command's outcome from its status: what the dashboards and alerts count. */
export function outcomeOf(status: number): Outcome {
  if (status === 409) return 'conflict';
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'client_error';
  return 'ok';
}

const COMMAND_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The legacy API's reads are POSTs named get-…, list-…, is-…: not commands. */
const POSTED_READ = /^\/api\/v1\/(?:get|list|is)-/;

/** A command: a call that may write (not GET), under /api, and not one of the posted reads. */
export function isCommand(method: string, route: string): boolean {
  return COMMAND_METHODS.has(method) && route.startsWith('/api/') && !POSTED_READ.test(route);
}

function scrapeGauges(registry: Registry) {
  const registers = [registry];
  return {
    projectionLagEvents: new Gauge({
      name: 'hc_projection_lag_events',
      help: 'Events in the log a projection has not applied yet',
      labelNames: ['projection'],
      registers,
    }),
    projectionLagSeconds: new Gauge({
      name: 'hc_projection_lag_seconds',
      help: 'Age of the oldest event a projection has not applied yet (0 when caught up)',
      labelNames: ['projection'],
      registers,
    }),
    outboxDepth: new Gauge({
      name: 'hc_outbox_depth',
      help: 'Messages waiting for an outside system: hires queued for 1C, calls in flight to SMS, mail, job boards',
      labelNames: ['system'],
      registers,
    }),
    checksInFlight: new Gauge({
      name: 'hc_checks_in_flight',
      help: 'Questionnaires whose candidate checks are running',
      registers,
    }),
    sockets: new Gauge({
      name: 'hc_sockets',
      help: 'Socket.IO connections open on this node',
      labelNames: ['node'],
      registers,
    }),
    leaseHolder: new Gauge({
      name: 'hc_lease_holder',
      help: '1 on the node holding the projections lease, 0 on the others',
      labelNames: ['node'],
      registers,
    }),
  };
}

export function createMetrics(enabled: boolean): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (enabled) collectDefaultMetrics({ register: registry, prefix: 'hc_' });
  const requests = new Histogram({
    name: 'hc_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status (its _count is the request rate)',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers,
  });
  const commands = new Counter({
    name: 'hc_commands_total',
    help: 'Commands (POST, PUT, PATCH, DELETE under /api, not the posted get-/list-/is- reads) by route pattern and outcome: ok, conflict (409), client_error (4xx), server_error (5xx)',
    labelNames: ['route', 'outcome'],
    registers,
  });
  const appends = new Histogram({
    name: 'hc_eventstore_append_duration_seconds',
    help: 'Event store appends',
    buckets: SECONDS,
    registers,
  });
  const outside = Object.fromEntries(OUTSIDE_SYSTEMS.map((system) => [system, 0])) as Record<
    OutsideSystem,
    number
  >;
  const metrics: Metrics = {
    enabled,
    registry,
    sources: [],
    gauges: scrapeGauges(registry),
    request(method, route, status, seconds) {
      if (!enabled) return;
      requests.labels(method, route, String(status)).observe(seconds);
      if (isCommand(method, route)) commands.labels(route, outcomeOf(status)).inc();
    },
    append(seconds) {
      if (enabled) appends.observe(seconds);
    },
    outsideCall(system, delta) {
      if (enabled) outside[system] += delta;
    },
    async render() {
      for (const system of OUTSIDE_SYSTEMS) metrics.gauges.outboxDepth.labels(system).set(outside[system]);
      for (const source of metrics.sources) await source.collect(metrics);
      return registry.metrics();
    },
  };
  return metrics;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReadStore } from '#projections/core/read-store';
import type { EventStore } from '../../eventstore/port';
import type { Services } from '../../core/services';

/** The stores of the time-travel request being answered. */
export interface AsOfStores {
  read: ReadStore;
  events: EventStore;
}

const current = new AsyncLocalStorage<AsOfStores>();

/** Runs `answer` with the as-of services reading from `stores`. */
export function withAsOfStores<T>(stores: AsOfStores, answer: () => Promise<T>): Promise<T> {
  return current.run(stores, answer);
}

function stores(): AsOfStores {
  const found = current.getStore();
  // The as-of routes are only entered through withAsOfStores: anything else is a programming error.
  if (!found) throw new Error('An as-of store was used outside a time-travel request');
  return found;
}

/**
 * A copy of the services for the as-of routes: `read` and `events` (and the command bus's store)
 * answer from the time-travel view of the request being served. The routes are built once against
 * it, so the live routes and their services stay untouched (no cost when the header is absent).
 */
export function asOfServices(s: Services): Services {
  const read: ReadStore = {
    name: `${s.read.name} as of`,
    get cluster() {
      return s.read.cluster;
    },
    get: (c, id) => stores().read.get(c, id),
    getMany: (c, ids) => stores().read.getMany(c, ids),
    find: (c, f, o) => stores().read.find(c, f, o),
    count: (c, f) => stores().read.count(c, f),
    findPage: (c, f, o) => stores().read.findPage(c, f, o),
    commit: (n, ch, p) => stores().read.commit(n, ch, p),
    getCheckpoint: (n) => stores().read.getCheckpoint(n),
    reset: (n, c) => stores().read.reset(n, c),
    getMeta: (n) => stores().read.getMeta(n),
    setMeta: (n, v) => stores().read.setMeta(n, v),
    close: async () => undefined,
  };
  const events: EventStore = {
    name: `${s.events.name} as of`,
    readStream: (id, o) => stores().events.readStream(id, o),
    readAll: (o) => stores().events.readAll(o),
    headPosition: () => stores().events.headPosition(),
    subscribeAll: (from, handler, o) => stores().events.subscribeAll(from, handler, o),
    append: (id, e, expected, options) => stores().events.append(id, e, expected, options),
    identity: () => stores().events.identity(),
    close: async () => undefined,
  };
  return {
    ...s,
    read,
    events,
    bus: { store: events, waitForProjections: (p, t) => s.bus.waitForProjections(p, t) },
  };
}

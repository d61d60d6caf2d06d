import type { EventStore } from '../eventstore/port';
import type { Metrics, OutsideSystem } from './metrics';

/**
 * Times every append of the event store (the command handler's, the reactors', the seed's): the
 * instance's own `append` is replaced, so every holder of the store is measured without a wrapper
 * type in between.
 */
export function timeAppends<S extends EventStore>(events: S, metrics: Metrics): S {
  if (!metrics.enabled) return events;
  const append = events.append.bind(events);
  events.append = async (...args) => {
    const started = performance.now();
    try {
      return await append(...args);
    } finally {
      metrics.append((performance.now() - started) / 1000);
    }
  };
  return events;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'then') === 'function';

/**
 * The same adapter, its asynchronous calls counted while they wait for the outside system (the
 * outbox depth of SMS, mail and the job boards, whose sends leave at once or fail).
 */
export function countCalls<T extends object>(system: OutsideSystem, adapter: T, metrics: Metrics): T {
  if (!metrics.enabled) return adapter;
  const counted = Object.create(adapter) as T;
  for (let proto: object | null = adapter; proto && proto !== Object.prototype;) {
    for (const key of Object.getOwnPropertyNames(proto)) {
      const method: unknown = Reflect.get(adapter, key);
      if (key === 'constructor' || typeof method !== 'function' || Object.hasOwn(counted, key)) continue;
      Object.defineProperty(counted, key, {
        value: (...args: unknown[]) => {
          const result: unknown = Reflect.apply(method, adapter, args);
          if (!isPromise(result)) return result;
          metrics.outsideCall(system, 1);
          return result.finally(() => metrics.outsideCall(system, -1));
        },
      });
    }
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return counted;
}

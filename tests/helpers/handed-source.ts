import type { EventSource, SubscriptionHandler } from '#projections/core/event-source';

/**
 * An event source whose subscription is the test's: the runner subscribes, and the test hands its
 * handler the batches it wants applied, as the live subscription would (an empty log otherwise).
 */
export function handedSource(): { events: EventSource; handler: () => SubscriptionHandler } {
  let handler: SubscriptionHandler | undefined;
  const events = {
    readAll: async () => [],
    headPosition: async () => 0,
    subscribeAll: (_from: number, h: SubscriptionHandler) => {
      handler = h;
      return { stop: async () => {}, position: 0 };
    },
  } as unknown as EventSource;
  return { events, handler: () => handler! };
}

import { registerPersonalFields } from './core/personal';
import { registerEvents } from './core/registry';
import { EVENT_FEATURES } from './features';

/** Registers every feature's event types with their schemas. Imported once by the server, scripts and tests. */
for (const feature of EVENT_FEATURES) {
  registerEvents(feature.events);
  if (feature.personal) registerPersonalFields(feature.personal);
}

export * from './core/envelope';
export * from './core/registry';

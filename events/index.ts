import { registerEvents } from './registry';
import { PositionEvents } from './positions';
import { SessionEvents, UserEvents } from './users';

/** Registers every event type with its schema. Imported once by the server, scripts and tests. */
registerEvents({ ...PositionEvents, ...UserEvents, ...SessionEvents });

export * from './envelope';
export * from './registry';

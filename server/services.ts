import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { EventStore } from './eventstore/port';
import type { ReadStore } from './readstore/port';
import type { ProjectionRunner } from '../projections/runner';
import type { TokenIssuer } from './auth/tokens';
import type { CommandBus } from './commands/handler';
import type { LoginLimiter } from './auth/limiter';
import type { SmsSender } from './adapters/sms/index';
import type { MailSender } from './adapters/mail/index';

/** Everything a route or command needs from outside, built once at start-up (ports, not globals). */
export interface Services {
  config: Config;
  events: EventStore;
  read: ReadStore;
  runner: ProjectionRunner;
  tokens: TokenIssuer;
  bus: CommandBus;
  limiter: LoginLimiter;
  sms: SmsSender;
  mail: MailSender;
  clock: () => string;
  newId: () => string;
}

export const systemClock = (): string => new Date().toISOString();
export const uuid = (): string => randomUUID();

import { v7 as uuidv7 } from 'uuid';
import type { Metrics } from '../metrics/metrics';
import type { Config } from './config';
import type { EventStore } from '../eventstore/port';
import type { ReadStore } from '#projections/core/read-store';
import type { ClusterNode } from '../cluster/node';
import type { TokenIssuer } from '../auth/tokens';
import type { Revocations } from '../auth/revocations';
import type { CommandBus } from './command-handler';
import type { LoginLimiter } from '../auth/limiter';
import type { LimitStore } from '../limits/store';
import type { SmsSender } from '../adapters/sms/index';
import type { MailSender } from '../adapters/mail/index';
import type { JobBoards, SandboxBoards } from '../adapters/jobboards/index';
import type { JobBoardAccounts } from '../adapters/jobboards/accounts';
import type { ShopData } from '../adapters/shop/index';
import type { StoreDirectory } from '../access/stores';
import type { KeyStore } from '../privacy/key-store';
import type { FileStore } from '../adapters/files/index';
import type { SuggestionsPort } from '../adapters/suggestions/index';
import type { OneSPort } from '../adapters/onec/port';

/** Everything a route or command needs from outside, built once at start-up (ports, not globals). */
export interface Services {
  config: Config;
  events: EventStore;
  read: ReadStore;
  /** Candidates' data keys (server/privacy): sealing in the event store, erasure. */
  personalKeys: KeyStore;
  /** The projections on this node: run here (lease holder) or followed (server/cluster). */
  runner: ClusterNode;
  tokens: TokenIssuer;
  /** Revoked sign-ins (logout, replayed refresh tokens): checked on every request and socket. */
  revocations: Revocations;
  bus: CommandBus;
  /** The limits every node shares (server/limits): logins, public calls, SMS, code guesses. */
  limits: LimitStore;
  limiter: LoginLimiter;
  sms: SmsSender;
  /** The global hourly SMS budget: taken before a code is recorded and sent. */
  smsBudget: { take(): Promise<void> };
  mail: MailSender;
  /** Scans' bytes, sealed with their candidate's key (server/adapters/files). */
  files: FileStore;
  /** Address, subway and bank suggestions (a DaData-compatible service, or the embedded sample). */
  suggestions: SuggestionsPort;
  /** The shop data service (cities, stores): the company's service or the built-in reference data. */
  shop: ShopData;
  /** The stores and cities loaded from `shop`, and who may see which store (server/access). */
  stores: StoreDirectory;
  /** hh.ru and SuperJob: the real API when configured, else the built-in sandbox. */
  jobBoards: JobBoards;
  /** The sandbox boards' state (their pages are served by sandboxBoardRoutes). */
  sandboxBoards: SandboxBoards;
  /** Staff users' job-board sign-ins (secrets: never in events or read models). */
  boardAccounts: JobBoardAccounts;
  /** 1C:ZUP over its standard OData: the real base (ONEC_URL), else the built-in sandbox (server/adapters/onec). */
  onec: OneSPort;
  clock: () => string;
  newId: () => string;
  /** This server's Prometheus metrics (server/metrics; no-ops with METRICS=off). */
  metrics: Metrics;
}

export const systemClock = (): string => new Date().toISOString();
/**
 * Event and record ids: UUID version 7, ordered by time, so the event store's id index grows at its
 * end instead of at random pages (random v4 ids made batched appends about twice as slow on disk).
 */
export const uuid = (): string => uuidv7();

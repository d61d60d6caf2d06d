import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import {
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../core/errors';

/** Answered (503) when the shared limit store fails or does not answer in time: closed, never open. */
export const LIMIT_STORE_DOWN =
  'Сервис временно недоступен: хранилище счётчиков попыток не отвечает. Повторите попытку через минуту.';

export class LimitStoreUnavailableError extends AppError {
  constructor() {
    super(503, LIMIT_STORE_DOWN);
  }
}

/** One limit: `points` per `duration` seconds for each key, counted under `keyPrefix`. */
export interface LimitRule {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * A limit counted in the store every node shares. Past the limit a call rejects with
 * rate-limiter-flexible's RateLimiterRes (as RateLimiterMemory did); when the store fails or does
 * not answer in time it rejects with LimitStoreUnavailableError (503), so a limit never opens up.
 */
export interface Limit {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

export interface LimitStore {
  /** Where the counts live: the embedded SQLite file, MongoDB, or this process only (tests, bench). */
  readonly kind: 'sqlite' | 'mongo' | 'memory';
  limit(rule: LimitRule): Limit;
  close(): Promise<void>;
}

export interface LimitStoreConfig {
  dataDir: string;
  mongoUrl?: string;
  /** Keys are stored as their keyed hash: the store holds no login, address or phone. */
  secret: string;
  /** How long a count may wait for the store before the call is refused (503). */
  timeoutMs: number;
  /** One line when the store fails (at most once a minute); never a key. */
  log?: (line: string) => void;
}

/** The one table (SQLite) or collection (MongoDB) every limit counts in, keys prefixed per limit. */
export const LIMITS_TABLE = 'rate_limits';
export const LIMITS_FILE = 'limits.sqlite';

/**
 * The shared limit store: MongoDB when MONGO_URL is configured (like the read store), otherwise
 * the embedded `limits.sqlite` in the data directory, which every node on that directory opens.
 */
export async function openLimitStore(config: LimitStoreConfig): Promise<LimitStore> {
  if (config.mongoUrl) {
    // Imported on demand so that the embedded setup never loads the MongoDB driver.
    const { openMongoLimits } = await import('./mongo');
    return openMongoLimits(config.mongoUrl, config);
  }
  const { openSqliteLimits } = await import('./sqlite');
  return openSqliteLimits(join(config.dataDir, LIMITS_FILE), config);
}

/** Counts in this process only: for unit tests and the bench's comparison, never for a server. */
export function openMemoryLimitStore(secret = 'memory'): LimitStore {
  return limitStoreOf(
    'memory',
    (rule) => new RateLimiterMemory(rule),
    { secret },
    async () => {},
  );
}

/** Wraps a store's limiters: keys hashed, store failures turned into LimitStoreUnavailableError. */
export function limitStoreOf(
  kind: LimitStore['kind'],
  build: (rule: LimitRule) => RateLimiterAbstract | RateLimiterStoreAbstract,
  config: Pick<LimitStoreConfig, 'secret' | 'log'>,
  close: () => Promise<void>,
): LimitStore {
  const hashed = (key: string) =>
    createHmac('sha256', config.secret).update(key).digest('base64url').slice(0, 27);
  let loggedAt = 0;
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof RateLimiterRes) throw err;
      if (Date.now() - loggedAt > 60_000) {
        loggedAt = Date.now();
        const reason = err instanceof Error ? err.message : String(err);
        config.log?.(`[limits] the ${kind} limit store failed, limited calls answer 503: ${reason}`);
      }
      throw new LimitStoreUnavailableError();
    }
  };
  // One limiter per rule: routes that ask for the same rule share it (in memory too).
  const limits = new Map<string, Limit>();
  return {
    kind,
    limit(rule) {
      const id = `${rule.keyPrefix} ${rule.points} ${rule.duration}`;
      const known = limits.get(id);
      if (known) return known;
      const limiter = build(rule);
      const limit: Limit = {
        consume: (key, points = 1) => guard(() => limiter.consume(hashed(key), points)),
        get: (key) => guard(() => limiter.get(hashed(key))),
        reward: (key, points = 1) => guard(() => limiter.reward(hashed(key), points)),
        delete: (key) => guard(() => limiter.delete(hashed(key))),
      };
      limits.set(id, limit);
      return limit;
    },
    close,
  };
}

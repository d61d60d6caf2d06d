import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseTrustedProxies, type TrustedProxies } from '../http/client-address';
import type { LoginLimits } from '../auth/limiter';
import { mongoDatabaseOf } from '../readstore/mongo-url';
import { ConfigError } from './config-error';
import { prepareDataDir } from './data-dir';
import { loadMasterKey } from '../privacy/master-key';
import { loadChecksConfig, productionChecksProblem, type ChecksConfig } from '../adapters/checks/config';
import { CORPORATE_EMAIL_DOMAIN_DEFAULT } from '#events/questionnaire-light/inputs';
import { loadOneSConfig, type OneSConfig } from '../adapters/onec/config';

/**
 * Every setting is an environment variable, read in `loadConfig` below. docs/configuration.md's table
 * is generated from this file (`npm run docs:config`; a test keeps the two equal): each field's
 * comment is its row's meaning, the variables are the ones its value reads (`env.X`), and the default
 * is the literal after `??` or `||`. `@env` names the variables when the value is read elsewhere
 * (a loader); `@default` gives the default's text when it is not a literal. A field whose value
 * reads no variable is not a setting. Settings read outside this file are in config-settings.ts.
 */
export interface Config {
  /**
   * `production` disables demo data and requires `JWT_SECRET` and `PII_MASTER_KEY`;
   * `NODE_ENV=production` does the same.
   * @env MODE
   * @default `demo`
   */
  mode: 'demo' | 'production';
  /** Where the server listens (with `HOST`). */
  port: number;
  /**
   * The address the server listens on: a demo (open outboxes, demo logins) stays on this machine
   * unless `HOST` is set.
   * @default `127.0.0.1` in demo, `0.0.0.0` in production
   */
  host: string;
  /**
   * Embedded stores (`events.sqlite`, `read.sqlite`) and the demo JWT secret; created 0700 with files
   * 0600, and a directory that cannot be created or written stops the start with one sentence.
   */
  dataDir: string;
  /** The built client (`npm run build`) whose pages and assets the server serves. */
  distDir: string;
  /**
   * EventStoreDB connection string (e.g. `esdb://host:2113?tls=false`); unset = embedded SQLite event
   * store.
   */
  eventstoreUrl?: string;
  /**
   * MongoDB URL for read models, naming the database (e.g. `mongodb://h1,h2/hiring?replicaSet=rs0`;
   * without one the start stops); unset = embedded SQLite documents queried with Mongo semantics
   * (mingo).
   */
  mongoUrl?: string;
  /**
   * HS256 secret for access and refresh tokens, at least 32 characters in production.
   * @default random per data dir in demo
   */
  jwtSecret: string;
  /**
   * 32 bytes (64 hex digits or base64) wrapping every candidate's data key (server/privacy); required
   * in production, kept out of `DATA_DIR`. Losing it makes all sealed personal data unreadable.
   * @env PII_MASTER_KEY
   * @default random per data dir in demo (`DATA_DIR/pii-master-key`)
   */
  piiMasterKey: Buffer;
  /**
   * The product's name in the applicant profile's texts ('Трудоустройство в {PRODUCT_NAME}Job
   * возможно только для граждан России').
   */
  productName: string;
  /**
   * A DaData-compatible suggestions service (`POST {url}/suggestions/api/4_1/rs/suggest/{address,metro,bank}`,
   * `Authorization: Token …`); unset = the embedded sample (offline): real streets with postcodes in
   * the demo cities, Moscow and Saint Petersburg metro, banks with their BICs.
   */
  suggestionsUrl?: string;
  /** The suggestions service's token (`Authorization: Token …`). */
  suggestionsToken?: string;
  /** Access token lifetime in seconds. */
  accessTokenTtlSeconds: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenTtlSeconds: number;
  /**
   * A refresh token works once; presented again within this time (ms) it is a second tab refreshing at
   * the same moment, later it is a replay that revokes the whole sign-in.
   */
  refreshReuseGraceMs: number;
  /**
   * Comma-separated user ids that may open 'Настройки' (spec: a fixed short list).
   * @default `1001,1002` in demo
   */
  settingsUserIds: string[];
  /**
   * `1` silences the request log (paths and statuses only; bodies and query strings are never logged;
   * personal data is never logged at any level).
   */
  quiet: boolean;
  /**
   * Login slowdown per login and address, and the per-address limit (server/auth/limiter.ts): wrong
   * passwords per login and address before each further attempt from that address is held back;
   * attempts per address (any logins) before 429; the window in seconds; the first hold-back, doubling
   * with each further wrong attempt up to the maximum. Failures never lock a login out, so nobody can
   * keep staff from signing in.
   */
  loginLimits: LoginLimits;
  /**
   * HTTP SMS gateway: POST JSON `{phone, text}`, bearer token; unset = the outbox (demo page, log
   * without the number; see 'SMS and mail' below).
   */
  smsGatewayUrl?: string;
  /** The SMS gateway's bearer token. */
  smsGatewayToken?: string;
  /**
   * `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465` (`?insecure=1` accepts a self-signed
   * certificate); unset = the mail outbox.
   */
  smtpUrl?: string;
  /** Sender of candidate e-mails. */
  mailFrom: string;
  /**
   * The company's shop data service (cities, stores): `GET {url}/cities` → `[{cityId, name}]`,
   * `GET {url}/stores` → the spec's store objects (`IStoreId`, `name`, `param.cityId`,
   * `param.fullAddress`, `param.mall`, `param.regionAreaId`…), bearer token; loaded at start, reloaded
   * every 10 minutes; unset = the built-in demo cities and stores.
   */
  shopApiUrl?: string;
  /** The shop data service's bearer token. */
  shopApiToken?: string;
  /**
   * Public site address used in links sent to candidates (e-mail confirmation).
   * @env PUBLIC_URL
   * @default `http://localhost:$PORT`
   */
  publicUrl: string;
  /** Candidates must leave a personal e-mail, not one on this domain. */
  corporateEmailDomain: string;
  /**
   * Server-side secret of the one-time code hashes, of the phone streams' names and of the employment
   * questionnaires' candidate-link secrets (HMAC-SHA256); changing it invalidates those links.
   * @default `JWT_SECRET`
   */
  otpPepper: string;
  /** SMS sends per client address per hour (per phone: resend after 60 s, 5 per hour). */
  smsPerAddressPerHour: number;
  /**
   * SMS the whole service may send in an hour; past it every send is refused and one `[sms] ALERT`
   * line is logged (per phone: 5 an hour and 10 a day).
   */
  smsBudgetPerHour: number;
  /** Edit-code SMS per light or employment questionnaire per day, whatever the addresses asking. */
  smsPerTargetPerDay: number;
  /**
   * Calls of the candidates' edit-link and duplicate checks per address per hour; the candidate's own
   * profile calls past the phone gate (loads, saves, scans, submit) get ten times this.
   */
  candidateCallsPerAddressPerHour: number;
  /**
   * Wrong SMS codes per client address per hour, across phones and every code check
   * (`/confirmPhoneBySMS`, the light edit gate's and the profile gate's); past it 429.
   */
  codeChecksPerAddressPerHour: number;
  /**
   * Wrong SMS codes for one phone from one address per 10 minutes: below a code's 5 attempts, so no
   * one address can use up a code texted to someone else.
   */
  codeChecksPerPhoneFromAddress: number;
  /**
   * How long a limit check waits for the shared limit store (limits.sqlite, or MongoDB with
   * MONGO_URL) before the call is refused with 503: logins fail closed, never open (docs/limits.md).
   */
  limitStoreTimeoutMs: number;
  /**
   * Proxies whose `X-Forwarded-For` is believed: IPs and CIDR ranges (`10.0.0.5, 10.1.0.0/16`),
   * `loopback`, `uniquelocal`, or a number of hops. The client address is the rightmost address not in
   * the list; unset, the header is ignored and the socket's peer address counts (every rate limit uses
   * it).
   */
  trustedProxies: TrustedProxies;
  /** The candidate checks' outside services (server/adapters/checks/config.ts). */
  checks: ChecksConfig;
  /** 1C:ZUP's OData base and service user, or the built-in sandbox (server/adapters/onec/config.ts). */
  onec: OneSConfig;
  // Observability (issue 30, items 2 and 3): metrics and the structured log (docs/metrics.md).
  /** Prometheus metrics are collected and served (METRICS=off turns both off, e.g. to measure their cost). */
  metricsEnabled: boolean;
  /** A port of its own for /metrics (METRICS_PORT), reachable from the monitoring network only; unset = /metrics on the main port. */
  metricsPort?: number;
  /** Bearer token /metrics asks for (METRICS_TOKEN); in production /metrics on the main port answers 401 without it. */
  metricsToken?: string;
  /** pino log level (LOG_LEVEL: debug, info, warn, error, silent); QUIET=1 means warn (no request lines). */
  logLevel: string;
  /** Log lines as JSON (LOG_FORMAT=json, the default in production) or human-readable (pretty, the default in the demo). */
  logFormat: 'json' | 'pretty';
  /** Appends the log to this file instead of standard output (LOG_FILE). */
  logFile?: string;
}

export { ConfigError };

function trustedProxiesFrom(value: string | undefined): TrustedProxies {
  try {
    return parseTrustedProxies(value);
  } catch {
    throw new ConfigError(
      `TRUSTED_PROXIES: not a list of IP addresses, CIDR ranges or a number of hops: ${value}`,
    );
  }
}

/** Reads configuration from the environment. Production refuses to start without a JWT secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.MODE === 'production' || env.NODE_ENV === 'production' ? 'production' : 'demo';
  const dataDir = env.DATA_DIR ?? './data';
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (mode === 'production') throw new ConfigError('JWT_SECRET must be set in production mode');
    jwtSecret = demoSecret(dataDir);
  }
  if (mode === 'production' && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const piiMasterKey = loadMasterKey(env, mode, dataDir);
  const checks = loadChecksConfig(env);
  const checksProblem = mode === 'production' ? productionChecksProblem(checks) : null;
  if (checksProblem) throw new ConfigError(checksProblem);
  return {
    mode,
    port: Number(env.PORT ?? 3000),
    // A demo (open outboxes, demo logins) listens on this machine only unless HOST says otherwise.
    host: env.HOST || (mode === 'demo' ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    distDir: resolve(env.DIST_DIR || 'dist'),
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    mongoUrl: env.MONGO_URL ? (mongoDatabaseOf(env.MONGO_URL), env.MONGO_URL) : undefined,
    jwtSecret,
    piiMasterKey,
    productName: env.PRODUCT_NAME || 'Retail',
    suggestionsUrl: env.SUGGESTIONS_URL || undefined,
    suggestionsToken: env.SUGGESTIONS_TOKEN || undefined,
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 7 * 24 * 3600),
    refreshReuseGraceMs: Number(env.REFRESH_REUSE_GRACE_MS ?? 5000),
    settingsUserIds: (env.SETTINGS_USER_IDS ?? (mode === 'demo' ? '1001,1002' : ''))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    quiet: env.QUIET === '1',
    loginLimits: {
      perLogin: Number(env.LOGIN_LIMIT_PER_LOGIN ?? 5),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 30),
      windowSeconds: Number(env.LOGIN_LIMIT_WINDOW ?? 300),
      baseDelayMs: Number(env.LOGIN_DELAY_BASE_MS ?? 500),
      maxDelayMs: Number(env.LOGIN_DELAY_MAX_MS ?? 8000),
    },
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Работа у нас <no-reply@example.com>',
    shopApiUrl: env.SHOP_API_URL || undefined,
    shopApiToken: env.SHOP_API_TOKEN || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    corporateEmailDomain: (env.CORPORATE_EMAIL_DOMAIN || CORPORATE_EMAIL_DOMAIN_DEFAULT).toLowerCase(),
    otpPepper: env.OTP_PEPPER || jwtSecret,
    smsPerAddressPerHour: Number(env.SMS_LIMIT_PER_ADDRESS ?? 20),
    trustedProxies: trustedProxiesFrom(env.TRUSTED_PROXIES),
    checks,
    onec: loadOneSConfig(env, jwtSecret),
    smsBudgetPerHour: Number(env.SMS_BUDGET_PER_HOUR ?? 2000),
    smsPerTargetPerDay: Number(env.SMS_LIMIT_PER_TARGET_PER_DAY ?? 10),
    candidateCallsPerAddressPerHour: Number(env.CANDIDATE_LIMIT_PER_ADDRESS ?? 60),
    codeChecksPerAddressPerHour: Number(env.CODE_CHECK_LIMIT_PER_ADDRESS ?? 20),
    codeChecksPerPhoneFromAddress: Number(env.CODE_CHECK_LIMIT_PER_PHONE_FROM_ADDRESS ?? 3),
    limitStoreTimeoutMs: Number(env.LIMIT_STORE_TIMEOUT_MS ?? 2000),
    // Observability (issue 30, items 2 and 3).
    metricsEnabled: env.METRICS !== 'off',
    metricsPort: metricsPortFrom(env.METRICS_PORT),
    metricsToken: env.METRICS_TOKEN || undefined,
    logLevel: env.LOG_LEVEL || (env.QUIET === '1' ? 'warn' : 'info'),
    logFormat:
      env.LOG_FORMAT === 'json' || (mode === 'production' && env.LOG_FORMAT !== 'pretty') ? 'json' : 'pretty',
    logFile: env.LOG_FILE || undefined,
  };
}

function metricsPortFrom(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`METRICS_PORT: not a port number: ${value}`);
  return port;
}

/** Demo mode keeps a random secret beside its data so sessions survive a restart. */
function demoSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  prepareDataDir(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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
import { CORPORATE_EMAIL_DOMAIN_DEFAULT } from '../../events/questionnaire-light/inputs';
import { loadOneSConfig, type OneSConfig } from '../adapters/onec/config';

export interface Config {
  mode: 'demo' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** The built client (vite build) the server serves pages and assets from. */
  distDir: string;
  eventstoreUrl?: string;
  mongoUrl?: string;
  jwtSecret: string;
  /** Wraps every candidate's data key (server/privacy); PII_MASTER_KEY in production. */
  piiMasterKey: Buffer;
  /** The product's name in texts such as 'Трудоустройство в {product}Job…'. */
  productName: string;
  /** A DaData-compatible suggestions service; unset = the embedded sample (offline). */
  suggestionsUrl?: string;
  suggestionsToken?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A refresh token presented again within this time is a second tab, not a replay (ms). */
  refreshReuseGraceMs: number;
  /** User ids allowed into 'Настройки' (spec: a fixed short list). */
  settingsUserIds: string[];
  /** Log level for the request log; personal data is never logged at any level. */
  quiet: boolean;
  /** Login slowdown per login and address, and the per-address limit (server/auth/limiter.ts). */
  loginLimits: LoginLimits;
  /** HTTP SMS gateway (POST JSON {phone, text}); unset = the outbox (demo page, log without the number). */
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
  /** smtp://user:pass@host:port or smtps://...; unset = the mail outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** The company's shop data service (cities, stores); unset = the built-in reference data. */
  shopApiUrl?: string;
  shopApiToken?: string;
  /** Public site address used in links sent to candidates (e-mail confirmation). */
  publicUrl: string;
  /** Candidates must leave a personal e-mail, not one on this domain. */
  corporateEmailDomain: string;
  /** Server-side secret mixed into one-time code hashes. */
  otpPepper: string;
  /** SMS sends allowed per client address per hour (on top of the per-phone limits). */
  smsPerAddressPerHour: number;
  /** SMS the whole service may send per hour; past it sends are refused with an alert line. */
  smsBudgetPerHour: number;
  /** Edit-code SMS per questionnaire per day. */
  smsPerTargetPerDay: number;
  /** Calls of the candidates' public questionnaire endpoints per address per hour. */
  candidateCallsPerAddressPerHour: number;
  /** Wrong SMS codes per client address per hour, across phones and every code check. */
  codeChecksPerAddressPerHour: number;
  /** Wrong SMS codes for one phone from one address (per 10 minutes): below a code's 5 attempts. */
  codeChecksPerPhoneFromAddress: number;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); null: the header is ignored. */
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

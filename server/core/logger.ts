import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';
import { scrubPersonal } from './log-safe';

/**
 * The server's one log (issue 30, item 3): pino, JSON lines in production, human-readable in the
 * demo, silent in tests. Every message goes through the personal-data masks (log-safe.ts); fields
 * are for values that cannot be personal (route patterns, statuses, durations, ids, counts).
 */
export type LogSettings = Pick<Config, 'logLevel' | 'logFormat' | 'logFile'>;
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Before a server configures it (CLIs, tests): the same defaults config.ts gives. */
function defaultSettings(env: NodeJS.ProcessEnv = process.env): LogSettings {
  const production = env.MODE === 'production' || env.NODE_ENV === 'production';
  const quiet = env.QUIET === '1' || env.VITEST !== undefined;
  return {
    logLevel: env.LOG_LEVEL || (quiet ? 'silent' : 'info'),
    logFormat: env.LOG_FORMAT === 'json' || (production && env.LOG_FORMAT !== 'pretty') ? 'json' : 'pretty',
    logFile: env.LOG_FILE || undefined,
  };
}

function destinationOf(settings: LogSettings): DestinationStream {
  const file = settings.logFile
    ? pino.destination({ dest: settings.logFile, append: true, mkdir: true, sync: true })
    : undefined;
  if (settings.logFormat === 'json') return file ?? pino.destination({ dest: 1, sync: true });
  return pretty({
    colorize: !file && process.stdout.isTTY,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    ...(file ? { destination: file } : {}),
  });
}

function createLogger(settings: LogSettings): Logger {
  return pino(
    {
      level: settings.logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destinationOf(settings),
  );
}

let current = createLogger(defaultSettings());
let configured = '';

/** Points the log at the configured level, format and file (once per distinct setting). */
export function configureLogging(settings: LogSettings): void {
  const key = `${settings.logLevel}|${settings.logFormat}|${settings.logFile ?? ''}`;
  if (key === configured) return;
  configured = key;
  current.flush?.();
  current = createLogger(settings);
}

const write = (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, fields?: LogFields) => {
  if (current.isLevelEnabled(level)) current[level](fields ?? {}, scrubPersonal(message));
};

export const log = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
  /** A request's line: its fields are built from route patterns and numbers, so no masks are run. */
  request(fields: LogFields): void {
    if (current.isLevelEnabled('info')) current.info(fields, 'request');
  },
  /** Writes what is buffered (before a test reads the file, or an exit). */
  flush(): void {
    current.flush?.();
  },
};

import { mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
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

/** Before a server configures it (CLIs): the same defaults as config.ts, on standard error (stdout is the CLI's). */
function defaultSettings(env: NodeJS.ProcessEnv = process.env): LogSettings & { fd: 1 | 2 } {
  const production = env.MODE === 'production' || env.NODE_ENV === 'production';
  return {
    logLevel: env.LOG_LEVEL || (env.QUIET === '1' ? 'warn' : 'info'),
    logFormat: env.LOG_FORMAT === 'json' || (production && env.LOG_FORMAT !== 'pretty') ? 'json' : 'pretty',
    logFile: env.LOG_FILE || undefined,
    fd: 2,
  };
}

function openLogFile(path: string): number {
  mkdirSync(dirname(path), { recursive: true });
  return openSync(path, 'a');
}

/**
 * Production's JSON lines are written asynchronously (sonic-boom, no minimum length): a request's
 * line costs no write call on its path, lines arriving while one write is out go in the next, and
 * pino flushes what is left when the process exits. The demo's readable lines stay synchronous.
 */
function destinationOf(settings: LogSettings, fd: 1 | 2): DestinationStream {
  const json = settings.logFormat === 'json';
  // Opened here, synchronously: an asynchronous destination still opening its file cannot flush
  // when a process exits at once (a failed start).
  const file = settings.logFile
    ? pino.destination({ dest: openLogFile(settings.logFile), sync: !json })
    : undefined;
  if (json) return file ?? pino.destination({ dest: fd, sync: false });
  return pretty({
    colorize: !file && (fd === 1 ? process.stdout : process.stderr).isTTY,
    destination: file ?? fd,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

function createLogger(settings: LogSettings, fd: 1 | 2 = 1): Logger {
  return pino(
    {
      level: settings.logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destinationOf(settings, fd),
  );
}

const defaults = defaultSettings();
let current = createLogger(defaults, defaults.fd);
let configured = '';
/** While a test captures the log, servers starting meanwhile leave it where it is. */
let capturing = false;

/** Points the log at the configured level, format and file (once per distinct setting). */
export function configureLogging(settings: LogSettings): void {
  if (capturing) return;
  const key = `${settings.logLevel}|${settings.logFormat}|${settings.logFile ?? ''}`;
  if (key === configured) return;
  configured = key;
  current.flush?.();
  current = createLogger(settings);
}

/**
 * Tests: every line as it would be written (JSON, debug and up, masks applied), until `restore`.
 */
export function captureLog(): { lines: string[]; text(): string; restore(): void } {
  const lines: string[] = [];
  const previous = current;
  capturing = true;
  current = pino(
    {
      level: 'debug',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    { write: (line: string) => void lines.push(line.trimEnd()) },
  );
  return {
    lines,
    text: () => lines.join('\n'),
    restore() {
      capturing = false;
      current = previous;
    },
  };
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

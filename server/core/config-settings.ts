/**
 * The settings read outside `loadConfig` (server/core/config.ts), by the adapters' own loaders:
 * docs/configuration.md lists them after the ones config.ts reads (`npm run docs:config`).
 */
/** A setting read outside `loadConfig` (by its adapter's loader), as docs/configuration.md lists it. */
export interface SettingReadElsewhere {
  env: readonly string[];
  /** The default as the table shows it (markdown). */
  default: string;
  meaning: string;
  /** The file that reads it. */
  readIn: string;
}

const JOB_BOARDS = 'server/adapters/jobboards/index.ts';
const CHECKS = 'server/adapters/checks/config.ts';
const ONEC = 'server/adapters/onec/config.ts';
const HIRE = 'server/features/employment/ports.ts';

/** The settings the adapters read themselves (job boards, checks, 1C, the hire worker). */
export const SETTINGS_READ_ELSEWHERE: readonly SettingReadElsewhere[] = [
  {
    env: ['HH_CLIENT_ID', 'HH_CLIENT_SECRET', 'HH_EMPLOYER_ID'],
    default: 'unset',
    meaning:
      'all three set: the real hh.ru API; else the built-in HeadHunter sandbox (docs/integrations.md, job boards)',
    readIn: JOB_BOARDS,
  },
  {
    env: ['HH_USER_AGENT'],
    default: '`HiringConsole/1.0`',
    meaning: 'the `User-Agent` hh.ru requires, e.g. `App/1.0 (contact@example.ru)`',
    readIn: JOB_BOARDS,
  },
  { env: ['HH_API_BASE'], default: '`https://api.hh.ru`', meaning: 'hh.ru API address', readIn: JOB_BOARDS },
  {
    env: ['HH_OAUTH_BASE'],
    default: '`https://hh.ru`',
    meaning: 'hh.ru sign-in page address',
    readIn: JOB_BOARDS,
  },
  {
    env: ['SJ_APP_ID', 'SJ_SECRET'],
    default: 'unset',
    meaning: 'both set: the real SuperJob API; else the built-in SuperJob sandbox (docs/integrations.md)',
    readIn: JOB_BOARDS,
  },
  {
    env: ['SJ_API_BASE'],
    default: '`https://api.superjob.ru`',
    meaning: 'SuperJob API address',
    readIn: JOB_BOARDS,
  },
  {
    env: ['JOB_BOARD_TIMEOUT_MS'],
    default: '`15000`',
    meaning: "time a job board gets per call; then the action fails 'Сервис … не ответил вовремя' (504)",
    readIn: JOB_BOARDS,
  },
  {
    env: ['CHECKS_EXTERNAL'],
    default: '`on`',
    meaning:
      "`off` switches the outside check sources off (FSSP, self-employment, criminal record): starting them answers 'Внешние источники проверок отключены. Необходимо проверить кандидатов из открытых источников'; the blacklist and store vacancy checks still run. Production mode refuses to start on the sandboxes: it needs `FSSP_API_URL`, `SELFEMPLOYED_API_URL` and `CRIMINAL_RECORD_API_URL`, or `off`",
    readIn: CHECKS,
  },
  {
    env: ['CHECKS_SANDBOX_DELAY_MS'],
    default: '`3000`',
    meaning: 'how long the built-in check services take to answer (docs/integrations.md, checks)',
    readIn: CHECKS,
  },
  {
    env: ['CHECKS_TIMEOUT_MS', 'CHECKS_POLL_MS'],
    default: '`30000` / a third of the delay (50 ms to 2 s)',
    meaning:
      'time one check may take before it is recorded as timed out; how often the FSSP task status is asked',
    readIn: CHECKS,
  },
  {
    env: ['FSSP_API_URL', 'FSSP_API_TOKEN'],
    default: 'unset',
    meaning: 'the bailiff service (FSSP API shapes in docs/integrations.md); unset = the built-in sandbox',
    readIn: CHECKS,
  },
  {
    env: ['SELFEMPLOYED_API_URL', 'SELFEMPLOYED_LOGIN', 'SELFEMPLOYED_PASSWORD'],
    default: 'unset',
    meaning: 'the self-employed contractor payment service and its sign-in; unset = the sandbox',
    readIn: CHECKS,
  },
  {
    env: ['CRIMINAL_RECORD_API_URL', 'CRIMINAL_RECORD_API_TOKEN'],
    default: 'unset',
    meaning: 'the criminal record service and its bearer token; unset = the sandbox',
    readIn: CHECKS,
  },
  {
    env: ['ONEC_URL'],
    default: 'unset',
    meaning:
      "1C:ZUP's standard OData root (`…/odata/standard.odata/`); unset = the built-in 1C sandbox on this server (docs/onec-sandbox.md)",
    readIn: ONEC,
  },
  {
    env: ['ONEC_USER', 'ONEC_PASSWORD'],
    default: '`odata.user` / derived',
    meaning: "1C's service user (Basic auth); for the sandbox an unset password is derived from `JWT_SECRET`",
    readIn: ONEC,
  },
  {
    env: ['ONEC_TIMEOUT_MS'],
    default: '`30000`',
    meaning:
      "time one 1C call may take; then a timeout (a write's outcome unknown: looked up by the hire id)",
    readIn: ONEC,
  },
  {
    env: ['ONEC_SANDBOX_DELAY_MS', 'ONEC_SANDBOX_DRIFT_MS', 'ONEC_SANDBOX_OUTAGE_MS'],
    default: '`3000` / `30000` / `120000`',
    meaning: 'the 1C sandbox: posting and document-set delay; the `Правкин…` drift; the `Недоступн…` outage',
    readIn: ONEC,
  },
  {
    env: ['HIRE_POLL_MS'],
    default: '`2000`',
    meaning: 'between looks at a delivered hire document until 1C has built its document set',
    readIn: HIRE,
  },
  {
    env: ['HIRE_RECONCILE_MS'],
    default: '`60000`',
    meaning: 'between reconciliations of delivered hires with 1C (1C pushes nothing)',
    readIn: HIRE,
  },
  {
    env: ['HIRE_CHECK_TIMEOUT_MS'],
    default: '`300000`',
    meaning: "'Проверить статус документов' follows 1C for up to this long",
    readIn: HIRE,
  },
  {
    env: ['HIRE_BACKOFF_MS'],
    default: '`60000,120000,300000,600000`',
    meaning: 'comma-separated waits before the 1st, 2nd, 3rd… retry while 1C is down (the last one repeats)',
    readIn: HIRE,
  },
];

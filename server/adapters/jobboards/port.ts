/**
 * # Job board port (spec part 1, sections 3, 4, 7, 8)
 *
 * One `JobBoard` per service ('headhunter' | 'superjob'), chosen by `createJobBoards` (index.ts):
 * the real HTTP adapter (headhunter.ts, superjob.ts) when the board's credentials are configured,
 * else the built-in sandbox (sandbox.ts) that behaves like the real board: its own sign-in page,
 * tokens, vacancy pages with working links, statuses and failures on request.
 *
 * ## Wiring (for the lead)
 * ```ts
 * const sandboxes = createSandboxBoards({ publicUrl: config.publicUrl });
 * const boards = createJobBoards(jobBoardsConfigFromEnv(process.env, config.mode), sandboxes);
 * // HTML pages + JSON API of the sandboxes; mount BEFORE the static pages (they answer every GET):
 * const sandboxRouter = sandboxBoardRoutes(sandboxes);
 * app.use(sandboxRouter.routes()); app.use(sandboxRouter.allowedMethods());
 * ```
 *
 * Environment (jobBoardsConfigFromEnv): HH_CLIENT_ID, HH_CLIENT_SECRET, HH_EMPLOYER_ID (all three
 * switch hh to the real API), HH_USER_AGENT ('App/1.0 (contact@example.ru)'), HH_API_BASE
 * (https://api.hh.ru), HH_OAUTH_BASE (https://hh.ru); SJ_APP_ID, SJ_SECRET (both switch SuperJob to
 * the real API), SJ_API_BASE (https://api.superjob.ru); JOB_BOARD_TIMEOUT_MS (15000).
 *
 * ## Sign-in (OAuth authorization code)
 * - `authorizationUrl(state, redirectUri)`: where the popup (640x360) goes. The board sends the user
 *   back to `redirectUri?code=...&state=...` (or `?error=access_denied&state=...`).
 * - `exchangeCode(code, redirectUri)` -> `JobBoardTokens`; keep them per user and service.
 *   `POST /reset/{service}` simply forgets them.
 * - Every call that needs a sign-in takes a `JobBoardAccess`: the stored tokens (or null), the
 *   `state` and `redirectUri` to use if the board asks to sign in again, and `onTokens` to persist
 *   tokens refreshed on the way. Expired tokens are refreshed first; a refused token is refreshed
 *   once and the call retried. When nothing helps the call throws `JobBoardAuthRequired` carrying
 *   `authorizationUrl`: the publish action answers `{ redirectURL: err.authorizationUrl }`, the
 *   popup signs in, and the console repeats the action after the popup's code-200 message.
 *
 * ## Vacancy lifecycle (spec section 4: published -> closed -> deleted, closed -> published)
 * - `publish(access, vacancy)` -> `{ externalId, link, status: 'published' }`
 * - `update(access, externalId, vacancy)`: new texts/salary for a published vacancy.
 * - `archive(access, externalId)` -> `{ status: 'closed' }`
 * - `republish(access, externalId, vacancy)` -> the publication to keep from now on. HeadHunter
 *   cannot take a vacancy out of its archive, so a closed hh vacancy is published anew: NEW
 *   externalId and link (a published one is prolonged in place). SuperJob restores in place.
 * - `remove(access, externalId)` -> `{ status: 'deleted' }` (boards delete only archived vacancies)
 * - `status(access, externalId)` -> `{ status, link }` as the board sees it now.
 *
 * ## Reference data (no sign-in needed)
 * - `professionalRoles()` -> categories `[{ id, name, roles: [{ id, name }] }]` of this board.
 * - `findArea(cityName)` -> this board's area id of a city, or null (the vacancy meta's areaId;
 *   null means 'Не найден соответствующий город'). hh: its area tree under 113 (Russia); SuperJob:
 *   its towns directory (the ids differ from hh's: look the city up per board).
 *
 * ## Errors (all extend AppError, so the one error middleware can answer them)
 * - `JobBoardAuthRequired` (428, details.redirectURL): sign in to the board first.
 * - `JobBoardError` (status answered to our client: the board's 4xx as is, its 5xx as 502;
 *   `boardStatus` keeps the board's own status): message in Russian, from the board where possible.
 * - `JobBoardTimeout` (504, 'Сервис {name} не ответил вовремя'): every call has a timeout
 *   (default 15 s via AbortSignal.timeout), so nothing hangs.
 */
import { AppError } from '../../core/errors';
import type { Experience, Occupation, Schedule } from '#events/vacancies/events';

export const JOB_BOARD_SERVICES = ['headhunter', 'superjob'] as const;
export type JobBoardService = (typeof JOB_BOARD_SERVICES)[number];

/** The names users see in messages ('Сервис HeadHunter не ответил вовремя'). */
export const JOB_BOARD_TITLES: Record<JobBoardService, string> = {
  headhunter: 'HeadHunter',
  superjob: 'SuperJob',
};

/** Default time a board gets to answer one call. */
export const DEFAULT_JOB_BOARD_TIMEOUT_MS = 15_000;

export interface JobBoardTokens {
  accessToken: string;
  refreshToken?: string;
  /** ISO time after which the access token is no longer accepted. */
  expiresAt: string;
}

/** The signed-in state a call runs with, and what to do when the board wants a new sign-in. */
export interface JobBoardAccess {
  /** Null: the user has not signed in to this board yet. */
  tokens: JobBoardTokens | null;
  /** OAuth state for the authorization URL if a sign-in is needed (bind it to the user's session). */
  state: string;
  /** Our OAuth callback, e.g. `${publicUrl}/api/v1/jobboards/headhunter/callback`. */
  redirectUri: string;
  /** Called with refreshed tokens; persist them (a refresh token is usually single-use). */
  onTokens?: (tokens: JobBoardTokens) => void | Promise<void>;
}

/** The three HTML sections of a vacancy, as the base template and the vacancy keep them. */
export interface JobBoardVacancySections {
  /** Обязанности. */
  responsibility: string;
  /** Требования (the template's 'standards'). */
  standards: string;
  /** Условия. */
  conditions: string;
  /** The vacancy's extra description (the store's own text), may be empty. */
  extra: string;
}

/** What both boards need to publish one vacancy. Board ids are mapped inside each adapter. */
export interface JobBoardVacancy {
  /** Position title. */
  title: string;
  /** HTML sections; hh gets one composed description, SuperJob gets them field by field. */
  sections: JobBoardVacancySections;
  /** Roubles; null when the vacancy has no salary (self-employed). */
  salary: { from: number | null; to: number | null; currency: 'RUR'; gross?: boolean } | null;
  /** This board's area id (`findArea` of the store's city on the same board). */
  areaId: string;
  /** Absent for the self-employed position. */
  experience?: Experience;
  schedule?: Schedule;
  occupation?: Occupation;
  /** Ids from THIS board's `professionalRoles()` catalogue. */
  professionalRoleIds: string[];
  address: { city: string; street?: string };
  contacts?: { name?: string; email?: string; /** 11 digits starting with 7. */ phone?: string };
  /** Our vacancy id, sent as the board's internal code where it has one. */
  code?: string;
  /**
   * Our public vacancy page with `?source=<service>` (issue 29: where the candidate came from):
   * the sandboxes show it as the listing's 'Откликнуться' link. The real adapters do not send it yet:
   * hh takes `response_url` only for 'direct' vacancies, SuperJob has no such field.
   */
  applyUrl?: string;
}

export type JobBoardStatus = 'published' | 'closed' | 'deleted';

export interface JobBoardPublication {
  externalId: string;
  /** The vacancy's public page on the board. */
  link: string;
  status: 'published';
}

export interface JobBoardVacancyState {
  status: JobBoardStatus;
  link: string;
}

export interface ProfessionalRole {
  id: string;
  name: string;
}

export interface ProfessionalRoleCategory {
  id: string;
  name: string;
  roles: ProfessionalRole[];
}

export interface JobBoard {
  readonly service: JobBoardService;
  /** 'HeadHunter' / 'SuperJob'. */
  readonly title: string;
  /** 'sandbox': the built-in board; 'api': the real one. */
  readonly kind: 'sandbox' | 'api';

  authorizationUrl: (state: string, redirectUri: string) => string;
  exchangeCode(code: string, redirectUri: string): Promise<JobBoardTokens>;
  refresh: (tokens: JobBoardTokens) => Promise<JobBoardTokens>;

  publish(access: JobBoardAccess, vacancy: JobBoardVacancy): Promise<JobBoardPublication>;
  update(access: JobBoardAccess, externalId: string, vacancy: JobBoardVacancy): Promise<void>;
  archive(access: JobBoardAccess, externalId: string): Promise<{ status: 'closed' }>;
  republish(
    access: JobBoardAccess,
    externalId: string,
    vacancy: JobBoardVacancy,
  ): Promise<JobBoardPublication>;
  remove(access: JobBoardAccess, externalId: string): Promise<{ status: 'deleted' }>;
  status(access: JobBoardAccess, externalId: string): Promise<JobBoardVacancyState>;

  professionalRoles(): Promise<ProfessionalRoleCategory[]>;
  findArea(cityName: string): Promise<string | null>;
}

/** The board wants the user to sign in (again). The API answers `redirectURL` for the popup. */
export class JobBoardAuthRequired extends AppError {
  constructor(
    readonly service: JobBoardService,
    readonly authorizationUrl: string,
  ) {
    // 428, not 401: a 401 makes the console refresh ITS OWN session and retry (spec section 7).
    super(428, `Войдите в ${JOB_BOARD_TITLES[service]}, чтобы продолжить`, {
      service,
      redirectURL: authorizationUrl,
    });
  }
}

/** The board refused or failed. `status` is what our API answers; `boardStatus` what the board said. */
export class JobBoardError extends AppError {
  constructor(
    readonly service: JobBoardService,
    status: number,
    message: string,
    readonly boardStatus?: number,
  ) {
    super(status, message, { service, ...(boardStatus === undefined ? {} : { boardStatus }) });
  }

  /** The board's own status mapped to ours: its 4xx pass through, anything else is a bad gateway. */
  static fromBoard(service: JobBoardService, boardStatus: number, message: string): JobBoardError {
    const status = boardStatus >= 400 && boardStatus < 500 ? boardStatus : 502;
    return new JobBoardError(service, status, message, boardStatus);
  }
}

export class JobBoardTimeout extends AppError {
  constructor(readonly service: JobBoardService) {
    super(504, `Сервис ${JOB_BOARD_TITLES[service]} не ответил вовремя`, { service });
  }
}

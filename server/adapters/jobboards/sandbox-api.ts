import { randomBytes, randomInt } from 'node:crypto';
import { JOB_BOARD_TITLES, type JobBoardService, type JobBoardStatus, type JobBoardVacancy } from './port';
import { findAreaInTree } from './mapping';
import { SANDBOX_AREAS, SANDBOX_PROFESSIONAL_ROLES } from './sandbox-catalogue';
import { misbehaveOnRequest, SandboxApiError, validateSandboxVacancy } from './sandbox-rules';

export { SandboxApiError } from './sandbox-rules';

/**
 * The state and API of one sandbox board, kept in memory. The sandbox adapter calls it in-process;
 * the routes (server/http/routes/sandbox-boards.ts) serve the same API as JSON plus the sign-in
 * page and the vacancy pages, all over this one state. Errors are `SandboxApiError` with the
 * status a real board would answer: 401 for a missing/expired token, 400 for bad data, 403 for a
 * transition the board refuses, 404 for an unknown vacancy, 500 on request ('[fail]' in the title).
 */
export interface SandboxOptions {
  /** Base of the sign-in page and vacancy links, e.g. 'http://localhost:3000' ('' = relative links). */
  publicUrl?: string;
  /** Milliseconds since the epoch. */
  clock?: () => number;
  /** The adapter's time limit per call; '[slow]' waits longer than this. Default 15 s. */
  timeoutMs?: number;
  /** Access token lifetime; hh's is two weeks. */
  tokenTtlSeconds?: number;
}

export interface SandboxVacancy {
  id: string;
  vacancy: JobBoardVacancy;
  status: JobBoardStatus;
  publishedAt: string;
  updatedAt: string;
  /** hh publishes an archived vacancy anew: the id it came from. */
  republishedFrom?: string;
}

export interface SandboxTokenAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
}

export interface SandboxSnapshot {
  vacancies: SandboxVacancy[];
  accessTokens: [string, number][];
  refreshTokens: string[];
}

const CODE_TTL_MS = 10 * 60 * 1000;

export class SandboxBoardApi {
  readonly title: string;
  /** Where the routes serve this board: /sandbox/headhunter, /sandbox/superjob. */
  readonly basePath: string;
  private readonly publicUrl: string;
  private readonly clock: () => number;
  readonly timeoutMs: number;
  private readonly tokenTtlSeconds: number;
  private readonly codes = new Map<string, { redirectUri: string; expiresAt: number }>();
  private readonly accessTokens = new Map<string, number>();
  private readonly refreshTokens = new Set<string>();
  private readonly vacancies = new Map<string, SandboxVacancy>();

  constructor(
    readonly service: JobBoardService,
    options: SandboxOptions = {},
  ) {
    this.title = JOB_BOARD_TITLES[service];
    this.basePath = `/sandbox/${service}`;
    this.publicUrl = (options.publicUrl ?? '').replace(/\/+$/, '');
    this.clock = options.clock ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? 14 * 24 * 3600;
  }

  // --- sign-in ---------------------------------------------------------------------------------

  authorizationUrl(state: string, redirectUri: string): string {
    const params = new URLSearchParams({ response_type: 'code', state, redirect_uri: redirectUri });
    return `${this.publicUrl}${this.basePath}/authorize?${params}`;
  }

  /** Like a real board, it sends codes only to our own app: a relative path or the public origin. */
  isAllowedRedirect(uri: string): boolean {
    // A path of this site only: browsers read '/\evil.example' (and tabs or newlines inside) as
    // '//evil.example', so the path must resolve to the same origin and contain no backslash.
    if (uri.startsWith('/')) {
      if (/[\\\s]/.test(uri)) return false;
      const base = 'http://sandbox.invalid';
      try {
        return new URL(uri, base).origin === base;
      } catch {
        return false;
      }
    }
    if (!this.publicUrl) return false;
    try {
      return new URL(uri).origin === new URL(this.publicUrl).origin;
    } catch {
      return false;
    }
  }

  /** The user pressed 'Разрешить доступ': a single-use code bound to the redirect URI. */
  issueCode(redirectUri: string): string {
    if (!this.isAllowedRedirect(redirectUri))
      throw new SandboxApiError(400, 'bad_redirect_uri', 'Неверный адрес возврата');
    const code = `${this.service === 'headhunter' ? 'HH' : 'SJ'}-${randomBytes(12).toString('hex')}`;
    this.codes.set(code, { redirectUri, expiresAt: this.clock() + CODE_TTL_MS });
    return code;
  }

  /** The token endpoint: grant_type authorization_code (code, redirect_uri) or refresh_token. */
  token(form: Record<string, string | undefined>): SandboxTokenAnswer {
    if (form.grant_type === 'authorization_code') {
      const entry = form.code ? this.codes.get(form.code) : undefined;
      if (form.code) this.codes.delete(form.code);
      if (!entry || entry.expiresAt <= this.clock()) {
        throw new SandboxApiError(
          400,
          'invalid_grant',
          'Код авторизации не найден, уже использован или истёк',
        );
      }
      if (form.redirect_uri !== undefined && form.redirect_uri !== entry.redirectUri) {
        throw new SandboxApiError(400, 'invalid_grant', 'Адрес возврата не совпадает с адресом при входе');
      }
      return this.issueTokens();
    }
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token || !this.refreshTokens.delete(form.refresh_token)) {
        throw new SandboxApiError(400, 'invalid_grant', 'Токен обновления не найден или уже использован');
      }
      return this.issueTokens();
    }
    throw new SandboxApiError(400, 'unsupported_grant_type', 'Неизвестный grant_type');
  }

  // --- vacancies -------------------------------------------------------------------------------

  async createVacancy(
    accessToken: string | undefined,
    vacancy: JobBoardVacancy,
    signal?: AbortSignal,
  ): Promise<SandboxVacancy> {
    this.requireToken(accessToken);
    await misbehaveOnRequest(vacancy.title, this.timeoutMs, signal);
    validateSandboxVacancy(this.service, vacancy);
    return this.insert(vacancy);
  }

  async updateVacancy(
    accessToken: string | undefined,
    id: string,
    vacancy: JobBoardVacancy,
    signal?: AbortSignal,
  ): Promise<void> {
    this.requireToken(accessToken);
    const current = this.find(id);
    if (current.status !== 'published')
      throw new SandboxApiError(
        403,
        'unavailable_for_archived',
        'Изменить можно только опубликованную вакансию',
      );
    await misbehaveOnRequest(vacancy.title, this.timeoutMs, signal);
    validateSandboxVacancy(this.service, vacancy);
    current.vacancy = vacancy;
    current.updatedAt = this.now();
  }

  archiveVacancy(accessToken: string | undefined, id: string): SandboxVacancy {
    this.requireToken(accessToken);
    const current = this.find(id);
    if (current.status === 'closed')
      throw new SandboxApiError(403, 'already_archived', 'Вакансия уже в архиве');
    if (current.status === 'deleted') throw new SandboxApiError(403, 'deleted', 'Вакансия удалена');
    return this.move(current, 'closed');
  }

  /**
   * Back to published. HeadHunter cannot restore from its archive, so the hh sandbox publishes a
   * NEW vacancy (new id and link; the archived one stays closed) and prolongs a published one in
   * place. SuperJob restores in place.
   */
  async republishVacancy(
    accessToken: string | undefined,
    id: string,
    vacancy?: JobBoardVacancy,
    signal?: AbortSignal,
  ): Promise<SandboxVacancy> {
    this.requireToken(accessToken);
    const current = this.find(id);
    if (current.status === 'deleted') {
      throw new SandboxApiError(403, 'deleted', 'Удалённую вакансию нельзя опубликовать снова');
    }
    const next = vacancy ?? current.vacancy;
    await misbehaveOnRequest(next.title, this.timeoutMs, signal);
    validateSandboxVacancy(this.service, next);
    if (current.status === 'published' || this.service === 'superjob') {
      current.vacancy = next;
      return this.move(current, 'published');
    }
    return this.insert(next, current.id);
  }

  /** Boards delete only archived vacancies. */
  hideVacancy(accessToken: string | undefined, id: string): SandboxVacancy {
    this.requireToken(accessToken);
    const current = this.find(id);
    if (current.status === 'published')
      throw new SandboxApiError(403, 'not_archived', 'Удалить можно только вакансию из архива');
    if (current.status === 'deleted') throw new SandboxApiError(403, 'deleted', 'Вакансия уже удалена');
    return this.move(current, 'deleted');
  }

  getVacancy(accessToken: string | undefined, id: string): SandboxVacancy {
    this.requireToken(accessToken);
    return this.find(id);
  }

  /** For the public vacancy page (no sign-in). */
  vacancy(id: string): SandboxVacancy | undefined {
    return this.vacancies.get(id);
  }

  link(id: string): string {
    return `${this.publicUrl}${this.basePath}/vacancy/${encodeURIComponent(id)}`;
  }

  // --- reference data --------------------------------------------------------------------------

  professionalRoles() {
    return structuredClone(SANDBOX_PROFESSIONAL_ROLES);
  }

  findArea(cityName: string): string | null {
    return findAreaInTree(SANDBOX_AREAS, cityName);
  }

  // --- persistence (the lead may keep the sandbox state between restarts) ----------------------

  snapshot(): SandboxSnapshot {
    return structuredClone({
      vacancies: [...this.vacancies.values()],
      accessTokens: [...this.accessTokens.entries()],
      refreshTokens: [...this.refreshTokens],
    });
  }

  restore(snapshot: SandboxSnapshot): void {
    this.vacancies.clear();
    for (const v of snapshot.vacancies) this.vacancies.set(v.id, structuredClone(v));
    this.accessTokens.clear();
    for (const [token, expiresAt] of snapshot.accessTokens) this.accessTokens.set(token, expiresAt);
    this.refreshTokens.clear();
    for (const token of snapshot.refreshTokens) this.refreshTokens.add(token);
  }

  // --- internals -------------------------------------------------------------------------------

  private issueTokens(): SandboxTokenAnswer {
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    this.accessTokens.set(access, this.clock() + this.tokenTtlSeconds * 1000);
    this.refreshTokens.add(refresh);
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: this.tokenTtlSeconds,
      refresh_token: refresh,
    };
  }

  private requireToken(accessToken: string | undefined): void {
    const expiresAt = accessToken ? this.accessTokens.get(accessToken) : undefined;
    if (expiresAt === undefined) throw new SandboxApiError(401, 'bad_authorization', 'Требуется авторизация');
    if (expiresAt <= this.clock())
      throw new SandboxApiError(401, 'token_expired', 'Срок действия токена истёк');
  }

  private insert(vacancy: JobBoardVacancy, republishedFrom?: string): SandboxVacancy {
    const at = this.now();
    const record: SandboxVacancy = {
      id: this.newVacancyId(),
      vacancy,
      status: 'published',
      publishedAt: at,
      updatedAt: at,
      ...(republishedFrom ? { republishedFrom } : {}),
    };
    this.vacancies.set(record.id, record);
    return record;
  }

  private move(record: SandboxVacancy, status: JobBoardStatus): SandboxVacancy {
    record.status = status;
    record.updatedAt = this.now();
    if (status === 'published') record.publishedAt = record.updatedAt;
    return record;
  }

  private find(id: string): SandboxVacancy {
    const record = this.vacancies.get(id);
    if (!record) throw new SandboxApiError(404, 'not_found', 'Вакансия не найдена');
    return record;
  }

  /** Numeric ids like the real boards' (hh 8 digits from 9xxxxxxx, SuperJob from 4xxxxxxx). */
  private newVacancyId(): string {
    const base = this.service === 'headhunter' ? 90_000_000 : 40_000_000;
    for (;;) {
      const id = String(base + randomInt(0, 9_999_999));
      if (!this.vacancies.has(id)) return id;
    }
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }
}

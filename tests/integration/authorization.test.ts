import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '#server/core/registry';
import { validInfo } from '../helpers/questionnaire-light';
import { codeFromOutbox, resolvedValidQuestionnaire, waitingSignatures } from '../helpers/approval';
import { startTestServer, type TestServer } from '../helpers/server';
import { getHire } from '#projections/employment/queries';
import { useHireSettings } from '#server/features/employment/ports';
import { employableQuestionnaire, eventually, validForm } from '../helpers/hire';
import { fakeOneS } from '../helpers/onec-fake';

const ALL = ['admin', 'hr', 'director', 'unitdirector', 'regiondirector', 'hr-al'] as const;
/** Those who see identity numbers whole (events/questionnaire/masking.ts): not unit or region directors. */
const HIRING = ['admin', 'hr', 'director', 'hr-al'] as const;
type Login = (typeof ALL)[number];
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The DKMO (issue 27): who may open a store's (HR may not), and an unsigned employee of 10412 per login. */
const DKMO_READERS = ['admin', 'director', 'unitdirector', 'regiondirector'] as const;
const DKMO_SIGNERS: Partial<Record<Login, string>> = {
  admin: 's-10412-05',
  director: 's-10412-06',
  unitdirector: 's-10412-07',
  regiondirector: 's-10412-08',
};
/** Director approval (issue 15): one questionnaire in resolvedValid per login, and two with requests to approve. */
const APPROVAL_NAMES: Record<Login, string> = {
  admin: 'Адамова',
  hr: 'Бенуа',
  director: 'Вершинина',
  unitdirector: 'Горина',
  regiondirector: 'Дюкова',
  'hr-al': 'Ершова',
};
const approvals: { byLogin: Partial<Record<Login, string>>; byAdmin: string; byDirector: string } = {
  byLogin: {},
  byAdmin: '',
  byDirector: '',
};
const approvalCase = (path: string, suffix = '') => ({
  path: `/api/v1/checkConfirmation/:id${path}`,
  url: '/checkConfirmation/0',
  urlFor: (login?: Login) => `/checkConfirmation/${approvals.byLogin[login ?? 'admin']}${suffix}`,
});
/** Questionnaires waiting for signatures, one per login that may sign (issue 27). */
const signingTargets: Partial<Record<Login, string>> = {};
const PNG_DATA_URL = `data:image/png;base64,${PNG_1X1.toString('base64')}`;
/** Scans made in beforeAll: a seeded one on questionnaire 1 and one per login to remove. */
const scans: { seeded: string; byLogin: Partial<Record<Login, string>> } = { seeded: '', byLogin: {} };

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The concrete URL and body to call it with (per login where a call changes state). */
  url: string;
  body?: unknown;
  /** The URL per login where each login must act on its own record (defaults to `url`). */
  urlFor?: (login?: Login) => string;
  /** null: public (no token needed). Otherwise the logins that get 2xx; the rest get 403. */
  allowed: readonly Login[] | null;
  /** Public routes that need real data (a confirmed phone) answer their own rule's 4xx, never 401. */
  publicStatus?: number;
  /** An upload: the body is a file's bytes (application/octet-stream), not JSON. */
  blob?: Buffer;
}

const bodyFor = (c: RouteCase, login?: Login): unknown =>
  typeof c.body === 'function' ? (c.body as (l?: Login) => unknown)(login) : c.body;
/** One call of a case (the test server helper has GET and POST; PUT goes through fetch). */
const callCase = async (c: RouteCase, token?: string, login?: Login) => {
  const url = c.urlFor?.(login) ?? c.url;
  if (c.blob) {
    const res = await fetch(`${server.url}/api/v1${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: new Uint8Array(c.blob),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  }
  if (c.method === 'GET') return server.get(url, token);
  if (c.method === 'POST') return server.post(url, bodyFor(c, login) ?? {}, token);
  const res = await fetch(`${server.url}/api/v1${url}`, {
    method: c.method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(bodyFor(c, login) ?? {}),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};
/** Seeded light questionnaires by status (server/demo/seed-questionnaires.ts), one per allowed login. */
const seeded = (byLogin: Partial<Record<Login, string>>) => (login?: Login) => ({
  questionnaireId: (login && byLogin[login]) ?? '1',
  comment: 'Проверка прав',
});
const lightInfo = validInfo('79990000001');

const position = { title: 'Проверка прав', use_to_search_candidate: false, show_on_vacancies_feed: false };

/**
 * Candidate checks (issue 15): the card's readers start them (Admin, HR, the store's directors);
 * skipping is the office's (Admin, HR). Each login acts on its own demo candidate of 10412
 * (server/features/checks/demo-seed.ts), and consecutive routes alternate two groups of candidates,
 * so no call meets a check another call left running.
 */
const CHECKED: Record<'a' | 'b', Record<Login, string>> = {
  a: { admin: '31', hr: '33', director: '34', unitdirector: '35', regiondirector: '36', 'hr-al': '37' },
  b: { admin: '38', hr: '39', director: '40', unitdirector: '41', regiondirector: '42', 'hr-al': '43' },
};
const blacklistIds: Partial<Record<Login, string>> = {};
/** Fresh walk-ins (store 10412), one per login, each invited to an interview from its card (issue 24). */
const interviewTargets: Partial<Record<Login, string>> = {};
/** Fresh walk-ins (store 10412, born 1990), one per login and profile route: each saves at revision 0. */
const profileTargets: Record<'section' | 'whole', Partial<Record<Login, string>>> = {
  section: {},
  whole: {},
};
/** Fresh walk-ins (store 10412), one per login: each is sent its profile link once (issue 31, 10 minutes apart). */
const linkTargets: Partial<Record<Login, string>> = {};
/** Staff accounts (issue 23): one to edit and reset, one to switch off, one switched off to switch on. */
const staffIds = { edit: '', off: '', back: '' };
const staffAccount = { scope: 'HR', surname: 'Проверкина', name: 'Ольга', positionName: 'HR-специалист' };
/**
 * The hire in 1C (issue 26): those who employ (Admin, HR, the store's director), never unit or region
 * directors. Each allowed login sends its own approved candidate, and acts on its own hire already
 * delivered to the test's 1C with a drift seen (check, regenerate, resolve the drift, then roll back).
 */
const EMPLOYERS: Login[] = ['admin', 'hr', 'director', 'hr-al'];
const hireTargets: Record<'send' | 'hire', Partial<Record<Login, string>>> = { send: {}, hire: {} };
async function prepareHires(): Promise<void> {
  const oneS = fakeOneS(server.services);
  useHireSettings(server.services, { reconcileMs: 50 });
  const admin = (await server.login('admin')).token;
  for (const login of EMPLOYERS) {
    hireTargets.send[login] = await employableQuestionnaire(server, {
      lastname: `Наймова${APPROVAL_NAMES[login]}`,
    });
    const id = await employableQuestionnaire(server, { lastname: `Нанятова${APPROVAL_NAMES[login]}` });
    await server.post(`/one_s/send/${id}`, validForm(), admin);
    const sent = await eventually(
      () => getHire(server.services.read, id),
      (h) => h?.status === 'documentsReady',
    );
    const hireId = sent?.hireId ?? '';
    oneS.editInOneS(hireId, { fields: { Должность: 'Старший кассир' } });
    await eventually(
      () => getHire(server.services.read, id),
      (h) => h?.drift !== null,
    );
    hireTargets.hire[login] = id;
  }
}
function employCases(): RouteCase[] {
  const on = (kind: 'send' | 'hire', path: (id: string) => string) => ({
    url: path('0'),
    urlFor: (login?: Login) => path(hireTargets[kind][login ?? 'admin'] ?? '0'),
    allowed: EMPLOYERS,
  });
  return [
    {
      method: 'POST',
      path: '/api/v1/one_s/send/:id',
      ...on('send', (id) => `/one_s/send/${id}`),
      body: () => validForm(),
    },
    // The hire's progress: every card reader (the account masked for those who do not employ).
    {
      method: 'GET',
      path: '/api/v1/hires/:id',
      url: '/hires/0',
      urlFor: (login?: Login) =>
        `/hires/${hireTargets.hire[login ?? 'admin'] ?? hireTargets.hire.admin ?? '0'}`,
      allowed: [...ALL],
    },
    {
      method: 'POST',
      path: '/api/v1/one_s/check/:id',
      ...on('hire', (id) => `/one_s/check/${id}`),
      body: {},
    },
    {
      method: 'POST',
      path: '/api/v1/documents/:id/refreshDocs',
      ...on('hire', (id) => `/documents/${id}/refreshDocs`),
      body: {},
    },
    {
      method: 'POST',
      path: '/api/v1/one_s/drift/:id',
      ...on('hire', (id) => `/one_s/drift/${id}`),
      body: { decision: 'accept' },
    },
    {
      method: 'POST',
      path: '/api/v1/one_s/rollback/:id',
      ...on('hire', (id) => `/one_s/rollback/${id}`),
      body: {},
    },
  ];
}
function checkCases(): RouteCase[] {
  const CARD_READERS = ALL;
  const OFFICE: Login[] = ['admin', 'hr', 'hr-al'];
  const byId = (
    group: 'a' | 'b',
    path: (id: string) => string,
    allowed: readonly Login[],
  ): Partial<RouteCase> => ({
    url: path(CHECKED[group].admin),
    urlFor: (login?: Login) => path(CHECKED[group][login ?? 'admin']),
    body: {},
    allowed,
  });
  const byBody = (group: 'a' | 'b', extra: object, allowed: readonly Login[]): Partial<RouteCase> => ({
    body: (login?: Login) => ({ questionnaireId: CHECKED[group][login ?? 'admin'], ...extra }),
    allowed,
  });
  const cases: [string, string, Partial<RouteCase>][] = [
    [
      '/api/v1/candidateChecks/:id',
      '/candidateChecks/31',
      byId('a', (id) => `/candidateChecks/${id}`, CARD_READERS),
    ],
    [
      '/api/v1/candidateChecks/:id/start',
      '',
      byId('a', (id) => `/candidateChecks/${id}/start`, CARD_READERS),
    ],
    ['/api/v1/checkBlacklist/:id', '', byId('b', (id) => `/checkBlacklist/${id}`, CARD_READERS)],
    ['/api/v1/checkCriminalRecord/:id', '', byId('a', (id) => `/checkCriminalRecord/${id}`, CARD_READERS)],
    [
      '/api/v1/checkCriminalRecord/:id/_refresh',
      '',
      byId('b', (id) => `/checkCriminalRecord/${id}/_refresh`, CARD_READERS),
    ],
    [
      '/api/v1/sendToFsspRecordCheck/:id',
      '',
      byId('a', (id) => `/sendToFsspRecordCheck/${id}`, CARD_READERS),
    ],
    ['/api/v1/checkFsspRecord/:id', '', byId('b', (id) => `/checkFsspRecord/${id}`, CARD_READERS)],
    [
      '/api/v1/checkSelfEmployed',
      '/checkSelfEmployed',
      byBody('b', { updateFromNaimix: true }, CARD_READERS),
    ],
    ['/api/v1/checkStoreVacancy', '/checkStoreVacancy', byBody('a', {}, CARD_READERS)],
    ['/api/v1/skipCandidateCheck', '/skipCandidateCheck', byBody('b', {}, OFFICE)],
    // The blacklist ('Настройки'): Admin and HR.
    ['/api/v1/blacklist', '/blacklist', { body: {}, allowed: ['admin', 'hr'] }],
    [
      '/api/v1/blacklist/add',
      '/blacklist/add',
      {
        body: (login?: Login) => ({
          person: {
            lastname: 'Проверкин',
            // Names are Cyrillic only (issue 23): one per login, so the entries differ.
            firstname: login ? APPROVAL_NAMES[login] : 'Пётр',
            secondname: '',
            dateBirth: '01.01.1990',
            passport: '',
            inn: '',
          },
          cause: 'Проверка прав',
        }),
        allowed: ['admin', 'hr'],
      },
    ],
    [
      '/api/v1/blacklist/:id/remove',
      '/blacklist/unknown/remove',
      {
        urlFor: (login?: Login) => `/blacklist/${blacklistIds[login ?? 'admin'] ?? 'unknown'}/remove`,
        body: { cause: 'Проверка прав' },
        allowed: ['admin', 'hr'],
      },
    ],
  ];
  return cases.map(
    ([path, url, rest]) => ({ method: 'POST', path, url: rest.url ?? url, ...rest }) as RouteCase,
  );
}

function templateCases(allowed: readonly Login[]): RouteCase[] {
  const pick =
    <T>(values: Partial<Record<Login, T>>, fallback: T) =>
    (login?: Login) =>
      (login && values[login]) ?? fallback;
  const selfEmployedBase = {
    positionId: '11',
    responsibility: '<p>Разовые задания по выкладке товара и подготовке к распродажам.</p>',
    standards: '<p>Статус самозанятого (НПД).</p>',
    conditions: '<p>Оплата за каждое выполненное задание в течение трёх дней.</p>',
    hhProfessionalRoles: [],
  };
  const texts = { responsibility: '<p>О</p>', standards: '<p>Т</p>', conditions: '<p>У</p>' };
  const employee = { experience: 'нет опыта', schedule: 'полный день', occupation: 'полная' };
  const base = '/api/v1/vacancies/templates';
  return [
    {
      method: 'GET',
      path: '/api/v1/vacancies/professional-roles',
      url: '/vacancies/professional-roles',
      allowed,
    },
    { method: 'GET', path: `${base}/base`, url: '/vacancies/templates/base', allowed },
    {
      method: 'POST',
      path: `${base}/base`,
      url: '/vacancies/templates/base',
      body: (login?: Login) => ({
        positionId: pick({ admin: '8', hr: '9', 'hr-al': '10' }, '8')(login),
        ...texts,
        ...employee,
      }),
      allowed,
    },
    {
      method: 'PUT',
      path: `${base}/base/:id`,
      url: '/vacancies/templates/base/8',
      body: { ...selfEmployedBase, revision: 0 },
      allowed,
    },
    { method: 'GET', path: base, url: '/vacancies/templates?offset=0&limit=5', allowed },
    {
      method: 'POST',
      path: base,
      url: '/vacancies/templates',
      body: (login?: Login) => ({
        baseTemplateId: pick({ admin: '1', hr: '1', 'hr-al': '2' }, '1')(login),
        dependence: 'cityId',
        dependenceId: pick({ admin: '4', hr: '5', 'hr-al': '4' }, '4')(login),
        salary: { from: '40000', to: '50000', type: 'среднегодовая' },
      }),
      allowed,
    },
    { method: 'GET', path: `${base}/:id`, url: '/vacancies/templates/1-1', allowed },
    {
      method: 'PUT',
      path: `${base}/:id`,
      url: '/vacancies/templates/1-1',
      body: { salary: { from: '60000', to: '75000', type: 'среднегодовая' }, revision: 0 },
      allowed,
    },
  ];
}

const TABLE: RouteCase[] = [
  {
    method: 'POST',
    path: '/api/v1/login',
    url: '/login',
    body: { login: 'hr', password: 'demo' },
    allowed: null,
  },
  { method: 'GET', path: '/api/v1/config', url: '/config', allowed: null },
  { method: 'GET', path: '/api/v1/health', url: '/health', allowed: null },
  { method: 'POST', path: '/api/v1/ping', url: '/ping', body: {}, allowed: ALL },
  // Staff accounts ('Настройки' → 'Сотрудники', issue 23): Admin only, on accounts made in beforeAll.
  { method: 'GET', path: '/api/v1/users', url: '/users', allowed: ['admin'] },
  {
    method: 'POST',
    path: '/api/v1/users',
    url: '/users',
    body: { ...staffAccount, login: 'authz-created', password: 'Пароль-123' },
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: '/api/v1/users/:id',
    url: '/users/0',
    urlFor: () => `/users/${staffIds.edit}`,
    body: { ...staffAccount, name: 'Правка' },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/users/:id/reset-password',
    url: '/users/0/reset-password',
    urlFor: () => `/users/${staffIds.edit}/reset-password`,
    body: { password: 'Новый-пароль-1' },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/users/:id/deactivate',
    url: '/users/0/deactivate',
    urlFor: () => `/users/${staffIds.off}/deactivate`,
    body: { cause: 'Проверка прав' },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/users/:id/reactivate',
    url: '/users/0/reactivate',
    urlFor: () => `/users/${staffIds.back}/reactivate`,
    body: {},
    allowed: ['admin'],
  },
  { method: 'POST', path: '/api/v1/list-positions', url: '/list-positions', body: {}, allowed: ALL },
  // Meetings (calendar): reading is Admin's; scheduling also the light questionnaire reviewer. Changes act
  // on seeded meetings (server/demo/seed-meetings.ts), one per allowed login, at their first revision.
  {
    method: 'POST',
    path: '/api/v1/meetings/list',
    url: '/meetings/list',
    body: { from: new Date(Date.now() - 7 * 86_400_000).toISOString(), to: new Date().toISOString() },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/meetings/schedule',
    url: '/meetings/schedule',
    body: {
      questionnaireId: '2',
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      durationMinutes: 45,
      place: 'Офис HR',
    },
    allowed: ['admin', 'hr-al'],
  },
  // Issue 24: the invitation from the employment card, by whoever works on the card (own walk-in each).
  {
    method: 'POST',
    path: '/api/v1/meetings/schedule-employment',
    url: '/meetings/schedule-employment',
    body: (login?: Login) => ({
      questionnaireId: interviewTargets[login ?? 'admin'] ?? '1',
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      durationMinutes: 45,
      place: 'Магазин',
    }),
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/v1/meetings/reschedule',
    url: '/meetings/reschedule',
    body: (login?: Login) => ({
      id: login === 'hr-al' ? '2' : '1',
      startsAt: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      revision: 0,
    }),
    allowed: ['admin', 'hr-al'],
  },
  {
    method: 'POST',
    path: '/api/v1/meetings/cancel',
    url: '/meetings/cancel',
    body: (login?: Login) => ({ id: login === 'hr-al' ? '4' : '3', reason: 'Проверка прав', revision: 0 }),
    allowed: ['admin', 'hr-al'],
  },
  {
    method: 'POST',
    path: '/api/v1/save-positions',
    url: '/save-positions',
    // One title per position (issue 31): each allowed login saves its own.
    body: (login?: Login) => ({ positions: [{ ...position, title: `${position.title} ${login ?? ''}` }] }),
    allowed: ['admin', 'hr'],
  },
  // Vacancies and publishing (area 'positions': not HR). Vacancy 1 and template 1-1 are in the
  // director's store and city (server/demo/seed-vacancies.ts); publishing an already published
  // vacancy on the own site changes nothing, so every allowed login may repeat it.
  {
    method: 'GET',
    path: '/api/v1/vacancies/staff',
    url: '/vacancies/staff?offset=0&limit=5',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies/staff/templates',
    url: '/vacancies/staff/templates',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies/staff/templates/:id',
    url: '/vacancies/staff/templates/1-1',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies/staff/stores',
    url: '/vacancies/staff/stores?cityId=1',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies/staff/:id',
    url: '/vacancies/staff/1',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'POST',
    path: '/api/v1/vacancies',
    url: '/vacancies',
    body: { templateId: '1-1', IStoreId: '10412', extraStandards: '<p>Проверка прав</p>' },
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'PUT',
    path: '/api/v1/vacancies/:id',
    url: '/vacancies/1',
    body: { extraStandards: '<p>Проверка прав</p>' },
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'POST',
    path: '/api/v1/vacancies/:id/publication',
    url: '/vacancies/1/publication',
    body: { service: 'site', action: 'publish', meta: { userId: '1003', IStoreId: '10412', areaId: '1' } },
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies/publication/:id',
    url: '/vacancies/publication/1',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies/sjarea/:id',
    url: '/vacancies/sjarea/1',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'POST',
    path: '/api/v1/reset/:service',
    url: '/reset/headhunter',
    body: {},
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  // The job boards' OAuth callback: the popup has no console session; the single-use state names
  // the user, so an unknown state is refused (publication.test.ts walks the whole sign-in).
  {
    method: 'GET',
    path: '/api/v1/jobboards/:service/callback',
    url: '/jobboards/headhunter/callback?code=x&state=forged',
    allowed: null,
    publicStatus: 400,
  },
  { method: 'POST', path: '/api/v1/list-roles', url: '/list-roles', body: {}, allowed: ['admin', 'hr'] },
  // Templates (basicVacancy, vacancyTemplates: not store, unit or region directors). Creates act on
  // seeded positions / base templates without one, one per allowed login; updates resave seeded
  // values unchanged (server/demo/seed-vacancies.ts) at their first revision.
  ...templateCases(['admin', 'hr', 'hr-al']),
  // A store director's feed of light questionnaires passed to the store ('feedbacks' area: not HR).
  {
    method: 'POST',
    path: '/api/v1/get-store-questionnaires-light',
    url: '/get-store-questionnaires-light',
    body: {},
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'POST',
    path: '/api/v1/get-store-questionnaire-light',
    url: '/get-store-questionnaire-light',
    body: { id: '1' },
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  // Employment questionnaires (issue 12): lists for 'feedbacks'/'selfemployed' (not HR); the card,
  // its actions and comments for HR and directors too. Seeded ids 1-6 are in 10412 (the director's).
  {
    method: 'POST',
    path: '/api/v1/get-questionnaire',
    url: '/get-questionnaire',
    body: { type: 'new' },
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  // Issue 24: a search by name or phone that opens the card, for whoever may see a card (HR too).
  {
    method: 'POST',
    path: '/api/v1/questionnaire/find',
    url: '/questionnaire/find',
    body: { search: 'Соколова' },
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/v1/get-questionnaire/:id',
    url: '/get-questionnaire/1',
    body: {},
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/state/:id',
    url: '/questionnaire/state/1',
    body: { action: 'reject' },
    allowed: ALL,
    urlFor: (login?: Login) => `/questionnaire/state/${String(ALL.indexOf(login ?? 'admin') + 1)}`,
  },
  {
    // The candidate's link to their profile: past its gate it shows identity data whole, so only for
    // those who see it whole (issue 23).
    method: 'POST',
    path: '/api/v1/questionnaire/:id/edit-link',
    url: '/questionnaire/1/edit-link',
    body: {},
    allowed: HIRING,
  },
  {
    // Issue 31: the same link sent to the candidate (SMS and e-mail), for exactly those who may copy it.
    method: 'POST',
    path: '/api/v1/questionnaire/:id/send-link',
    url: '/questionnaire/1/send-link',
    body: {},
    allowed: HIRING,
    urlFor: (login?: Login) => `/questionnaire/${linkTargets[login ?? 'admin'] ?? '1'}/send-link`,
  },
  // The candidate's own profile: public, by the edit link (a wrong secret answers like an unknown
  // questionnaire) and, past the gate, a confirmed phone; the scans' credentials travel in headers
  // (none here: 400).
  {
    method: 'POST',
    path: '/api/v1/questionnaire/own/gate',
    url: '/questionnaire/own/gate',
    body: { id: '1', token: 'A'.repeat(22) },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/own/send-code',
    url: '/questionnaire/own/send-code',
    body: { id: '1', token: 'A'.repeat(22) },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/own/confirm-code',
    url: '/questionnaire/own/confirm-code',
    body: { id: '1', token: 'A'.repeat(22), code: '1234' },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/own',
    url: '/questionnaire/own',
    body: { id: '1', token: 'A'.repeat(22), phoneToken: 'x' },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'PUT',
    path: '/api/v1/questionnaire/own/profile/:section',
    url: '/questionnaire/own/profile/passport',
    body: { id: '1', token: 'A'.repeat(22), phoneToken: 'x', data: {}, revision: 0 },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/own/files',
    url: '/questionnaire/own/files?fileKind=passport',
    blob: PNG_1X1,
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'GET',
    path: '/api/v1/questionnaire/own/files/:fileId',
    url: '/questionnaire/own/files/00000000000000000000000000000000',
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/own/files/:fileId/remove',
    url: '/questionnaire/own/files/00000000000000000000000000000000/remove',
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/own/submit',
    url: '/questionnaire/own/submit',
    body: { id: '1', token: 'A'.repeat(22), phoneToken: 'x' },
    allowed: null,
    publicStatus: 404,
  },
  // The candidate's status page (issue 31): public, by the status link (a forged secret answers
  // like an unknown ref) and, past the gate, a confirmed phone.
  {
    method: 'POST',
    path: '/api/v1/candidate-status/link',
    url: '/candidate-status/link',
    body: { ref: 'al1' },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/candidate-status/gate',
    url: '/candidate-status/gate',
    body: { ref: 'al1', token: 'A'.repeat(22) },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/candidate-status/send-code',
    url: '/candidate-status/send-code',
    body: { ref: 'al1', token: 'A'.repeat(22) },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/candidate-status/confirm-code',
    url: '/candidate-status/confirm-code',
    body: { ref: 'al1', token: 'A'.repeat(22), code: '1234' },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/candidate-status/view',
    url: '/candidate-status/view',
    body: { ref: 'al1', token: 'A'.repeat(22), phoneToken: 'x' },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/candidate-status/reschedule',
    url: '/candidate-status/reschedule',
    body: { ref: 'al1', token: 'A'.repeat(22), phoneToken: 'x' },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/candidate-status/withdraw',
    url: '/candidate-status/withdraw',
    body: { ref: 'al1', token: 'A'.repeat(22), phoneToken: 'x' },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/:id/comment',
    url: '/questionnaire/1/comment',
    body: { text: 'Проверка прав' },
    allowed: ALL,
  },
  {
    method: 'PUT',
    path: '/api/v1/questionnaire/:id/info',
    url: '/questionnaire/7/info',
    body: (login?: Login) => ({
      revision: 0,
      changes: {
        admin: { lastname: 'Проверкин' },
        hr: { firstname: 'Пётр' },
        director: { secondname: 'Петрович' },
        unitdirector: { phone: '79990001234' },
        regiondirector: { email: 'check@mail.ru' },
        'hr-al': { dateBirth: '1990-01-01' },
      }[login ?? 'admin'],
    }),
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaires/export',
    url: '/questionnaires/export',
    body: { type: 'new' },
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/:id/files',
    url: '/questionnaire/1/files?fileKind=passport',
    blob: PNG_1X1,
    allowed: HIRING, // a passport scan: unit and region directors see identity data masked
  },
  {
    method: 'GET',
    path: '/api/v1/questionnaire/:id/files/:fileId',
    url: '/questionnaire/1/files/00000000000000000000000000000000',
    urlFor: () => `/questionnaire/1/files/${scans.seeded}`,
    allowed: HIRING, // a passport scan
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/:id/files/:fileId/remove',
    url: '/questionnaire/1/files/00000000000000000000000000000000/remove',
    urlFor: (login?: Login) => `/questionnaire/1/files/${scans.byLogin[login ?? 'admin'] ?? ''}/remove`,
    body: {},
    allowed: ALL,
  },
  // The hire's documents (issue 27): the list for the card's readers, the PDFs for those who see
  // identity data whole (they print the passport, INN, SNILS). Demo questionnaire 9 (Семёнов) is
  // employed in 10412, a store every login may see.
  { method: 'GET', path: '/api/v1/documents/links/:id', url: '/documents/links/9', allowed: ALL },
  {
    method: 'GET',
    path: '/api/v1/documents/:id/:label/:variant',
    url: '/documents/9/employmentContract/blank',
    allowed: HIRING,
  },
  // A hire's dossier (issue 28, item 4): whoever may open the card in its store (here Семёнов of
  // 10412, a store every login sees; numbers masked for unit and region directors), and the 'audit'
  // area for any store.
  {
    method: 'GET',
    path: '/api/v1/questionnaires/:id/dossier.pdf',
    url: '/questionnaires/9/dossier.pdf',
    allowed: ALL,
  },
  {
    method: 'GET',
    path: '/api/v1/questionnaires/:id/dossier.jsonl',
    url: '/questionnaires/9/dossier.jsonl',
    allowed: ALL,
  },
  // The store's DKMO (issue 27, items 5-7): the 'dkmo' area (HR refused) and the store, here Авиапарк
  // (10412), the director's store, in the unit director's list and the region director's Moscow.
  // Concluding is the store's director's only (the others: 'Отсутствует директор'); its demo DKMO is
  // concluded, so the director's call changes nothing. Each login signs its own unsigned employee.
  { method: 'GET', path: '/api/v1/dkmo', url: '/dkmo?storeId=10412', allowed: DKMO_READERS },
  { method: 'POST', path: '/api/v1/dkmo', url: '/dkmo?storeId=10412', body: {}, allowed: ['director'] },
  {
    method: 'POST',
    path: '/api/v1/dkmo/sign',
    url: '/dkmo/sign?storeId=10412',
    body: (login?: Login) => ({
      id: DKMO_SIGNERS[login ?? 'admin'] ?? 's-10412-09',
      sign: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
    }),
    allowed: DKMO_READERS,
  },
  {
    method: 'POST',
    path: '/api/v1/dkmo/leave',
    url: '/dkmo/leave?storeId=10412',
    body: { id: 's-10412-09', leftOn: '2025-06-30' },
    allowed: DKMO_READERS,
  },
  {
    method: 'GET',
    path: '/api/v1/documents/dkmo/:variant',
    url: '/documents/dkmo/blank?storeId=10412',
    allowed: DKMO_READERS,
  },
  // Signing the hire's documents (issue 27, items 2-4): HR, the store's director and Admin sign a
  // questionnaire waiting for signatures (one per login, made in beforeAll); every staff member
  // reads the signing's status of a card they may open, and verifies a document by hash.
  {
    method: 'POST',
    path: '/api/v1/documents/signing/:id',
    url: '/documents/signing/0',
    urlFor: (login?: Login) => `/documents/signing/${signingTargets[login ?? 'admin'] ?? '0'}`,
    body: { candidateSign: PNG_DATA_URL, directorSign: PNG_DATA_URL },
    allowed: HIRING,
  },
  { method: 'GET', path: '/api/v1/documents/signing/:id', url: '/documents/signing/9', allowed: ALL },
  {
    method: 'POST',
    path: '/api/v1/documents/verify',
    url: '/documents/verify',
    body: { sha256: '0'.repeat(64) },
    allowed: ALL,
  },
  {
    // The profile form's dictionaries: public to read.
    method: 'POST',
    path: '/api/v1/dictionaries/:dictionary',
    url: '/dictionaries/militaryRanks',
    body: {},
    allowed: null,
  },
  {
    // The employment form's banks of a salary project: public to read, like the dictionaries.
    method: 'POST',
    path: '/api/v1/dictionaries/salaryProjects/:project/banks',
    url: '/dictionaries/salaryProjects/sber/banks',
    body: {},
    allowed: null,
  },
  {
    method: 'POST',
    path: '/api/v1/dictionaries/:dictionary/all',
    url: '/dictionaries/militaryRanks/all',
    body: {},
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/dictionaries/:dictionary/add',
    url: '/dictionaries/institutions/add',
    body: (login?: Login) => ({ title: `Колледж для проверки прав ${login ?? ''}` }),
    allowed: ['admin'],
  },
  {
    // Retire, then restore, the same built-in entry (the table calls retire before restore).
    method: 'POST',
    path: '/api/v1/dictionaries/:dictionary/:id/retire',
    url: '/dictionaries/relativeStates/8/retire',
    body: {},
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/dictionaries/:dictionary/:id/restore',
    url: '/dictionaries/relativeStates/8/restore',
    body: {},
    allowed: ['admin'],
  },
  // Candidate notifications' templates (issue 31): Admin edits (save, then reset the same one).
  {
    method: 'GET',
    path: '/api/v1/notification-templates',
    url: '/notification-templates',
    allowed: ['admin'],
  },
  {
    method: 'PUT',
    path: '/api/v1/notification-templates/:moment/:channel',
    url: '/notification-templates/employed/email',
    body: { subject: 'Поздравляем', body: '{{firstName}}, добро пожаловать!', revision: -1 },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/notification-templates/:moment/:channel/reset',
    url: '/notification-templates/employed/email/reset',
    body: { revision: 0 },
    allowed: ['admin'],
  },
  {
    // The candidate's opt-out link: public; a forged secret answers like an unknown link.
    method: 'POST',
    path: '/api/v1/notification-opt-out/:ref/:channel',
    url: '/notification-opt-out/al1/sms',
    body: { t: 'forged' },
    allowed: null,
    publicStatus: 404,
  },
  ...(['address', 'metro', 'bank'] as const).map((kind) => ({
    // The profile form's suggestions: public (the candidate has no account), limited per address.
    method: 'POST' as const,
    path: `/api/v1/suggestions/${kind}`,
    url: `/suggestions/${kind}`,
    body: { query: 'Москва' },
    allowed: null,
  })),
  {
    // A candidate's own questionnaire: public, with a phone confirmed by SMS (none here: 400).
    method: 'POST',
    path: '/api/v1/questionnaire',
    url: '/questionnaire',
    body: {
      vacancy_id: '1',
      phoneToken: 'not-a-token',
      info: { lastname: 'Проверкин', firstname: 'Пётр', dateBirth: '1995-05-05', phone: '79991112233' },
    },
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/SelfEmployed',
    url: '/questionnaire/SelfEmployed',
    body: {
      vacancy_id: '1',
      phoneToken: 'not-a-token',
      info: { lastname: 'Проверкин', firstname: 'Пётр', dateBirth: '1995-05-05', phone: '79991112233' },
    },
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'PUT',
    path: '/api/v1/questionnaire/:id/profile/:section',
    url: '/questionnaire/1/profile/passport',
    // Each login saves its own fresh walk-in at its real revision (a claimed 999999 is refused, issue 23).
    urlFor: (login?: Login) =>
      `/questionnaire/${profileTargets.section[login ?? 'admin'] ?? '1'}/profile/passport`,
    body: {
      revision: 0,
      data: {
        placeBirth: 'г. Москва',
        series: '4519',
        number: '123456',
        dateExtradition: '20.05.2019',
        placeExtradition: 'ГУ МВД России по г. Москве',
        departmentNumber: '770-001',
      },
    },
    allowed: HIRING, // the passport section
  },
  {
    method: 'PUT',
    path: '/api/v1/questionnaire/:id',
    url: '/questionnaire/1',
    urlFor: (login?: Login) => `/questionnaire/${profileTargets.whole[login ?? 'admin'] ?? '1'}`,
    body: {
      revision: 0,
      info: {
        passport: {
          placeBirth: 'г. Москва',
          series: '4519',
          number: '123456',
          dateExtradition: '20.05.2019',
          placeExtradition: 'ГУ МВД России по г. Москве',
          departmentNumber: '770-001',
        },
      },
    },
    allowed: HIRING, // the passport section
  },
  {
    // Erases a seeded employment questionnaire's candidate (the last one, which no other case uses).
    method: 'POST',
    path: '/api/v1/admin/personal-data/erase',
    url: '/admin/personal-data/erase',
    body: { record: 'questionnaire', id: '30' },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/walk-in',
    url: '/questionnaire/walk-in',
    body: {
      IStoreId: '10412',
      positionId: '3',
      lastname: 'Проверкин',
      firstname: 'Пётр',
      dateBirth: '1995-05-05',
      phone: '79991112233',
    },
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaires/new-count',
    url: '/questionnaires/new-count',
    body: {},
    allowed: ALL,
  },
  {
    method: 'GET',
    path: '/api/v1/audit/:kind/:id',
    url: '/audit/position/1',
    allowed: ['admin', 'hr', 'hr-al'],
  },
  // ---- hiring funnel (issue 29): every staff scope, directors within their stores ----
  { method: 'GET', path: '/api/v1/funnel', url: '/funnel', allowed: ALL },
  // ---- activity log (issue 28, item 3): the audit area ----
  {
    method: 'GET',
    path: '/api/v1/activity',
    url: '/activity?kind=position',
    allowed: ['admin', 'hr', 'hr-al'],
  },
  {
    method: 'GET',
    path: '/api/v1/activity/export.csv',
    url: '/activity/export.csv?kind=position',
    allowed: ['admin', 'hr', 'hr-al'],
  },
  {
    method: 'GET',
    path: '/api/v1/activity/export.jsonl',
    url: '/activity/export.jsonl?kind=position',
    allowed: ['admin', 'hr', 'hr-al'],
  },
  {
    method: 'GET',
    path: '/api/v1/activity/actors',
    url: '/activity/actors',
    allowed: ['admin', 'hr', 'hr-al'],
  },
  // ---- the API's description (issue 30, item 1): every signed-in staff member ----
  { method: 'GET', path: '/api/v1/openapi.json', url: '/openapi.json', allowed: ALL },
  // ---- stuck candidates (issue 29, item 4): the funnel area, every staff scope (directors: their stores) ----
  { method: 'GET', path: '/api/v1/funnel/stuck', url: '/funnel/stuck?page=1', allowed: ALL },
  { method: 'GET', path: '/api/v1/funnel/stuck/count', url: '/funnel/stuck/count', allowed: ALL },
  // The funnel's CSV export (issue 29, item 3): the view's rights.
  { method: 'GET', path: '/api/v1/funnel/export.csv', url: '/funnel/export.csv', allowed: ALL },
  // A record's history (issue 28): the rights of the record's own screen (questionnaire 1 of 10412).
  { method: 'GET', path: '/api/v1/history/:kind/:id', url: '/history/questionnaire/1?limit=5', allowed: ALL },
  {
    method: 'GET',
    path: '/api/v1/history/:kind/:id/compare',
    url: '/history/questionnaire/1/compare?from=0&to=0',
    urlFor: () => historyCompare.url,
    allowed: ALL,
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies',
    url: '/vacancies?listType=feed&offset=0&limit=5',
    allowed: null,
  },
  { method: 'GET', path: '/api/v1/vacancies/:id', url: '/vacancies/1', allowed: null },
  { method: 'GET', path: '/api/v1/read/positions', url: '/read/positions?listType=feed', allowed: null },
  { method: 'GET', path: '/api/v1/cloud/eshop/cities', url: '/cloud/eshop/cities', allowed: null },
  { method: 'GET', path: '/api/v1/cloud/eshop/stores', url: '/cloud/eshop/stores?cityId=1', allowed: null },
  { method: 'POST', path: '/api/v1/sendSMS', url: '/sendSMS', body: { phone: '79990000001' }, allowed: null },
  {
    method: 'POST',
    path: '/api/v1/confirmPhoneBySMS',
    url: '/confirmPhoneBySMS',
    body: { phone: '79990000002', code: '1234' },
    allowed: null,
  },
  {
    method: 'POST',
    path: '/api/v1/is-possible-to-save-questionnaire-light',
    url: '/is-possible-to-save-questionnaire-light',
    // Public, but only the phone's owner gets an answer: without its confirmation token, 400.
    body: { vacancy_id: '1', info: { phone: '79990000001' }, phoneToken: 'x' },
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'POST',
    path: '/api/v1/save-questionnaire-light',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'new', info: lightInfo, phoneToken: 'not-confirmed' },
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire/emailconfirm/:id',
    url: '/questionnaire/emailconfirm/not-a-valid-link',
    body: {},
    allowed: null,
    publicStatus: 400,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire-light/edit-gate',
    url: '/questionnaire-light/edit-gate',
    // Public, by the edit link: a wrong secret answers like an unknown questionnaire.
    body: { id: '1', token: 'A'.repeat(22) },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire-light/send-edit-code',
    url: '/questionnaire-light/send-edit-code',
    body: { id: '1', token: 'A'.repeat(22) },
    allowed: null,
    publicStatus: 404,
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire-light/confirm-edit-code',
    url: '/questionnaire-light/confirm-edit-code',
    body: { id: '2', token: 'A'.repeat(22), code: '1234' },
    allowed: null,
    publicStatus: 404, // a wrong link secret: the same answer as an unknown questionnaire
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire-light/own',
    url: '/questionnaire-light/own',
    body: { id: '1', token: 'A'.repeat(22), phoneToken: 'x' },
    allowed: null,
    publicStatus: 404, // a wrong link secret: the same answer as an unknown questionnaire
  },
  {
    method: 'POST',
    path: '/api/v1/questionnaire-light/update-own',
    url: '/questionnaire-light/update-own',
    body: { id: '1', token: 'A'.repeat(22), phoneToken: 'x', info: lightInfo },
    allowed: null,
    publicStatus: 404, // a wrong link secret: the same answer as an unknown questionnaire
  },
  {
    method: 'POST',
    path: '/api/v1/get-questionnaire-light',
    url: '/get-questionnaire-light',
    body: { id: '1' },
    allowed: ['admin', 'hr-al'],
  },
  // Candidate notifications (issue 31): the light card's block (its reviewers), the employment card's
  // (whoever opens the card; store directors their stores' only).
  {
    method: 'POST',
    path: '/api/v1/notifications/light/:id',
    url: '/notifications/light/1',
    body: {},
    allowed: ['admin', 'hr-al'],
  },
  {
    method: 'POST',
    path: '/api/v1/notifications/questionnaire/:id',
    url: '/notifications/questionnaire/1',
    body: {},
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/v1/get-questionnaire-light-list',
    url: '/get-questionnaire-light-list',
    body: { type: 'new' },
    allowed: ['admin', 'hr-al'],
  },
  // Review actions change state: each allowed login acts on its own seeded questionnaire.
  {
    method: 'POST',
    path: '/api/v1/accept-questionnaire-light',
    url: '/accept-questionnaire-light',
    body: seeded({ admin: '1', 'hr-al': '4' }),
    allowed: ['admin', 'hr-al'],
  },
  {
    method: 'POST',
    path: '/api/v1/decline-questionnaire-light',
    url: '/decline-questionnaire-light',
    body: seeded({ admin: '6', 'hr-al': '8' }),
    allowed: ['admin', 'hr-al'],
  },
  {
    method: 'POST',
    path: '/api/v1/restore-questionnaire-light',
    url: '/restore-questionnaire-light',
    body: seeded({ admin: '3', 'hr-al': '7' }),
    allowed: ['admin', 'hr-al'],
  },
  // Director approval: who may request and confirm by code (the card's users), approve by click (Admin,
  // the director the request went to: the region director of Авиапарк), see the pending list.
  { method: 'POST', ...approvalCase(''), body: {}, allowed: ALL },
  {
    method: 'POST',
    ...approvalCase('/confirm', '/confirm'),
    body: (login?: Login) => ({ code: Number(codeFromOutbox(server, APPROVAL_NAMES[login ?? 'admin'])) }),
    allowed: ALL,
  },
  {
    method: 'GET',
    path: '/api/v1/approvals/pending',
    url: '/approvals/pending',
    allowed: ['admin', 'director', 'unitdirector', 'regiondirector'],
  },
  {
    method: 'GET',
    path: '/api/v1/approvals/:id',
    url: '/approvals/0',
    urlFor: () => `/approvals/${approvals.byAdmin}`,
    allowed: ALL,
  },
  {
    method: 'POST',
    path: '/api/v1/approvals/:id/approve',
    url: '/approvals/0/approve',
    urlFor: (login?: Login) =>
      `/approvals/${login === 'regiondirector' ? approvals.byDirector : approvals.byAdmin}/approve`,
    body: {},
    allowed: ['admin', 'regiondirector'],
  },
  { method: 'GET', path: '/api/v1/demo/sms-outbox', url: '/demo/sms-outbox', allowed: null },
  { method: 'GET', path: '/api/v1/demo/mail-outbox', url: '/demo/mail-outbox', allowed: null },
  ...checkCases(),
  ...employCases(),
  // refresh and logout take a refresh token: covered in session.test.ts, listed here so the walk below passes.
  { method: 'POST', path: '/api/v1/refresh', url: '/refresh', allowed: [] },
  { method: 'POST', path: '/api/v1/logout', url: '/logout', allowed: [] },
];

/** The compare of a record's history needs two of its events' positions (issue 28). */
const historyCompare = { url: '' };
async function historyCompareUrl(on: TestServer, id: string): Promise<string> {
  const [first] = await on.services.events.readStream(`questionnaire-${id}`, { toRevision: 0 });
  return `/history/questionnaire/${id}/compare?from=${first!.position}&to=${first!.position}`;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A seeded scan to download, and one scan per login to remove.
  const admin = (await server.login('admin')).token;
  const card = await server.post('/get-questionnaire/1', {}, admin);
  scans.seeded = card.body.entity.files.passport[0].fileId;
  for (const login of ALL) {
    const res = await fetch(`${server.url}/api/v1/questionnaire/1/files?fileKind=education`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin}` },
      body: new Uint8Array(PNG_1X1),
    });
    const files = ((await res.json()) as any).entity.files.education as { fileId: string }[];
    scans.byLogin[login] = files.at(-1)!.fileId;
  }
  for (const login of ALL)
    approvals.byLogin[login] = await resolvedValidQuestionnaire(server, { lastname: APPROVAL_NAMES[login] });
  for (const login of ['admin', 'hr', 'director', 'hr-al'] as const)
    signingTargets[login] = await waitingSignatures(server, `Подписанова${APPROVAL_NAMES[login]}`);
  approvals.byAdmin = await resolvedValidQuestionnaire(server, { lastname: 'Жукова' });
  approvals.byDirector = await resolvedValidQuestionnaire(server, { lastname: 'Зорина' });
  for (const login of ALL)
    for (const route of ['section', 'whole'] as const) {
      const walkIn = {
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Профилева',
        firstname: APPROVAL_NAMES[login],
        dateBirth: '1990-01-01',
        phone: '79991112233',
      };
      profileTargets[route][login] = (await server.post('/questionnaire/walk-in', walkIn, admin)).body.id;
    }
  for (const login of ALL) {
    const walkIn = {
      IStoreId: '10412',
      positionId: '3',
      lastname: 'Собеседова',
      firstname: APPROVAL_NAMES[login],
      dateBirth: '1990-01-01',
      phone: '79991112244',
    };
    interviewTargets[login] = (await server.post('/questionnaire/walk-in', walkIn, admin)).body.id;
  }
  for (const login of ALL) {
    const walkIn = {
      IStoreId: '10412',
      positionId: '3',
      lastname: 'Ссылкина',
      firstname: APPROVAL_NAMES[login],
      dateBirth: '1990-01-01',
      phone: '79991112255',
    };
    linkTargets[login] = (await server.post('/questionnaire/walk-in', walkIn, admin)).body.id;
  }
  for (const id of [approvals.byAdmin, approvals.byDirector])
    await server.post(`/checkConfirmation/${id}`, {}, (await server.login('hr')).token);
  // One blacklist entry per login that may remove one.
  for (const login of ['admin', 'hr'] as const) {
    const person = {
      lastname: 'Удаляемый',
      firstname: APPROVAL_NAMES[login],
      secondname: '',
      dateBirth: '02.02.1992',
      passport: '',
      inn: '',
    };
    const added = await server.post('/blacklist/add', { person, cause: 'Проверка прав' }, admin);
    blacklistIds[login] = added.body.id as string;
  }
  for (const key of ['edit', 'off', 'back'] as const) {
    const made = await server.post(
      '/users',
      { ...staffAccount, login: `authz-${key}`, password: 'Пароль-123' },
      admin,
    );
    staffIds[key] = made.body.account.id as string;
  }
  await server.post(`/users/${staffIds.back}/deactivate`, {}, admin);
  await prepareHires();
  historyCompare.url = await historyCompareUrl(server, '1');
});
afterAll(() => server.stop());

describe('server-side authorization', () => {
  it('covers every registered API route', () => {
    const registered = apiRouters(server.services)
      .flatMap((r) =>
        r.stack.flatMap((layer) =>
          layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`),
        ),
      )
      .sort();
    expect(registered).toEqual(TABLE.map((c) => `${c.method} ${c.path}`).sort());
  });

  for (const c of TABLE.filter((t) => t.allowed !== null)) {
    it(`${c.method} ${c.path}: 401 without a token and with a forged one`, async () => {
      const call = (token?: string) => callCase(c, token);
      expect((await call()).status).toBe(401);
      expect((await call('eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoiand0In0.forged')).status).toBe(401);
    });
    for (const login of ALL) {
      const allowed = c.allowed!.includes(login);
      it(`${c.method} ${c.path} as ${login}: ${allowed ? '2xx' : c.allowed!.length ? '403' : '401 (access token is not a refresh token)'}`, async () => {
        const { token } = await server.login(login);
        const res = await callCase(c, token, login);
        if (allowed) expect(res.status).toBeGreaterThanOrEqual(200);
        if (allowed) expect(res.status).toBeLessThan(300);
        else expect(res.status).toBe(c.allowed!.length ? 403 : c.path.endsWith('logout') ? 400 : 401);
      });
    }
  }

  for (const c of TABLE.filter((t) => t.allowed === null)) {
    it(`${c.method} ${c.path} is public`, async () => {
      const res = await callCase(c);
      expect(res.status).toBe(c.publicStatus ?? 200);
    });
  }
});

/**
 * The auditor (issue 28, item 5): opens every area but the staff accounts and reads every store,
 * with the routes' own targets (the admin's); changes nothing. Every route but the reads listed here
 * is refused with 403 and the auditor's message, before anything is written.
 */
const AUDITOR_READ_POSTS = new Set(
  [
    '/login',
    '/ping',
    '/list-positions',
    '/list-roles',
    '/meetings/list',
    '/get-store-questionnaires-light',
    '/get-store-questionnaire-light',
    '/get-questionnaire-light',
    '/get-questionnaire-light-list',
    '/get-questionnaire',
    '/get-questionnaire/:id',
    '/questionnaire/find',
    '/questionnaires/new-count',
    '/questionnaires/export',
    '/candidateChecks/:id',
    '/notifications/light/:id',
    '/notifications/questionnaire/:id',
    '/blacklist',
    '/documents/verify',
    '/dictionaries/:dictionary',
    '/dictionaries/:dictionary/all',
    '/dictionaries/salaryProjects/:project/banks',
    '/suggestions/address',
    '/suggestions/metro',
    '/suggestions/bank',
  ].map((path) => `POST /api/v1${path}`),
);
/** Reads closed to the auditor: staff accounts are Admin's ('Сотрудники'). */
const AUDITOR_CLOSED_GETS = new Set(['GET /api/v1/users']);
const AUDITOR_USER_ID = '1007';
const AUDITOR_MESSAGE = 'Аудитор не может изменять данные';

/** What the auditor gets: the route's answer for a read, 403 for anything else. */
function auditorExpectation(c: RouteCase): 'read' | 'refused' | 'as-others' {
  const key = `${c.method} ${c.path}`;
  if (c.allowed !== null && c.allowed.length === 0) return 'as-others'; // refresh and logout
  if (c.method === 'GET') return AUDITOR_CLOSED_GETS.has(key) ? 'refused' : 'read';
  return AUDITOR_READ_POSTS.has(key) ? 'read' : 'refused';
}

describe('the auditor: reads everything, changes nothing (issue 28)', () => {
  it('lists only routes that exist', () => {
    const paths = new Set(TABLE.map((c) => `${c.method} ${c.path}`));
    for (const key of [...AUDITOR_READ_POSTS, ...AUDITOR_CLOSED_GETS]) expect(paths, key).toContain(key);
  });

  for (const c of TABLE) {
    const expected = auditorExpectation(c);
    if (expected === 'as-others') continue;
    const title =
      expected === 'read'
        ? c.allowed === null
          ? String(c.publicStatus ?? 200)
          : '2xx'
        : '403, nothing written';
    it(`${c.method} ${c.path} as auditor: ${title}`, async () => {
      const { token } = await server.login('auditor');
      const from = await server.services.events.headPosition();
      const res = await callCase(c, token, 'admin');
      if (expected === 'refused') {
        expect(res.status).toBe(403);
        // The closed staff list answers the area's refusal; every command the auditor's own.
        if (c.method !== 'GET') expect(res.body?.message).toBe(AUDITOR_MESSAGE);
      } else if (c.allowed === null) expect(res.status).toBe(c.publicStatus ?? 200);
      else {
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
      }
      const written = await server.services.events.readAll({ fromPosition: from });
      expect(written.filter((e) => e.meta.actor.userId === AUDITOR_USER_ID)).toEqual([]);
    });
  }
});

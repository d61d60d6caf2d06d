import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validInfo } from '../helpers/questionnaire-light';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Bad input never breaks anything (quality bar): for every API route that takes input, a bad request
 * by a user with the right rights is a 4xx with a Russian message naming the field, carries no stack
 * trace or internal text, and writes nothing (the event store's head does not move).
 */

let server: TestServer;
let admin: string;
/** A position with no base template yet: a base template create reaches its rules. */
let freshPositionId: string;
/** The revision of the seeded base template 1 (an employee position). */
let base1Revision: number;
let base1PositionId: string;
/** A city with no template of base template 1 yet: a template create reaches its rules. */
let freeCityId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login('admin')).token;
  const saved = await server.post(
    '/save-positions',
    {
      positions: [
        {
          title: 'Должность для плохих запросов',
          use_to_search_candidate: true,
          show_on_vacancies_feed: true,
        },
      ],
    },
    admin,
  );
  freshPositionId = saved.body.list[0].id as string;
  const bases = await server.get('/vacancies/templates/base', admin);
  const base = bases.body.list.find((b: { id: string }) => b.id === '1');
  base1Revision = base.revision as number;
  base1PositionId = base.positionId as string;
  const cities = (await server.get('/cloud/eshop/cities')).body as { cityId: string }[];
  const where = encodeURIComponent(JSON.stringify({ position: base1PositionId }));
  const templates = await server.get(`/vacancies/templates?limit=50&where=${where}`, admin);
  const taken = new Set(
    templates.body.list
      .filter((t: { baseTemplateId: string }) => t.baseTemplateId === '1')
      .map((t: { dependenceId: string }) => t.dependenceId),
  );
  freeCityId = cities.find((c) => !taken.has(c.cityId))!.cityId;
});
afterAll(() => server.stop());

type Method = 'GET' | 'POST' | 'PUT';
interface Case {
  /** Route (as registered) and what is wrong with the request. */
  name: string;
  method: Method;
  url: string;
  /** A JSON value (or a function of the ids made in beforeAll), or `raw` text sent as is. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** null: no token (a public route). */
  auth?: null;
  status: number;
  /** What the Russian message must contain: the field's Russian name (or the record's, for a 404). */
  names: string | RegExp;
}

const iso = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString();
const long = (n: number) => 'я'.repeat(n);
const texts = { responsibility: '<p>О</p>', standards: '<p>Т</p>', conditions: '<p>У</p>' };
const employee = { experience: 'нет опыта', schedule: 'полный день', occupation: 'полная' };
const baseBody = (over: Record<string, unknown> = {}) => ({
  positionId: freshPositionId,
  ...texts,
  ...employee,
  hhProfessionalRoles: ['97'],
  ...over,
});
const base1 = (over: Record<string, unknown> = {}) => ({
  positionId: base1PositionId,
  ...texts,
  ...employee,
  revision: base1Revision,
  ...over,
});
const salary = { from: '40000', to: '50000', type: 'среднегодовая' };
const templateBody = (over: Record<string, unknown> = {}) => ({
  baseTemplateId: '1',
  dependence: 'cityId',
  dependenceId: freeCityId,
  salary,
  ...over,
});
const position = (over: Record<string, unknown> = {}) => ({
  title: 'Должность',
  use_to_search_candidate: true,
  show_on_vacancies_feed: true,
  ...over,
});
const lightInfo = (over: Record<string, unknown> = {}) => validInfo('79990000001', over);
const schedule = (over: Record<string, unknown> = {}) => ({
  questionnaireId: '2',
  startsAt: iso(3),
  durationMinutes: 45,
  place: 'Офис HR',
  ...over,
});
const q = (where: unknown) => encodeURIComponent(typeof where === 'string' ? where : JSON.stringify(where));

const CASES: Case[] = [
  // ---- session ----
  {
    name: 'login: no fields',
    method: 'POST',
    url: '/login',
    body: {},
    auth: null,
    status: 400,
    names: 'логин',
  },
  {
    name: 'login: login is a number',
    method: 'POST',
    url: '/login',
    body: { login: 7, password: 'demo' },
    auth: null,
    status: 400,
    names: 'логин',
  },
  {
    name: 'login: empty login',
    method: 'POST',
    url: '/login',
    body: { login: '', password: 'demo' },
    auth: null,
    status: 400,
    names: 'логин',
  },
  {
    name: 'login: huge password',
    method: 'POST',
    url: '/login',
    body: { login: 'hr', password: long(5000) },
    auth: null,
    status: 400,
    names: 'пароль',
  },
  {
    name: 'login: body is an array',
    method: 'POST',
    url: '/login',
    body: [],
    auth: null,
    status: 400,
    names: 'тело запроса',
  },
  {
    name: 'login: body is not JSON',
    method: 'POST',
    url: '/login',
    raw: '{"login": "hr",',
    auth: null,
    status: 400,
    names: 'JSON',
  },
  {
    name: 'login: body is plain text',
    method: 'POST',
    url: '/login',
    raw: 'login=hr',
    contentType: 'text/plain',
    auth: null,
    status: 415,
    names: 'JSON',
  },
  // Issue 11, item 8: a cross-site HTML form can send only these; the API takes JSON only.
  {
    name: 'login: form-encoded body (a cross-site form)',
    method: 'POST',
    url: '/login',
    raw: 'login=hr&password=demo',
    contentType: 'application/x-www-form-urlencoded',
    auth: null,
    status: 415,
    names: 'JSON',
  },
  {
    name: 'login: multipart body (a cross-site form)',
    method: 'POST',
    url: '/login',
    raw: '--x\r\nContent-Disposition: form-data; name="login"\r\n\r\nhr\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
    auth: null,
    status: 415,
    names: 'JSON',
  },
  {
    name: 'login: 20,000 levels of nesting',
    method: 'POST',
    url: '/login',
    raw: `{"login":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    auth: null,
    status: 400,
    names: 'вложенность JSON',
  },
  {
    name: 'login: 33 levels of nesting',
    method: 'POST',
    url: '/login',
    raw: `${'['.repeat(33)}${']'.repeat(33)}`,
    auth: null,
    status: 400,
    names: 'вложенность JSON',
  },
  {
    name: 'logout: no refresh token',
    method: 'POST',
    url: '/logout',
    body: {},
    status: 400,
    names: 'токен обновления',
  },
  {
    name: 'logout: refresh token is a number',
    method: 'POST',
    url: '/logout',
    body: { refreshToken: 1 },
    status: 400,
    names: 'токен обновления',
  },
  // ---- positions ----
  {
    name: 'list-positions: unknown field',
    method: 'POST',
    url: '/list-positions',
    body: { x: 1 },
    status: 400,
    names: 'Лишнее поле «x»',
  },
  {
    name: 'save-positions: no list',
    method: 'POST',
    url: '/save-positions',
    body: {},
    status: 400,
    names: 'список должностей',
  },
  {
    name: 'save-positions: line break in a title',
    method: 'POST',
    url: '/save-positions',
    body: { positions: [position({ title: 'Кассир\nАдминистратор' })] },
    status: 400,
    names: /название.*управляющие/,
  },
  {
    name: 'save-positions: list is an object',
    method: 'POST',
    url: '/save-positions',
    body: { positions: {} },
    status: 400,
    names: 'список должностей',
  },
  {
    name: 'save-positions: empty list',
    method: 'POST',
    url: '/save-positions',
    body: { positions: [] },
    status: 400,
    names: 'список должностей',
  },
  {
    name: 'save-positions: blank title',
    method: 'POST',
    url: '/save-positions',
    body: { positions: [position({ title: '   ' })] },
    status: 400,
    names: 'название',
  },
  {
    name: 'save-positions: huge title',
    method: 'POST',
    url: '/save-positions',
    body: { positions: [position({ title: long(300) })] },
    status: 400,
    names: 'название',
  },
  {
    name: 'save-positions: flag is a string',
    method: 'POST',
    url: '/save-positions',
    body: { positions: [position({ use_to_search_candidate: 'да' })] },
    status: 400,
    names: 'подбор кандидатов',
  },
  {
    name: 'save-positions: revision is a string',
    method: 'POST',
    url: '/save-positions',
    body: { positions: [position({ id: '1', revision: 'x' })] },
    status: 400,
    names: 'версия',
  },
  {
    name: 'save-positions: a new row and an unknown id',
    method: 'POST',
    url: '/save-positions',
    body: {
      positions: [
        position({ title: 'Новая должность' }),
        position({ id: '99999', title: 'Чужая', revision: 0 }),
      ],
    },
    status: 404,
    names: 'Должность',
  },
  {
    name: 'save-positions: a new row and the same id twice',
    method: 'POST',
    url: '/save-positions',
    body: {
      positions: [
        position({ title: 'Новая должность' }),
        position({ id: '1', title: 'Первая' }),
        position({ id: '1', title: 'Вторая' }),
      ],
    },
    status: 400,
    names: 'список должностей',
  },
  {
    name: 'save-positions: a new row and a stale revision',
    method: 'POST',
    url: '/save-positions',
    body: { positions: [position({ title: 'Новая должность' }), position({ id: '1', revision: 999 })] },
    status: 409,
    names: 'Запись',
  },
  // ---- audit ----
  {
    name: 'audit: revision is not a number',
    method: 'GET',
    url: '/audit/position/1?revision=x',
    status: 400,
    names: 'версия',
  },
  {
    name: 'audit: negative revision',
    method: 'GET',
    url: '/audit/position/1?revision=-1',
    status: 400,
    names: 'версия',
  },
  {
    name: 'audit: repeated revision',
    method: 'GET',
    url: '/audit/position/1?revision=1&revision=2',
    status: 400,
    names: 'версия',
  },
  {
    name: 'audit: kind is not a name',
    method: 'GET',
    url: '/audit/1-bad/1',
    status: 400,
    names: 'вид записи',
  },
  {
    name: 'audit: unknown kind',
    method: 'GET',
    url: '/audit/nosuchkind/1',
    status: 404,
    names: 'вид записи',
  },
  {
    name: 'audit: unknown record',
    method: 'GET',
    url: '/audit/position/99999',
    status: 404,
    names: 'Запись не найдена',
  },
  // ---- base templates ----
  {
    name: 'base create: blank responsibilities',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ responsibility: '<p> </p>' }),
    status: 400,
    names: '«обязанности»',
  },
  {
    name: 'base create: blank conditions',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ conditions: '<p><br></p>' }),
    status: 400,
    names: '«условия»',
  },
  {
    name: 'base create: no experience',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ experience: undefined }),
    status: 400,
    names: '«опыт работы»',
  },
  {
    name: 'base create: no schedule',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ schedule: undefined }),
    status: 400,
    names: '«график работы»',
  },
  {
    name: 'base create: no occupation',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ occupation: undefined }),
    status: 400,
    names: '«тип занятости»',
  },
  {
    name: 'base create: responsibilities is a number',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ responsibility: 5 }),
    status: 400,
    names: 'обязанности',
  },
  {
    name: 'base create: huge requirements',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ standards: long(25_000) }),
    status: 400,
    names: 'требования',
  },
  {
    name: 'base create: unknown experience',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ experience: 'много' }),
    status: 400,
    names: 'опыт работы',
  },
  {
    name: 'base create: roles is a string',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ hhProfessionalRoles: '97' }),
    status: 400,
    names: 'профессиональные роли',
  },
  {
    name: 'base create: a role is a number',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ hhProfessionalRoles: [97] }),
    status: 400,
    names: 'профессиональные роли',
  },
  {
    name: 'base create: unknown role',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ hhProfessionalRoles: ['no-such'] }),
    status: 400,
    names: 'профессиональная роль',
  },
  {
    name: 'base create: unknown position',
    method: 'POST',
    url: '/vacancies/templates/base',
    body: () => baseBody({ positionId: '99999' }),
    status: 404,
    names: 'Должность',
  },
  {
    name: 'base update: no revision',
    method: 'PUT',
    url: '/vacancies/templates/base/1',
    body: () => base1({ revision: undefined }),
    status: 400,
    names: 'версия',
  },
  {
    name: 'base update: revision is a string',
    method: 'PUT',
    url: '/vacancies/templates/base/1',
    body: () => base1({ revision: '0' }),
    status: 400,
    names: 'версия',
  },
  {
    name: 'base update: blank requirements',
    method: 'PUT',
    url: '/vacancies/templates/base/1',
    body: () => base1({ standards: '' }),
    status: 400,
    names: '«требования»',
  },
  {
    name: 'base update: no schedule',
    method: 'PUT',
    url: '/vacancies/templates/base/1',
    body: () => base1({ schedule: undefined }),
    status: 400,
    names: '«график работы»',
  },
  {
    name: 'base update: unknown id',
    method: 'PUT',
    url: '/vacancies/templates/base/99999',
    body: () => base1({ revision: 0 }),
    status: 404,
    names: 'шаблон',
  },
  {
    name: 'base update: huge id',
    method: 'PUT',
    url: `/vacancies/templates/base/${'9'.repeat(300)}`,
    body: () => base1(),
    status: 400,
    names: 'идентификатор',
  },
  // ---- city templates ----
  {
    name: 'templates list: limit is not a number',
    method: 'GET',
    url: '/vacancies/templates?limit=abc',
    status: 400,
    names: 'размер страницы',
  },
  {
    name: 'templates list: negative offset',
    method: 'GET',
    url: '/vacancies/templates?offset=-1',
    status: 400,
    names: 'смещение',
  },
  {
    name: 'templates list: filter is not JSON',
    method: 'GET',
    url: `/vacancies/templates?where=${q('{city')}`,
    status: 400,
    names: 'фильтр',
  },
  {
    name: 'templates list: filter is an array',
    method: 'GET',
    url: `/vacancies/templates?where=${q([1])}`,
    status: 400,
    names: 'фильтр',
  },
  {
    name: 'templates list: city filter is an object',
    method: 'GET',
    url: `/vacancies/templates?where=${q({ dependenceId: {} })}`,
    status: 400,
    names: 'город',
  },
  {
    name: 'templates list: position filter is a list',
    method: 'GET',
    url: `/vacancies/templates?where=${q({ position: ['1'] })}`,
    status: 400,
    names: 'должность',
  },
  {
    name: 'template create: no fields',
    method: 'POST',
    url: '/vacancies/templates',
    body: {},
    status: 400,
    names: 'базовый шаблон',
  },
  {
    name: 'template create: unknown dependence',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ dependence: 'regionId' }),
    status: 400,
    names: 'привязка шаблона',
  },
  {
    name: 'template create: no salary',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ salary: undefined }),
    status: 400,
    names: '«зарплата»',
  },
  {
    name: 'template create: salary is null',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ salary: null }),
    status: 400,
    names: '«зарплата»',
  },
  {
    name: 'template create: salary is a list',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ salary: [] }),
    status: 400,
    names: 'зарплата',
  },
  {
    name: 'template create: empty salary from',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ salary: { ...salary, from: '' } }),
    status: 400,
    names: '«от (salary.from)»',
  },
  {
    name: 'template create: salary from is a boolean',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ salary: { ...salary, from: true } }),
    status: 400,
    names: 'от',
  },
  {
    name: 'template create: hourly pay',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ salary: { ...salary, type: 'почасовая' } }),
    status: 400,
    names: 'тип',
  },
  {
    name: 'template create: unknown base template',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ baseTemplateId: '99999' }),
    status: 404,
    names: 'Базовый шаблон',
  },
  {
    name: 'template create: unknown city',
    method: 'POST',
    url: '/vacancies/templates',
    body: () => templateBody({ dependenceId: '99999' }),
    status: 404,
    names: 'Город',
  },
  {
    name: 'template: unknown id',
    method: 'GET',
    url: '/vacancies/templates/99999',
    status: 404,
    names: 'Шаблон',
  },
  {
    name: 'template: huge id',
    method: 'GET',
    url: `/vacancies/templates/${'9'.repeat(300)}`,
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'template salary edit: empty to',
    method: 'PUT',
    url: '/vacancies/templates/1-1',
    body: { salary: { ...salary, to: '' }, revision: 0 },
    status: 400,
    names: '«до (salary.to)»',
  },
  {
    name: 'template salary edit: no revision',
    method: 'PUT',
    url: '/vacancies/templates/1-1',
    body: { salary },
    status: 400,
    names: 'версия',
  },
  {
    name: 'template salary edit: no salary',
    method: 'PUT',
    url: '/vacancies/templates/1-1',
    body: { revision: 0 },
    status: 400,
    names: 'зарплата',
  },
  {
    name: 'template salary edit: unknown id',
    method: 'PUT',
    url: '/vacancies/templates/99999',
    body: { salary, revision: 0 },
    status: 404,
    names: 'Шаблон',
  },
  // ---- staff vacancies ----
  {
    name: 'staff list: limit 0',
    method: 'GET',
    url: '/vacancies/staff?limit=0',
    status: 400,
    names: 'размер страницы',
  },
  {
    name: 'staff list: filter is not JSON',
    method: 'GET',
    url: `/vacancies/staff?where=${q('{')}`,
    status: 400,
    names: 'фильтр',
  },
  {
    name: 'staff list: filter is a list',
    method: 'GET',
    url: `/vacancies/staff?where=${q([1])}`,
    status: 400,
    names: 'фильтр',
  },
  {
    name: 'staff list: store filter is a number',
    method: 'GET',
    url: `/vacancies/staff?where=${q({ IStoreId: 10412 })}`,
    status: 400,
    names: 'магазин',
  },
  {
    name: 'staff vacancy: unknown id',
    method: 'GET',
    url: '/vacancies/staff/99999',
    status: 404,
    names: 'Вакансия',
  },
  {
    name: 'staff template: unknown id',
    method: 'GET',
    url: '/vacancies/staff/templates/99999',
    status: 404,
    names: 'Шаблон',
  },
  {
    name: 'vacancy create: no fields',
    method: 'POST',
    url: '/vacancies',
    body: {},
    status: 400,
    names: 'шаблон вакансии',
  },
  {
    name: 'vacancy create: blank description',
    method: 'POST',
    url: '/vacancies',
    body: { templateId: '1-1', IStoreId: '10412', extraStandards: '<p> </p>' },
    status: 400,
    names: '«дополнительное описание»',
  },
  {
    name: 'vacancy create: huge description',
    method: 'POST',
    url: '/vacancies',
    body: { templateId: '1-1', IStoreId: '10412', extraStandards: long(25_000) },
    status: 400,
    names: 'дополнительное описание',
  },
  {
    name: 'vacancy create: store is a number',
    method: 'POST',
    url: '/vacancies',
    body: { templateId: '1-1', IStoreId: 10412, extraStandards: '<p>x</p>' },
    status: 400,
    names: 'магазин',
  },
  {
    name: 'vacancy create: unknown template',
    method: 'POST',
    url: '/vacancies',
    body: { templateId: '99999', IStoreId: '10412', extraStandards: '<p>x</p>' },
    status: 404,
    names: 'Шаблон',
  },
  {
    name: 'vacancy create: unknown store',
    method: 'POST',
    url: '/vacancies',
    body: { templateId: '1-1', IStoreId: '99999', extraStandards: '<p>x</p>' },
    status: 404,
    names: 'Магазин',
  },
  {
    name: 'vacancy update: no description',
    method: 'PUT',
    url: '/vacancies/1',
    body: {},
    status: 400,
    names: 'дополнительное описание',
  },
  {
    name: 'vacancy update: blank description',
    method: 'PUT',
    url: '/vacancies/1',
    body: { extraStandards: '<p></p>' },
    status: 400,
    names: '«дополнительное описание»',
  },
  {
    name: 'vacancy update: revision is a string',
    method: 'PUT',
    url: '/vacancies/1',
    body: { extraStandards: '<p>x</p>', revision: 'x' },
    status: 400,
    names: 'версия',
  },
  {
    name: 'vacancy update: unknown id',
    method: 'PUT',
    url: '/vacancies/99999',
    body: { extraStandards: '<p>x</p>' },
    status: 404,
    names: 'Вакансия',
  },
  {
    name: 'vacancy update: body is not JSON',
    method: 'PUT',
    url: '/vacancies/1',
    raw: '{"extraStandards":',
    status: 400,
    names: 'JSON',
  },
  // ---- publication ----
  {
    name: 'publish: no fields',
    method: 'POST',
    url: '/vacancies/1/publication',
    body: {},
    status: 400,
    names: 'сервис публикации',
  },
  {
    name: 'publish: unknown service',
    method: 'POST',
    url: '/vacancies/1/publication',
    body: { service: 'avito', action: 'publish' },
    status: 400,
    names: 'сервис публикации',
  },
  {
    name: 'publish: unknown action',
    method: 'POST',
    url: '/vacancies/1/publication',
    body: { service: 'site', action: 'archive' },
    status: 400,
    names: 'действие',
  },
  {
    name: 'publish: meta is a list',
    method: 'POST',
    url: '/vacancies/1/publication',
    body: { service: 'site', action: 'close', meta: [] },
    status: 400,
    names: 'данные вакансии',
  },
  {
    name: 'publish: meta store is a number',
    method: 'POST',
    url: '/vacancies/1/publication',
    body: { service: 'site', action: 'close', meta: { IStoreId: 1 } },
    status: 400,
    names: 'магазин',
  },
  {
    name: 'publish: unknown vacancy',
    method: 'POST',
    url: '/vacancies/99999/publication',
    body: { service: 'site', action: 'close' },
    status: 404,
    names: 'Вакансия',
  },
  {
    name: 'publication state: unknown vacancy',
    method: 'GET',
    url: '/vacancies/publication/99999',
    status: 404,
    names: 'Вакансия',
  },
  {
    name: 'superjob area: unknown city',
    method: 'GET',
    url: '/vacancies/sjarea/99999',
    status: 404,
    names: 'Город',
  },
  {
    name: 'job board callback: unknown service',
    method: 'GET',
    url: '/jobboards/avito/callback',
    auth: null,
    status: 404,
    names: 'сервис',
  },
  // ---- public vacancies and catalogue ----
  {
    name: 'feed: limit too big',
    method: 'GET',
    url: '/vacancies?limit=1000',
    auth: null,
    status: 400,
    names: 'размер страницы',
  },
  {
    name: 'feed: unknown list type',
    method: 'GET',
    url: '/vacancies?listType=all',
    auth: null,
    status: 400,
    names: 'тип списка',
  },
  {
    name: 'feed: filter is not JSON',
    method: 'GET',
    url: `/vacancies?where=${q('{')}`,
    auth: null,
    status: 400,
    names: 'фильтр',
  },
  {
    name: 'feed: position filter is a list',
    method: 'GET',
    url: `/vacancies?where=${q({ position: [1] })}`,
    auth: null,
    status: 400,
    names: 'должность',
  },
  {
    name: 'feed: unknown vacancy',
    method: 'GET',
    url: '/vacancies/99999',
    auth: null,
    status: 404,
    names: 'Вакансия',
  },
  {
    name: 'feed: huge vacancy id',
    method: 'GET',
    url: `/vacancies/${'9'.repeat(100)}`,
    auth: null,
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'feed positions: unknown list type',
    method: 'GET',
    url: '/read/positions?listType=x',
    auth: null,
    status: 400,
    names: 'тип списка',
  },
  {
    name: 'cities: empty country',
    method: 'GET',
    url: '/cloud/eshop/cities?countryId=',
    auth: null,
    status: 400,
    names: 'страна',
  },
  {
    name: 'stores: empty city',
    method: 'GET',
    url: '/cloud/eshop/stores?cityId=',
    auth: null,
    status: 400,
    names: 'город',
  },
  // ---- light questionnaire: candidate ----
  {
    name: 'sendSMS: no phone',
    method: 'POST',
    url: '/sendSMS',
    body: {},
    auth: null,
    status: 400,
    names: 'телефон',
  },
  {
    name: 'sendSMS: form-encoded body (a cross-site form)',
    method: 'POST',
    url: '/sendSMS',
    raw: 'phone=79990000001',
    contentType: 'application/x-www-form-urlencoded',
    auth: null,
    status: 415,
    names: 'JSON',
  },
  {
    name: 'sendSMS: phone is a number',
    method: 'POST',
    url: '/sendSMS',
    body: { phone: 79990000001 },
    auth: null,
    status: 400,
    names: 'телефон',
  },
  {
    name: 'confirmPhoneBySMS: short code',
    method: 'POST',
    url: '/confirmPhoneBySMS',
    body: { phone: '79990000001', code: '12' },
    auth: null,
    status: 400,
    names: 'код из СМС',
  },
  {
    name: 'is-possible-to-save: no vacancy',
    method: 'POST',
    url: '/is-possible-to-save-questionnaire-light',
    body: { info: { phone: '79990000001' } },
    auth: null,
    status: 400,
    names: 'вакансия',
  },
  {
    name: 'is-possible-to-save: info is a string',
    method: 'POST',
    url: '/is-possible-to-save-questionnaire-light',
    body: { vacancy_id: '1', info: 'x' },
    auth: null,
    status: 400,
    names: 'данные анкеты',
  },
  {
    name: 'save: unknown type',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'old', info: lightInfo(), phoneToken: 'x' },
    auth: null,
    status: 400,
    names: 'тип',
  },
  {
    name: 'save: zero-width space in the surname',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'new', info: lightInfo({ surname: 'Ива\u200Bнов' }), phoneToken: 'x' },
    auth: null,
    status: 400,
    names: /фамилия.*невидимые/,
  },
  {
    name: 'save: bidi override in the first name',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: {
      vacancy_id: '1',
      type: 'new',
      info: lightInfo({ firstName: 'Мария\u202Eяирам' }),
      phoneToken: 'x',
    },
    auth: null,
    status: 400,
    names: /имя.*направления/,
  },
  {
    name: 'save: control character in the patronymic',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: {
      vacancy_id: '1',
      type: 'new',
      info: lightInfo({ patronymicName: 'Петровна\u0007' }),
      phoneToken: 'x',
    },
    auth: null,
    status: 400,
    names: /отчество.*управляющие/,
  },
  {
    name: 'save: lone surrogate in the surname',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'new', info: lightInfo({ surname: 'Иванов\uD800' }), phoneToken: 'x' },
    auth: null,
    status: 400,
    names: 'фамилия',
  },
  {
    name: 'save: empty surname',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'new', info: lightInfo({ surname: '' }), phoneToken: 'x' },
    auth: null,
    status: 400,
    names: 'фамилия',
  },
  {
    name: 'save: unknown citizenship',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'new', info: lightInfo({ citizen: 'Mars' }), phoneToken: 'x' },
    auth: null,
    status: 400,
    names: 'гражданство',
  },
  {
    name: 'save: huge address',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'new', info: lightInfo({ addressFact: long(5000) }), phoneToken: 'x' },
    auth: null,
    status: 400,
    names: 'адрес проживания',
  },
  {
    name: 'save: phone not confirmed',
    method: 'POST',
    url: '/save-questionnaire-light',
    body: { vacancy_id: '1', type: 'new', info: lightInfo(), phoneToken: 'x' },
    auth: null,
    status: 400,
    names: 'телефон',
  },
  {
    name: 'emailconfirm: malformed link',
    method: 'POST',
    url: '/questionnaire/emailconfirm/short',
    body: {},
    auth: null,
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'edit-gate: id is not a number',
    method: 'POST',
    url: '/questionnaire-light/edit-gate',
    body: { id: 'abc' },
    auth: null,
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'edit-gate: unknown questionnaire',
    method: 'POST',
    url: '/questionnaire-light/edit-gate',
    body: { id: '99999', token: 'A'.repeat(22) },
    auth: null,
    status: 404,
    names: 'Анкета',
  },
  {
    name: 'send-edit-code: id is an object',
    method: 'POST',
    url: '/questionnaire-light/send-edit-code',
    body: { id: { id: 1 } },
    auth: null,
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'confirm-edit-code: letters for the code',
    method: 'POST',
    url: '/questionnaire-light/confirm-edit-code',
    body: { id: '1', token: 'A'.repeat(22), code: 'abcd' },
    auth: null,
    status: 400,
    names: 'код из СМС',
  },
  {
    name: 'own: no phone token',
    method: 'POST',
    url: '/questionnaire-light/own',
    body: { id: '1', token: 'A'.repeat(22) },
    auth: null,
    status: 400,
    names: 'подтверждение телефона',
  },
  {
    name: 'update-own: empty form',
    method: 'POST',
    url: '/questionnaire-light/update-own',
    body: { id: '1', token: 'A'.repeat(22), phoneToken: 'x', info: {} },
    auth: null,
    status: 400,
    names: 'фамилия',
  },
  {
    name: 'edit-gate: no link secret',
    method: 'POST',
    url: '/questionnaire-light/edit-gate',
    body: { id: '1' },
    auth: null,
    status: 400,
    names: 'ссылка для изменения анкеты',
  },
  {
    name: 'edit-gate: a link secret with a slash',
    method: 'POST',
    url: '/questionnaire-light/edit-gate',
    body: { id: '1', token: '../../etc/passwd-aaaaaaaa' },
    auth: null,
    status: 400,
    names: 'ссылка для изменения анкеты',
  },
  {
    name: 'is-possible-to-save: no phone confirmation',
    method: 'POST',
    url: '/is-possible-to-save-questionnaire-light',
    body: { vacancy_id: '1', info: { phone: '79990000001' } },
    auth: null,
    status: 400,
    names: 'подтверждение телефона',
  },
  // ---- light questionnaire: review ----
  {
    name: 'get-questionnaire-light: id is not a number',
    method: 'POST',
    url: '/get-questionnaire-light',
    body: { id: 'x' },
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'get-questionnaire-light: unknown id',
    method: 'POST',
    url: '/get-questionnaire-light',
    body: { id: '99999' },
    status: 404,
    names: 'Анкета',
  },
  {
    name: 'questionnaire list: unknown type',
    method: 'POST',
    url: '/get-questionnaire-light-list',
    body: { type: 'old' },
    status: 400,
    names: 'тип',
  },
  {
    name: 'questionnaire list: limit too big',
    method: 'POST',
    url: '/get-questionnaire-light-list',
    body: { type: 'new', limit: 500 },
    status: 400,
    names: 'размер страницы',
  },
  {
    name: 'questionnaire list: city filter is a number',
    method: 'POST',
    url: '/get-questionnaire-light-list',
    body: { type: 'new', where: { city: 5 } },
    status: 400,
    names: 'город',
  },
  {
    name: 'accept: id is not a number',
    method: 'POST',
    url: '/accept-questionnaire-light',
    body: { questionnaireId: 'x' },
    status: 400,
    names: 'анкета',
  },
  {
    name: 'accept: unknown questionnaire',
    method: 'POST',
    url: '/accept-questionnaire-light',
    body: { questionnaireId: '99999' },
    status: 404,
    names: 'Анкета',
  },
  {
    name: 'accept: huge comment',
    method: 'POST',
    url: '/accept-questionnaire-light',
    body: { questionnaireId: '1', comment: long(3000) },
    status: 400,
    names: 'комментарий',
  },
  {
    name: 'decline: no reason',
    method: 'POST',
    url: '/decline-questionnaire-light',
    body: { questionnaireId: '1' },
    status: 400,
    names: 'комментарий',
  },
  {
    name: 'restore: revision is a string',
    method: 'POST',
    url: '/restore-questionnaire-light',
    body: { questionnaireId: '3', revision: 'x' },
    status: 400,
    names: 'версия',
  },
  // ---- store questionnaires ----
  {
    name: 'store questionnaires: limit 0',
    method: 'POST',
    url: '/get-store-questionnaires-light',
    body: { limit: 0 },
    status: 400,
    names: 'размер страницы',
  },
  {
    name: 'store questionnaires: offset is a string',
    method: 'POST',
    url: '/get-store-questionnaires-light',
    body: { offset: 'a' },
    status: 400,
    names: 'смещение',
  },
  {
    name: 'store questionnaire: id is not a number',
    method: 'POST',
    url: '/get-store-questionnaire-light',
    body: { id: 'x' },
    status: 400,
    names: 'идентификатор',
  },
  // ---- employment questionnaires (issue 12) ----
  {
    name: 'questionnaires: unknown tab',
    method: 'POST',
    url: '/get-questionnaire',
    body: { type: 'x' },
    status: 400,
    names: 'тип',
  },
  {
    name: 'questionnaires: limit 0',
    method: 'POST',
    url: '/get-questionnaire',
    body: { type: 'new', limit: 0 },
    status: 400,
    names: 'размер страницы',
  },
  {
    name: 'questionnaires: bad date',
    method: 'POST',
    url: '/get-questionnaire',
    body: { type: 'new', where: { dateFrom: '01.01.2024' } },
    status: 400,
    names: 'дата с',
  },
  {
    name: 'questionnaires: bad sort',
    method: 'POST',
    url: '/get-questionnaire',
    body: { type: 'new', sort: 'up' },
    status: 400,
    names: 'сортировка',
  },
  {
    name: 'questionnaire card: id is not a number',
    method: 'POST',
    url: '/get-questionnaire/x',
    body: {},
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'questionnaire card: unknown id',
    method: 'POST',
    url: '/get-questionnaire/999999',
    body: {},
    status: 404,
    names: 'Анкета не найдена',
  },
  {
    name: 'questionnaire state: unknown action',
    method: 'POST',
    url: '/questionnaire/state/1',
    body: { action: 'sign' },
    status: 400,
    names: 'действие',
  },
  {
    name: 'questionnaire state: huge reason',
    method: 'POST',
    url: '/questionnaire/state/1',
    body: { action: 'reject', causeReject: long(1001) },
    status: 400,
    names: 'причина отказа',
  },
  {
    name: 'questionnaire state: restore a new one',
    method: 'POST',
    url: '/questionnaire/state/1',
    body: { action: 'reestablish' },
    status: 422,
    names: /Нов/,
  },
  {
    name: 'questionnaire comment: blank',
    method: 'POST',
    url: '/questionnaire/1/comment',
    body: { text: '  ' },
    status: 400,
    names: 'текст комментария',
  },
  {
    name: 'questionnaire comment: unknown id',
    method: 'POST',
    url: '/questionnaire/999999/comment',
    body: { text: 'Да' },
    status: 404,
    names: 'Анкета не найдена',
  },
  {
    name: 'questionnaire info: no revision',
    method: 'PUT',
    url: '/questionnaire/1/info',
    body: { changes: {} },
    status: 400,
    names: 'версия',
  },
  {
    name: 'questionnaire info: bidi in the surname',
    method: 'PUT',
    url: '/questionnaire/1/info',
    body: { revision: 0, changes: { lastname: 'Ив\u202eанов' } },
    status: 400,
    names: 'фамилия',
  },
  {
    name: 'questionnaire info: blank first name',
    method: 'PUT',
    url: '/questionnaire/1/info',
    body: { revision: 0, changes: { firstname: ' ' } },
    status: 400,
    names: 'имя',
  },
  {
    name: 'questionnaire info: bad phone',
    method: 'PUT',
    url: '/questionnaire/1/info',
    body: { revision: 0, changes: { phone: '89161234567' } },
    status: 400,
    names: 'телефон',
  },
  {
    name: 'questionnaire info: bad e-mail',
    method: 'PUT',
    url: '/questionnaire/1/info',
    body: { revision: 0, changes: { email: 'no-at-sign' } },
    status: 400,
    names: 'e-mail',
  },
  {
    name: 'questionnaire info: bad birth date',
    method: 'PUT',
    url: '/questionnaire/1/info',
    body: { revision: 0, changes: { dateBirth: '1.1.1990' } },
    status: 400,
    names: 'дата рождения',
  },
  {
    name: 'questionnaires new-count: extra field',
    method: 'POST',
    url: '/questionnaires/new-count',
    body: { x: 1 },
    status: 400,
    names: /«x»/,
  },
  {
    name: 'questionnaires export: unknown tab',
    method: 'POST',
    url: '/questionnaires/export',
    body: { type: 'all' },
    status: 400,
    names: 'тип',
  },
  {
    name: 'walk-in: no surname',
    method: 'POST',
    url: '/questionnaire/walk-in',
    body: {
      ...{
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Иванов',
        firstname: 'Иван',
        dateBirth: '1995-05-05',
        phone: '79991112233',
      },
      lastname: undefined,
    },
    status: 400,
    names: 'фамилия',
  },
  {
    name: 'walk-in: zero-width in the name',
    method: 'POST',
    url: '/questionnaire/walk-in',
    body: {
      ...{
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Иванов',
        firstname: 'Иван',
        dateBirth: '1995-05-05',
        phone: '79991112233',
      },
      firstname: 'Ив\u200bан',
    },
    status: 400,
    names: 'имя',
  },
  {
    name: 'walk-in: bad phone',
    method: 'POST',
    url: '/questionnaire/walk-in',
    body: {
      ...{
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Иванов',
        firstname: 'Иван',
        dateBirth: '1995-05-05',
        phone: '79991112233',
      },
      phone: '+7 999',
    },
    status: 400,
    names: 'телефон',
  },
  {
    name: 'walk-in: bad e-mail',
    method: 'POST',
    url: '/questionnaire/walk-in',
    body: {
      ...{
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Иванов',
        firstname: 'Иван',
        dateBirth: '1995-05-05',
        phone: '79991112233',
      },
      email: 'a@b',
    },
    status: 400,
    names: 'e-mail',
  },
  {
    name: 'walk-in: unknown store',
    method: 'POST',
    url: '/questionnaire/walk-in',
    body: {
      ...{
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Иванов',
        firstname: 'Иван',
        dateBirth: '1995-05-05',
        phone: '79991112233',
      },
      IStoreId: '99999',
    },
    status: 400,
    names: 'магазин',
  },
  {
    name: 'walk-in: unknown position',
    method: 'POST',
    url: '/questionnaire/walk-in',
    body: {
      ...{
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Иванов',
        firstname: 'Иван',
        dateBirth: '1995-05-05',
        phone: '79991112233',
      },
      positionId: '999',
    },
    status: 400,
    names: 'должность',
  },
  // ---- meetings ----
  {
    name: 'meetings list: no range',
    method: 'POST',
    url: '/meetings/list',
    body: {},
    status: 400,
    names: 'от',
  },
  {
    name: 'meetings list: from is not a date',
    method: 'POST',
    url: '/meetings/list',
    body: { from: 'вчера', to: iso(0) },
    status: 400,
    names: 'от',
  },
  {
    name: 'meetings list: range reversed',
    method: 'POST',
    url: '/meetings/list',
    body: { from: iso(1), to: iso(0) },
    status: 400,
    names: 'период',
  },
  {
    name: 'scan upload: unknown kind of file',
    method: 'POST',
    url: '/questionnaire/1/files?fileKind=selfie',
    raw: '%PDF-1.4',
    contentType: 'application/octet-stream',
    status: 400,
    names: 'вид файла',
  },
  {
    name: 'scan upload: text is not a scan',
    method: 'POST',
    url: '/questionnaire/1/files?fileKind=passport&name=scan.pdf',
    raw: 'just some text',
    contentType: 'application/octet-stream',
    status: 415,
    names: 'JPEG, PNG или PDF',
  },
  {
    name: 'scan upload: JSON instead of the file',
    method: 'POST',
    url: '/questionnaire/1/files?fileKind=passport',
    body: { file: 'x' },
    status: 400,
    names: 'Файл передаётся телом запроса',
  },
  {
    name: 'scan download: a file id that is not one',
    method: 'GET',
    url: '/questionnaire/1/files/..%2F..%2Fevents.sqlite',
    status: 400,
    names: 'файл',
  },
  {
    name: 'scan removal: no such file',
    method: 'POST',
    url: '/questionnaire/1/files/0123456789abcdef0123456789abcdef/remove',
    body: {},
    status: 404,
    names: 'Файл не найден',
  },
  {
    name: 'suggestions: more than 10',
    method: 'POST',
    url: '/suggestions/address',
    body: { query: 'Москва', count: 11 },
    auth: null,
    status: 400,
    names: 'количество подсказок',
  },
  {
    name: 'suggestions: a query that is not text',
    method: 'POST',
    url: '/suggestions/bank',
    body: { query: 4 },
    auth: null,
    status: 400,
    names: 'запрос',
  },
  {
    name: 'candidate questionnaire: no info',
    method: 'POST',
    url: '/questionnaire',
    body: { vacancy_id: '1', phoneToken: 'x' },
    auth: null,
    status: 400,
    names: 'данные анкеты',
  },
  {
    name: 'candidate questionnaire: a phone of 10 digits',
    method: 'POST',
    url: '/questionnaire/SelfEmployed',
    body: {
      vacancy_id: '1',
      phoneToken: 'x',
      info: { lastname: 'Иванов', firstname: 'Иван', dateBirth: '1995-05-05', phone: '7999111223' },
    },
    auth: null,
    status: 400,
    names: 'телефон',
  },
  {
    name: 'profile: unknown section',
    method: 'PUT',
    url: '/questionnaire/1/profile/hobbies',
    body: { revision: 0, data: {} },
    status: 400,
    names: 'раздел анкеты',
  },
  {
    name: 'profile: passport series of 3 digits',
    method: 'PUT',
    url: '/questionnaire/1/profile/passport',
    body: {
      revision: 0,
      data: {
        placeBirth: 'г. Москва',
        series: '451',
        number: '123456',
        dateExtradition: '20.05.2019',
        placeExtradition: 'ГУ МВД',
        departmentNumber: '770-001',
      },
    },
    status: 400,
    names: 'Должно быть минимум 4 цифры',
  },
  {
    name: 'profile: a section field of the wrong type',
    method: 'PUT',
    url: '/questionnaire/1/profile/passport',
    body: { revision: 0, data: { placeBirth: 'г. Москва', series: 4519 } },
    status: 400,
    names: 'серия паспорта',
  },
  {
    name: 'erase personal data: unknown kind of record',
    method: 'POST',
    url: '/admin/personal-data/erase',
    body: { record: 'user', id: '1' },
    status: 400,
    names: 'вид записи',
  },
  {
    name: 'erase personal data: id is not a number',
    method: 'POST',
    url: '/admin/personal-data/erase',
    body: { record: 'questionnaireLight', id: '1; drop' },
    status: 400,
    names: 'идентификатор',
  },
  {
    name: 'erase personal data: no such questionnaire',
    method: 'POST',
    url: '/admin/personal-data/erase',
    body: { record: 'questionnaireLight', id: '987654' },
    status: 404,
    names: 'Анкета не найдена',
  },
  {
    name: 'schedule: no fields',
    method: 'POST',
    url: '/meetings/schedule',
    body: {},
    status: 400,
    names: 'анкета',
  },
  {
    name: 'schedule: duration is a string',
    method: 'POST',
    url: '/meetings/schedule',
    body: schedule({ durationMinutes: '45' }),
    status: 400,
    names: 'длительность',
  },
  {
    name: 'schedule: no place',
    method: 'POST',
    url: '/meetings/schedule',
    body: schedule({ place: undefined }),
    status: 400,
    names: 'место встречи',
  },
  {
    name: 'schedule: blank place',
    method: 'POST',
    url: '/meetings/schedule',
    body: schedule({ place: '  ' }),
    status: 400,
    names: 'место встречи',
  },
  {
    name: 'schedule: start is not a date',
    method: 'POST',
    url: '/meetings/schedule',
    body: schedule({ startsAt: 'завтра' }),
    status: 400,
    names: 'время встречи',
  },
  {
    name: 'schedule: start in the past',
    method: 'POST',
    url: '/meetings/schedule',
    body: schedule({ startsAt: iso(-1) }),
    status: 400,
    names: 'Время встречи',
  },
  {
    name: 'schedule: 5 minutes',
    method: 'POST',
    url: '/meetings/schedule',
    body: schedule({ durationMinutes: 5 }),
    status: 400,
    names: 'Длительность',
  },
  {
    name: 'schedule: unknown questionnaire',
    method: 'POST',
    url: '/meetings/schedule',
    body: schedule({ questionnaireId: '99999' }),
    status: 404,
    names: 'Анкета',
  },
  {
    name: 'reschedule: no revision',
    method: 'POST',
    url: '/meetings/reschedule',
    body: { id: '1', startsAt: iso(4) },
    status: 400,
    names: 'версия',
  },
  {
    name: 'reschedule: unknown meeting',
    method: 'POST',
    url: '/meetings/reschedule',
    body: { id: '99999', startsAt: iso(4), revision: 0 },
    status: 404,
    names: 'Встреча',
  },
  {
    name: 'cancel: no reason',
    method: 'POST',
    url: '/meetings/cancel',
    body: { id: '3', revision: 0 },
    status: 400,
    names: 'причина отмены',
  },
  {
    name: 'cancel: blank reason',
    method: 'POST',
    url: '/meetings/cancel',
    body: { id: '3', reason: ' ', revision: 0 },
    status: 400,
    names: 'причину отмены',
  },
];

async function call(c: Case): Promise<{ status: number; text: string; body: any }> {
  const withBody = c.raw !== undefined || c.body !== undefined;
  const res = await fetch(`${server.url}/api/v1${c.url}`, {
    method: c.method,
    headers: {
      ...(withBody ? { 'content-type': c.contentType ?? 'application/json' } : {}),
      ...(c.auth === null ? {} : { authorization: `Bearer ${admin}` }),
    },
    body:
      c.raw ??
      (c.body === undefined ? undefined : JSON.stringify(typeof c.body === 'function' ? c.body() : c.body)),
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* checked below */
  }
  return { status: res.status, text, body };
}

/** Stack frames, error class names and internal paths: none may reach a client. */
const INTERNAL = /\bError:|\n\s*at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\/server\/|StructError|SQLITE/;

describe('bad input gets a 4xx naming the field in Russian, and writes nothing', () => {
  for (const c of CASES) {
    it(`${c.method} ${c.url.split('?')[0]!.slice(0, 60)}: ${c.name}`, async () => {
      const before = await server.services.events.headPosition();
      const res = await call(c);
      expect(res.status, res.text).toBe(c.status);
      expect(res.body?.message, res.text).toEqual(expect.any(String));
      const message = res.body.message as string;
      expect(message).toMatch(/[а-яё]/i);
      if (typeof c.names === 'string') expect(message).toContain(c.names);
      else expect(message).toMatch(c.names);
      expect(message).not.toBe('Обязательное поле');
      expect(res.text).not.toMatch(INTERNAL);
      expect(await server.services.events.headPosition()).toBe(before);
    });
  }
});

describe('input edges (issue 11, item 8)', () => {
  it('a 20,000-level body answers 400 at once, and the server goes on answering', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const send = () =>
      fetch(`${server.url}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      });
    const started = performance.now();
    const answers = await Promise.all([send(), send(), send(), send(), send()]);
    const elapsed = performance.now() - started;
    expect(answers.map((res) => res.status)).toEqual([400, 400, 400, 400, 400]);
    expect(((await answers[0]!.json()) as { message: string }).message).toContain('вложенность JSON');
    expect(elapsed).toBeLessThan(1000);
    const login = await server.post('/login', { login: 'hr', password: 'demo' });
    expect(login.status).toBe(200);
  });

  it('a position title is stored NFC-normalised', async () => {
    const decomposed = 'И\u0306ога-инструктор'; // 'Й' as И + combining breve
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    const saved = await server.post(
      '/save-positions',
      { positions: [position({ title: decomposed })] },
      admin,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = (saved.body.list as { id: string; title: string }[]).find((p) =>
      p.title.includes('ога-инструктор'),
    );
    expect(row?.title).toBe('Йога-инструктор');
    const [created] = await server.services.events.readStream(`position-${row!.id}`);
    expect((created!.data as { title: string }).title).toBe('Йога-инструктор');
  });
});

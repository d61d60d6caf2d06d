import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { isRecord } from '#events/core/json';
import { describeForLog } from '#server/core/log-safe';
import { ENTITY, REBUILD_PRINT_FORMS } from '../wire';
import { ODataFault, ifMatchOf, parseFilter, parseResource, selected } from './odata';
import type { SandboxAnswer } from './entities';
import type { OneSSandbox } from './service';
import { log } from '#server/core/logger';

export const ODATA_PREFIX = '/odata/standard.odata/';
/** A 'timeout' trigger's request stays unanswered until the caller gives up (or this long). */
const HANG_MAX_MS = 10 * 60_000;

/**
 * The sandbox 1C on the product's own server, in 1C:ZUP's standard OData shapes (V3, JSON, Basic
 * auth of the service user), mounted at /odata/standard.odata/ only while ONEC_URL is unset:
 * - GET  Catalog_ФизическиеЛица?$filter=ИНН eq '…' | СтраховойНомерПФР eq '…'; POST Catalog_ФизическиеЛица
 * - GET  Catalog_ВидыДокументовФизическихЛиц?$filter=Description eq '…'
 * - POST InformationRegister_ДокументыФизическихЛиц
 * - GET  Document_ПриемНаРаботу?$filter=substringof('…', Комментарий), …/$count; POST Document_ПриемНаРаботу
 * - GET|PATCH Document_ПриемНаРаботу(guid'…'); POST …(guid'…')/Post | /Unpost | /RebuildPrintForms
 * Refusals are `odata.error` (or the web server's 503 page while 1C is down). The paths carry
 * personal data (INN in $filter): the request log never sees them (it logs /api/ routes only).
 */
export function oneSSandboxRoutes(
  sandbox: OneSSandbox,
  credentials: { user: string; password: string },
): Middleware {
  const expected = digest(`${credentials.user}:${credentials.password}`);
  return async (ctx, next) => {
    if (!ctx.path.startsWith(ODATA_PREFIX)) {
      await next();
      return;
    }
    if (!authorized(ctx.get('authorization'), expected)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Basic realm="1C:Enterprise"');
      ctx.body = '';
      return;
    }
    try {
      const answer = route(ctx, sandbox);
      if ('hang' in answer) return await hang(ctx);
      ctx.status = answer.status;
      if ('json' in answer) ctx.body = answer.json;
      else if ('count' in answer) {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = String(answer.count);
      } else ctx.body = '';
      if ('json' in answer) ctx.type = 'application/json; charset=utf-8';
    } catch (err) {
      if (!(err instanceof ODataFault)) {
        log.error(`sandbox 1C: ${ctx.method} failed: ${describeForLog(err)}`);
        ctx.status = 500;
        ctx.body = new ODataFault(500, '-1', 'Внутренняя ошибка сервера 1С').body;
        return;
      }
      ctx.status = err.status;
      if (err.html) {
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = `<html><head><title>${err.status}</title></head><body><h1>${err.message}</h1></body></html>`;
      } else ctx.body = err.body;
    }
  };
}

function route(ctx: Context, sandbox: OneSSandbox): SandboxAnswer {
  let path: string;
  try {
    path = decodeURIComponent(ctx.path.slice(ODATA_PREFIX.length));
  } catch {
    throw new ODataFault(400, '-1', 'Некорректный адрес ресурса');
  }
  const resource = parseResource(path);
  const method = ctx.method;
  const query = (name: string) => (typeof ctx.query[name] === 'string' ? ctx.query[name] : undefined);
  const body = isRecord(ctx.request.body) ? ctx.request.body : {};
  const metadata = `${ctx.protocol}://${ctx.get('host') || 'localhost'}${ODATA_PREFIX}$metadata`;
  const list = (set: string, entities: Record<string, unknown>[]): SandboxAnswer => ({
    status: 200,
    json: {
      'odata.metadata': `${metadata}#${set}`,
      value: entities.map((e) => selected(e, query('$select'))),
    },
  });
  const one = (set: string, status: number, entity: Record<string, unknown>): SandboxAnswer => ({
    status,
    json: { 'odata.metadata': `${metadata}#${set}/@Element`, ...entity },
  });
  if (!resource) throw new ODataFault(404, '-1', 'Не найден ресурс');
  if (resource.kind === 'metadata')
    throw new ODataFault(501, '-1', 'Сервис $metadata в песочнице не реализован');
  const filter = () => parseFilter(query('$filter'));

  if (resource.kind === 'set') {
    const { set, count } = resource;
    if (method === 'GET' && set === ENTITY.persons && !count) return list(set, sandbox.findPersons(filter()));
    if (method === 'POST' && set === ENTITY.persons) return one(set, 201, sandbox.createPerson(body));
    if (method === 'GET' && set === ENTITY.documentKinds && !count)
      return list(set, sandbox.documentKinds(filter()));
    if (method === 'POST' && set === ENTITY.personDocuments)
      return one(set, 201, sandbox.recordPersonDocument(body));
    if (method === 'GET' && set === ENTITY.hires)
      return count
        ? { status: 200, count: sandbox.countHires(filter()) }
        : list(set, sandbox.findHires(filter()));
    if (method === 'POST' && set === ENTITY.hires) {
      const answer = sandbox.createHire(body);
      return 'json' in answer ? one(set, answer.status, answer.json) : answer;
    }
  } else if (resource.kind === 'entity' && resource.set === ENTITY.hires) {
    const { set, ref, action } = resource;
    const ifMatch = ifMatchOf(ctx.get('if-match') || undefined);
    if (method === 'GET' && !action) return one(set, 200, sandbox.getHire(ref));
    if (method === 'PATCH' && !action) return one(set, 200, sandbox.patch(ref, ifMatch, body));
    if (method === 'POST' && action === 'Post')
      return (sandbox.post(ref, ifMatch), { status: 200, empty: true });
    if (method === 'POST' && action === 'Unpost')
      return (sandbox.unpost(ref, ifMatch), { status: 200, empty: true });
    if (method === 'POST' && action === REBUILD_PRINT_FORMS)
      return (sandbox.rebuildPrintForms(ref), { status: 200, empty: true });
  }
  throw new ODataFault(405, '-1', 'Метод не поддерживается для этого ресурса');
}

async function hang(ctx: Context): Promise<void> {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_MAX_MS);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // The response closes when the caller gives up or the server stops (the request's own 'close'
    // comes as soon as its body is read).
    ctx.res.once('close', done);
  });
  ctx.status = 504;
  ctx.body = '';
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

function authorized(header: string, expected: Buffer): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return false;
  return timingSafeEqual(digest(Buffer.from(match[1]!, 'base64').toString('utf8')), expected);
}

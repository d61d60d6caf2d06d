import Router from '@koa/router';
import { integer, min, object, optional, string, size, pattern } from 'superstruct';
import { fold } from '../../core/decider';
import { auditKinds } from '../../core/registry';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { auditEntry, redactSecrets } from './history';

const Params = object({
  kind: pattern(size(string(), 1, 40), /^[a-z][a-zA-Z]*$/),
  id: size(string(), 1, 100),
});
const Query = object({ revision: optional(min(integer(), 0)) });

/** A record's history in order, or its state right after revision N (time travel). Admin and HR only. */
export function auditRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.get('/audit/:kind/:id', async (ctx) => {
    requireArea(ctx, s, 'audit');
    const { kind, id } = parseInput(Params, ctx.params);
    // Kinds whose history carries what only some auditors may read (candidates' personal data).
    const auditKind = auditKinds().get(kind);
    if (auditKind?.area) requireArea(ctx, s, auditKind.area);
    const rawRevision = ctx.query.revision;
    const query = parseInput(Query, rawRevision === undefined ? {} : { revision: Number(rawRevision) });
    if (!auditKind) throw new NotFoundError(`Неизвестный вид записи: ${kind}`);
    const events = await s.events.readStream(`${kind}-${id}`, { toRevision: query.revision });
    if (events.length === 0) throw new NotFoundError();
    if (query.revision === undefined) {
      ctx.body = events.map(auditEntry);
      return;
    }
    if ((events.at(-1)?.revision ?? -1) < query.revision)
      throw new NotFoundError(`Ревизии ${query.revision} нет`);
    ctx.body = { kind, id, revision: query.revision, state: redactSecrets(fold(auditKind.decider, events)) };
  });
  return router;
}

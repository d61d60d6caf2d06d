import Router from '@koa/router';
import { integer, min, object, optional, string, size, pattern } from 'superstruct';
import { fold } from '../../core/decider';
import { DECIDERS } from '../../core/kinds';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { auditEntry, redactSecrets } from './history';
import type { Area } from '../../../events/core/access';

const Params = object({
  kind: pattern(size(string(), 1, 40), /^[a-z][a-zA-Z]*$/),
  id: size(string(), 1, 100),
});
const Query = object({ revision: optional(min(integer(), 0)) });

/**
 * Kinds whose history carries what only some auditors may read: candidates' personal data (light
 * questionnaires, confirmed phones) needs the reviewers' area, meetings the calendar's.
 */
const KIND_AREAS: Partial<Record<string, Area>> = {
  questionnaireLight: 'questionnaireLight',
  phone: 'questionnaireLight',
  meeting: 'calendar',
};

/** A record's history in order, or its state right after revision N (time travel). Admin and HR only. */
export function auditRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.get('/audit/:kind/:id', async (ctx) => {
    requireArea(ctx, s, 'audit');
    const { kind, id } = parseInput(Params, ctx.params);
    const kindArea = Object.hasOwn(KIND_AREAS, kind) ? KIND_AREAS[kind] : undefined;
    if (kindArea) requireArea(ctx, s, kindArea);
    const rawRevision = ctx.query.revision;
    const query = parseInput(Query, rawRevision === undefined ? {} : { revision: Number(rawRevision) });
    const decider = DECIDERS[kind];
    if (!decider) throw new NotFoundError(`Неизвестный вид записи: ${kind}`);
    const events = await s.events.readStream(`${kind}-${id}`, { toRevision: query.revision });
    if (events.length === 0) throw new NotFoundError();
    if (query.revision === undefined) {
      ctx.body = events.map(auditEntry);
      return;
    }
    if ((events.at(-1)?.revision ?? -1) < query.revision)
      throw new NotFoundError(`Ревизии ${query.revision} нет`);
    ctx.body = { kind, id, revision: query.revision, state: redactSecrets(fold(decider, events)) };
  });
  return router;
}

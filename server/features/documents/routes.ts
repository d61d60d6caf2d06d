import Router from '@koa/router';
import { DocumentLinksParams, DocumentPathParams } from '#events/documents/labels';
import { IDENTITY_MESSAGE, seesWholeIdentity } from '#events/questionnaire/masking';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { visibleQuestionnaire } from '../questionnaire';
import { documentFile, documentLinks } from './service';

/**
 * GET /documents/links/{id}: the questionnaire's documents (label, title, path, the blank's
 * SHA-256, variants) for those who may open its card. GET /documents/{id}/{label}/{variant}: the
 * PDF, with a bearer token, for those who may open the card and see identity data whole (the
 * documents print the passport, INN and SNILS, like the identity scans they stand beside).
 */
export function documentRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.get('/documents/links/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id } = parseInput(DocumentLinksParams, ctx.params);
    ctx.body = await documentLinks(s, await visibleQuestionnaire(s, user, id));
  });

  router.get('/documents/:id/:label/:variant', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id, label, variant } = parseInput(DocumentPathParams, ctx.params);
    const q = await visibleQuestionnaire(s, user, id);
    if (!seesWholeIdentity(user.scope)) throw new ForbiddenError(IDENTITY_MESSAGE);
    const file = await documentFile(s, q, label, variant);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
    ctx.set('Content-Disposition', `inline; filename="${file.label}-${file.variant}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = file.bytes;
  });

  return router;
}

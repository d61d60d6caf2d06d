import Router from '@koa/router';
import { DocumentLinksParams } from '#events/documents/labels';
import { SIGNING_MESSAGES } from '#events/signing/events';
import { SignDocumentsInput, VerifyHashInput } from '#events/signing/inputs';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { visibleQuestionnaire } from '../questionnaire';
import { signDocuments } from './commands';
import { signingStatus } from './status';
import { pdfSha256, verifyHash } from './verify';

/**
 * Signing the hire's documents (spec part 2, section 7; issue 27, items 2-4). POST
 * /documents/signing/{id}: HR, the store's director or Admin (EMPLOY_ROLES) of a card they may
 * open. GET /documents/signing/{id}: who signed, and whether each document still matches what was
 * signed, for whoever may open the card. POST /documents/verify: a PDF (the bytes as the body,
 * application/octet-stream) or {sha256}, for every staff member.
 */
export function signingRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/documents/signing/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id } = parseInput(DocumentLinksParams, ctx.params);
    const input = parseInput(SignDocumentsInput, ctx.request.body);
    ctx.body = await signDocuments(s, user, id, input, commandContext(ctx, s, user));
  });

  router.get('/documents/signing/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id } = parseInput(DocumentLinksParams, ctx.params);
    ctx.body = await signingStatus(s, await visibleQuestionnaire(s, user, id));
  });

  router.post('/documents/verify', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const blob: unknown = ctx.state.blob;
    let sha256: string;
    if (Buffer.isBuffer(blob)) sha256 = await pdfSha256(blob);
    else {
      const input = parseInput(VerifyHashInput, ctx.request.body ?? {});
      if (!input.sha256) throw new ValidationError(SIGNING_MESSAGES.verifyEither, 'sha256');
      sha256 = input.sha256.trim().toLowerCase();
    }
    ctx.body = await verifyHash(s, user, sha256);
  });

  return router;
}

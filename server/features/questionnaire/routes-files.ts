import { IDENTITY_MESSAGE, isIdentityScan, seesWholeIdentity } from '#events/questionnaire/masking';
import Router from '@koa/router';
import { object } from 'superstruct';
import { FileParams, FileUploadQuery } from '#events/questionnaire/files';
import { QuestionnaireIdParams } from '#events/questionnaire/inputs';
import { ForbiddenError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { attachFile, readFile, sendScan, removeFile } from './files';
import { entityFor, visibleQuestionnaire } from './routes';

const Empty = object({});

/**
 * The candidate's scans on a questionnaire: upload (the bytes as the body, kind and name in the
 * query), download and removal, for staff who may open that questionnaire (store directors: their
 * stores only). The candidate's own uploads come with the profile form (issue 14).
 */
export function questionnaireFileRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  const card = (user: Parameters<typeof visibleQuestionnaire>[1], id: string) =>
    visibleQuestionnaire(s, user, id);

  router.post('/questionnaire/:id/files', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id } = parseInput(QuestionnaireIdParams, ctx.params);
    const query = parseInput(FileUploadQuery, { ...ctx.query });
    await card(user, id);
    refuseMaskedIdentity(user.scope, query.fileKind);
    const bytes: unknown = ctx.state.blob;
    if (!Buffer.isBuffer(bytes))
      throw new ValidationError('Файл передаётся телом запроса (Content-Type: application/octet-stream)');
    await attachFile(s, id, { kind: query.fileKind, name: query.name, bytes }, commandContext(ctx, s, user));
    ctx.body = { entity: await entityFor(s, user, id) };
  });

  router.get('/questionnaire/:id/files/:fileId', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id, fileId } = parseInput(FileParams, ctx.params);
    const doc = await card(user, id);
    refuseMaskedIdentity(user.scope, kindOf(doc, fileId));
    sendScan(ctx, await readFile(s, doc, fileId));
  });

  router.post('/questionnaire/:id/files/:fileId/remove', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id, fileId } = parseInput(FileParams, ctx.params);
    parseInput(Empty, ctx.request.body);
    refuseMaskedIdentity(user.scope, kindOf(await card(user, id), fileId));
    await removeFile(s, id, fileId, commandContext(ctx, s, user));
    ctx.body = { entity: await entityFor(s, user, id) };
  });

  return router;
}

/** The kind a scan is attached under on this questionnaire, if it is. */
function kindOf(doc: { files?: Partial<Record<string, { fileId: string }[]>> }, fileId: string) {
  return Object.entries(doc.files ?? {}).find(([, list]) => list?.some((f) => f.fileId === fileId))?.[0];
}

/** Identity scans (passport, INN, SNILS, military) are opened, added and removed only by those who see them whole. */
function refuseMaskedIdentity(scope: string, kind: string | undefined): void {
  if (kind && isIdentityScan(kind) && !seesWholeIdentity(scope)) throw new ForbiddenError(IDENTITY_MESSAGE);
}

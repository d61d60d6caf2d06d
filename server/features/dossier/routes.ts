import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { DOSSIER_FORMATS, dossierFileName, type DossierFormat } from '#events/dossier/api';
import { seesWholeIdentity } from '#events/questionnaire/masking';
import type { Services } from '../../core/services';
import { commandContext } from '../../http/guard';
import { dossierViewer } from './access';
import { dossierBody, dossierHeader, jsonlChunks } from './lines';
import { dossierPdf } from './pdf';
import { dossierStory } from './story';

/** The story, its lines as this viewer may see them, and the header that ties the files together. */
async function prepare(ctx: Context, s: Services) {
  const { user, view } = await dossierViewer(ctx, s);
  const story = await dossierStory(s, view.id, view.IStoreId);
  const body = dossierBody(user.scope, story.events);
  const by = commandContext(ctx, s, user).actor;
  return { user, view, body, header: dossierHeader(view.id, body, s.clock(), by) };
}

function download(ctx: Context, id: string, format: DossierFormat, inline: boolean) {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set(
    'Content-Disposition',
    `${inline ? 'inline' : 'attachment'}; filename="${dossierFileName(id, format)}"`,
  );
  ctx.type = DOSSIER_FORMATS[format].type;
}

/**
 * GET /questionnaires/{id}/dossier.pdf and /dossier.jsonl (issue 28, item 4): a hire's whole story
 * for a court or an inspector. The JSON Lines file is streamed: its header (with the SHA-256 of the
 * event lines), then one line per event.
 */
export function dossierRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.get('/questionnaires/:id/dossier.jsonl', async (ctx) => {
    const { view, body, header } = await prepare(ctx, s);
    download(ctx, view.id, 'jsonl', false);
    ctx.body = Readable.from(jsonlChunks(header, body));
  });

  router.get('/questionnaires/:id/dossier.pdf', async (ctx) => {
    const { user, view, body, header } = await prepare(ctx, s);
    const bytes = await dossierPdf(view, header, body.lines, !seesWholeIdentity(user.scope));
    download(ctx, view.id, 'pdf', true);
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
    ctx.body = bytes;
  });

  return router;
}

import type { Context } from 'koa';
import { canAccess } from '#events/core/access';
import { QuestionnaireIdParams } from '#events/questionnaire/inputs';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import type { QuestionnaireView } from '#events/questionnaire/view';
import type { AccessClaims } from '../../auth/tokens';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { requireArea, userOf } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { visibleQuestionnaire } from '../questionnaire';

const NOT_FOUND = 'Анкета не найдена';

/**
 * Who may take a questionnaire's dossier: whoever may open its card (the 'questionnaire' area and
 * its store: a director of another store gets 403), and whoever has the 'audit' area (HR, Admin,
 * the auditor), for any store. 400 naming 'id' for a malformed id, 404 for an unknown one.
 */
export async function dossierViewer(
  ctx: Context,
  s: Services,
): Promise<{ user: AccessClaims; view: QuestionnaireView }> {
  const user = userOf(ctx, s);
  const { id } = parseInput(QuestionnaireIdParams, ctx.params);
  if (canAccess('audit', user, { settingsUserIds: s.config.settingsUserIds })) {
    const view = await getQuestionnaire(s.read, id, null);
    if (!view) throw new NotFoundError(NOT_FOUND);
    return { user, view };
  }
  requireArea(ctx, s, 'questionnaire');
  return { user, view: await visibleQuestionnaire(s, user, id) };
}

import {
  IDENTITY_MESSAGE,
  isIdentitySection,
  seesWholeIdentity,
} from '../../../events/questionnaire/masking';
import { ForbiddenError } from '../../core/errors';
import Router from '@koa/router';
import { ProfileSaveInput, ProfileSaveParams } from '../../../events/questionnaire/profile/inputs';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { saveProfileSection } from './profile-service';
import { entityFor, visibleQuestionnaire } from './routes';

/**
 * PUT /questionnaire/{id}/profile/{section}: staff save one section of the applicant's profile
 * (spec part 2, section 2, /protected/feedback/edit/{id}); the candidate's own entry comes with the
 * profile form. Store directors: their stores only.
 */
export function questionnaireProfileRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.put('/questionnaire/:id/profile/:section', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id, section } = parseInput(ProfileSaveParams, ctx.params);
    const input = parseInput(ProfileSaveInput, ctx.request.body);
    const doc = await visibleQuestionnaire(s, user, id);
    // They see these numbers masked: a save would write the mask over the candidate's data.
    if (isIdentitySection(section) && !seesWholeIdentity(user.scope))
      throw new ForbiddenError(IDENTITY_MESSAGE);
    await saveProfileSection(s, doc, section, input.data, input.revision, commandContext(ctx, s, user));
    ctx.body = { entity: await entityFor(s, user, id) };
  });
  return router;
}

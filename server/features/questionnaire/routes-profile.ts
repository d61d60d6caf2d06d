import { IDENTITY_MESSAGE, isIdentitySection, seesWholeIdentity } from '#events/questionnaire/masking';
import { ForbiddenError } from '../../core/errors';
import Router from '@koa/router';
import { ProfileSaveInput, ProfileSaveParams, ProfileWholeInput } from '#events/questionnaire/profile/inputs';
import { QuestionnaireIdParams } from '#events/questionnaire/inputs';
import type { ProfileSection } from '#events/questionnaire/profile/events';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { saveProfileSection, saveProfileSections } from './profile-service';
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
  // The spec's whole-profile call (section 7), as JSON: every section given, in one append.
  router.put('/questionnaire/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { id } = parseInput(QuestionnaireIdParams, ctx.params);
    const input = parseInput(ProfileWholeInput, ctx.request.body);
    const doc = await visibleQuestionnaire(s, user, id);
    const given: [ProfileSection, unknown][] = [
      ['personal', input.info?.personal],
      ['passport', input.info?.passport],
      ['addresses', input.info?.addresses],
      ['military', input.militaryLiableUi],
      ['martial', input.martialLiableUi],
      ['education', input.educationLiableUi],
    ];
    const parts = given
      .filter(([, data]) => data !== undefined)
      .map(([section, data]) => ({ section, data }));
    if (parts.some((p) => isIdentitySection(p.section)) && !seesWholeIdentity(user.scope))
      throw new ForbiddenError(IDENTITY_MESSAGE);
    await saveProfileSections(s, doc, parts, input.revision, commandContext(ctx, s, user));
    ctx.body = { entity: await entityFor(s, user, id) };
  });
  return router;
}

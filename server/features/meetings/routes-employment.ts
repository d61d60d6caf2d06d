import Router from '@koa/router';
import { MEETING_MESSAGES, ScheduleMeetingInput } from '#events/meetings/events';
import { isAllowedFrom, type QuestionnaireState } from '#events/questionnaire/states';
import { RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { changeQuestionnaireState, visibleQuestionnaire } from '../questionnaire';
import { scheduleFor } from './commands';

/** The employment states an interview may still be arranged in: before the checks and the hire. */
const INVITABLE: readonly QuestionnaireState[] = [
  'new',
  'accepted',
  'acceptedByALManager',
  'externalCheckPassed',
  'waitingInterview',
];
export const NOT_INVITABLE = 'Пригласить на собеседование можно до проверок кандидата';

/**
 * POST /meetings/schedule-employment (issue 24; spec part 2, 'Modals'): the interview date and time
 * invitation from the employment card. Whoever works on the card may invite; the meeting goes to the
 * calendar (marked as the employment questionnaire's) and the questionnaire moves to
 * 'Ожидает собеседования' by its transition table.
 */
export function employmentMeetingRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1/meetings' });
  router.post('/schedule-employment', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const { questionnaireId, ...meeting } = parseInput(ScheduleMeetingInput, ctx.request.body);
    const q = await visibleQuestionnaire(s, user, questionnaireId);
    if (q.state === 'rejected' || q.state === 'rejectedAuth')
      throw new RuleViolation(MEETING_MESSAGES.questionnaireRejected);
    if (!INVITABLE.includes(q.state)) throw new RuleViolation(NOT_INVITABLE);
    const { lastname, firstname, secondname } = q.info;
    const candidate = {
      questionnaireId: q.id,
      questionnaireKind: 'employment' as const,
      status: 'accepted' as const,
      candidateName: [lastname, firstname, secondname].filter(Boolean).join(' '),
      positionTitle: q.vacancy.positionTitle,
      IStoreId: q.vacancy.IStoreId,
      storeName: q.vacancy.storeName,
    };
    const command = commandContext(ctx, s, user);
    const entity = await scheduleFor(s, user, candidate, meeting, command);
    if (isAllowedFrom('inviteToInterview', q.state))
      await changeQuestionnaireState(s, q.id, 'inviteToInterview', {}, commandContext(ctx, s, user));
    ctx.body = { entity };
  });
  return router;
}

import { WITHDRAWAL_REASON } from '#events/candidate-status/events';
import { stringField } from '#events/core/json';
import { parseRef } from '#events/notifications/links';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { isAllowedFrom } from '#events/questionnaire/states';
import { collectionIn } from '#projections/core/typed-read';
import { QUESTIONNAIRE_BY_LIGHT } from '#projections/questionnaire/projection';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import type { Reactor } from '../../core/reactor';
import { changeQuestionnaireState } from '../questionnaire/index';
import { questionnaireLightDecider } from '../questionnaire-light/index';

/**
 * 'Отозвать заявку' ends the application in the staff's model, as a refusal with the fixed reason
 * WITHDRAWAL_REASON by the system (staff lists, the funnel and the card show it): the employment
 * questionnaire is rejected; a light questionnaire none continues yet is declined. Idempotent: a
 * questionnaire already ended is left as it is, so a replay after a crash changes nothing.
 */
export const withdrawalReactor: Reactor = {
  name: 'candidate-withdrawal',
  wants: (event) => event.type === 'CandidateWithdrew',
  async handle(event, s) {
    const ref = parseRef(stringField(event.data, 'ref') ?? '');
    if (!ref) return;
    const ctx: CommandContext = {
      now: s.clock(),
      newId: s.newId,
      actor: { userId: 'system', role: 'System', name: 'Система' },
      correlationId: event.meta?.correlationId ?? event.id,
      causationId: event.id,
    };
    const questionnaireId =
      ref.kind === 'questionnaire'
        ? ref.id
        : (await collectionIn(s.read, QUESTIONNAIRE_BY_LIGHT).get(ref.id))?.questionnaireId;
    if (questionnaireId) {
      const doc = await getQuestionnaire(s.read, questionnaireId, null);
      if (!doc || !isAllowedFrom('reject', doc.state)) return;
      await changeQuestionnaireState(s, questionnaireId, 'reject', { reason: WITHDRAWAL_REASON }, ctx);
      return;
    }
    const light = await collectionIn(s.read, QUESTIONNAIRES_LIGHT).get(ref.id);
    if (light?.type !== 'new') return;
    await handleCommand(
      s.bus,
      questionnaireLightDecider,
      ref.id,
      { type: 'DeclineQuestionnaireLight', comment: WITHDRAWAL_REASON },
      ctx,
    );
  },
};

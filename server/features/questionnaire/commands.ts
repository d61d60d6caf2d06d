import { QUESTIONNAIRES } from '../../../events/questionnaire/collections';
import type { QuestionnaireAction } from '../../../events/questionnaire/events';
import type { QuestionnaireInfo, QuestionnaireVacancy } from '../../../events/questionnaire/events';
import type { ContractorType, QuestionnaireSource } from '../../../events/questionnaire/events';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { createWithNextId } from '../../core/ids';
import type { Services } from '../../core/services';
import { questionnaireDecider } from './decider';

export interface OpenQuestionnaire {
  source: QuestionnaireSource;
  lightQuestionnaireId?: string;
  contractorType: ContractorType;
  state: 'new' | 'acceptedByALManager';
  info: QuestionnaireInfo;
  vacancy: QuestionnaireVacancy;
}

/** Opens a questionnaire under the next numeric id; returns the id. */
export async function openQuestionnaire(
  s: Services,
  open: OpenQuestionnaire,
  ctx: CommandContext,
): Promise<string> {
  const { id } = await createWithNextId(s, QUESTIONNAIRES.name, (id) =>
    handleCommand(s.bus, questionnaireDecider, id, { type: 'OpenQuestionnaire', id, ...open }, ctx, {
      expectedRevision: -1,
    }),
  );
  return id;
}

/** Reject (with an optional reason) or restore; `seenRevision` lets a refusal name who acted first. */
export async function changeQuestionnaireState(
  s: Services,
  id: string,
  action: QuestionnaireAction,
  options: { reason?: string; seenRevision?: number; blacklisted?: boolean },
  ctx: CommandContext,
): Promise<void> {
  await handleCommand(
    s.bus,
    questionnaireDecider,
    id,
    { type: 'ChangeQuestionnaireState', action, ...options },
    ctx,
  );
}

export async function commentQuestionnaire(
  s: Services,
  id: string,
  text: string,
  ctx: CommandContext,
): Promise<void> {
  const command = { type: 'CommentQuestionnaire' as const, commentId: ctx.newId(), text };
  await handleCommand(s.bus, questionnaireDecider, id, command, ctx);
}

/** Changes some of the candidate's fields; fields changed by someone else since `seenRevision` conflict. */
export async function editQuestionnaireInfo(
  s: Services,
  id: string,
  changes: Partial<QuestionnaireInfo>,
  seenRevision: number,
  ctx: CommandContext,
): Promise<void> {
  await handleCommand(
    s.bus,
    questionnaireDecider,
    id,
    { type: 'EditQuestionnaireInfo', changes, seenRevision },
    ctx,
  );
}

import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import type { QuestionnaireAction } from '#events/questionnaire/events';
import type { QuestionnaireInfo, QuestionnaireVacancy } from '#events/questionnaire/events';
import type { ContractorType, QuestionnaireSource } from '#events/questionnaire/events';
import type { QuestionnaireEvent } from '#events/questionnaire/events';
import { asEventsOf, handleCommand } from '../../core/command-handler';
import { fold, type CommandContext } from '../../core/decider';
import {
  holderState,
  releaseKey,
  reserveKey,
  type HolderState,
  type UniqueKey,
} from '../../core/reservations';
import { createWithNextId } from '../../core/ids';
import type { Services } from '../../core/services';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { questionnaireDecider } from './decider';
import { assertBirthFitsPassport } from './profile-service';

export interface OpenQuestionnaire {
  source: QuestionnaireSource;
  lightQuestionnaireId?: string;
  contractorType: ContractorType;
  state: 'new' | 'acceptedByALManager';
  info: QuestionnaireInfo;
  vacancy: QuestionnaireVacancy;
}

/**
 * Opens a questionnaire under the next numeric id; returns the id. With `unique`, the key is
 * reserved in the event store first ('one open questionnaire per phone and vacancy' across API
 * nodes): KeyTakenError when an open questionnaire holds it; a rejected one hands it over.
 */
export async function openQuestionnaire(
  s: Services,
  open: OpenQuestionnaire,
  ctx: CommandContext,
  unique?: UniqueKey,
): Promise<string> {
  const claim = ctx.newId();
  let reserved: string | undefined;
  const opened = createWithNextId(s, QUESTIONNAIRES.name, async (id) => {
    const command = { type: 'OpenQuestionnaire' as const, id, ...open };
    if (unique) {
      // The rules first (pure): a refused questionnaire writes nothing, not even a reservation.
      questionnaireDecider.decide(command, questionnaireDecider.initialState(), ctx);
      await reserveKey(s, unique, id, (holder) => questionnaireHolder(s, holder), ctx, claim);
      reserved = id;
    }
    return handleCommand(s.bus, questionnaireDecider, id, command, ctx, { expectedRevision: -1 });
  });
  const { id } = await opened.catch(async (err: unknown) => {
    if (unique && reserved && (await questionnaireHolder(s, reserved)) === 'missing')
      await releaseKey(s, unique, reserved, ctx);
    throw err;
  });
  return id;
}

/** A questionnaire keeps its key until it is rejected. */
function questionnaireHolder(s: Services, id: string): Promise<HolderState> {
  return holderState(s, `${questionnaireDecider.kind}-${id}`, (events) =>
    ['rejected', 'rejectedAuth'].includes(
      fold(questionnaireDecider, asEventsOf<QuestionnaireEvent>(events)).state,
    ),
  );
}

/**
 * Reject (with an optional reason) or restore. `seenRevision`, the revision the screen showed: a
 * state move after it refuses the action with 409 naming who moved it (the decider's conflict table,
 * events/questionnaire/conflicts.ts); a comment or a scan after it does not. Without it (spec-shaped
 * callers) the action is decided on the state as it is, retried over concurrent appends.
 */
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

/**
 * Changes some of the candidate's fields; fields changed by someone else since `seenRevision`
 * conflict, a `seenRevision` the record never had is refused (the decider). A new birth date must
 * fit the saved passport's issue date (the profile's age rule).
 *
 * The personal data is one copy (events/questionnaire/personal-data.ts): the shared fields changed
 * here are the profile's 'Личные данные' too, by the one merge rule of the read model and the
 * decider, and closed with the profile. Everyone who opens the card may change them here, unit and
 * region directors included, as before: the edit carries only the changed fields, never an identity
 * number, so the rule that they may not save identity sections (masking.ts) still holds.
 */
export async function editQuestionnaireInfo(
  s: Services,
  id: string,
  changes: Partial<QuestionnaireInfo>,
  seenRevision: number,
  ctx: CommandContext,
): Promise<void> {
  if (changes.dateBirth !== undefined) {
    const doc = await getQuestionnaire(s.read, id, null);
    if (doc && changes.dateBirth !== doc.info.dateBirth)
      assertBirthFitsPassport(changes.dateBirth, doc.profile?.passport, ctx, 'dateBirth');
  }
  await handleCommand(
    s.bus,
    questionnaireDecider,
    id,
    { type: 'EditQuestionnaireInfo', changes, seenRevision },
    ctx,
  );
}

import { APPROVAL_MESSAGES, type ApprovalDoc } from '#events/approval/events';
import {
  CANDIDATE_DATA_EVENTS,
  maskPhone,
  requestCodeControl,
  selfEmploymentAllows,
} from '#events/approval/rules';
import { streamIdOf } from '#events/core/envelope';
import { QUESTIONNAIRE_KIND } from '#events/questionnaire/events';
import { errorMessage } from '#events/core/json';
import { getApprovalDoc } from '#projections/approval/queries';
import type { QuestionnaireView } from '#projections/questionnaire/queries';
import type { AccessClaims } from '../../auth/tokens';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { AppError, NotFoundError, RuleViolation } from '../../core/errors';
import { scrubPersonal } from '../../core/log-safe';
import type { Services } from '../../core/services';
import { visibleQuestionnaire } from '../questionnaire';
import { approvalSmsText, generateApprovalCode, hashApprovalCode } from './codes';
import {
  approvalDecider,
  assertManualPhoneAllowed,
  type ApprovalCandidate,
  type QuestionnaireFacts,
} from './decider';
import { directorIfAny, findDirector, type DirectorTarget } from './directory';
import { USERS } from '#events/users/collections';
import { collectionIn } from '#projections/core/typed-read';
import { log } from '../../core/logger';

export interface ApprovalAnswer {
  message: string;
  entity: ApprovalDoc;
}

/** The card this user may see (403/404 otherwise) and its approval document (null: never asked). */
export async function loadApproval(
  s: Services,
  user: AccessClaims,
  id: string,
): Promise<{ q: QuestionnaireView; doc: ApprovalDoc | null }> {
  const q = await visibleQuestionnaire(s, user, id);
  return { q, doc: await getApprovalDoc(s.read, id) };
}

/**
 * What the approval needs of the questionnaire: its state (read model), whether self-employment
 * allows it, and from its stream the revision now and that of the last change of the candidate's data.
 */
export async function questionnaireFacts(
  s: Services,
  q: QuestionnaireView,
  now: string,
): Promise<QuestionnaireFacts> {
  const history = await s.bus.store.readStream(streamIdOf(QUESTIONNAIRE_KIND, q.id));
  const dataRevision = history.reduce(
    (last, event) => (CANDIDATE_DATA_EVENTS.includes(event.type) ? event.revision : last),
    0,
  );
  return {
    state: q.state,
    selfEmploymentAllowed: selfEmploymentAllows(q, Date.parse(now)),
    revision: history.at(-1)?.revision ?? -1,
    dataRevision,
  };
}

export function candidateOf(q: QuestionnaireView): ApprovalCandidate {
  const { IStoreId, storeName, positionTitle } = q.vacancy;
  const { lastname, firstname, secondname } = q.info;
  return { IStoreId, storeName, positionTitle, lastname, firstname, secondname };
}

async function current(s: Services, id: string): Promise<ApprovalDoc> {
  const doc = await getApprovalDoc(s.read, id);
  if (!doc) throw new NotFoundError(APPROVAL_MESSAGES.notPending);
  return doc;
}

/**
 * POST /checkConfirmation/{id}: a code to the director of the store's region (or the store's), or
 * to the phone typed by hand. The rules are checked before the directory is asked and before the
 * SMS budget is spent; a refused send records nothing.
 */
export async function requestApprovalCode(
  s: Services,
  user: AccessClaims,
  id: string,
  manualPhone: string | null,
  ctx: CommandContext,
): Promise<ApprovalAnswer> {
  const { q, doc } = await loadApproval(s, user, id);
  const facts = await questionnaireFacts(s, q, ctx.now);
  const control = requestCodeControl(facts.state, facts.selfEmploymentAllowed, doc);
  if (!control.enabled) throw new RuleViolation(control.reason ?? APPROVAL_MESSAGES.notResolvedValid);
  // The directory decides first: a typed phone only when it has no director to text (issue 23).
  const found = manualPhone ? await directorIfAny(s, q.vacancy.IStoreId) : null;
  const target: DirectorTarget | { director: null; phone: string } = manualPhone
    ? { director: null, phone: manualPhone }
    : await findDirector(s, q.vacancy.IStoreId);
  const ownPhone = manualPhone ? (await collectionIn(s.read, USERS).get(user.userId))?.phone : undefined;
  const manual = { directoryDirector: found?.director ?? null, toOwnPhone: ownPhone === manualPhone };
  if (target.director === null) assertManualPhoneAllowed(manual); // before the SMS budget is spent
  await s.smsBudget.take();
  const code = generateApprovalCode();
  const requestId = ctx.newId();
  await handleCommand(
    s.bus,
    approvalDecider,
    id,
    {
      type: 'RequestApprovalCode',
      questionnaireId: id,
      questionnaire: facts,
      candidate: candidateOf(q),
      requestId,
      director: target.director,
      ...manual,
      phoneMasked: maskPhone(target.phone),
      codeHash: hashApprovalCode(s.config.otpPepper, id, requestId, code),
    },
    ctx,
  );
  const sms = approvalSmsText(
    {
      name: [q.info.lastname, q.info.firstname, q.info.secondname].filter(Boolean).join(' '),
      position: q.vacancy.positionTitle,
      store: q.vacancy.storeName,
    },
    code,
  );
  try {
    await s.sms.send({ phone: target.phone, ...sms, purpose: 'director approval code sent' });
  } catch (err) {
    log.error(`SMS delivery failed: ${scrubPersonal(errorMessage(err))}`);
    throw new AppError(502, APPROVAL_MESSAGES.smsFailed);
  }
  return { message: APPROVAL_MESSAGES.codeSent, entity: await current(s, id) };
}

/**
 * POST /checkConfirmation/{id}/confirm: the code entered on the card. A wrong one is recorded (it
 * counts against the attempts) and answered 400 'Неверный код подтверждения'.
 */
export async function confirmApprovalCode(
  s: Services,
  user: AccessClaims,
  id: string,
  code: string,
  ctx: CommandContext,
): Promise<ApprovalAnswer> {
  const { q, doc } = await loadApproval(s, user, id);
  const requestId = doc?.request?.requestId ?? '';
  const codeHash = hashApprovalCode(s.config.otpPepper, id, requestId, code);
  const questionnaire = await questionnaireFacts(s, q, ctx.now);
  const command = { type: 'ConfirmApprovalCode' as const, questionnaire, requestId, codeHash };
  const { events } = await handleCommand(s.bus, approvalDecider, id, command, ctx);
  const entity = await current(s, id);
  if (events.some((e) => e.type === 'ApprovalCodeRejected')) {
    throw new AppError(400, APPROVAL_MESSAGES.wrongCode, { field: 'code', entity });
  }
  return { message: APPROVAL_MESSAGES.confirmed, entity };
}

/** POST /approvals/{id}/approve: the director the request went to (or Admin) approves in one click. */
export async function approveByClick(
  s: Services,
  user: AccessClaims,
  id: string,
  ctx: CommandContext,
): Promise<ApprovalAnswer> {
  const { q } = await loadApproval(s, user, id);
  const approver = { userId: user.userId, isAdmin: user.scope === 'Admin' };
  const questionnaire = await questionnaireFacts(s, q, ctx.now);
  const command = { type: 'ApproveByClick' as const, questionnaire, approver };
  await handleCommand(s.bus, approvalDecider, id, command, ctx);
  return { message: APPROVAL_MESSAGES.approvedByClick, entity: await current(s, id) };
}

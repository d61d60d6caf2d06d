import { APPROVAL_MESSAGES, type ApprovalDoc } from '../../../events/approval/events';
import { maskPhone, requestCodeControl, selfEmploymentAllows } from '../../../events/approval/rules';
import { errorMessage } from '../../../events/core/json';
import { getApprovalDoc } from '../../../projections/approval/queries';
import type { QuestionnaireView } from '../../../projections/questionnaire/queries';
import type { AccessClaims } from '../../auth/tokens';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { AppError, NotFoundError, RuleViolation } from '../../core/errors';
import { scrubPersonal } from '../../core/log-safe';
import type { Services } from '../../core/services';
import { visibleQuestionnaire } from '../questionnaire';
import { approvalSmsText, generateApprovalCode, hashApprovalCode } from './codes';
import { approvalDecider, type QuestionnaireFacts } from './decider';
import { findDirector, type DirectorTarget } from './directory';

export interface ApprovalAnswer {
  message: string;
  entity: ApprovalDoc;
}

/** The card this user may see (403/404 otherwise) and its approval document. */
export async function loadApproval(
  s: Services,
  user: AccessClaims,
  id: string,
): Promise<{ q: QuestionnaireView; doc: ApprovalDoc }> {
  const q = await visibleQuestionnaire(s, user, id);
  const doc = await getApprovalDoc(s.read, id);
  if (!doc) throw new NotFoundError('Анкета не найдена');
  return { q, doc };
}

function factsOf(q: QuestionnaireView, doc: ApprovalDoc, now: string): QuestionnaireFacts {
  return {
    state: q.state,
    selfEmploymentAllowed: selfEmploymentAllows(q, Date.parse(now)),
    revision: doc.questionnaireRevision,
    dataRevision: doc.dataRevision,
  };
}

async function current(s: Services, id: string): Promise<ApprovalDoc> {
  const doc = await getApprovalDoc(s.read, id);
  if (!doc) throw new NotFoundError('Анкета не найдена');
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
  const facts = factsOf(q, doc, ctx.now);
  const control = requestCodeControl(facts.state, facts.selfEmploymentAllowed, doc);
  if (!control.enabled) throw new RuleViolation(control.reason ?? APPROVAL_MESSAGES.notResolvedValid);
  const target: DirectorTarget | { director: null; phone: string } = manualPhone
    ? { director: null, phone: manualPhone }
    : await findDirector(s, q.vacancy.IStoreId);
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
      requestId,
      director: target.director,
      phoneMasked: maskPhone(target.phone),
      codeHash: hashApprovalCode(s.config.otpPepper, id, requestId, code),
    },
    ctx,
  );
  const sms = approvalSmsText(
    { name: doc.candidateName, position: doc.positionTitle, store: doc.storeName },
    code,
  );
  try {
    await s.sms.send({ phone: target.phone, ...sms, purpose: 'director approval code sent' });
  } catch (err) {
    console.error(`SMS delivery failed: ${scrubPersonal(errorMessage(err))}`);
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
  const requestId = doc.request?.requestId ?? '';
  const codeHash = hashApprovalCode(s.config.otpPepper, id, requestId, code);
  const command = {
    type: 'ConfirmApprovalCode' as const,
    questionnaire: factsOf(q, doc, ctx.now),
    requestId,
    codeHash,
  };
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
  const { q, doc } = await loadApproval(s, user, id);
  const approver = { userId: user.userId, isAdmin: user.scope === 'Admin' };
  const command = { type: 'ApproveByClick' as const, questionnaire: factsOf(q, doc, ctx.now), approver };
  await handleCommand(s.bus, approvalDecider, id, command, ctx);
  return { message: APPROVAL_MESSAGES.approvedByClick, entity: await current(s, id) };
}

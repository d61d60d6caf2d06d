import { maskPhone } from '#events/approval/rules';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { collectionIn } from '#projections/core/typed-read';
import { getQuestionnaire, type QuestionnaireView } from '#projections/questionnaire/queries';
import { handleCommand } from '../../core/command-handler';
import type { Services } from '../../core/services';
import { actorAt } from '../../demo/actors';
import { DEMO_USERS } from '../../demo/reference';
import { editQuestionnaireInfo } from '../questionnaire';
import { generateApprovalCode, hashApprovalCode } from './codes';
import { candidateOf, questionnaireFacts } from './commands';
import { approvalDecider } from './decider';
import { directorIfAny } from './directory';

/** How a demo approval ends: still waiting, by the code, by a click, or approved and then made stale. */
export type ApprovalOutcome = 'pending' | 'code' | 'click' | 'stale';

const MINUTE = 60_000;

/**
 * One demo approval of a questionnaire in resolvedValid, through the same commands as the API (no
 * SMS goes out): HR asks at `at`, then 5 minutes later the director approves (by the code HR enters,
 * or by a click: Admin's for a phone typed by hand, else the director's), and for 'stale' HR changes
 * the candidate's e-mail 3 minutes after. A phone typed by hand only where the directory has no
 * director (the API's rule, issue 23). Returns the moment it was approved (null: not approved).
 */
export async function demoApproval(
  s: Services,
  q: QuestionnaireView,
  outcome: ApprovalOutcome,
  manualPhone: string | null,
  at: number,
): Promise<number | null> {
  const found = await directorIfAny(s, q.IStoreId);
  const target = found ?? (manualPhone ? { director: null, phone: manualPhone } : null);
  if (!target) return null;
  const code = generateApprovalCode();
  const requestId = `demo-approval-${q.id}`;
  const codeHash = hashApprovalCode(s.config.otpPepper, q.id, requestId, code);
  const request = {
    type: 'RequestApprovalCode' as const,
    questionnaireId: q.id,
    questionnaire: await questionnaireFacts(s, q, new Date(at).toISOString()),
    candidate: candidateOf(q),
    requestId,
    director: target.director,
    directoryDirector: null,
    toOwnPhone: false,
    phoneMasked: maskPhone(target.phone),
    codeHash,
  };
  await handleCommand(s.bus, approvalDecider, q.id, request, actorAt(s, 'hr', at));
  if (outcome === 'pending') return null;
  const approvedAt = at + 5 * MINUTE;
  const current = await getQuestionnaire(s.read, q.id, null);
  if (!current) return null;
  const facts = await questionnaireFacts(s, current, new Date(approvedAt).toISOString());
  if (outcome === 'code') {
    const confirm = { type: 'ConfirmApprovalCode' as const, questionnaire: facts, requestId, codeHash };
    await handleCommand(s.bus, approvalDecider, q.id, confirm, actorAt(s, 'hr', approvedAt));
  } else {
    const director = target.director;
    const login = director
      ? (DEMO_USERS.find((u) => u.userId === director.userId)?.login ?? 'admin')
      : 'admin';
    const by = actorAt(s, login, approvedAt);
    const approver = { userId: by.actor.userId, isAdmin: login === 'admin' };
    await handleCommand(
      s.bus,
      approvalDecider,
      q.id,
      { type: 'ApproveByClick', questionnaire: facts, approver },
      by,
    );
  }
  if (outcome === 'stale') {
    const doc = await collectionIn(s.read, QUESTIONNAIRES).get(q.id);
    if (doc) {
      const email = `${doc.info.email.split('@')[0] ?? 'candidate'}@gmail.com`;
      await editQuestionnaireInfo(
        s,
        q.id,
        { email },
        doc.revision,
        actorAt(s, 'hr', approvedAt + 3 * MINUTE),
      );
    }
  }
  return approvedAt;
}

import { maskPhone } from '../../../events/approval/rules';
import { QUESTIONNAIRES } from '../../../events/questionnaire/collections';
import { getQuestionnaire } from '../../../projections/questionnaire/queries';
import { collectionIn } from '../../../projections/core/typed-read';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { DEMO_USERS } from '../../demo/reference';
import { changeQuestionnaireState, editQuestionnaireInfo } from '../questionnaire';
import { generateApprovalCode, hashApprovalCode } from './codes';
import { approvalDecider, type QuestionnaireFacts } from './decider';
import { candidateOf, questionnaireFacts } from './commands';
import { directorIfAny } from './directory';
import { staffName } from '../../../events/core/staff-name';

type Outcome = 'pending' | 'code' | 'click' | 'stale';
/** [candidate's surname, phone typed by hand (no director in the directory), what happens]. */
const PLAN: [string, string | null, Outcome][] = [
  ['Алексеев', null, 'pending'],
  ['Степанов', null, 'pending'],
  ['Фролова', '79990002016', 'pending'],
  ['Козлова', null, 'code'],
  ['Дмитриева', '79990002054', 'click'],
  ['Волкова', null, 'stale'],
];

const as = (ctx: CommandContext, login: string, minutesAgo: number): CommandContext => {
  const user = DEMO_USERS.find((u) => u.login === login);
  const actor = user ? { userId: user.userId, role: user.scope, name: staffName(user) } : ctx.actor;
  return { ...ctx, actor, now: new Date(Date.parse(ctx.now) - minutesAgo * 60_000).toISOString() };
};

/**
 * Demo approvals, through the same commands as the API (no SMS goes out): questionnaires whose checks
 * passed (resolvedValid) waiting for the region director, one for a phone typed by hand, one approved
 * by code, one by Admin's click, one approved and then made stale by a change of the candidate's data.
 */
export async function seedApprovals(s: Services, ctx: CommandContext): Promise<void> {
  const docs = await collectionIn(s.read, QUESTIONNAIRES).find({ contractorType: 'Employee' });
  for (const [index, [surname, manualPhone, outcome]] of PLAN.entries()) {
    const q = docs.find((d) => d.info.lastname === surname);
    if (!q) continue;
    const minutes = 90 - index * 10;
    if (q.state !== 'resolvedValid')
      await changeQuestionnaireState(s, q.id, 'validateChecks', {}, as(ctx, 'hr', minutes + 5));
    const facts = async (): Promise<QuestionnaireFacts | null> => {
      const current = await getQuestionnaire(s.read, q.id, null);
      return current ? questionnaireFacts(s, current, ctx.now) : null;
    };
    const before = await facts();
    const shown = await getQuestionnaire(s.read, q.id, null);
    if (!before || !shown || before.state !== 'resolvedValid') continue;
    // A phone typed by hand only where the directory has no director (the API's rule, issue 23).
    const found = await directorIfAny(s, q.IStoreId);
    const target = manualPhone && !found ? { director: null, phone: manualPhone } : found;
    if (!target) continue;
    const code = generateApprovalCode();
    const requestId = `demo-approval-${q.id}`;
    const request = {
      type: 'RequestApprovalCode' as const,
      questionnaireId: q.id,
      questionnaire: before,
      candidate: candidateOf(shown),
      requestId,
      director: target.director,
      directoryDirector: null,
      toOwnPhone: false,
      phoneMasked: maskPhone(target.phone),
      codeHash: hashApprovalCode(s.config.otpPepper, q.id, requestId, code),
    };
    await handleCommand(s.bus, approvalDecider, q.id, request, as(ctx, 'hr', minutes));
    if (outcome === 'pending') continue;
    const now = await facts();
    if (!now) continue;
    if (outcome === 'code') {
      const codeHash = request.codeHash;
      const confirm = { type: 'ConfirmApprovalCode' as const, questionnaire: now, requestId, codeHash };
      await handleCommand(s.bus, approvalDecider, q.id, confirm, as(ctx, 'hr', minutes - 5));
      continue;
    }
    const login = outcome === 'click' ? 'admin' : 'regiondirector';
    const by = as(ctx, login, minutes - 5);
    const approver = { userId: by.actor.userId, isAdmin: login === 'admin' };
    await handleCommand(
      s.bus,
      approvalDecider,
      q.id,
      { type: 'ApproveByClick', questionnaire: now, approver },
      by,
    );
    if (outcome === 'stale') {
      const current = await collectionIn(s.read, QUESTIONNAIRES).get(q.id);
      if (!current) continue;
      const email = `${current.info.email.split('@')[0] ?? 'candidate'}@gmail.com`;
      await editQuestionnaireInfo(s, q.id, { email }, current.revision, as(ctx, 'hr', minutes - 8));
    }
  }
}

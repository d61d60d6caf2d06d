import { CHECK_KINDS, EXTERNAL_CHECKS, type CheckKind } from '#events/checks/events';
import { nextQuestionnaireAction, summarize } from '#events/checks/rules';
import { candidateChecks } from '#projections/checks/queries';
import { getQuestionnaire, type QuestionnaireView } from '#projections/questionnaire/queries';
import type { CommandContext } from '../core/decider';
import type { Services } from '../core/services';
import { processContext, requestChecks, runCheck } from '../features/checks';
import { changeQuestionnaireState } from '../features/questionnaire';
import { demoApproval, type ApprovalOutcome } from '../features/approval';
import { demoHire, type HireOutcome } from '../features/employment';
import { actorAt, findDemoQuestionnaire } from './actors';
import { demoSigning } from './signing';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What happened to a demo candidate after the first look, in order: the checks (all five, or the
 * outside sources only), the director's approval, then 1C and the signatures. Each step goes through
 * the product's own commands, so every card shows a history that could have happened: no
 * 'Проверки пройдены' without checks, no employed candidate without an approval.
 */
interface Story {
  checks: 'all' | 'external';
  approval?: ApprovalOutcome;
  /** A phone typed by hand (only used where the staff directory has no director for the store). */
  manualPhone?: string;
  /** The hire in 1C (server/features/employment): how its delivery ends, then the signatures. */
  hire?: { outcome: HireOutcome; drift?: boolean; sign?: boolean };
}

/** By the candidate's surname (server/features/questionnaire/demo-seed.ts opens them). */
export const HIRING_STORIES: [string, Story][] = [
  // The outside sources answered, the store's own checks are still to run.
  ['Фёдоров', { checks: 'external' }],
  ['Дмитриева', { checks: 'external' }],
  // The store has no open vacancy of her position: 'Проверки завершены', waiting for a decision.
  ['Козлова', { checks: 'all' }],
  // On the demo blacklist (server/features/blacklist/demo-seed.ts): refused by the check.
  ['Захарова', { checks: 'all' }],
  ['Алексеев', { checks: 'all', approval: 'pending' }],
  // Approved, ready to employ.
  ['Волкова', { checks: 'all', approval: 'code' }],
  // Sent to 1C, which answered 'документ не создан': the card offers 'Откатить анкету'.
  ['Степанов', { checks: 'all', approval: 'code', hire: { outcome: 'notCreated' } }],
  // Her store has no director in the directory: a phone typed by hand, Admin's click, then a change.
  ['Фролова', { checks: 'all', approval: 'stale', manualPhone: '79990002016' }],
  // 1C was down at the send: '1С недоступна, повторим в HH:mm', delivered once it answers.
  ['Орлов', { checks: 'all', approval: 'click', hire: { outcome: 'unavailable' } }],
  // Waiting for the signatures; a 1C user then moved the employment date (a drift to resolve).
  ['Макаров', { checks: 'all', approval: 'code', hire: { outcome: 'documents', drift: true } }],
  ['Семёнов', { checks: 'all', approval: 'code', hire: { outcome: 'documents', sign: true } }],
  ['Романова', { checks: 'all', approval: 'click', hire: { outcome: 'documents', sign: true } }],
];

/**
 * Runs checks as they run live (the same runner and services), on a clock set to the story's
 * moment and with the sandboxes answering at once, then moves the questionnaire as the checks'
 * process does. Returns the moment the last step was recorded.
 */
export async function runDemoChecks(
  s: Services,
  q: QuestionnaireView,
  checks: readonly CheckKind[],
  at: number,
): Promise<number> {
  const runs = await requestChecks(s, q, checks, actorAt(s, 'hr', at));
  let tick = at;
  const clock = () => iso((tick += 20_000));
  const answering: Services = {
    ...s,
    clock,
    config: { ...s.config, checks: { ...s.config.checks, sandboxDelayMs: 0, pollMs: 1 } },
  };
  for (const runId of Object.values(runs))
    if (runId) await runCheck(answering, q.id, runId, new AbortController().signal);
  const now = clock();
  const current = await getQuestionnaire(s.read, q.id, null);
  const done = await candidateChecks(s.read, q.id, q.vacancy.IStoreId);
  const action = current ? nextQuestionnaireAction(summarize(done.checks, now), current.state) : null;
  if (action) await changeQuestionnaireState(s, q.id, action, {}, processContext(answering, q.id, action));
  return tick;
}

/** 1C and the signatures: HR employs through the hire's commands and 1C, the director signs with the candidate. */
async function hire(s: Services, q: QuestionnaireView, story: NonNullable<Story['hire']>, at: number) {
  const done = await demoHire(s, q, story.outcome, at, { drift: story.drift });
  if (story.sign) await demoSigning(s, q.id, actorAt(s, 'director', done + 15 * MINUTE));
}

/**
 * The demo candidates' stories after their first look. Run last of the demo data (after the
 * blacklist and the checks' own demo), each within three hours of its questionnaire's opening and
 * never later than now.
 */
export async function seedHiringStories(s: Services, ctx: CommandContext): Promise<void> {
  const now = Date.parse(ctx.now);
  for (const [index, [surname, story]] of HIRING_STORIES.entries()) {
    const q = await findDemoQuestionnaire(s, surname);
    if (!q) continue;
    const opened = Date.parse(q.createdAt);
    const start = Math.min(opened + 105 * MINUTE, now - 60 * MINUTE);
    const kinds = story.checks === 'all' ? CHECK_KINDS : EXTERNAL_CHECKS;
    const checked = await runDemoChecks(s, q, kinds, start);
    if (!story.approval) continue;
    const shown = await getQuestionnaire(s.read, q.id, null);
    if (shown?.state !== 'resolvedValid') continue;
    // Those still waiting are asked recently (the card's 2-hour countdown runs); the hired long ago.
    const asked = story.hire
      ? checked + 10 * MINUTE
      : Math.max(checked + MINUTE, now - (50 - index) * MINUTE);
    const approved = await demoApproval(s, shown, story.approval, story.manualPhone ?? null, asked);
    if (approved !== null && story.hire) await hire(s, shown, story.hire, approved + 10 * MINUTE);
  }
}

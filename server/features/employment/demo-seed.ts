import { formatCalendarDay, moscowDay } from '#events/core/calendar-day';
import type { EmploymentForm } from '#events/employment/form';
import { addDays } from '#events/employment/rules';
import type { QuestionnaireView } from '#projections/questionnaire/queries';
import { oneSSandboxOf } from '../../adapters/onec/index';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { actorAt } from '../../demo/actors';
import { changeQuestionnaireState } from '../questionnaire';
import { hireDecider } from './decider';
import { deliverHire, followDocuments, loadHire, ONE_S_ACTOR } from './delivery';
import { oneSPortOf, useHireSettings, useOneSPort } from './ports';
import { reconcileHire } from './reconcile';

/**
 * How a demo hire ends: 1C down (queued, retried in 10 minutes from the demo's start), 'document
 * not created' (staff may roll back), or delivered with its documents built (waiting for the
 * signatures); `drift`: then a 1C user moves the employment date.
 */
export type HireOutcome = 'unavailable' | 'notCreated' | 'documents';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The form HR filled in: employment 5 days after the send, the salary card of Сбербанк. */
function demoForm(at: number, n: number): EmploymentForm {
  return {
    registrationDate: formatCalendarDay(addDays(moscowDay(new Date(at)), 5), 'ru'),
    isTermContract: '0',
    contractExpirationDate: null,
    parttimerHours: null,
    payrollApplication: true,
    experienceDocument: [],
    experienceOriginals: true,
    salaryProject: {
      id: 'sber',
      ui: {
        salaryProjectName: 'Сбербанк',
        bic_cbrf: '044525225',
        account: `4081781009991${String(1_000_000 + n * 7919).slice(-7)}`,
        name: '',
      },
    },
    survey: { trafficSource: '1' },
  };
}

/**
 * One demo hire through the same commands and the same 1C port as live: HR sends at `at`, the
 * worker's delivery runs at once on a clock of the story's moment, the documents are followed, and
 * the questionnaire moves as the process moves it. Returns the moment of the last step.
 * Failures are the sandbox's documented triggers, forced for the demo's hire (docs/onec-sandbox.md).
 */
export async function demoHire(
  s: Services,
  q: QuestionnaireView,
  outcome: HireOutcome,
  at: number,
  options: { drift?: boolean } = {},
): Promise<number> {
  const port = oneSPortOf(s);
  let tick = at;
  const live = outcome === 'unavailable'; // its retry time is shown from the demo's start
  const story: Services = { ...s, clock: live ? s.clock : () => iso((tick += MINUTE)) };
  useOneSPort(story, port);
  useHireSettings(story, { backoffMs: [10 * MINUTE] });
  const hr = actorAt(s, 'hr', at);
  const command = {
    type: 'RequestHire' as const,
    ...{ hireId: s.newId(), questionnaireId: q.id, form: demoForm(at, Number(q.id)) },
    ...{ requestedBy: { userId: hr.actor.userId, name: hr.actor.name ?? '' } },
    ...{ IStoreId: q.vacancy.IStoreId, positionTitle: q.vacancy.positionTitle },
  };
  await handleCommand(s.bus, hireDecider, q.id, command, hr);
  await changeQuestionnaireState(s, q.id, 'sendTo1S', {}, hr);
  // The sandbox's documented triggers, keyed by the hire (the demo's candidates keep their names).
  const sandbox = oneSSandboxOf(port);
  if (sandbox && outcome !== 'documents') sandbox.forceTrigger(`hire:${command.hireId}`, outcome);
  await deliverHire(story, q.id);
  if (outcome !== 'documents') return tick;
  const ref = (await loadHire(s, q.id)).document?.documentRef;
  if (sandbox && ref) sandbox.settle(ref);
  await followDocuments(story, q.id);
  const system: CommandContext = { ...actorAt(s, 'hr', (tick += MINUTE)), actor: ONE_S_ACTOR };
  await changeQuestionnaireState(s, q.id, 'documentsReady', {}, system);
  if (options.drift && sandbox && ref) {
    sandbox.drift(ref);
    await reconcileHire(story, q.id);
  }
  return tick;
}

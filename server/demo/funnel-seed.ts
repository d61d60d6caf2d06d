import { DEMO_STORES, findStore } from '#events/core/store-directory';
import { CHECK_KINDS } from '#events/checks/events';
import type { LightQuestionnaireInfo } from '#events/questionnaire-light/events';
import type { PublicVacancy } from '#events/vacancies/views';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { lightQuestionnaires } from '#projections/questionnaire-light';
import type { CommandContext } from '../core/decider';
import type { Services } from '../core/services';
import { demoApproval, directorIfAny } from '../features/approval';
import { demoHire } from '../features/employment';
import { changeQuestionnaireState, openQuestionnaire, seedProfile } from '../features/questionnaire';
import { demoReviewLight, demoSubmitLight, publishedVacancies } from '../features/questionnaire-light';
import { actorAt } from './actors';
import { runDemoChecks } from './hiring';
import { needsProfile, planJourneys, RESERVE_STORE, type JourneyPlan, type JourneyStep } from './funnel-plan';
import { DEMO_CITIES, DEMO_POSITIONS } from './reference';
import { demoSigning } from './signing';

const MINUTE = 60_000;

/** One journey as it is being played: its light questionnaire and employment questionnaire ids. */
interface Played {
  plan: JourneyPlan;
  vacancy: PublicVacancy | null;
  lightId: string | null;
  questionnaireId: string | null;
}

/**
 * Six months of hiring for the funnel (issue 29, item 5): the journeys of funnel-plan.ts, each
 * step through the product's own commands at its moment in the past (the commands' `now`, and a
 * clock of that moment where a process reads one), so the funnel, its trend and the stuck list are
 * alive on the first start. Run after the rest of the demo data: its ids follow theirs.
 */
export async function seedFunnelHistory(s: Services, ctx: CommandContext): Promise<number> {
  const vacancies = (await publishedVacancies(s)).filter((v) => !v.isSelfEmployed);
  const slots = vacancies.map((v) => ({ storeId: v.store.IStoreId, positionTitle: v.position.title }));
  const plans = planJourneys(Date.parse(ctx.now), slots);
  const [last] = await lightQuestionnaires(s.read).find({}, { sort: { seq: -1 }, limit: 1 });
  let lightSeq = Number(last?.seq ?? 0);
  const directors = new Map<string, boolean>();
  for (const store of DEMO_STORES)
    directors.set(store.IStoreId, (await directorIfAny(s, store.IStoreId)) !== null);
  for (const plan of plans) {
    const vacancy =
      vacancies.find((v) => v.store.IStoreId === plan.storeId && v.position.title === plan.positionTitle) ??
      null;
    const played: Played = { plan, vacancy, lightId: null, questionnaireId: null };
    for (const step of plan.steps) {
      if (step.kind === 'submitLight') played.lightId = String(++lightSeq);
      await playStep(s, played, step, directors.get(plan.storeId) ?? false);
    }
  }
  return plans.length;
}

const phoneOf = (n: number) => `7915${String(3_000_000 + n * 7).padStart(7, '0')}`;
const emailOf = (n: number) => `candidate${n}@${n % 2 ? 'mail.ru' : 'yandex.ru'}`;
/** The store's director invites to interviews where there is one; HR elsewhere. */
const storeStaff = (storeId: string) => (storeId === '10412' ? 'director' : 'hr');

async function playStep(s: Services, j: Played, step: JourneyStep, hasDirector: boolean): Promise<void> {
  const { plan } = j;
  const at = (login: string, ms = step.at) => actorAt(s, login, ms);
  const q = async () => (j.questionnaireId ? getQuestionnaire(s.read, j.questionnaireId, null) : null);
  const change = (action: Parameters<typeof changeQuestionnaireState>[2], login: string) =>
    j.questionnaireId
      ? changeQuestionnaireState(s, j.questionnaireId, action, { reason: step.reason }, at(login))
      : Promise.resolve();
  switch (step.kind) {
    case 'submitLight': {
      if (!j.vacancy || !j.lightId) return;
      const source = plan.source !== 'staff' && plan.sourceInAddress ? plan.source : undefined;
      return demoSubmitLight(s, j.lightId, j.vacancy, lightInfo(plan), source, step.at);
    }
    case 'declineLight':
      if (j.lightId)
        await demoReviewLight(s, j.lightId, { action: 'decline', comment: step.reason }, step.at);
      return;
    case 'restoreLight':
      if (j.lightId) await demoReviewLight(s, j.lightId, { action: 'restore' }, step.at);
      return;
    case 'acceptLight':
      if (!j.lightId) return;
      await demoReviewLight(s, j.lightId, { action: 'accept' }, step.at);
      // As the light questionnaire's reactor does at once: the store's employment questionnaire.
      j.questionnaireId = await open(s, j, 'acceptedByALManager', { ...at('system', step.at + MINUTE) });
      return;
    case 'openByStaff':
      j.questionnaireId = await open(s, j, 'new', at('hr'));
      return;
    case 'interview':
      return change('inviteToInterview', storeStaff(plan.storeId));
    case 'takeIntoWork': {
      // The candidate's profile, filled in after the interview (the checks and 1C read it).
      if (j.questionnaireId && needsProfile(plan))
        await seedProfile(s, j.questionnaireId, 1000 + plan.n, plan.sex, plan.birthDate, at('hr'));
      return;
    }
    case 'checks': {
      const current = await q();
      if (current) await runDemoChecks(s, current, CHECK_KINDS, step.at);
      return;
    }
    case 'reject':
      return change('reject', storeStaff(plan.storeId));
    case 'reestablish':
      return change('reestablish', 'hr');
    case 'approve': {
      const current = await q();
      if (current?.state !== 'resolvedValid') return;
      const manual = hasDirector ? null : `7999000${String(plan.n).padStart(4, '0')}`;
      await demoApproval(s, current, hasDirector ? 'code' : 'click', manual, step.at);
      return;
    }
    case 'hire':
    case 'hireNotCreated': {
      const current = await q();
      if (current?.state !== 'resolvedValid') return;
      await demoHire(s, current, step.kind === 'hire' ? 'documents' : 'notCreated', step.at);
      return;
    }
    case 'rollback':
      return change('rollback', 'hr');
    case 'sign':
      if (j.questionnaireId) await demoSigning(s, j.questionnaireId, at('director'));
      return;
    case 'signOnPaper':
      return change('sign', 'director');
  }
}

function lightInfo(plan: JourneyPlan): LightQuestionnaireInfo {
  return {
    surname: plan.surname,
    firstName: plan.firstName,
    patronymicName: plan.patronymic,
    woPatronymic: false,
    citizen: 'Russia',
    birthDate: `${plan.birthDate}T00:00:00.000Z`,
    phone: phoneOf(plan.n),
    email: emailOf(plan.n),
    addressFact: '',
    subwayStation: '',
  };
}

/** The employment questionnaire: from the light one (agreed) or opened by staff (no light one). */
async function open(
  s: Services,
  j: Played,
  state: 'new' | 'acceptedByALManager',
  ctx: CommandContext,
): Promise<string> {
  const { plan } = j;
  const store = findStore(plan.storeId) ?? findStore(RESERVE_STORE);
  const positionIndex = DEMO_POSITIONS.findIndex((p) => p.title === plan.positionTitle);
  const city = DEMO_CITIES.find((c) => c.cityId === store?.param.cityId);
  return openQuestionnaire(
    s,
    {
      source: j.lightId ? 'light' : 'staff',
      ...(j.lightId ? { lightQuestionnaireId: j.lightId } : {}),
      contractorType: 'Employee',
      state,
      info: {
        lastname: plan.surname,
        firstname: plan.firstName,
        secondname: plan.patronymic,
        woPatronymic: false,
        sex: plan.sex,
        dateBirth: plan.birthDate,
        phone: phoneOf(plan.n),
        email: emailOf(plan.n),
      },
      vacancy: {
        ...(j.vacancy ? { vacancyId: j.vacancy.id } : {}),
        IStoreId: store?.IStoreId ?? plan.storeId,
        storeName: store?.name ?? '',
        ...(store?.param.mall ? { storeMall: store.param.mall } : {}),
        cityId: store?.param.cityId ?? '',
        cityName: city?.name ?? '',
        positionId: j.vacancy?.position.id ?? String(positionIndex + 1),
        positionTitle: plan.positionTitle,
      },
    },
    ctx,
  );
}

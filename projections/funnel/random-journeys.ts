import type { EventEnvelope } from '#events/core/envelope';

/**
 * Random candidate journeys as raw events, for the funnel's property test and its benchmark
 * (scripts/bench/section-19-funnel.ts): light questionnaires and staff-opened ones, moving through
 * the stages with interviews, checks, approvals, 1C and signatures, refused, restored and rolled back
 * at random, interleaved in time, with the events of the real flow the funnel does not read (checks
 * requested and completed, the approval code sent, 1C's delivery and documents, the signature): about
 * 10 events per journey, as the log holds them. No personal data: the light and questionnaire events carry
 * placeholders where the real ones carry the candidate's data (the funnel reads none of it).
 */
export interface RandomJourneyOptions {
  journeys: number;
  /** The first day journeys start on (UTC midnight, ms) and over how many days they start. */
  startMs: number;
  days: number;
  stores: readonly string[];
  positions: readonly string[];
  seed?: number;
  /** The number of the first journey (ids of later ones follow): chunks of one data set. */
  firstJourney?: number;
}

/** A small seeded generator (mulberry32): the same seed, the same journeys. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Pending {
  at: number;
  streamId: string;
  type: string;
  data: unknown;
}

const SOURCES = [undefined, 'headhunter', 'superjob'] as const;
/** The checks every employment questionnaire goes through (passport, tax number, blacklist). */
const CHECKS = ['passport', 'inn', 'blacklist'];
const REASONS = ['Не вышел на связь', 'Нет опыта', '', 'Отказался от предложения'];

/** The events of one journey, each with its time (the caller orders all journeys' events by time). */
function journeyEvents(n: number, o: RandomJourneyOptions, random: () => number): Pending[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const out: Pending[] = [];
  let t = o.startMs + Math.floor(random() * o.days * 86_400_000);
  const step = () => (t += Math.floor(random() * 4 * 86_400_000) + 60_000);
  const store = pick(o.stores);
  const position = pick(o.positions);
  const qid = String(n);
  const light = random() < 0.8;
  const q = `questionnaire-${qid}`;
  const emit = (streamId: string, type: string, data: unknown) => out.push({ at: t, streamId, type, data });
  const refusedHere = (p: number) => random() < p;
  if (light) {
    const l = `questionnaireLight-${qid}`;
    const source = pick(SOURCES);
    emit(l, 'QuestionnaireLightSubmitted', {
      id: qid,
      vacancy_id: 'v',
      info: {},
      vacancy: {
        id: 'v',
        IStoreId: store,
        store: {},
        position: { id: position, title: `Должность ${position}` },
      },
      ...(source ? { source } : {}),
    });
    step();
    if (refusedHere(0.25)) {
      emit(l, 'QuestionnaireLightDeclined', { comment: pick(REASONS) });
      if (random() < 0.3) {
        step();
        emit(l, 'QuestionnaireLightRestored', {});
      } else return out;
    }
    if (random() < 0.2) return out;
    step();
    emit(l, 'QuestionnaireLightAccepted', { comment: '' });
    if (random() < 0.6) {
      step();
      emit(`meeting-${qid}`, 'InterviewScheduled', {
        id: qid,
        questionnaireId: qid,
        questionnaireKind: 'light',
      });
    }
    if (random() < 0.2) return out;
    step();
  }
  emit(q, 'QuestionnaireOpened', {
    id: qid,
    source: light ? 'light' : 'staff',
    ...(light ? { lightQuestionnaireId: qid } : {}),
    contractorType: 'Employee',
    state: random() < 0.2 ? 'acceptedByALManager' : 'new',
    info: {},
    vacancy: { IStoreId: store, positionId: position, positionTitle: `Должность ${position}` },
  });
  const change = (action: string, to: string, reason?: string) => {
    step();
    emit(q, 'QuestionnaireStateChanged', { action, from: 'new', to, ...(reason ? { reason } : {}) });
  };
  if (!light && random() < 0.5) {
    step();
    emit(`meeting-e${qid}`, 'InterviewScheduled', {
      id: `e${qid}`,
      questionnaireId: qid,
      questionnaireKind: 'employment',
    });
  }
  // The checks of the questionnaire (the funnel reads none of their events, only the state they lead to).
  const checks = `checks-${qid}`;
  for (const kind of CHECKS) emit(checks, 'CheckRequested', { questionnaireId: qid, kind });
  t += 60_000 + Math.floor(random() * 3_600_000);
  for (const kind of CHECKS) emit(checks, 'CheckCompleted', { questionnaireId: qid, kind, result: 'valid' });
  if (refusedHere(0.15)) {
    change(
      random() < 0.3 ? 'rejectByCheck' : 'reject',
      random() < 0.3 ? 'rejectedAuth' : 'rejected',
      pick(REASONS),
    );
    if (random() < 0.3) change('reestablish', 'new');
    else return out;
  }
  if (random() < 0.15) return out;
  change('validateChecks', 'resolvedValid');
  if (random() < 0.15) return out;
  step();
  emit(`approval-${qid}`, 'ApprovalCodeSent', { requestId: 'r', method: 'code' });
  t += 60_000;
  emit(`approval-${qid}`, 'ApprovalConfirmed', {
    requestId: 'r',
    method: 'code',
    questionnaireRevision: 1,
    director: null,
  });
  if (random() < 0.1) return out;
  const hire = () => {
    emit(`hire-${qid}`, 'HireRequested', { questionnaireId: qid });
    change('sendTo1S', 'sendedTo1S');
    emit(`hire-${qid}`, 'HireDelivered', { questionnaireId: qid });
    emit(`hire-${qid}`, 'HireDocumentsReady', { questionnaireId: qid });
    change('documentsReady', 'waitingSigningDocuments');
  };
  hire();
  if (random() < 0.1) {
    change('rollback', 'resolvedValid');
    if (random() < 0.5) return out;
    hire();
  }
  if (random() < 0.1) return out;
  emit(`signing-${qid}`, 'DocumentsSigned', { questionnaireId: qid });
  change('sign', 'employed');
  return out;
}

/** The events of `journeys` random journeys, in time order, with positions from `firstPosition`. */
export function randomJourneyEvents(o: RandomJourneyOptions, firstPosition = 1): EventEnvelope[] {
  const random = seededRandom(o.seed ?? 29);
  const pending: Pending[] = [];
  const first = o.firstJourney ?? 1;
  for (let n = first; n < first + o.journeys; n++) pending.push(...journeyEvents(n, o, random));
  pending.sort((a, b) => a.at - b.at);
  const actor = { userId: 'u1', role: 'HR' };
  return pending.map((p, i) => ({
    id: `e${firstPosition + i}`,
    type: p.type,
    data: p.data,
    streamId: p.streamId,
    revision: 0,
    position: firstPosition + i,
    meta: {
      actor,
      occurredAt: new Date(p.at).toISOString(),
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
  }));
}

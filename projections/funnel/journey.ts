import type { EventEnvelope } from '#events/core/envelope';
import {
  FUNNEL_SOURCES,
  openStageOf,
  stageRank,
  type FunnelJourneyDoc,
  type FunnelSource,
  type FunnelStage,
} from '#events/funnel/api';

/**
 * One journey's next state for one event (pure). The event → stage mapping of events/funnel/api.ts:
 * a forward move enters a stage (its first time is kept), a refusal ends the journey where it is, a
 * restore takes the refusal back, a 1C rollback moves the current stage back to 'approved'.
 * Nothing personal is read or kept: ids, store, position, source, stages and times.
 */

/** The Moscow day of an instant, 'YYYY-MM-DD' (UTC+3 all year). */
export const moscowIsoDay = (at: string): string =>
  new Date(Date.parse(at) + 3 * 3_600_000).toISOString().slice(0, 10);

/** The Monday of a 'YYYY-MM-DD' day (remembered: the same few days come again and again). */
const mondays = new Map<string, string>();
export function mondayOf(day: string): string {
  let monday = mondays.get(day);
  if (monday === undefined) {
    const date = new Date(`${day}T00:00:00.000Z`);
    const weekday = (date.getUTCDay() + 6) % 7;
    monday = new Date(date.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
    if (mondays.size > 50_000) mondays.clear();
    mondays.set(day, monday);
  }
  return monday;
}

/** A refusal reason as the funnel keeps it: a trimmed short text (no reason: null). */
export function reasonText(reason: unknown): string | null {
  if (typeof reason !== 'string') return null;
  const text = reason.trim().replace(/\s+/g, ' ');
  return text === '' ? null : text.slice(0, 120);
}

/** The source a light questionnaire names (`source`, a job board's service), else the own site. */
export function lightSource(data: unknown): FunnelSource {
  const source = (data as { source?: unknown } | null)?.source;
  return typeof source === 'string' &&
    (FUNNEL_SOURCES as readonly string[]).includes(source) &&
    source !== 'staff'
    ? (source as FunnelSource)
    : 'site';
}

interface Start {
  journeyId: string;
  lightId: string | null;
  questionnaireId: string | null;
  storeId: string;
  positionId: string;
  positionTitle: string;
  source: FunnelSource;
  entryStage: FunnelStage;
  at: string;
}

export function startJourney(start: Start): FunnelJourneyDoc {
  const { at, entryStage } = start;
  return {
    journeyId: start.journeyId,
    lightId: start.lightId,
    questionnaireId: start.questionnaireId,
    storeId: start.storeId,
    positionId: start.positionId,
    positionTitle: start.positionTitle,
    source: start.source,
    startDay: moscowIsoDay(at),
    startedAt: at,
    entryStage,
    stage: entryStage,
    since: at,
    maxStage: entryStage,
    enteredAt: { [entryStage]: at },
    refused: null,
    openStage: openStageOf({ stage: entryStage, refused: null }),
  };
}

/** Moves forward to `stage` (a move back or to the same stage changes nothing). */
export function advance(journey: FunnelJourneyDoc, stage: FunnelStage, at: string): FunnelJourneyDoc {
  if (stageRank(stage) <= stageRank(journey.stage)) return journey;
  // A refused journey that moves on anyway (a later step recorded after the refusal) is not refused.
  const enteredAt = journey.enteredAt[stage] ? journey.enteredAt : { ...journey.enteredAt, [stage]: at };
  const maxStage = stageRank(stage) > stageRank(journey.maxStage) ? stage : journey.maxStage;
  return {
    ...journey,
    stage,
    since: at,
    maxStage,
    enteredAt,
    refused: null,
    openStage: openStageOf({ stage, refused: null }),
  };
}

export function refuse(
  journey: FunnelJourneyDoc,
  at: string,
  reason: string | null,
  byCheck: boolean,
): FunnelJourneyDoc {
  return { ...journey, since: at, refused: { stage: journey.stage, at, reason, byCheck }, openStage: null };
}

export function restore(journey: FunnelJourneyDoc, at: string): FunnelJourneyDoc {
  if (journey.refused === null) return journey;
  return {
    ...journey,
    since: at,
    refused: null,
    openStage: openStageOf({ stage: journey.stage, refused: null }),
  };
}

/** A 1C rollback: the current stage goes back to 'approved'; what was reached stays reached. */
export function rollBack(journey: FunnelJourneyDoc, at: string): FunnelJourneyDoc {
  if (stageRank(journey.stage) <= stageRank('approved')) return journey;
  return {
    ...journey,
    stage: 'approved',
    since: at,
    openStage: journey.refused === null ? 'approved' : null,
  };
}

type Data = Record<string, unknown>;

/** The stage a questionnaire's new state enters, if any. */
const STAGE_OF_STATE: Record<string, FunnelStage> = {
  waitingInterview: 'interview',
  resolvedValid: 'checksPassed',
  sendedTo1S: 'sentTo1C',
  employed: 'employed',
};

/**
 * The journey after one event (`journey` null: not started yet). `journeyId` is the key the
 * projection found for the event. Events of no stage return `journey` itself.
 */
export function nextJourney(
  journey: FunnelJourneyDoc | null,
  event: EventEnvelope,
  journeyId: string,
): FunnelJourneyDoc | null {
  const at = event.meta.occurredAt;
  const data = (event.data ?? {}) as Data;
  switch (event.type) {
    case 'QuestionnaireLightSubmitted': {
      if (journey) return journey;
      const vacancy = data.vacancy as { IStoreId: string; position: { id: string; title: string } };
      return startJourney({
        journeyId,
        lightId: String(data.id),
        questionnaireId: null,
        storeId: vacancy.IStoreId,
        positionId: vacancy.position.id,
        positionTitle: vacancy.position.title,
        source: lightSource(data),
        entryStage: 'light',
        at,
      });
    }
    case 'QuestionnaireOpened': {
      const id = String(data.id);
      if (journey) return advance({ ...journey, questionnaireId: id }, 'questionnaire', at);
      const vacancy = data.vacancy as { IStoreId: string; positionId: string; positionTitle: string };
      const agreed = data.state === 'acceptedByALManager';
      const started = startJourney({
        journeyId,
        lightId: typeof data.lightQuestionnaireId === 'string' ? data.lightQuestionnaireId : null,
        questionnaireId: id,
        storeId: vacancy.IStoreId,
        positionId: vacancy.positionId,
        positionTitle: vacancy.positionTitle,
        source: data.source === 'staff' ? 'staff' : 'site',
        entryStage: agreed ? 'passedToStore' : 'questionnaire',
        at,
      });
      return agreed ? advance(started, 'questionnaire', at) : started;
    }
  }
  if (!journey) return null;
  switch (event.type) {
    case 'QuestionnaireLightAccepted':
      return advance(journey, 'passedToStore', at);
    case 'QuestionnaireLightDeclined':
      return refuse(journey, at, reasonText(data.comment), false);
    case 'QuestionnaireLightRestored':
      return restore(journey, at);
    case 'InterviewScheduled':
      return advance(journey, 'interview', at);
    case 'ApprovalConfirmed':
      return advance(journey, 'approved', at);
    case 'QuestionnaireStateChanged': {
      const action = data.action;
      if (action === 'reject' || action === 'rejectByCheck') {
        return refuse(journey, at, reasonText(data.reason), action === 'rejectByCheck');
      }
      if (action === 'reestablish') return restore(journey, at);
      if (action === 'rollback') return rollBack(journey, at);
      const stage = STAGE_OF_STATE[String(data.to)];
      return stage ? advance(journey, stage, at) : journey;
    }
    default:
      return journey;
  }
}

import type { EventEnvelope } from '#events/core/envelope';
import { testInfo, testLightInfo, testLightVacancy, testVacancy } from '../../helpers/questionnaire-events';

/**
 * Events of candidate journeys for the funnel's tests, with their times: `at(day, hour)` in
 * November 2026 (UTC), and positions growing in the order they are made.
 */
let position = 0;
export const resetPositions = (from = 0) => (position = from);

export const at = (day: number, hour = 9) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export function event(streamId: string, type: string, data: unknown, occurredAt: string): EventEnvelope {
  position++;
  return {
    id: `e-${position}`,
    type,
    data,
    streamId,
    revision: 0,
    position,
    meta: {
      actor: { userId: 'u1', role: 'HR' },
      occurredAt,
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
  };
}

export const lightSubmitted = (
  id: string,
  when: string,
  over: { IStoreId?: string; positionId?: string; source?: string } = {},
) =>
  event(
    `questionnaireLight-${id}`,
    'QuestionnaireLightSubmitted',
    {
      id,
      vacancy_id: 'v1',
      info: testLightInfo,
      vacancy: {
        ...testLightVacancy,
        IStoreId: over.IStoreId ?? testLightVacancy.IStoreId,
        position: { id: over.positionId ?? '3', title: 'Продавец-консультант' },
      },
      ...(over.source ? { source: over.source } : {}),
    },
    when,
  );
export const lightAccepted = (id: string, when: string) =>
  event(`questionnaireLight-${id}`, 'QuestionnaireLightAccepted', { comment: '' }, when);
export const lightDeclined = (id: string, when: string, comment = '') =>
  event(`questionnaireLight-${id}`, 'QuestionnaireLightDeclined', { comment }, when);
export const lightRestored = (id: string, when: string) =>
  event(`questionnaireLight-${id}`, 'QuestionnaireLightRestored', {}, when);

export const opened = (
  id: string,
  when: string,
  over: {
    lightId?: string;
    state?: 'new' | 'acceptedByALManager';
    IStoreId?: string;
    positionId?: string;
  } = {},
) =>
  event(
    `questionnaire-${id}`,
    'QuestionnaireOpened',
    {
      id,
      source: over.lightId ? 'light' : 'staff',
      ...(over.lightId ? { lightQuestionnaireId: over.lightId } : {}),
      contractorType: 'Employee',
      state: over.state ?? 'new',
      info: testInfo,
      vacancy: {
        ...testVacancy,
        IStoreId: over.IStoreId ?? testVacancy.IStoreId,
        positionId: over.positionId ?? '3',
      },
    },
    when,
  );
export const stateChanged = (
  id: string,
  action: string,
  from: string,
  to: string,
  when: string,
  reason?: string,
) =>
  event(
    `questionnaire-${id}`,
    'QuestionnaireStateChanged',
    { action, from, to, ...(reason ? { reason } : {}) },
    when,
  );
export const approved = (questionnaireId: string, when: string) =>
  event(
    `approval-${questionnaireId}`,
    'ApprovalConfirmed',
    { requestId: 'r1', method: 'code', questionnaireRevision: 3, director: null },
    when,
  );
export const interview = (questionnaireId: string, kind: 'light' | 'employment', when: string) =>
  event(
    `meeting-m${questionnaireId}${kind}`,
    'InterviewScheduled',
    {
      id: `m${questionnaireId}`,
      questionnaireId,
      questionnaireKind: kind,
      candidateName: 'Иванова Мария',
      positionTitle: 'Продавец-консультант',
      IStoreId: '10412',
      storeName: 'Авиапарк',
      startsAt: when,
      durationMinutes: 30,
      place: 'Магазин',
      comment: '',
    },
    when,
  );
export const erased = (streamId: string, when: string) =>
  event(streamId, 'PersonalDataErased', { subject: streamId }, when);

import { APPROVALS } from '#events/approval/collections';
import { CANDIDATE_CHECKS } from '#events/checks/collections';
import type { Collection } from '#events/core/collections';
import { DKMO } from '#events/dkmo/collections';
import { HIRES } from '#events/employment/collections';
import type { FieldChange, HistoryPage, HistoryRecordKind } from '#events/history/api';
import { POSITIONS } from '#events/positions/collections';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { BASE_TEMPLATES, STAFF_VACANCIES, VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import { apiCall } from '../../shell/http';

const base = (kind: HistoryRecordKind, id: string) =>
  `/history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** GET /history/{kind}/{id}?before&limit: one page of the woven timeline, newest first. */
export const getHistoryPage = (kind: HistoryRecordKind, id: string, before?: number, limit = 50) =>
  apiCall<HistoryPage>(
    `${base(kind, id)}?limit=${limit}${before === undefined ? '' : `&before=${before}`}`,
    undefined,
    {
      method: 'GET',
    },
  );

/** GET /history/{kind}/{id}/compare?from&to: the fields between two points of the story. */
export const compareHistory = (kind: HistoryRecordKind, id: string, from: number, to: number) =>
  apiCall<FieldChange[]>(`${base(kind, id)}/compare?from=${from}&to=${to}`, undefined, { method: 'GET' });

/** The console's address of a record's history. */
export const historyPath = (kind: HistoryRecordKind, id: string) =>
  `/protected/history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** The record's own screen, for the way back. */
export function recordPath(kind: HistoryRecordKind, id: string): string {
  const at = encodeURIComponent(id);
  switch (kind) {
    case 'questionnaire':
    case 'approval':
      return `/protected/feedback/${at}`;
    case 'questionnaireLight':
      return `/protected/questionnaire-light/${at}`;
    case 'vacancy':
      return `/protected/positions/vacancies/${at}`;
    case 'vacancyTemplate':
      return `/protected/vacancy/${at}`;
    case 'baseTemplate':
      return '/protected/basic-vacancy';
    case 'position':
      return '/protected/settings/positions';
    case 'dkmo':
      return `/protected/dkmo?storeId=${at}`;
  }
}

/**
 * The live rooms whose changes mean new events in the record's timeline: the documents its woven
 * streams project into (a questionnaire's card, checks, approval and hire).
 */
export function liveRoomsOf(kind: HistoryRecordKind, id: string): { collection: Collection; room: string }[] {
  const of = (collection: Collection) => ({ collection, room: collection.docRoom(id) });
  switch (kind) {
    case 'questionnaire':
      return [of(QUESTIONNAIRES), of(CANDIDATE_CHECKS), of(APPROVALS), of(HIRES)];
    case 'approval':
      return [of(APPROVALS)];
    case 'questionnaireLight':
      return [of(QUESTIONNAIRES_LIGHT)];
    case 'vacancy':
      return [of(STAFF_VACANCIES), of(VACANCIES)];
    case 'vacancyTemplate':
      return [of(VACANCY_TEMPLATES)];
    case 'baseTemplate':
      return [of(BASE_TEMPLATES)];
    case 'position':
      return [of(POSITIONS)];
    case 'dkmo':
      return [of(DKMO)];
  }
}

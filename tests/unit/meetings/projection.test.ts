import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { meetingsProjection } from '#projections/meetings/projection';
import { meetingEntity } from '#projections/meetings/queries';
import type { MeetingDoc } from '#events/meetings/events';
import { roomsOf } from '#server/realtime/rooms';
import { givenProjection } from '../../helpers/gwt';

let position = 0;
function event(
  revision: number,
  type: string,
  data: unknown,
  at = '2026-11-22T10:00:00.000Z',
  actor = { userId: '1001', role: 'Admin', name: 'Админова Анна' },
  streamId = 'meeting-5',
): EventEnvelope {
  return {
    id: `e${++position}`,
    type,
    data,
    streamId,
    revision,
    position,
    meta: { actor, occurredAt: at, correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  };
}

const scheduledData = {
  id: '5',
  questionnaireId: '12',
  candidateName: 'Иванова Мария Петровна',
  positionTitle: 'Продавец-консультант',
  IStoreId: '10412',
  storeName: 'Авиапарк',
  startsAt: '2026-11-24T08:00:00.000Z',
  durationMinutes: 45,
  place: 'Магазин «Авиапарк»',
  comment: 'Взять паспорт',
};
const scheduled = event(0, 'InterviewScheduled', scheduledData);
const admin = { userId: '1001', name: 'Админова Анна', role: 'Admin' };
const reviewer = { userId: '1006', role: 'HR', name: 'Лёгкая Мария' };

describe('meetings projection', () => {
  it('projects a scheduled interview with its end, status and who scheduled it', () => {
    givenProjection(meetingsProjection)
      .given([scheduled])
      .then('meetings/5', {
        _id: '5',
        ...scheduledData,
        endsAt: '2026-11-24T08:45:00.000Z',
        status: 'scheduled',
        revision: 0,
        createdAt: '2026-11-22T10:00:00.000Z',
        createdBy: admin,
        updatedBy: admin,
        rescheduled: 0,
        cancellation: null,
        seq: 5,
      });
  });

  it('a move changes the start and end, keeps what it does not name, and counts the moves', () => {
    const moved = event(
      1,
      'InterviewRescheduled',
      { startsAt: '2026-11-25T12:00:00.000Z' },
      '2026-11-23T09:00:00.000Z',
      reviewer,
    );
    const again = event(2, 'InterviewRescheduled', {
      startsAt: '2026-11-26T07:30:00.000Z',
      durationMinutes: 90,
      place: 'Офис HR',
    });
    givenProjection(meetingsProjection)
      .given([scheduled, moved])
      .then('meetings/5', {
        startsAt: '2026-11-25T12:00:00.000Z',
        endsAt: '2026-11-25T12:45:00.000Z',
        durationMinutes: 45,
        place: 'Магазин «Авиапарк»',
        revision: 1,
        rescheduled: 1,
        updatedAt: '2026-11-23T09:00:00.000Z',
        updatedBy: { userId: '1006', name: 'Лёгкая Мария', role: 'HR' },
        createdBy: admin,
      });
    givenProjection(meetingsProjection).given([scheduled, moved, again]).then('meetings/5', {
      startsAt: '2026-11-26T07:30:00.000Z',
      endsAt: '2026-11-26T09:00:00.000Z',
      durationMinutes: 90,
      place: 'Офис HR',
      revision: 2,
      rescheduled: 2,
    });
  });

  it('a cancellation keeps the meeting, marked, with the reason and who cancelled it', () => {
    const cancelled = event(1, 'InterviewCancelled', { reason: 'Не придёт' }, '2026-11-23T11:00:00.000Z');
    givenProjection(meetingsProjection)
      .given([scheduled, cancelled])
      .then('meetings/5', {
        status: 'cancelled',
        revision: 1,
        startsAt: '2026-11-24T08:00:00.000Z',
        cancellation: { reason: 'Не придёт', at: '2026-11-23T11:00:00.000Z', by: admin },
      });
  });

  it('ignores other streams and events of an unknown meeting', () => {
    const foreign = event(0, 'InterviewScheduled', scheduledData, undefined, undefined, 'position-5');
    expect(meetingsProjection.keysOf(foreign)).toEqual([]);
    const orphan = event(1, 'InterviewCancelled', { reason: 'x' }, undefined, undefined, 'meeting-9');
    givenProjection(meetingsProjection).given([orphan]).then('meetings/9', null);
  });

  it('the API entity leaves bookkeeping behind', () => {
    const doc = meetingsProjection.apply(null, scheduled, { collection: 'meetings', id: '5' })!;
    // The runtime contract returns an untyped Doc; this one is the projection's MeetingDoc.
    const entity = meetingEntity({ ...(doc as unknown as MeetingDoc), _id: '5', _pos: 3 } as MeetingDoc);
    expect(entity).toEqual({
      ...scheduledData,
      // Events before issue 24 name a light questionnaire.
      questionnaireKind: 'light',
      endsAt: '2026-11-24T08:45:00.000Z',
      status: 'scheduled',
      revision: 0,
      createdAt: '2026-11-22T10:00:00.000Z',
      createdBy: admin,
      updatedAt: '2026-11-22T10:00:00.000Z',
      updatedBy: admin,
      rescheduled: 0,
      cancellation: null,
      // The candidate's request to move it (their status page, issue 31): none.
      rescheduleRequest: null,
    });
  });

  it('is pushed to the list and the record room, never to a store room', () => {
    const doc = meetingsProjection.apply(null, scheduled, { collection: 'meetings', id: '5' });
    expect(roomsOf('meetings', '5', doc)).toEqual(['list:meetings', 'doc:meetings:5']);
  });
});

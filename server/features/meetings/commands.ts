import {
  canScheduleMeetings,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  type MeetingEntity,
} from '#events/meetings/events';
import type { QuestionnaireLightEntity } from '#events/questionnaire-light/events';
import { findMeetings, getMeetingDoc, lastMeetingSeq, meetingEntity } from '#projections/meetings/queries';
import type { AccessClaims } from '../../auth/tokens';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { ConcurrencyError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors';
import type { Filter } from '#projections/core/read-store';
import type { Services } from '../../core/services';
import { getQuestionnaire } from '../questionnaire-light';
import { meetingDecider, type InvitedCandidate, type MeetingCommand } from './decider';

const DAY_MS = 24 * 3600_000;
/** A range of at most 62 days holds far fewer meetings; the cap only bounds a pathological day. */
const LIST_CAP = 5000;

/** A staff member bound to a store sees and changes only that store's meetings; Admin sees all. */
function storeScope(user: AccessClaims): Filter {
  const own = user.storeId ?? user.IStoreId;
  return user.scope !== 'Admin' && own ? { IStoreId: String(own) } : {};
}

export function assertCanSchedule(user: AccessClaims): void {
  if (!canScheduleMeetings(user)) throw new ForbiddenError(MEETING_MESSAGES.noRights);
}

/** Meetings overlapping [from, to), earliest first; cancelled ones included (marked). */
export async function listMeetings(
  s: Services,
  user: AccessClaims,
  range: { from: string; to: string },
): Promise<MeetingEntity[]> {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (to <= from) throw new ValidationError(MEETING_MESSAGES.rangeOrder, 'to');
  if (to - from > MEETING_LIMITS.maxRangeDays * DAY_MS)
    throw new ValidationError(MEETING_MESSAGES.rangeTooLong, 'to');
  const filter: Filter = {
    startsAt: { $lt: new Date(to).toISOString() },
    endsAt: { $gt: new Date(from).toISOString() },
    ...storeScope(user),
  };
  return findMeetings(s.read, filter, LIST_CAP);
}

export function candidateOf(q: QuestionnaireLightEntity): InvitedCandidate {
  const { surname, firstName, patronymicName, woPatronymic } = q.info;
  return {
    questionnaireId: q.id,
    status: q.type,
    candidateName: [surname, firstName, woPatronymic ? '' : patronymicName].filter(Boolean).join(' '),
    positionTitle: q.vacancy.position.title,
    IStoreId: q.vacancy.IStoreId,
    storeName: q.vacancy.store.name,
  };
}

export interface ScheduleInput {
  questionnaireId: string;
  startsAt: string;
  durationMinutes: number;
  place: string;
  comment?: string;
}

/** Invites the candidate of a light questionnaire; the meeting takes the next free number. */
export async function scheduleMeeting(
  s: Services,
  user: AccessClaims,
  input: ScheduleInput,
  ctx: CommandContext,
): Promise<MeetingEntity> {
  assertCanSchedule(user);
  const { questionnaireId, ...rest } = input;
  const candidate = candidateOf(await getQuestionnaire(s, user, questionnaireId));
  return scheduleFor(s, user, candidate, rest, ctx);
}

/** Schedules a meeting with an invited candidate (light or employment); it takes the next free number. */
export async function scheduleFor(
  s: Services,
  user: AccessClaims,
  candidate: InvitedCandidate,
  rest: Omit<ScheduleInput, 'questionnaireId'>,
  ctx: CommandContext,
): Promise<MeetingEntity> {
  // A fresh number can race with another invitation: 'no_stream' then conflicts and we take the next.
  for (let attempt = 0; ; attempt++) {
    const id = String((await lastSeq(s)) + 1 + attempt);
    const command: MeetingCommand = { type: 'ScheduleInterview', id, candidate, ...rest };
    try {
      await handleCommand(s.bus, meetingDecider, id, command, ctx, { expectedRevision: -1 });
      return await loadMeeting(s, user, id);
    } catch (err) {
      if (attempt >= 10 || !(err instanceof ConcurrencyError)) throw err;
    }
  }
}

/** Moves or cancels; `revision` (what the user saw) turns a concurrent change into a 409 naming who. */
export async function changeMeeting(
  s: Services,
  user: AccessClaims,
  id: string,
  command: Extract<MeetingCommand, { type: 'RescheduleInterview' | 'CancelInterview' }>,
  revision: number,
  ctx: CommandContext,
): Promise<MeetingEntity> {
  assertCanSchedule(user);
  await loadMeeting(s, user, id);
  await handleCommand(s.bus, meetingDecider, id, command, ctx, { expectedRevision: revision });
  return loadMeeting(s, user, id);
}

async function loadMeeting(s: Services, user: AccessClaims, id: string): Promise<MeetingEntity> {
  const doc = await getMeetingDoc(s.read, id);
  const scope = storeScope(user);
  if (!doc || (scope.IStoreId && doc.IStoreId !== scope.IStoreId))
    throw new NotFoundError(MEETING_MESSAGES.notFound);
  return meetingEntity(doc);
}

async function lastSeq(s: Services): Promise<number> {
  return lastMeetingSeq(s.read);
}

import { DateTime } from 'luxon';
import { MEETING_TIME_ZONE } from '#events/meetings/events';
import { lightQuestionnaires, questionnaireEntity } from '#projections/questionnaire-light';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { meetingDecider, type MeetingCommand } from './decider';
import { candidateOf } from './commands';
import type { Services } from '../../core/services';
import { DEMO_USERS } from '../../demo/reference';
import { staffName } from '#events/core/staff-name';

/** [week (0 this, 1 next), ISO weekday, Moscow time, minutes, place ('store' means the candidate's store)]. */
const SLOTS: [number, number, string, number, string][] = [
  [0, 2, '11:00', 45, 'store'],
  [0, 3, '15:30', 30, 'Видеозвонок: ссылка придёт кандидату в СМС'],
  [0, 4, '10:00', 60, 'Офис HR, Ходынский б-р, д. 4, каб. 12'],
  [0, 5, '14:00', 45, 'store'],
  [1, 1, '12:00', 60, 'store'],
  [1, 2, '16:00', 30, 'Видеозвонок: ссылка придёт кандидату в СМС'],
  [1, 3, '11:30', 90, 'Офис HR, Ходынский б-р, д. 4, каб. 12'],
  [1, 5, '10:30', 45, 'store'],
];

const COMMENTS = [
  'Взять паспорт и трудовую книжку',
  'Собеседование с директором магазина',
  '',
  'Кандидат просил перезвонить за час до встречи',
];

/** Which seeded meetings are then moved or cancelled, so the calendar shows every state. */
const MOVED = 6;
const CANCELLED = 7;

function actor(login: string, fallback: CommandContext['actor']): CommandContext['actor'] {
  const u = DEMO_USERS.find((x) => x.login === login);
  return u ? { userId: u.userId, role: u.scope, name: staffName(u) } : fallback;
}

/**
 * Demo interviews over this week and the next (Moscow time, relative to the seed time) for the
 * seeded light questionnaires that are new or passed to the store. A meeting already in the past
 * is recorded as scheduled two days before it, as it would have been.
 */
export async function seedMeetings(s: Services, ctx: CommandContext): Promise<void> {
  const docs = await lightQuestionnaires(s.read).find(
    { type: { $in: ['new', 'accepted'] } },
    { sort: { seq: 1 } },
  );
  const candidates = docs.map((d) => candidateOf(questionnaireEntity(d)));
  if (candidates.length === 0) return;
  const seededAt = DateTime.fromISO(ctx.now, { zone: MEETING_TIME_ZONE });
  const monday = seededAt.startOf('week');
  const staff = [actor('admin', ctx.actor), actor('hr-al', ctx.actor)];
  for (const [index, [week, weekday, time, durationMinutes, where]] of SLOTS.entries()) {
    const [hour, minute] = time.split(':').map(Number);
    const startsAt = monday.plus({ weeks: week, days: weekday - 1 }).set({ hour, minute });
    const candidate = candidates[index % candidates.length]!;
    const scheduledAt = DateTime.min(seededAt, startsAt.minus({ days: 2 }));
    const id = String(index + 1);
    const command: MeetingCommand = {
      type: 'ScheduleInterview',
      id,
      candidate,
      startsAt: startsAt.toUTC().toISO()!,
      durationMinutes,
      place: where === 'store' ? `Магазин «${candidate.storeName}», комната персонала` : where,
      comment: COMMENTS[index % COMMENTS.length],
    };
    const by = { ...ctx, actor: staff[index % staff.length]!, now: scheduledAt.toUTC().toISO()! };
    await handleCommand(s.bus, meetingDecider, id, command, by);
    if (index + 1 === MOVED) {
      const later = startsAt.plus({ days: 1, hours: 1 }).toUTC().toISO()!;
      await handleCommand(s.bus, meetingDecider, id, { type: 'RescheduleInterview', startsAt: later }, by);
    }
    if (index + 1 === CANCELLED) {
      const reason = 'Кандидат нашёл другую работу';
      await handleCommand(s.bus, meetingDecider, id, { type: 'CancelInterview', reason }, by);
    }
  }
}

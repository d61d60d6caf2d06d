import { actorText } from '#events/core/roles';
import type { Actor } from '#events/core/envelope';
import { formatMoscow } from '#events/core/moscow-time';
import type { InfoField, QuestionnaireAction } from '#events/questionnaire/events';
import {
  staleChange,
  type ChangeMark,
  type CommandIntent,
  type LastChanges,
} from '#events/questionnaire/conflicts';
import { SECTION_OF_EVENT } from '#events/questionnaire/profile/events';
import { ConcurrencyError } from '../../core/errors';
import { sectionConflictText } from './profile-decide';

/**
 * The questionnaire decider's refusal of a stale screen (issue 24, item 5): which change made it
 * stale, and the 409 that names who made it, what they did and when.
 */

/** Who changed something and when: what a refused colleague is told. */
export interface Stamp {
  revision: number;
  at: string;
  by: Actor;
}

/** Past-tense words of each action, for 'Анкету уже отклонил(а) …'. */
export const DONE: Partial<Record<QuestionnaireAction | 'open', string>> = {
  reject: 'отклонил(а)',
  rejectByCheck: 'отклонил(а) по проверке',
  reestablish: 'восстановил(а)',
  accept: 'принял(а) в работу',
  sendTo1S: 'отправил(а) в 1С',
  sign: 'оформил(а)',
};

/**
 * A change the command depends on was made after the revision the screen showed: 409 naming who
 * made it (the newest such change), whatever the command would do on today's state.
 */
export function assertNotStale(
  s: { changes: LastChanges },
  intent: CommandIntent,
  seen: number | undefined,
): void {
  const stale = staleChange(intent, s.changes, seen);
  if (stale) throw conflict(stale, doneText(stale, intent));
}

/** 'отклонил(а)', 'изменил(а) поле «E-mail»', 'изменил(а) раздел «Паспорт»': what the other person did. */
function doneText(change: ChangeMark, intent: CommandIntent): string {
  if (change.type === 'QuestionnaireStateChanged')
    return (change.action && DONE[change.action]) ?? 'изменил(а)';
  if (change.type === 'QuestionnaireInfoEdited') {
    const wanted = intent.type === 'EditQuestionnaireInfo' ? intent.fields : [];
    const field = change.fields?.find((f) => wanted.includes(f)) ?? change.fields?.[0];
    return field ? `изменил(а) поле «${FIELD_TITLES[field]}»` : 'изменил(а)';
  }
  return sectionConflictText(SECTION_OF_EVENT[change.type]);
}

export function conflict(last: Stamp, done: string): ConcurrencyError {
  const who = actorText(last.by);
  return new ConcurrencyError(
    `Анкету уже ${done} ${who} ${formatMoscow(last.at)}. Данные на экране обновлены.`,
    last.by,
    last.at,
    last.revision,
  );
}

export const FIELD_TITLES: Record<InfoField, string> = {
  lastname: 'Фамилия',
  firstname: 'Имя',
  secondname: 'Отчество',
  woPatronymic: 'Нет отчества',
  sex: 'Пол',
  dateBirth: 'Дата рождения',
  phone: 'Телефон',
  email: 'E-mail',
  lastJobs: 'Последние места работы',
};

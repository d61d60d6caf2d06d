import { actorText } from '#events/core/roles';
import { PROFILE_SECTION_TITLES } from '#events/questionnaire/profile/events';
import { STATE_TITLES } from '#events/questionnaire/states';
import type { QuestionnaireView } from './api';
import { dateTime } from './format';

/** 'Кадрова Елена (HR-специалист), 24.11.2026 10:15' — who made the last change and when. */
export function whoAndWhen(change: QuestionnaireView['lastChange']): string {
  return `${actorText(change.by)}, ${dateTime(change.at)}`;
}

/** What someone else just changed on the open questionnaire, in words, with who and when. */
export function changeText(q: QuestionnaireView): string {
  const change = q.lastChange;
  const what = (() => {
    switch (change.kind) {
      case 'state':
        return `Статус анкеты: «${STATE_TITLES[q.state]}»`;
      case 'comment':
        return 'Добавлен комментарий';
      case 'edited':
        return 'Изменены данные кандидата';
      case 'file':
        return 'Изменены сканы документов';
      case 'submitted':
        return 'Кандидат отправил анкету';
      case 'profile':
        return change.section
          ? `Изменён раздел «${PROFILE_SECTION_TITLES[change.section]}»`
          : 'Изменена анкета';
      default:
        return 'Анкета изменена';
    }
  })();
  return `${what} — ${whoAndWhen(change)}.`;
}

import { formatDateTime } from '#client/console/shell/state/format';
import type { QuestionnaireLightEntity } from '../api';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { actedText, STATUS_TITLES } from '../components/format';

/** What to tell the reviewer when the open questionnaire changed under them. */
/** The card's message when the questionnaire is not (or no longer) visible to this user. */
export const NOT_FOUND = 'Анкета не найдена';

export function liveChangeText(
  next: QuestionnaireLightEntity,
  previous: QuestionnaireLightEntity | null,
  doc: { updated_at?: string },
): string {
  if (previous && previous.type === next.type) return 'Данные анкеты обновлены.';
  const status = `Статус анкеты изменён: «${STATUS_TITLES[next.type]}»`;
  const acted = actedText(next);
  if (acted) return `${status} — ${acted}.`;
  // A restore clears the action data: only the time of the change is known.
  const when = formatDateTime(doc.updated_at);
  return when ? `${status}, ${when}.` : `${status}.`;
}

/** A refused action: the server's message (a 409 names who acted first), with the time if it lacks one. */
export function actionErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return UNKNOWN_ERROR_MESSAGE;
  if (err.status !== 409) return err.message;
  const changedAt = typeof err.details?.changedAt === 'string' ? formatDateTime(err.details.changedAt) : '';
  const hasTime = /\d{2}\.\d{2}\.\d{4}/.test(err.message);
  return changedAt && !hasTime ? `${err.message} Изменено ${changedAt}.` : err.message;
}

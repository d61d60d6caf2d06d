import { ZONE_LABEL } from '#client/shared/time';
import {
  CHECK_LIMITS,
  CHECK_MESSAGES,
  FSSP_STATUS_TITLES,
  SELF_EMPLOYMENT_TITLES,
  type CheckKind,
} from '#events/checks/kinds';
import { blacklistDisplay, currentRun, totalDebt } from '#events/checks/rules';
import type { CheckRunView } from '#events/checks/views';

export type Tone = 'informative' | 'success' | 'danger' | 'warning' | 'subtle';

/** A check's status line as staff read it (spec part 2, section 4), and its colour. */
export function statusOf(
  kind: CheckKind,
  checks: Partial<Record<CheckKind, CheckRunView>>,
  now: string,
): { text: string; tone: Tone } {
  const run = currentRun(checks, kind, now);
  const stale = !run && checks[kind] !== undefined;
  if (kind === 'blacklist') {
    const shown = blacklistDisplay(checks);
    if (shown.has === null) return { text: 'Проверка выполняется', tone: 'informative' };
    if (shown.has === false) return { text: 'Не найден в чёрном списке', tone: 'success' };
    if (shown.has === true) return { text: 'Кандидат в чёрном списке', tone: 'danger' };
    if (run?.status === 'skipped') return { text: 'Проверка пропущена', tone: 'warning' };
    return { text: CHECK_MESSAGES.dataMissing, tone: 'subtle' };
  }
  if (stale) return { text: 'Результат старше 6 часов: проверьте снова', tone: 'subtle' };
  if (!run)
    return { text: kind === 'fssp' ? FSSP_STATUS_TITLES.None : 'Проверка не проводилась', tone: 'subtle' };
  if (run.status === 'skipped') return { text: 'Проверка пропущена', tone: 'warning' };
  // A run just asked for has no FSSP status yet ('None'): it reads as running, not 'never run'.
  if (
    kind === 'fssp' &&
    run.fsspStatus &&
    run.fsspStatus !== 'None' &&
    run.status !== 'passed' &&
    run.status !== 'failed'
  )
    return {
      text: FSSP_STATUS_TITLES[run.fsspStatus],
      tone: run.status === 'error' ? 'danger' : 'informative',
    };
  if (run.status === 'running') return { text: 'Проверка выполняется', tone: 'informative' };
  if (run.status === 'error') return { text: run.error ?? CHECK_MESSAGES.failure, tone: 'danger' };
  const ok = run.status === 'passed';
  const result = run.result;
  switch (kind) {
    case 'fssp': {
      const fssp = result?.fssp;
      if (!fssp) break;
      const over = totalDebt(fssp) > CHECK_LIMITS.fsspDebtLimitRub;
      return {
        text: over ? 'Задолженность больше 100 000 ₽' : `${FSSP_STATUS_TITLES[fssp.status]}: допустимо`,
        tone: ok ? 'success' : 'danger',
      };
    }
    case 'selfEmployment': {
      const status = result?.selfEmployment?.status;
      if (!status) break;
      return {
        text: `${SELF_EMPLOYMENT_TITLES[status]}: ${ok ? 'разрешено' : 'запрещено'}`,
        tone: ok ? 'success' : 'danger',
      };
    }
    case 'criminalRecord':
      return { text: ok ? 'Судимость не найдена' : 'Есть судимость', tone: ok ? 'success' : 'danger' };
    case 'storeVacancy':
      return ok
        ? { text: 'Есть свободные ставки', tone: 'success' }
        : { text: CHECK_MESSAGES.noVacancy, tone: 'danger' };
  }
  return { text: ok ? 'Пройдена' : 'Не пройдена', tone: ok ? 'success' : 'danger' };
}

const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** 'DD.MM.YYYY, HH:mm:ss МСК': checks keep the seconds; the zone shown as everywhere (client/shared/time.ts). */
export const formatAt = (iso: string) => (iso ? `${moscow.format(new Date(iso))} ${ZONE_LABEL}` : '');

export const rub = (value: number) => `${value.toLocaleString('ru-RU')} ₽`;

import { formatMoscow } from '../core/moscow-time';
import { DOCUMENT_NOT_CREATED, type HireDoc } from './events';

/** The hire's words (spec part 2, section 8, and ours), shared by the server and the card. */
export const HIRE_MESSAGES = {
  rolledBack: 'Откат анкеты успешно завершен',
  regenerated: 'Повторное формирование документов успешно завершено',
  alreadySent: (who: string, at: string) => `Анкета уже отправлена в 1С: ${who}, ${moscowMinute(at)} МСК`,
  notSent: 'Анкета не отправлялась в 1С',
  notDelivered: 'Документ в 1С ещё не создан',
  rollbackNotAllowed: 'Откатить можно только анкету, отправленную в 1С и ещё не подписанную',
  noDrift: 'Расхождений с 1С нет',
  checkRunning: 'Проверка документов уже идёт',
  checkTimeout: 'Документы в 1С не сформированы за 5 минут, проверьте позже',
  retrying: (at: string) => `1С недоступна, повторим в ${moscowTime(at)}`,
  queued: 'Анкета в очереди на отправку в 1С',
  delivered: 'Документ проведён в 1С, формируются документы',
  documentsReady: 'Документы сформированы: ожидает подписания',
} as const;

/** The steps of 'Проверить статус документов', as the card shows them. */
export const CHECK_STEPS = {
  lookup: 'Проверка документов в 1С',
  posted: 'Согласование получено: документ проведён в 1С',
  documents: 'Формирование комплекта документов',
  ready: 'Ожидает подписания',
  error: 'Ошибка',
} as const;
export type CheckStep = keyof typeof CHECK_STEPS;

/** 'ДД.ММ.ГГГГ ЧЧ:мм' in Moscow time. */
export function moscowMinute(iso: string): string {
  return formatMoscow(iso).replace(' (МСК)', '');
}

/** 'ЧЧ:мм' in Moscow time. */
export function moscowTime(iso: string): string {
  return moscowMinute(iso).slice(-5);
}

/** Whether the last failure offers 'Откатить анкету' (an error containing 'document not created'). */
export function offersRollback(doc: Pick<HireDoc, 'lastError' | 'check'>): boolean {
  const texts = [doc.lastError?.message, doc.check?.outcome === 'error' ? doc.check.message : undefined];
  return texts.some((t) => t?.toLowerCase().includes(DOCUMENT_NOT_CREATED) ?? false);
}

/** One line of where the hire stands: '1С недоступна, повторим в HH:mm' while 1C is down. */
export function hireStatusText(doc: HireDoc): string {
  switch (doc.status) {
    case 'unavailable':
      return doc.nextRetryAt ? HIRE_MESSAGES.retrying(doc.nextRetryAt) : HIRE_MESSAGES.queued;
    case 'queued':
      return HIRE_MESSAGES.queued;
    case 'failed':
      return doc.lastError?.message ?? 'Ошибка';
    case 'delivered':
      return HIRE_MESSAGES.delivered;
    case 'documentsReady':
      return HIRE_MESSAGES.documentsReady;
    case 'rolledBack':
      return HIRE_MESSAGES.rolledBack;
  }
}

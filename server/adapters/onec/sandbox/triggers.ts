/**
 * The 1C sandbox's documented triggers (docs/onec-sandbox.md): the candidate's surname decides how the
 * built-in 1C:ZUP answers, so every outcome of a hire can be shown in the demo and the tests. The
 * surname is read when the person is registered (Catalog_ФизическиеЛица); only the trigger's name is
 * kept in the clear.
 */
export type OneSTrigger = 'none' | 'notCreated' | 'stale' | 'rights' | 'timeout' | 'unavailable' | 'drift';

export interface OneSTriggerRow {
  /** The surname begins with this (case and ё ignored). */
  prefix: string;
  trigger: Exclude<OneSTrigger, 'none'>;
  /** What 1C does, as the docs table says it. */
  effect: string;
}

export const ONE_S_TRIGGERS: readonly OneSTriggerRow[] = [
  {
    prefix: 'Несоздан',
    trigger: 'notCreated',
    effect:
      "POST …/Post answers 500 odata.error 'Документ не создан: …' (every time); the document stays unposted",
  },
  {
    prefix: 'Версион',
    trigger: 'stale',
    effect:
      'the first POST …/Post answers 412: an accountant saved the document meanwhile (its DataVersion moved); the next one with the new DataVersion posts',
  },
  {
    prefix: 'Бесправ',
    trigger: 'rights',
    effect: "POST Document_ПриемНаРаботу answers 403 odata.error 'Нарушение прав доступа!' (every time)",
  },
  {
    prefix: 'Молчун',
    trigger: 'timeout',
    effect:
      "the first POST Document_ПриемНаРаботу for the person creates the document but never answers (the client's timeout: unknown outcome); later calls answer",
  },
  {
    prefix: 'Недоступн',
    trigger: 'unavailable',
    effect:
      "from the first attempt to create the person's document, 1C answers 503 (the web server's page) to the passport, the document and its actions for ONEC_SANDBOX_OUTAGE_MS, then works",
  },
  {
    prefix: 'Правкин',
    trigger: 'drift',
    effect:
      'ONEC_SANDBOX_DRIFT_MS after the document set is built, an accountant moves ДатаПриема one day later in 1C: DataVersion moves',
  },
];

const norm = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е');

export function oneSTrigger(lastName: string): OneSTrigger {
  const name = norm(lastName);
  return ONE_S_TRIGGERS.find((row) => name.startsWith(norm(row.prefix)))?.trigger ?? 'none';
}

/** The printed forms the sandbox builds for a posted document (its stand-in for 1C's print forms). */
export const ONE_S_DOCUMENT_SET: readonly string[] = [
  'Приказ о приеме на работу (Т-1)',
  'Трудовой договор',
  'Согласие на обработку персональных данных',
  'Заявление на перечисление заработной платы',
  'Договор о полной индивидуальной материальной ответственности',
];

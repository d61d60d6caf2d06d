import type { Actor } from '../core/envelope';

/**
 * A hire's dossier (issue 28, item 4): the whole story of one questionnaire, from the light
 * questionnaire it came from to the signatures, as one PDF and one JSON Lines file that an auditor
 * hands to a court or an inspector. GET /api/v1/questionnaires/{id}/dossier.pdf and .../dossier.jsonl.
 */
export const DOSSIER_FORMATS = {
  pdf: { type: 'application/pdf', title: 'PDF' },
  jsonl: { type: 'application/x-ndjson; charset=utf-8', title: 'JSON Lines' },
} as const;
export type DossierFormat = keyof typeof DOSSIER_FORMATS;

/** The dossier's file, as the console names it when it saves it. */
export const dossierFileName = (id: string, format: DossierFormat): string => `dossier-${id}.${format}`;

/** The parts of the story, in the PDF's order; 'Полная история' follows them with every event. */
export const DOSSIER_SECTIONS = {
  questionnaire: 'Анкета',
  checks: 'Проверки',
  approval: 'Согласование',
  hire: 'Трудоустройство и 1С',
  signatures: 'Документы и подписи',
} as const;
export type DossierSection = keyof typeof DOSSIER_SECTIONS;
export const FULL_HISTORY_TITLE = 'Полная история';

/**
 * One event of the story: one line of the JSON Lines file after the header. `data` is the event's
 * as recorded, secrets redacted, personal data as the viewer may see it ('удалено' after erasure).
 */
export interface DossierEventLine {
  position: number;
  stream: string;
  revision: number;
  type: string;
  eventId: string;
  /** ISO-8601 UTC. */
  occurredAt: string;
  actor: Actor;
  sentence: string;
  correlationId: string;
  data: unknown;
}

/**
 * The file's first line. `sha256` is the SHA-256 (hex) of every event line that follows, each with
 * its '\n', as UTF-8 bytes: `tail -n +2 dossier-9.jsonl | sha256sum` gives it, and the PDF prints it.
 */
export interface DossierHeader {
  dossier: 'questionnaire';
  questionnaireId: string;
  /** ISO-8601 UTC. */
  generatedAt: string;
  generatedBy: Actor;
  /** Event lines after this one. */
  count: number;
  sha256: string;
  integrity: string;
}

export const DOSSIER_INTEGRITY_NOTE =
  'SHA-256 строк событий: со второй строки файла до конца, каждая с переводом строки (tail -n +2 | sha256sum)';

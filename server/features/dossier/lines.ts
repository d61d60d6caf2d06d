import { createHash } from 'node:crypto';
import type { Actor, EventEnvelope } from '#events/core/envelope';
import { DOSSIER_INTEGRITY_NOTE, type DossierEventLine, type DossierHeader } from '#events/dossier/api';
import { describeEvent } from '#events/history/describe';
import { dossierData } from './masking';

/** One event as the dossier records it, its data as this viewer may see it. */
export function eventLine(scope: string, e: EventEnvelope): DossierEventLine {
  return {
    position: e.position,
    stream: e.streamId,
    revision: e.revision,
    type: e.type,
    eventId: e.id,
    occurredAt: e.meta.occurredAt,
    actor: e.meta.actor,
    sentence: describeEvent(e),
    correlationId: e.meta.correlationId,
    data: dossierData(scope, e.type, e.data),
  };
}

/** The JSON Lines body: the event lines (each ending in '\n') and their SHA-256. */
export interface DossierBody {
  lines: DossierEventLine[];
  /** The exact text of each line, '\n' included: what is sent and what is hashed. */
  texts: string[];
  sha256: string;
}

/**
 * The body of the dossier for one viewer. The PDF prints the same SHA-256, so the two files tie
 * together: nothing in a line depends on when or by whom the dossier is made, only on the events
 * and on what the viewer may see.
 */
export function dossierBody(scope: string, events: readonly EventEnvelope[]): DossierBody {
  const hash = createHash('sha256');
  const lines: DossierEventLine[] = [];
  const texts: string[] = [];
  for (const e of events) {
    const line = eventLine(scope, e);
    const text = `${JSON.stringify(line)}\n`;
    hash.update(text, 'utf8');
    lines.push(line);
    texts.push(text);
  }
  return { lines, texts, sha256: hash.digest('hex') };
}

export function dossierHeader(
  questionnaireId: string,
  body: DossierBody,
  generatedAt: string,
  generatedBy: Actor,
): DossierHeader {
  return {
    dossier: 'questionnaire',
    questionnaireId,
    generatedAt,
    generatedBy,
    count: body.lines.length,
    sha256: body.sha256,
    integrity: DOSSIER_INTEGRITY_NOTE,
  };
}

/** The whole file, line by line: the header first, then every event (a stream's source). */
export function* jsonlChunks(header: DossierHeader, body: DossierBody): Generator<string> {
  yield `${JSON.stringify(header)}\n`;
  yield* body.texts;
}

import { streamIdOf } from '#events/core/envelope';
import { DOCUMENT_MESSAGES, DOCUMENT_STATES, DOCUMENT_TITLES } from '#events/documents/labels';
import { SIGNING_KIND, type SigningEvent } from '#events/signing/events';
import type { SigningStatus } from '#events/signing/inputs';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { asEventsOf } from '../../core/command-handler';
import { RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { generateDocumentSet } from '../documents';

/** The questionnaire's signing event, opened (null before the signing). */
export async function signingEventOf(s: Services, questionnaireId: string) {
  const history = await s.bus.store.readStream(streamIdOf(SIGNING_KIND, questionnaireId));
  return asEventsOf<SigningEvent>(history).find((e) => e.type === 'DocumentsSigned') ?? null;
}

/**
 * GET /documents/signing/{id}: who signed and when, and per signed document whether the blank made
 * from today's data is still the one signed (its SHA-256 against the one the signing recorded):
 * 'совпадает с подписанным' or 'изменился после подписания'.
 */
export async function signingStatus(s: Services, q: QuestionnaireView): Promise<SigningStatus> {
  if (!(DOCUMENT_STATES as readonly string[]).includes(q.state))
    throw new RuleViolation(DOCUMENT_MESSAGES.notReady);
  const event = await signingEventOf(s, q.id);
  if (!event) return { questionnaireId: q.id, signed: null, documents: [] };
  const current = new Map((await generateDocumentSet(s, q.id)).map((d) => [d.label, d.sha256]));
  return {
    questionnaireId: q.id,
    signed: {
      at: event.meta?.occurredAt ?? '',
      eventId: event.id ?? '',
      candidate: event.data.candidate.name,
      director: event.data.director.name,
    },
    documents: event.data.documents.map((d) => {
      const currentSha256 = current.get(d.label) ?? '';
      return {
        label: d.label,
        title: DOCUMENT_TITLES[d.label],
        blankSha256: d.blankSha256,
        currentSha256,
        matches: currentSha256 === d.blankSha256,
      };
    }),
  };
}

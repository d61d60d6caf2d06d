import { streamIdOf } from '#events/core/envelope';
import { EMPLOY_DENIED, mayEmploy } from '#events/employment/access';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { SIGNING_KIND, SIGNING_MESSAGES, type SigningEvent } from '#events/signing/events';
import type { SignDocumentsInput } from '#events/signing/inputs';
import type { AccessClaims } from '../../auth/tokens';
import { asEventsOf, handleCommand } from '../../core/command-handler';
import { fold, type CommandContext } from '../../core/decider';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { generateDocumentSet, loadDocumentData, renderSigned, type SignatureMark } from '../documents';
import { changeQuestionnaireState, visibleQuestionnaire } from '../questionnaire';
import { signingDecider, type SignDocuments } from './decider';
import { checkedSignature } from './signature';

export const candidateNameOf = (q: QuestionnaireView): string =>
  [q.info.lastname, q.info.firstname, q.info.secondname].filter(Boolean).join(' ');

export interface SignatureImages {
  candidate: { png: string; strokes: SignDocuments['signing']['candidate']['strokes'] };
  director: { png: string; strokes: SignDocuments['signing']['director']['strokes'] };
}

/**
 * Signs the questionnaire's documents: the blanks made now from the questionnaire's data (the very
 * bytes the page shows: deterministic, and cached), each signed copy rendered with both signatures
 * and the event's id on its evidence page, all their SHA-256 recorded in one event on
 * `signing-{id}` (its id chosen first, so the copies can name it). Then the questionnaire moves to
 * employed ('sign'). The decider is asked first on a draft, so a refused signing renders nothing.
 */
export async function signQuestionnaire(
  s: Services,
  q: QuestionnaireView,
  images: SignatureImages,
  ctx: CommandContext,
  options: { demo?: boolean } = {},
): Promise<{ eventId: string }> {
  const history = await s.bus.store.readStream(streamIdOf(SIGNING_KIND, q.id));
  const state = fold(signingDecider, asEventsOf<SigningEvent>(history));
  const data = await loadDocumentData(s, q);
  const candidate = { name: candidateNameOf(q), ...images.candidate };
  const director = {
    userId: ctx.actor.userId,
    name: data.director?.name || ctx.actor.name || ctx.actor.userId,
    ...images.director,
  };
  const draft: SignDocuments = {
    type: 'SignDocuments',
    questionnaireState: q.state,
    presenceConfirmed: true,
    signing: {
      questionnaireId: q.id,
      IStoreId: q.vacancy.IStoreId,
      candidate,
      director,
      documents: [],
      demo: Boolean(options.demo),
    },
  };
  signingDecider.decide(draft, state, ctx); // refuses (409, 422) before anything is rendered
  const eventId = ctx.newId();
  const marks: SignatureMark[] = [
    { role: 'candidate', name: candidate.name, signedAt: ctx.now, eventId, pngDataUrl: candidate.png },
    { role: 'director', name: director.name, signedAt: ctx.now, eventId, pngDataUrl: director.png },
  ];
  const documents = [];
  for (const blank of await generateDocumentSet(s, q.id)) {
    const signed = await renderSigned(blank.label, data, marks, blank.sha256);
    documents.push({
      label: blank.label,
      blankSha256: blank.sha256,
      signedSha256: signed.sha256,
      signedPagesSha256: signed.signedPagesSha256,
    });
  }
  const command: SignDocuments = { ...draft, signing: { ...draft.signing, documents } };
  // The event gets the id its copies name; a conflict is decided again on fresh state (409).
  await handleCommand(s.bus, signingDecider, q.id, command, { ...ctx, newId: () => eventId }, { retries: 0 });
  await changeQuestionnaireState(s, q.id, 'sign', {}, ctx);
  return { eventId };
}

/** POST /documents/signing/{id}: the card's store's HR, director or Admin; the signatures checked. */
export async function signDocuments(
  s: Services,
  user: AccessClaims,
  id: string,
  input: SignDocumentsInput,
  ctx: CommandContext,
): Promise<{ status: string; message: string; eventId: string }> {
  const candidatePng = await checkedSignature('candidateSign', input.candidateSign);
  const directorPng = await checkedSignature('directorSign', input.directorSign);
  if (!mayEmploy(user.scope)) throw new ForbiddenError(EMPLOY_DENIED);
  const q = await visibleQuestionnaire(s, user, id);
  const { eventId } = await signQuestionnaire(
    s,
    q,
    {
      candidate: { png: candidatePng, strokes: input.candidateStrokes ?? [] },
      director: { png: directorPng, strokes: input.directorStrokes ?? [] },
    },
    ctx,
  );
  return { status: 'employed', message: SIGNING_MESSAGES.signed, eventId };
}

import { describe, expect, it } from 'vitest';
import type { SigningEvent } from '#events/signing/events';
import { AppError, RuleViolation } from '#server/core/errors';
import { signingDecider, type SignDocuments } from '#server/features/signing/decider';
import { documentHashesProjection } from '#projections/signing/projection';
import { givenDecider, givenProjection, stored } from '../../helpers/gwt';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const signing: SignDocuments['signing'] = {
  questionnaireId: '7',
  IStoreId: '10412',
  candidate: {
    name: 'Семёнов Кирилл Александрович',
    png,
    strokes: [[{ x: 1, y: 2, time: 3, pressure: 0.5 }]],
  },
  director: { userId: 'u-dir', name: 'Директоров Иван', png, strokes: [] },
  documents: [
    {
      label: 'employmentContract',
      blankSha256: 'b'.repeat(64),
      signedSha256: 's'.repeat(64),
      signedPagesSha256: 'p'.repeat(64),
    },
  ],
  demo: false,
};
const sign = (over: Partial<SignDocuments> = {}): SignDocuments => ({
  type: 'SignDocuments',
  questionnaireState: 'waitingSigningDocuments',
  presenceConfirmed: true,
  signing,
  ...over,
});
const signed: SigningEvent = { type: 'DocumentsSigned', data: { ...signing, presenceConfirmed: true } };

describe('signing decider', () => {
  it('records both signatures and the documents’ hashes once, in waitingSigningDocuments', () => {
    givenDecider(signingDecider).given([]).when(sign()).then([signed]);
  });

  it('refuses a questionnaire not waiting for signatures', () => {
    givenDecider(signingDecider)
      .given([])
      .when(sign({ questionnaireState: 'sendedTo1S' }))
      .thenThrows(RuleViolation, 'ожидает подписания');
  });

  it('refuses without the director’s presence ticked', () => {
    givenDecider(signingDecider)
      .given([])
      .when(sign({ presenceConfirmed: false }))
      .thenThrows(RuleViolation, 'в присутствии директора');
  });

  it('refuses an empty signature, naming whose', () => {
    const noCandidate = { ...signing, candidate: { ...signing.candidate, png: '' } };
    givenDecider(signingDecider)
      .given([])
      .when(sign({ signing: noCandidate }))
      .thenThrows(RuleViolation, 'Подпись кандидата');
  });

  it('signing twice is 409 naming who signed', () => {
    const run = () => givenDecider(signingDecider).given([signed]).when(sign()).then([]);
    expect(run).toThrow(AppError);
    expect(run).toThrow('Документы уже подписаны: Семёнов Кирилл Александрович и Директоров Иван');
    try {
      run();
    } catch (err) {
      expect((err as AppError).status).toBe(409);
    }
  });
});

describe('documentHashes projection', () => {
  it('indexes the blank, the signed copy and the signed pages of each document', () => {
    const events = stored('signing-7', [{ ...signed, data: signed.data }]);
    const view = givenProjection(documentHashesProjection).given(events);
    view.then(`documentHashes/${'b'.repeat(64)}`, {
      kind: 'blank',
      questionnaireId: '7',
      label: 'employmentContract',
      director: { userId: 'u-dir', name: 'Директоров Иван' },
      eventId: events[0]!.id,
    });
    view.then(`documentHashes/${'s'.repeat(64)}`, { kind: 'signed', blankSha256: 'b'.repeat(64) });
    view.then(`documentHashes/${'p'.repeat(64)}`, { kind: 'signedPages' });
  });
});

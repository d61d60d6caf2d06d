import { describe, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { approvalsProjection } from '#projections/approval/projection';
import { givenProjection, stored } from '../../helpers/gwt';

const director = { userId: '1005', name: 'Волков Сергей' };
/** Questionnaire events with their stream revisions (stored() numbers each call from 0). */
const q = (revision: number, type: string, data: unknown): EventEnvelope => ({
  ...stored('questionnaire-4', [{ type, data }])[0]!,
  revision,
});
/** Approval events; positions follow the order events are made in (as the log orders them). */
const a = (type: string, data: unknown): EventEnvelope => stored('approval-4', [{ type, data }])[0]!;

const codeSent = (dataRevision = 1) =>
  a('ApprovalCodeSent', {
    requestId: 'r1',
    questionnaireId: '4',
    candidate: {
      IStoreId: '10412',
      storeName: 'Авиапарк',
      positionTitle: 'Продавец-консультант',
      lastname: 'Фёдоров',
      firstname: 'Иван',
      secondname: 'Павлович',
    },
    questionnaireRevision: 2,
    dataRevision,
    director,
    phoneMasked: '+7******1005',
    manual: false,
    codeHash: 'h',
    expiresAt: '2026-11-22T12:00:00.000Z',
  });
const confirmedAt = (revision: number) =>
  a('ApprovalConfirmed', { requestId: 'r1', method: 'code', questionnaireRevision: revision, director });
const wrong = () => a('ApprovalCodeRejected', { requestId: 'r1' });

const given = (...events: EventEnvelope[]) => givenProjection(approvalsProjection).given(events);

describe('approvals read model', () => {
  it("a questionnaire's events alone make no document (only a request does)", () => {
    const edited = q(3, 'QuestionnaireInfoEdited', { changes: { email: 'x@mail.ru' } });
    given(edited).then('approvals/4', null);
  });

  it('the first request makes it: store, candidate, pending for the director, masked phone, no hash', () => {
    given(codeSent()).then('approvals/4', {
      IStoreId: '10412',
      candidateName: 'Фёдоров Иван Павлович',
      questionnaireState: 'resolvedValid',
      pending: true,
      pendingFor: '1005',
      request: { requestId: 'r1', attempts: 0, phoneMasked: '+7******1005' },
      statuses: {
        confirmationDR: { message: 'Код подтверждения отправлен', phone: '+7******1005', has: false },
      },
    });
  });

  it('wrong codes are counted', () => {
    given(codeSent(), wrong(), wrong()).then('approvals/4', { request: { attempts: 2 }, pending: true });
  });

  it('confirmed: has=true, no longer pending, the revision approved kept', () => {
    given(codeSent(), confirmedAt(2)).then('approvals/4', {
      pending: false,
      pendingFor: null,
      approval: { method: 'code', questionnaireRevision: 2, stale: false },
      statuses: { confirmationDR: { message: 'Номер подтверждён', has: true } },
    });
  });

  it('a change of the candidate data after the approval makes it stale (pending again)', () => {
    const sent = codeSent();
    const confirmed = confirmedAt(2);
    const edited = q(3, 'QuestionnaireInfoEdited', { changes: { lastname: 'Фёдоровв' } });
    given(sent, confirmed, edited).then('approvals/4', {
      candidateName: 'Фёдоровв Иван Павлович',
      dataRevision: 3,
      pending: true,
      approval: { stale: true },
      statuses: {
        confirmationDR: { message: 'Согласование устарело: данные кандидата изменились', has: false },
      },
    });
  });

  it('a profile section saved after the approval makes it stale too', () => {
    const sent = codeSent();
    const confirmed = confirmedAt(2);
    const saved = q(3, 'ProfileMartialSaved', { martial: {} });
    given(sent, confirmed, saved).then('approvals/4', { approval: { stale: true } });
  });

  it('an approval of a revision older than the last data change is stale at once (a race)', () => {
    given(codeSent(3), confirmedAt(2)).then('approvals/4', { approval: { stale: true } });
  });

  it('a comment or a state change does not make the approval stale', () => {
    const sent = codeSent();
    const confirmed = confirmedAt(2);
    const moved = q(3, 'QuestionnaireStateChanged', {
      action: 'sendTo1S',
      from: 'resolvedValid',
      to: 'sendedTo1S',
    });
    given(sent, confirmed, moved).then('approvals/4', {
      approval: { stale: false },
      statuses: { confirmationDR: { has: true } },
    });
  });

  it('a refused questionnaire is no longer pending', () => {
    const sent = codeSent();
    const refused = q(3, 'QuestionnaireStateChanged', {
      action: 'reject',
      from: 'resolvedValid',
      to: 'rejected',
    });
    given(sent, refused).then('approvals/4', {
      pending: false,
      pendingFor: null,
      questionnaireState: 'rejected',
    });
  });
});

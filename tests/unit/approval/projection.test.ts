import { describe, it } from 'vitest';
import type { EventEnvelope } from '../../../events/core/envelope';
import { approvalsProjection } from '../../../projections/approval/projection';
import { givenProjection, stored } from '../../helpers/gwt';

const director = { userId: '1005', name: 'Волков Сергей' };
/** Questionnaire events with their stream revisions (stored() numbers each call from 0). */
const q = (revision: number, type: string, data: unknown): EventEnvelope => ({
  ...stored('questionnaire-4', [{ type, data }])[0]!,
  revision,
});
const a = (type: string, data: unknown): EventEnvelope => stored('approval-4', [{ type, data }])[0]!;

const opened = q(0, 'QuestionnaireOpened', {
  id: '4',
  source: 'staff',
  contractorType: 'Employee',
  state: 'new',
  info: {
    lastname: 'Фёдоров',
    firstname: 'Иван',
    secondname: 'Павлович',
    woPatronymic: false,
    dateBirth: '1995-06-17',
    phone: '79161234567',
    email: 'ivan@mail.ru',
  },
  vacancy: {
    IStoreId: '10412',
    storeName: 'Авиапарк',
    cityId: '1',
    cityName: 'Москва',
    positionId: '3',
    positionTitle: 'Продавец-консультант',
  },
});
const valid = q(1, 'QuestionnaireStateChanged', {
  action: 'validateChecks',
  from: 'new',
  to: 'resolvedValid',
});
const codeSent = a('ApprovalCodeSent', {
  requestId: 'r1',
  questionnaireId: '4',
  director,
  phoneMasked: '+7******1005',
  manual: false,
  codeHash: 'h',
  expiresAt: '2026-11-22T12:00:00.000Z',
});
const confirmedAt = (revision: number) =>
  a('ApprovalConfirmed', { requestId: 'r1', method: 'code', questionnaireRevision: revision, director });

const given = (...events: EventEnvelope[]) => givenProjection(approvalsProjection).given(events);

describe('approvals read model', () => {
  it('every questionnaire has a document: store, candidate, nothing requested', () => {
    given(opened).then('approvals/4', {
      IStoreId: '10412',
      candidateName: 'Фёдоров Иван Павлович',
      questionnaireState: 'new',
      pending: false,
      statuses: { confirmationDR: { message: '', phone: '', has: false } },
    });
  });

  it('a code sent: pending for the director, masked phone, no hash', () => {
    given(opened, valid, codeSent).then('approvals/4', {
      pending: true,
      pendingFor: '1005',
      request: { requestId: 'r1', attempts: 0, phoneMasked: '+7******1005' },
      statuses: {
        confirmationDR: { message: 'Код подтверждения отправлен', phone: '+7******1005', has: false },
      },
    });
  });

  it('wrong codes are counted', () => {
    const wrong = () => a('ApprovalCodeRejected', { requestId: 'r1' });
    given(opened, valid, codeSent, wrong(), wrong()).then('approvals/4', {
      request: { attempts: 2 },
      pending: true,
    });
  });

  it('confirmed: has=true, no longer pending, the revision approved kept', () => {
    given(opened, valid, codeSent, confirmedAt(1)).then('approvals/4', {
      pending: false,
      pendingFor: null,
      approval: { method: 'code', questionnaireRevision: 1, stale: false },
      statuses: { confirmationDR: { message: 'Номер подтверждён', has: true } },
    });
  });

  it('a change of the candidate data after the approval makes it stale (pending again)', () => {
    // Positions follow the order the events are made in.
    const confirmed = confirmedAt(1);
    const edited = q(2, 'QuestionnaireInfoEdited', { changes: { lastname: 'Фёдоровв' } });
    given(opened, valid, codeSent, confirmed, edited).then('approvals/4', {
      candidateName: 'Фёдоровв Иван Павлович',
      dataRevision: 2,
      pending: true,
      approval: { stale: true },
      statuses: {
        confirmationDR: { message: 'Согласование устарело: данные кандидата изменились', has: false },
      },
    });
  });

  it('a data change committed before the approval event (a race) is caught too', () => {
    const edited = q(2, 'QuestionnaireInfoEdited', { changes: { email: 'x@mail.ru' } });
    given(opened, valid, codeSent, edited, confirmedAt(1)).then('approvals/4', { approval: { stale: true } });
  });

  it('a comment or a state change does not make the approval stale', () => {
    const moved = q(2, 'QuestionnaireStateChanged', {
      action: 'sendTo1S',
      from: 'resolvedValid',
      to: 'sendedTo1S',
    });
    given(opened, valid, codeSent, confirmedAt(1), moved).then('approvals/4', {
      approval: { stale: false },
      statuses: { confirmationDR: { has: true } },
    });
  });

  it('a refused questionnaire is no longer pending', () => {
    const refused = q(2, 'QuestionnaireStateChanged', {
      action: 'reject',
      from: 'resolvedValid',
      to: 'rejected',
    });
    given(opened, valid, codeSent, refused).then('approvals/4', { pending: false, pendingFor: null });
  });

  it('approval events of an unknown questionnaire make no document', () => {
    given(codeSent).then('approvals/4', null);
  });
});

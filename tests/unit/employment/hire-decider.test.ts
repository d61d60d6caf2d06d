import { describe, expect, it } from 'vitest';
import type { HireEvent } from '#events/employment/events';
import type { EmploymentForm } from '#events/employment/form';
import { ConcurrencyError, RuleViolation } from '#server/core/errors';
import { hireDecider, type HireCommand } from '#server/features/employment/decider';
import { givenDecider } from '../../helpers/gwt';

// gwt's stored events occur at 2026-11-22T10:00:00.000Z (13:00 in Moscow).
const hr = { userId: '1002', name: 'Кадрова Анна' };
export const hireForm: EmploymentForm = {
  registrationDate: '01.12.2026',
  isTermContract: '0',
  contractExpirationDate: null,
  parttimerHours: null,
  payrollApplication: true,
  experienceDocument: ['f1'],
  experienceOriginals: true,
  salaryProject: {
    id: 'sber',
    ui: { salaryProjectName: 'Сбер', bic_cbrf: '044525225', account: '40817810000000000001', name: '' },
  },
  survey: { trafficSource: '1' },
};
const request = (hireId = 'h1') =>
  ({
    type: 'RequestHire',
    hireId,
    questionnaireId: '12',
    form: hireForm,
    requestedBy: hr,
    IStoreId: '10412',
    positionTitle: 'Кассир',
  }) satisfies HireCommand;
const requested = (hireId = 'h1'): HireEvent => {
  const { type: _, ...data } = request(hireId);
  return { type: 'HireRequested', data };
};
const document = {
  personRef: 'p1',
  documentRef: 'd1',
  number: 'ЗУП-1',
  posted: 'posted' as const,
  dataVersion: 'v1',
};
const delivered = (attempt = 1): HireEvent => ({
  type: 'HireDelivered',
  data: { hireId: 'h1', attempt, document, fields: { date: '2026-12-01' } },
});
const failed = (retryAt: string | null, kind: 'unavailable' | 'notCreated' = 'unavailable'): HireEvent => ({
  type: 'HireDeliveryFailed',
  data: { hireId: 'h1', attempt: 1, kind, code: 'x', message: 'Ошибка 1С: документ не создан', retryAt },
});
const ready: HireEvent = {
  type: 'HireDocumentsReady',
  data: { hireId: 'h1', documents: ['Приказ'], dataVersion: 'v2' },
};
const drift: HireEvent = {
  type: 'HireDriftDetected',
  data: {
    hireId: 'h1',
    seenAt: '2026-11-22T11:00:00.000Z',
    kind: 'changed',
    changes: [{ field: 'date', before: '2026-12-01', after: '2026-12-02' }],
    dataVersion: 'v3',
    fields: { date: '2026-12-02' },
  },
};
const rolledBack: HireEvent = {
  type: 'HireRolledBack',
  data: { hireId: 'h1', by: hr, oneS: 'unposted' },
};
const hire = givenDecider(hireDecider);

describe('the hire: send', () => {
  it('records the form first (the outbox)', () => {
    hire.given([]).when(request()).then([requested()]);
  });
  it('refuses a second send naming who sent it and when (Moscow time)', () => {
    hire
      .given([requested()])
      .when(request('h2'))
      .thenThrows(ConcurrencyError, 'Анкета уже отправлена в 1С: Кадрова Анна, 22.11.2026 13:00 МСК');
    hire.given([requested(), delivered(), ready]).when(request('h2')).thenThrows(ConcurrencyError);
  });
  it('sends again after a rollback', () => {
    hire
      .given([requested(), failed(null, 'notCreated'), rolledBack])
      .when(request('h2'))
      .then([requested('h2')]);
  });
});

describe('the hire: delivery outcomes', () => {
  const deliver = { type: 'Deliver', hireId: 'h1', attempt: 1, document, fields: {} } as const;
  const fail = {
    type: 'FailDelivery',
    hireId: 'h1',
    attempt: 1,
    kind: 'unavailable',
    code: 'ECONNREFUSED',
    message: '1С недоступна',
    retryAt: '2026-11-22T10:01:00.000Z',
  } as const;
  it('a pending hire is delivered or fails with a retry time', () => {
    hire
      .given([requested()])
      .when(deliver)
      .then([{ type: 'HireDelivered', data: { hireId: 'h1', attempt: 1, document, fields: {} } }]);
    const { type: _, ...data } = fail;
    hire
      .given([requested()])
      .when(fail)
      .then([{ type: 'HireDeliveryFailed', data }]);
    hire
      .given([requested(), failed('2026-11-22T10:01:00.000Z')])
      .when({ ...deliver, attempt: 2 })
      .then([{ type: 'HireDelivered', data: { hireId: 'h1', attempt: 2, document, fields: {} } }]);
  });
  it('an attempt that lost its turn records nothing (already delivered, failed for good, another hire)', () => {
    hire.given([requested(), delivered()]).when(deliver).then([]);
    hire.given([requested(), delivered()]).when(fail).then([]);
    hire
      .given([requested(), failed(null, 'notCreated')])
      .when(deliver)
      .then([]);
    hire
      .given([requested('h2')])
      .when(deliver)
      .then([]);
    hire.given([]).when(deliver).then([]);
  });
  it('documents ready once delivered, once', () => {
    const mark: HireCommand = {
      type: 'MarkDocumentsReady',
      hireId: 'h1',
      documents: ['Приказ'],
      dataVersion: 'v2',
    };
    hire.given([requested(), delivered()]).when(mark).then([ready]);
    hire.given([requested(), delivered(), ready]).when(mark).then([]);
    hire.given([requested()]).when(mark).then([]);
  });
});

describe('the hire: rollback and regeneration', () => {
  const rollback = (questionnaireState: 'sendedTo1S' | 'waitingSigningDocuments' | 'employed') =>
    ({ type: 'RollBack', by: hr, oneS: 'unposted', questionnaireState }) as const;
  it('rolls back a hire sent to 1C or waiting for signatures', () => {
    hire
      .given([requested(), failed(null, 'notCreated')])
      .when(rollback('sendedTo1S'))
      .then([rolledBack]);
    hire
      .given([requested(), delivered(), ready])
      .when(rollback('waitingSigningDocuments'))
      .then([rolledBack]);
  });
  it('refuses once signed, when never sent, or twice', () => {
    hire
      .given([requested(), delivered(), ready])
      .when(rollback('employed'))
      .thenThrows(RuleViolation, 'Откатить можно только анкету');
    hire.given([]).when(rollback('sendedTo1S')).thenThrows(RuleViolation, 'не отправлялась');
    hire.given([requested(), rolledBack]).when(rollback('sendedTo1S')).thenThrows(RuleViolation);
  });
  it('regenerates documents only of a delivered hire', () => {
    const regenerate: HireCommand = { type: 'RegenerateDocuments', by: hr, documents: ['Приказ', 'Договор'] };
    hire
      .given([requested(), delivered(), ready])
      .when(regenerate)
      .then([
        {
          type: 'HireDocumentsRegenerated',
          data: { hireId: 'h1', by: hr, documents: ['Приказ', 'Договор'] },
        },
      ]);
    hire
      .given([requested(), failed(null, 'notCreated')])
      .when(regenerate)
      .thenThrows(RuleViolation);
  });
});

describe('the hire: drift', () => {
  const driftData = (drift as Extract<HireEvent, { type: 'HireDriftDetected' }>).data;
  const detect = { type: 'DetectDrift', ...driftData, fields: driftData.fields ?? {} } as const;
  it('is detected once while open, only after delivery, not for the version we know', () => {
    hire.given([requested(), delivered(), ready]).when(detect).then([drift]);
    hire.given([requested(), delivered(), ready, drift]).when(detect).then([]);
    hire.given([requested()]).when(detect).then([]);
    hire
      .given([requested(), delivered(), ready])
      .when({ ...detect, dataVersion: 'v2' })
      .then([]);
  });
  it('is resolved by resend (delivery queued again) or accept (1C version is the new baseline)', () => {
    const resolve = (decision: 'resend' | 'accept') => ({ type: 'ResolveDrift', decision, by: hr }) as const;
    const resolved = (decision: 'resend' | 'accept'): HireEvent => ({
      type: 'HireDriftResolved',
      data: { hireId: 'h1', decision, by: hr },
    });
    hire
      .given([requested(), delivered(), ready, drift])
      .when(resolve('resend'))
      .then([resolved('resend')]);
    hire
      .given([requested(), delivered(), ready])
      .when(resolve('accept'))
      .thenThrows(RuleViolation, 'Расхождений');
    // After a resend the delivery is pending again: the worker's next attempt may record it.
    const deliver = { type: 'Deliver', hireId: 'h1', attempt: 2, document, fields: {} } as const;
    hire
      .given([requested(), delivered(), ready, drift, resolved('resend')])
      .when(deliver)
      .then([{ type: 'HireDelivered', data: { hireId: 'h1', attempt: 2, document, fields: {} } }]);
    // Accepted: the same version is no drift any more.
    hire
      .given([requested(), delivered(), ready, drift, resolved('accept')])
      .when(detect)
      .then([]);
  });
});

describe('the hire: the documents check', () => {
  it('one check at a time, compact steps, finished once', () => {
    const start = { type: 'StartCheck', checkId: 'c1', by: hr } as const;
    const started: HireEvent = { type: 'HireCheckStarted', data: { hireId: 'h1', checkId: 'c1', by: hr } };
    hire.given([requested(), delivered()]).when(start).then([started]);
    hire
      .given([requested(), delivered(), started])
      .when({ ...start, checkId: 'c2' })
      .then([]);
    hire.given([]).when(start).thenThrows(RuleViolation);
    const step = { type: 'RecordCheckStep', checkId: 'c1', step: 'posted', stepTitle: 'Проведён' } as const;
    const stepped: HireEvent = {
      type: 'HireCheckStep',
      data: { hireId: 'h1', checkId: 'c1', step: 'posted', stepTitle: 'Проведён' },
    };
    hire.given([requested(), delivered(), started]).when(step).then([stepped]);
    hire.given([requested(), delivered(), started, stepped]).when(step).then([]);
    const finish = { type: 'FinishCheck', checkId: 'c1', outcome: 'ok', message: '' } as const;
    const finished: HireEvent = {
      type: 'HireCheckFinished',
      data: { hireId: 'h1', checkId: 'c1', outcome: 'ok', message: '' },
    };
    hire.given([requested(), delivered(), started]).when(finish).then([finished]);
    hire.given([requested(), delivered(), started, finished]).when(finish).then([]);
    expect(finished.type).toBe('HireCheckFinished');
  });
});

import { describe, expect, it } from 'vitest';
import type { HireCheck, HireView } from '#client/console/features/employment/api-hire';
import {
  checkPhase,
  checkResult,
  elapsedText,
  moscowDateTime,
  offersRollback,
  oneSButtons,
  retryText,
  showsOneSBlock,
  statusLine,
} from '#client/console/features/employment/components/OneSBlockText';

/** A hire as the `hires` read model keeps it (events/employment/events.ts: HireDoc). */
const hire = (patch: Partial<HireView> = {}): HireView => ({
  id: 'q1',
  hireId: 'h1',
  IStoreId: '10412',
  positionTitle: 'Продавец-консультант',
  questionnaireState: 'sendedTo1S',
  status: 'delivered',
  form: {} as HireView['form'],
  requestedBy: { userId: '1002', name: 'Кадрова Елена' },
  requestedAt: '2026-11-24T09:30:00.000Z',
  attempts: 1,
  nextRetryAt: null,
  lastError: null,
  document: null,
  documents: [],
  drift: null,
  check: null,
  updatedAt: '2026-11-24T09:30:00.000Z',
  version: 1,
  ...patch,
});

const notCreated = {
  kind: 'notCreated' as const,
  code: 'ОшибкаЗаписи',
  message: 'Ошибка 1С: документ не создан (не заполнен СНИЛС)',
  at: '2026-11-24T09:31:00.000Z',
};

describe('the 1C status line (spec part 2, section 4: 1C flow)', () => {
  it('says where the documents are by the questionnaire state', () => {
    expect(statusLine('sendedTo1S', hire()).text).toBe('Проверка документов в 1С');
    expect(statusLine('acceptedByALManager', hire()).text).toBe('Согласование получено');
    expect(statusLine('waitingSigningDocuments', hire({ status: 'documentsReady' })).text).toBe(
      'Ожидает подписания',
    );
    expect(statusLine('employed', hire({ status: 'documentsReady' })).tone).toBe('success');
    expect(statusLine('sendedTo1S', hire({ status: 'documentsReady' })).text).toBe('Ожидает подписания');
    // Sent a moment before the questionnaire's own push brings 'sendedTo1S'.
    expect(statusLine('resolvedValid', hire({ status: 'queued' })).text).toBe('Проверка документов в 1С');
  });

  it('says when a hire queued while 1C is down is tried again, in Moscow time', () => {
    const queued = hire({ status: 'unavailable', nextRetryAt: '2026-11-24T11:05:00.000Z' });
    expect(statusLine('sendedTo1S', queued)).toEqual({
      text: '1С недоступна, повторим в 14:05 МСК',
      tone: 'warning',
    });
  });

  it("gives 1C's message of a failed delivery, and says a rolled-back hire was rolled back", () => {
    const failed = statusLine('sendedTo1S', hire({ status: 'failed', lastError: notCreated }));
    expect(failed.tone).toBe('danger');
    expect(failed.text).toContain('документ не создан');
    expect(statusLine('resolvedValid', hire({ status: 'rolledBack' })).text).toBe(
      'Анкета откачена: документ в 1С отменён',
    );
    // Before the questionnaire's own push brings its state back.
    expect(statusLine('sendedTo1S', hire({ status: 'rolledBack' })).text).toBe(
      'Анкета откачена: документ в 1С отменён',
    );
  });

  it('is shown once a hire exists or in the 1C states, not before', () => {
    expect(showsOneSBlock('resolvedValid', null)).toBe(false);
    expect(showsOneSBlock('resolvedValid', hire({ status: 'rolledBack' }))).toBe(true);
    expect(showsOneSBlock('sendedTo1S', null)).toBe(true);
    expect(showsOneSBlock('waitingSigningDocuments', null)).toBe(true);
    expect(showsOneSBlock('employed', null)).toBe(true);
  });
});

describe('the retry time and the dates are Moscow time whatever the browser zone', () => {
  it('crosses midnight in Moscow, not in UTC', () => {
    expect(retryText('2026-11-24T21:30:00.000Z')).toBe('1С недоступна, повторим в 00:30 МСК');
    expect(moscowDateTime('2026-11-30T21:10:00.000Z')).toBe('01.12.2026 00:10 МСК');
  });

  it('reads an instant written with an offset as the same instant', () => {
    expect(retryText('2026-11-24T14:05:00.000+03:00')).toBe('1С недоступна, повторим в 14:05 МСК');
  });
});

describe("'Откатить анкету' is offered on 'документ не создан' only", () => {
  it("offers it when the delivery's last error says so", () => {
    expect(offersRollback('sendedTo1S', hire({ status: 'failed', lastError: notCreated }))).toBe(true);
    const upper = { ...notCreated, kind: 'rejected' as const, message: 'Документ не создан' };
    expect(offersRollback('sendedTo1S', hire({ status: 'failed', lastError: upper }))).toBe(true);
  });

  it('offers it when the last check failed so', () => {
    const check: HireCheck = {
      checkId: 'c1',
      startedAt: '2026-11-24T09:40:00.000Z',
      step: '3',
      stepTitle: 'Проверка проведения документа',
      finishedAt: '2026-11-24T09:40:05.000Z',
      outcome: 'error',
      message: 'документ не создан',
    };
    expect(offersRollback('waitingSigningDocuments', hire({ check }))).toBe(true);
  });

  it('does not offer it for other errors, after a rollback, or outside the states a rollback leaves', () => {
    const rights = { ...notCreated, kind: 'rights' as const, message: 'Нет прав на добавление данных' };
    expect(offersRollback('sendedTo1S', hire({ status: 'failed', lastError: rights }))).toBe(false);
    expect(offersRollback('sendedTo1S', hire())).toBe(false);
    expect(offersRollback('sendedTo1S', null)).toBe(false);
    expect(offersRollback('resolvedValid', hire({ status: 'rolledBack', lastError: notCreated }))).toBe(
      false,
    );
    expect(offersRollback('employed', hire({ lastError: notCreated }))).toBe(false);
  });
});

describe('the 1C buttons by state', () => {
  it('checks in the 1C states, goes to signing while waiting, views and regenerates once employed', () => {
    expect(oneSButtons('sendedTo1S', hire())).toEqual({
      checkStatus: true,
      goToSigning: false,
      viewDocuments: false,
      regenerate: false,
      rollback: false,
    });
    expect(oneSButtons('waitingSigningDocuments', hire())).toMatchObject({
      checkStatus: true,
      goToSigning: true,
    });
    expect(oneSButtons('employed', hire())).toMatchObject({
      checkStatus: false,
      viewDocuments: true,
      regenerate: true,
    });
    expect(oneSButtons('resolvedValid', hire({ status: 'rolledBack' }))).toEqual({
      checkStatus: false,
      goToSigning: false,
      viewDocuments: false,
      regenerate: false,
      rollback: false,
    });
  });
});

describe("the check's progress in 'Статус документов 1С'", () => {
  const check = (patch: Partial<HireCheck>): HireCheck => ({
    checkId: 'c2',
    startedAt: '2026-11-24T09:40:00.000Z',
    step: '1',
    stepTitle: 'Поиск документа',
    finishedAt: null,
    outcome: null,
    message: '',
    ...patch,
  });

  it("follows this console's check, not an older one", () => {
    expect(checkPhase(check({ checkId: 'c1', outcome: 'error' }), 'c2')).toBe('starting');
    expect(checkPhase(check({}), 'c2')).toBe('running');
    expect(checkPhase(check({ outcome: 'ok', finishedAt: '2026-11-24T09:41:00.000Z' }), 'c2')).toBe('ok');
    expect(checkPhase(check({ outcome: 'error', finishedAt: '2026-11-24T09:41:00.000Z' }), 'c2')).toBe(
      'error',
    );
    expect(checkPhase(null, 'c2')).toBe('starting');
  });

  it('ticks the elapsed time as m:ss', () => {
    const start = '2026-11-24T09:40:00.000Z';
    expect(elapsedText(start, Date.parse(start) + 7_000)).toBe('0:07');
    expect(elapsedText(start, Date.parse(start) + 125_000)).toBe('2:05');
    expect(elapsedText(start, Date.parse(start) - 1_000)).toBe('0:00');
  });

  it("answers with the spec's results, the signing button while documents wait", () => {
    expect(checkResult('sendedTo1S')).toEqual({ text: 'Проверка документов в 1С', toSigning: false });
    expect(checkResult('acceptedByALManager')).toEqual({ text: 'Согласование получено', toSigning: false });
    expect(checkResult('waitingSigningDocuments')).toEqual({ text: 'Ожидает подписания', toSigning: true });
    // The hire's documents are ready a moment before the questionnaire's state follows.
    expect(checkResult('sendedTo1S', hire({ status: 'documentsReady' }))).toEqual({
      text: 'Ожидает подписания',
      toSigning: true,
    });
    expect(checkResult('employed', hire({ status: 'documentsReady' })).toSigning).toBe(false);
  });
});

import { describe, it } from 'vitest';
import type { CheckKind, ChecksEvent } from '#events/checks/events';
import { RuleViolation } from '#server/core/errors';
import { checksDecider } from '#server/features/checks/decider';
import { givenDecider, testContext } from '../../helpers/gwt';

const NOW = testContext().now;
const requested = (check: CheckKind, runId = `run-${check}`): ChecksEvent => ({
  type: 'CheckRequested',
  data: { questionnaireId: '31', IStoreId: '10412', check, runId, source: 'sandbox', requestedAt: NOW },
});
const fsspResult = (debt: number) => ({
  fssp: {
    status: 'CheckedSuccess' as const,
    debtBalanceEp: debt,
    debtBalanceDuty: 0,
    debtBalanceOther: 0,
    debtBalanceFine: 0,
    info: [],
  },
});
const completed = (
  check: CheckKind,
  passed: boolean,
  result: object,
  runId = `run-${check}`,
): ChecksEvent => ({
  type: 'CheckCompleted',
  data: { questionnaireId: '31', check, runId, source: 'sandbox', at: NOW, passed, result },
});
const given = givenDecider(checksDecider).given;

describe('requesting checks', () => {
  it('records one request per check with its run, source and time', () =>
    given([])
      .when({
        type: 'RequestChecks',
        questionnaireId: '31',
        IStoreId: '10412',
        runs: [{ check: 'fssp', runId: 'r1', source: 'fssp' }],
        externalEnabled: true,
      })
      .then([
        {
          type: 'CheckRequested',
          data: {
            questionnaireId: '31',
            IStoreId: '10412',
            check: 'fssp',
            runId: 'r1',
            source: 'fssp',
            requestedAt: NOW,
          },
        },
      ]));

  it('refuses a check still running', () =>
    given([requested('fssp')])
      .when({
        type: 'RequestChecks',
        questionnaireId: '31',
        IStoreId: '10412',
        runs: [{ check: 'fssp', runId: 'r2', source: 'fssp' }],
        externalEnabled: true,
      })
      .thenThrows(RuleViolation, 'Проверка недоступна: дождитесь окончания запущенных проверок'));

  it('re-runs a finished check', () =>
    given([
      requested('criminalRecord'),
      completed('criminalRecord', true, { criminalRecord: { has: false } }),
    ])
      .when({
        type: 'RequestChecks',
        questionnaireId: '31',
        IStoreId: '10412',
        runs: [{ check: 'criminalRecord', runId: 'r2', source: 'sandbox' }],
        externalEnabled: true,
      })
      .then([
        {
          type: 'CheckRequested',
          data: {
            questionnaireId: '31',
            IStoreId: '10412',
            check: 'criminalRecord',
            runId: 'r2',
            source: 'sandbox',
            requestedAt: NOW,
          },
        },
      ]));

  it('refuses the outside sources when they are switched off', () =>
    given([])
      .when({
        type: 'RequestChecks',
        questionnaireId: '31',
        IStoreId: '10412',
        runs: [{ check: 'selfEmployment', runId: 'r1', source: 'sandbox' }],
        externalEnabled: false,
      })
      .thenThrows(
        RuleViolation,
        'Внешние источники проверок отключены. Необходимо проверить кандидатов из открытых источников',
      ));
});

describe('replies and results of a run', () => {
  it('decides the verdict from the answer: FSSP debt over 100,000 fails, at the limit passes', () => {
    given([requested('fssp')])
      .when({ type: 'CompleteCheck', runId: 'run-fssp', result: fsspResult(100_001) })
      .then([completed('fssp', false, fsspResult(100_001))]);
    given([requested('fssp')])
      .when({ type: 'CompleteCheck', runId: 'run-fssp', result: fsspResult(100_000) })
      .then([completed('fssp', true, fsspResult(100_000))]);
  });

  it('records an FSSP status once, however often a resumed run asks', () => {
    const reply: ChecksEvent = {
      type: 'CheckReplyReceived',
      data: {
        check: 'fssp',
        runId: 'run-fssp',
        source: 'sandbox',
        at: NOW,
        answer: 'Ожидается ответ ФССП',
        fsspStatus: 'WaitToResFssp',
      },
    };
    given([requested('fssp'), reply])
      .when({
        type: 'RecordCheckReply',
        runId: 'run-fssp',
        answer: 'Ожидается ответ ФССП',
        fsspStatus: 'WaitToResFssp',
      })
      .then([]);
  });

  it('never records a second result for a run (a retry after a crash)', () =>
    given([
      requested('criminalRecord'),
      completed('criminalRecord', true, { criminalRecord: { has: false } }),
    ])
      .when({ type: 'CompleteCheck', runId: 'run-criminalRecord', result: { criminalRecord: { has: true } } })
      .then([]));

  it('ignores a reply or a fault for an unknown or finished run', () => {
    given([]).when({ type: 'FailCheck', runId: 'nope', reason: 'timeout', message: 'x' }).then([]);
    given([requested('fssp'), completed('fssp', true, fsspResult(0))])
      .when({ type: 'RecordCheckReply', runId: 'run-fssp', answer: 'поздно' })
      .then([]);
  });

  it('records a fault with its reason (FSSP: CheckWithError on the card)', () =>
    given([requested('fssp')])
      .when({
        type: 'FailCheck',
        runId: 'run-fssp',
        reason: 'malformed',
        message: 'Сервис проверки прислал непонятный ответ',
      })
      .then([
        {
          type: 'CheckFailed',
          data: {
            questionnaireId: '31',
            check: 'fssp',
            runId: 'run-fssp',
            source: 'sandbox',
            at: NOW,
            reason: 'malformed',
            message: 'Сервис проверки прислал непонятный ответ',
          },
        },
      ]));
});

describe('skipping the check', () => {
  it('is refused while a check runs', () =>
    given([requested('blacklist')])
      .when({ type: 'SkipCandidateCheck', questionnaireId: '31' })
      .thenThrows(RuleViolation, 'Проверка недоступна: дождитесь окончания запущенных проверок'));

  it('accepts the outside checks not passed, leaving the passed ones alone', () =>
    given([requested('fssp'), completed('fssp', true, fsspResult(0))])
      .when({ type: 'SkipCandidateCheck', questionnaireId: '31' })
      .then([
        {
          type: 'CandidateCheckSkipped',
          data: { questionnaireId: '31', checks: ['selfEmployment', 'criminalRecord'] },
        },
      ]));
});

import { describe, it } from 'vitest';
import type { ChecksEvent } from '#events/checks/events';
import { candidateChecksProjection } from '#projections/checks/projection';
import { givenProjection, stored } from '../../helpers/gwt';

const at = '2026-11-22T10:00:00.000Z';
const requested = (runId: string): ChecksEvent => ({
  type: 'CheckRequested',
  data: {
    questionnaireId: '31',
    IStoreId: '10412',
    check: 'fssp',
    runId,
    source: 'sandbox-fssp',
    requestedAt: at,
  },
});
const reply: ChecksEvent = {
  type: 'CheckReplyReceived',
  data: {
    check: 'fssp',
    runId: 'r1',
    source: 'sandbox-fssp',
    at,
    answer: 'Запрос отправлен в ФССП',
    fsspStatus: 'SendedToFssp',
    taskId: 't',
  },
};
const failed: ChecksEvent = {
  type: 'CheckFailed',
  data: {
    questionnaireId: '31',
    check: 'fssp',
    runId: 'r1',
    source: 'sandbox-fssp',
    at,
    reason: 'timeout',
    message: 'Сервис проверки не ответил вовремя',
  },
};
const given = givenProjection(candidateChecksProjection).given;

describe('the candidateChecks read model', () => {
  it('a running FSSP check shows the service status and is indexed as running', () =>
    given(stored('checks-31', [requested('r1'), reply])).then('candidateChecks/31', {
      IStoreId: '10412',
      running: true,
      checks: {
        fssp: { runId: 'r1', status: 'running', fsspStatus: 'SendedToFssp', requestedBy: { role: 'Admin' } },
      },
      history: [
        { step: 'reply', text: 'Запрос отправлен в ФССП' },
        { step: 'requested', text: 'Запрос: Задолженность ФССП' },
      ],
    }));

  it('a timeout is CheckWithError with its message; nothing runs any more', () =>
    given(stored('checks-31', [requested('r1'), reply, failed])).then('candidateChecks/31', {
      running: false,
      checks: {
        fssp: { status: 'error', fsspStatus: 'CheckWithError', error: 'Сервис проверки не ответил вовремя' },
      },
    }));

  it('a late answer of an older run never overwrites the newer run', () =>
    given(stored('checks-31', [requested('r1'), requested('r2'), failed])).then('candidateChecks/31', {
      running: true,
      checks: { fssp: { runId: 'r2', status: 'running' } },
    }));

  it('a skip marks the outside checks skipped, by whom', () =>
    given(
      stored('checks-31', [
        requested('r1'),
        failed,
        {
          type: 'CandidateCheckSkipped',
          data: { questionnaireId: '31', checks: ['fssp', 'criminalRecord'] },
        },
      ]),
    ).then('candidateChecks/31', {
      checks: {
        fssp: { status: 'skipped', skippedBy: { role: 'Admin' } },
        criminalRecord: { status: 'skipped' },
      },
    }));
});

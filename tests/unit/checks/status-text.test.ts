import { describe, expect, it } from 'vitest';
import type { CheckRunView } from '#events/checks/views';
import { statusOf } from '#client/console/features/checks/format';

const NOW = '2026-11-24T10:00:05.000Z';
const run = (patch: Partial<CheckRunView>): CheckRunView => ({
  runId: 'r1',
  status: 'running',
  source: 'sandbox',
  requestedAt: '2026-11-24T10:00:00.000Z',
  requestedBy: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
  ...patch,
});

/** Issue 24, item 7: the FSSP tile while its run starts. */
describe('the FSSP status line', () => {
  it("reads 'Проверка выполняется' while a run just asked for has no FSSP status yet", () => {
    const status = statusOf('fssp', { fssp: run({ fsspStatus: 'None' }) }, NOW);
    expect(status).toEqual({ text: 'Проверка выполняется', tone: 'informative' });
  });

  it("follows FSSP's own steps once they come, and says 'never run' only without a run", () => {
    expect(statusOf('fssp', { fssp: run({ fsspStatus: 'SendedToFssp' }) }, NOW).text).toBe(
      'Запрос отправлен в ФССП',
    );
    expect(statusOf('fssp', { fssp: run({ fsspStatus: 'WaitToResFssp' }) }, NOW).text).toBe(
      'Ожидается ответ ФССП',
    );
    expect(statusOf('fssp', {}, NOW).text).toBe('Проверка не проводилась');
  });
});

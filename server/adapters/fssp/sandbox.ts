import { CheckServiceError, sleep, type CheckPerson } from '../checks/port';
import { sandboxOutcome, type SandboxOutcome } from '../checks/sandbox-triggers';
import type { FsspFinding, FsspPort } from './port';

/**
 * The built-in bailiff service: answers like the real one after a few seconds. The task number
 * carries the outcome and when it is ready, so a task survives a restart of the server (a resumed
 * check asks about the same task). Triggers: see sandbox-triggers.ts.
 */
export function createSandboxFssp(options: { delayMs: number; clock?: () => number }): FsspPort {
  const now = options.clock ?? Date.now;
  const step = Math.max(1, Math.round(options.delayMs / 3));
  const decode = (task: string): { o: SandboxOutcome; r: number } => {
    try {
      const parsed = JSON.parse(Buffer.from(task, 'base64url').toString('utf8')) as {
        o: SandboxOutcome;
        r: number;
      };
      if (typeof parsed.o === 'string' && typeof parsed.r === 'number') return parsed;
    } catch {
      /* not ours */
    }
    throw new CheckServiceError('failure', 'unknown task');
  };
  const faults = async (outcome: SandboxOutcome, signal: AbortSignal) => {
    if (outcome === 'timeout') await sleep(24 * 3600 * 1000, signal);
    if (outcome === 'failure') throw new CheckServiceError('failure', 'status 503');
  };
  return {
    name: 'sandbox-fssp',
    async searchPhysical(person: CheckPerson, signal) {
      await sleep(step, signal);
      const o = sandboxOutcome(person.lastname);
      await faults(o, signal);
      return {
        task: Buffer.from(JSON.stringify({ o, r: now() + options.delayMs }), 'utf8').toString('base64url'),
      };
    },
    async status(task, signal) {
      await sleep(Math.min(step, 200), signal);
      const { o, r } = decode(task);
      if (o === 'malformed') throw new CheckServiceError('malformed', 'status');
      return now() >= r ? 'done' : 'pending';
    },
    async result(task, signal): Promise<FsspFinding> {
      await sleep(Math.min(step, 200), signal);
      const { o } = decode(task);
      const none = { debtBalanceEp: 0, debtBalanceDuty: 0, debtBalanceOther: 0, debtBalanceFine: 0 };
      if (o === 'debtOverLimit')
        return {
          debtBalanceEp: 215_000,
          debtBalanceDuty: 15_050,
          debtBalanceOther: 12_000,
          debtBalanceFine: 3_000,
          proceedings: [
            '12345/24/77001-ИП: задолженность по кредитным платежам',
            '9876/25/77001-ИП: штраф ГИБДД',
          ],
        };
      if (o === 'debtUnderLimit')
        return {
          ...none,
          debtBalanceEp: 10_000,
          debtBalanceFine: 2_500,
          proceedings: ['4567/25/50001-ИП: задолженность по оплате ЖКУ'],
        };
      return { ...none, proceedings: [] };
    },
  };
}

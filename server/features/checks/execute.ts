import { CHECK_MESSAGES, PAYMENT_STATUSES, type CheckKind, type CheckResult } from '#events/checks/events';
import { selfEmploymentStatusOf } from '#events/checks/rules';
import { STAFF_VACANCIES } from '#events/vacancies/collections';
import { findBlacklisted } from '#projections/blacklist/queries';
import { collectionIn } from '#projections/core/typed-read';
import type { QuestionnaireView } from '#projections/questionnaire/queries';
import { CheckServiceError, sleep } from '../../adapters/checks/port';
import type { Services } from '../../core/services';
import { identityOf } from './candidate';
import { checkPorts } from './ports';

/** How a running check tells its story: each reply of the service is recorded as it comes. */
export interface RunContext {
  s: Services;
  questionnaire: QuestionnaireView;
  /** The task the service gave before a restart (FSSP), to ask about instead of starting again. */
  taskId?: string;
  signal: AbortSignal;
  reply(
    answer: string,
    extra?: { fsspStatus?: 'SendedToFssp' | 'WaitToResFssp'; taskId?: string },
  ): Promise<void>;
}

/** One check against its service or the product's own data; throws CheckServiceError on a fault. */
export async function executeCheck(check: CheckKind, run: RunContext): Promise<CheckResult> {
  const { s, questionnaire: q, signal } = run;
  const person = identityOf(q);
  switch (check) {
    case 'blacklist': {
      const hit = await findBlacklisted(s.read, person);
      return { blacklist: hit ? { has: true, info: hit.reason } : { has: false } };
    }
    case 'storeVacancy': {
      const open = await collectionIn(s.read, STAFF_VACANCIES).count({
        IStoreId: q.vacancy.IStoreId,
        positionId: q.vacancy.positionId,
        status: { $in: ['published', 'unpublished'] },
      });
      const message =
        open > 0
          ? `Открытых вакансий «${q.vacancy.positionTitle}» в магазине: ${open}`
          : `В магазине «${q.vacancy.storeName}» нет открытых вакансий «${q.vacancy.positionTitle}»`;
      return { storeVacancy: { isDone: true, value: open > 0, message } };
    }
    case 'criminalRecord': {
      const answer = await checkPorts(s).criminalRecord.check(person, signal);
      return { criminalRecord: answer };
    }
    case 'selfEmployment': {
      const answer = await checkPorts(s)
        .selfEmployed(person)
        .payments(person.inn ?? '', signal);
      await run.reply(
        answer.found ? `Исполнитель найден, платежей: ${answer.payments.length}` : 'Исполнитель не найден',
      );
      const known = (status: string): status is (typeof PAYMENT_STATUSES)[number] =>
        (PAYMENT_STATUSES as readonly string[]).includes(status);
      const status = selfEmploymentStatusOf(
        answer.found
          ? { found: true, paymentStatuses: answer.payments.map((p) => p.status) }
          : { found: false },
      );
      const payments = answer.found
        ? answer.payments.flatMap((p) =>
            known(p.status) ? [{ id: p.id, status: p.status, amount: p.amount }] : [],
          )
        : [];
      return { selfEmployment: { status, payments } };
    }
    case 'fssp':
      return { fssp: await fssp(run, person) };
  }
}

async function fssp(run: RunContext, person: ReturnType<typeof identityOf>) {
  const port = checkPorts(run.s).fssp;
  let task = run.taskId;
  if (!task) {
    task = (await port.searchPhysical(person, run.signal)).task;
    await run.reply('Запрос отправлен в ФССП', { fsspStatus: 'SendedToFssp', taskId: task });
  }
  for (;;) {
    const status = await port.status(task, run.signal);
    if (status === 'error') throw new CheckServiceError('failure', 'task failed');
    if (status === 'done') break;
    await run.reply('Ожидается ответ ФССП', { fsspStatus: 'WaitToResFssp' });
    await sleep(run.s.config.checks.pollMs, run.signal);
  }
  const found = await port.result(task, run.signal);
  return {
    status: 'CheckedSuccess' as const,
    debtBalanceEp: found.debtBalanceEp,
    debtBalanceDuty: found.debtBalanceDuty,
    debtBalanceOther: found.debtBalanceOther,
    debtBalanceFine: found.debtBalanceFine,
    info: found.proceedings,
  };
}

/** The history's words for a fault (no personal data, no service internals). */
export function faultMessage(err: unknown): { reason: 'timeout' | 'failure' | 'malformed'; message: string } {
  if (err instanceof CheckServiceError) return { reason: err.reason, message: CHECK_MESSAGES[err.reason] };
  return { reason: 'failure', message: CHECK_MESSAGES.failure };
}

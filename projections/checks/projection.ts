import { parseStreamId } from '#events/core/envelope';
import { CANDIDATE_CHECKS } from '#events/checks/collections';
import {
  CHECK_TITLES,
  CHECKS_KIND,
  ChecksEvents,
  FSSP_STATUS_TITLES,
  SELF_EMPLOYMENT_TITLES,
  type CheckKind,
  type CheckResult,
  type StoredChecksEvent,
} from '#events/checks/events';
import { totalDebt } from '#events/checks/rules';
import {
  HISTORY_LIMIT,
  type CandidateChecksDoc,
  type CheckHistoryEntry,
  type CheckRunView,
} from '#events/checks/views';
import { defineProjection } from '../core/types';

/** The history's words for a result, without personal details (those stay in the result itself). */
export function resultText(check: CheckKind, passed: boolean, result: CheckResult): string {
  const verdict = passed ? 'пройдена' : 'не пройдена';
  if (check === 'fssp' && result.fssp)
    return `${FSSP_STATUS_TITLES[result.fssp.status]}, долг ${totalDebt(result.fssp)} ₽: ${verdict}`;
  if (check === 'selfEmployment' && result.selfEmployment)
    return `${SELF_EMPLOYMENT_TITLES[result.selfEmployment.status]}: ${verdict}`;
  if (check === 'storeVacancy' && result.storeVacancy) return result.storeVacancy.message;
  return `${CHECK_TITLES[check]}: ${verdict}`;
}

const empty = (questionnaireId: string, IStoreId: string): CandidateChecksDoc => ({
  questionnaireId,
  IStoreId,
  checks: {},
  history: [],
  running: false,
  updatedAt: '',
  revision: -1,
});

function withRun(
  doc: CandidateChecksDoc,
  check: CheckKind,
  runId: string,
  change: (run: CheckRunView) => CheckRunView,
): Partial<Record<CheckKind, CheckRunView>> {
  const run = doc.checks[check];
  // A late reply of an older run never overwrites the newer run.
  if (!run || run.runId !== runId) return doc.checks;
  return { ...doc.checks, [check]: change(run) };
}

/** Read model `candidateChecks`: each check's latest run and the whole history, per questionnaire. */
export const candidateChecksProjection = defineProjection({
  name: CANDIDATE_CHECKS.name,
  events: ChecksEvents,
  collection: CANDIDATE_CHECKS,
  // The process resumes the questionnaires with a check still running after a restart.
  indexes: [{ fields: ['running'], sort: { updatedAt: 1 } }],
  keysOf: (event) => [parseStreamId(event.streamId).id],
  personal: true,
  erase: { kind: CHECKS_KIND, fields: ['checks.criminalRecord.result', 'checks.blacklist.result'] },
  apply(doc, event: StoredChecksEvent, id): CandidateChecksDoc {
    const base = doc ?? empty(id, event.type === 'CheckRequested' ? event.data.IStoreId : '');
    const by = event.meta.actor;
    const line = (entry: Omit<CheckHistoryEntry, 'by'>): CheckHistoryEntry[] =>
      [{ ...entry, by }, ...base.history].slice(0, HISTORY_LIMIT);
    const next = (checks: Partial<Record<CheckKind, CheckRunView>>, history: CheckHistoryEntry[]) => ({
      ...base,
      checks,
      history,
      running: Object.values(checks).some((run) => run.status === 'running'),
      updatedAt: event.meta.occurredAt,
      revision: event.revision,
    });
    switch (event.type) {
      case 'CheckRequested': {
        const { check, runId, source, requestedAt, IStoreId } = event.data;
        const run: CheckRunView = {
          runId,
          status: 'running',
          source,
          requestedAt,
          requestedBy: by,
          ...(check === 'fssp' ? { fsspStatus: 'None' as const } : {}),
        };
        const text = `Запрос: ${CHECK_TITLES[check]}`;
        return {
          ...next(
            { ...base.checks, [check]: run },
            line({ at: requestedAt, check, runId, step: 'requested', source, text }),
          ),
          IStoreId,
        };
      }
      case 'CheckReplyReceived': {
        const { check, runId, source, at, answer, fsspStatus } = event.data;
        const checks = withRun(base, check, runId, (run) => ({
          ...run,
          lastAnswer: answer,
          ...(fsspStatus ? { fsspStatus } : {}),
        }));
        return next(checks, line({ at, check, runId, step: 'reply', source, text: answer }));
      }
      case 'CheckCompleted': {
        const { check, runId, source, at, passed, result } = event.data;
        const checks = withRun(base, check, runId, (run) => ({
          ...run,
          status: passed ? 'passed' : 'failed',
          completedAt: at,
          result,
          ...(result.fssp ? { fsspStatus: result.fssp.status } : {}),
        }));
        const text = resultText(check, passed, result);
        return next(checks, line({ at, check, runId, step: 'completed', source, text }));
      }
      case 'CheckFailed': {
        const { check, runId, source, at, message } = event.data;
        const checks = withRun(base, check, runId, (run) => ({
          ...run,
          status: 'error',
          completedAt: at,
          error: message,
          ...(check === 'fssp' ? { fsspStatus: 'CheckWithError' as const } : {}),
        }));
        return next(checks, line({ at, check, runId, step: 'failed', source, text: message }));
      }
      case 'CandidateCheckSkipped': {
        const at = event.meta.occurredAt;
        const checks = { ...base.checks };
        const lines: Omit<CheckHistoryEntry, 'by'>[] = [];
        for (const check of event.data.checks) {
          const run = checks[check];
          const runId = run?.runId ?? `skip-${event.id}`;
          checks[check] = {
            ...(run ?? { runId, source: 'manual', requestedAt: at, requestedBy: by }),
            status: 'skipped',
            completedAt: at,
            skippedBy: by,
          };
          lines.push({ at, check, runId, step: 'skipped', source: 'manual', text: 'Проверка пропущена' });
        }
        let history = base.history;
        for (const entry of lines) history = [{ ...entry, by }, ...history].slice(0, HISTORY_LIMIT);
        return next(checks, history);
      }
    }
  },
});

import {
  CHECK_MESSAGES,
  CHECKS_KIND,
  EXTERNAL_CHECKS,
  isExternalCheck,
  type CheckKind,
  type CheckResult,
  type ChecksEvent,
  type FsspStatus,
} from '#events/checks/events';
import { passedOf } from '#events/checks/rules';
import type { CheckRunStatus } from '#events/checks/views';
import type { Decider } from '../../core/decider';
import { RuleViolation } from '../../core/errors';

interface Run {
  check: CheckKind;
  source: string;
  finished: boolean;
  /** The outside service's task (FSSP), so a resumed run asks about it. */
  taskId?: string;
  /** The FSSP statuses already recorded for this run (each recorded once). */
  replies: string[];
}

export interface ChecksState {
  questionnaireId: string | null;
  runs: ReadonlyMap<string, Run>;
  latest: Partial<Record<CheckKind, { runId: string; status: CheckRunStatus }>>;
}

export type FailReason = 'timeout' | 'failure' | 'malformed' | 'candidate';

export type ChecksCommand =
  | {
      type: 'RequestChecks';
      questionnaireId: string;
      IStoreId: string;
      runs: { check: CheckKind; runId: string; source: string }[];
      externalEnabled: boolean;
    }
  | {
      type: 'RecordCheckReply';
      runId: string;
      answer: string;
      fsspStatus?: FsspStatus;
      taskId?: string;
    }
  | { type: 'CompleteCheck'; runId: string; result: CheckResult }
  | { type: 'FailCheck'; runId: string; reason: FailReason; message: string }
  | { type: 'SkipCandidateCheck'; questionnaireId: string };

const initialState = (): ChecksState => ({ questionnaireId: null, runs: new Map(), latest: {} });

function withRun(s: ChecksState, runId: string, change: (run: Run) => Run): ReadonlyMap<string, Run> {
  const run = s.runs.get(runId);
  return run ? new Map(s.runs).set(runId, change(run)) : s.runs;
}

function setLatest(s: ChecksState, check: CheckKind, runId: string, status: CheckRunStatus) {
  const current = s.latest[check];
  if (current && current.runId !== runId && status !== 'running' && status !== 'skipped') return s.latest;
  return { ...s.latest, [check]: { runId, status } };
}

/**
 * The checks of one questionnaire: requests, the services' replies, results, failures and skips.
 * Replies and results for a run already finished are ignored, so a check resumed after a restart
 * never records its result twice; a check still running cannot be started again or skipped.
 */
export const checksDecider: Decider<ChecksState, ChecksCommand, ChecksEvent> = {
  kind: CHECKS_KIND,
  initialState,
  evolve(s, event) {
    switch (event.type) {
      case 'CheckRequested': {
        const { check, runId, source, questionnaireId } = event.data;
        return {
          questionnaireId,
          runs: new Map(s.runs).set(runId, { check, source, finished: false, replies: [] }),
          latest: setLatest(s, check, runId, 'running'),
        };
      }
      case 'CheckReplyReceived': {
        const { runId, taskId, fsspStatus, answer } = event.data;
        const runs = withRun(s, runId, (run) => ({
          ...run,
          ...(taskId ? { taskId } : {}),
          replies: [...run.replies, fsspStatus ?? answer],
        }));
        return { ...s, runs };
      }
      case 'CheckCompleted':
      case 'CheckFailed': {
        const { runId, check } = event.data;
        const status: CheckRunStatus =
          event.type === 'CheckFailed' ? 'error' : event.data.passed ? 'passed' : 'failed';
        return {
          ...s,
          runs: withRun(s, runId, (run) => ({ ...run, finished: true })),
          latest: setLatest(s, check, runId, status),
        };
      }
      case 'CandidateCheckSkipped': {
        let latest = s.latest;
        for (const check of event.data.checks)
          latest = {
            ...latest,
            [check]: { runId: latest[check]?.runId ?? event.id ?? 'skip', status: 'skipped' },
          };
        return { ...s, questionnaireId: event.data.questionnaireId, latest };
      }
    }
  },
  decide(command, s, ctx) {
    switch (command.type) {
      case 'RequestChecks': {
        if (command.runs.some((r) => s.latest[r.check]?.status === 'running'))
          throw new RuleViolation(CHECK_MESSAGES.busy);
        if (!command.externalEnabled && command.runs.some((r) => isExternalCheck(r.check)))
          throw new RuleViolation(CHECK_MESSAGES.externalOff);
        return command.runs.map(({ check, runId, source }) => ({
          type: 'CheckRequested' as const,
          data: {
            questionnaireId: command.questionnaireId,
            IStoreId: command.IStoreId,
            check,
            runId,
            source,
            requestedAt: ctx.now,
          },
        }));
      }
      case 'RecordCheckReply': {
        const run = s.runs.get(command.runId);
        if (!run || run.finished) return [];
        // A resumed run asking again gets the same status: it is recorded once.
        if (command.fsspStatus && run.replies.includes(command.fsspStatus)) return [];
        const { type: _t, ...rest } = command;
        return [
          {
            type: 'CheckReplyReceived',
            data: { ...rest, check: run.check, source: run.source, at: ctx.now },
          },
        ];
      }
      case 'CompleteCheck': {
        const run = s.runs.get(command.runId);
        if (!run || run.finished || !s.questionnaireId) return [];
        const passed = passedOf(run.check, command.result);
        const data = {
          questionnaireId: s.questionnaireId,
          check: run.check,
          runId: command.runId,
          source: run.source,
          at: ctx.now,
          passed,
          result: command.result,
        };
        return [{ type: 'CheckCompleted', data }];
      }
      case 'FailCheck': {
        const run = s.runs.get(command.runId);
        if (!run || run.finished || !s.questionnaireId) return [];
        const data = {
          questionnaireId: s.questionnaireId,
          check: run.check,
          runId: command.runId,
          source: run.source,
          at: ctx.now,
          reason: command.reason,
          message: command.message,
        };
        return [{ type: 'CheckFailed', data }];
      }
      case 'SkipCandidateCheck': {
        if (Object.values(s.latest).some((run) => run.status === 'running'))
          throw new RuleViolation(CHECK_MESSAGES.busy);
        const checks = EXTERNAL_CHECKS.filter((check) => {
          const status = s.latest[check]?.status;
          return status !== 'passed' && status !== 'skipped';
        });
        if (checks.length === 0) return [];
        return [
          { type: 'CandidateCheckSkipped', data: { questionnaireId: command.questionnaireId, checks } },
        ];
      }
    }
  },
};

/** What a resumed run needs to know of its past: its check, its task, whether it finished. */
export function runOf(s: ChecksState, runId: string): Run | undefined {
  return s.runs.get(runId);
}

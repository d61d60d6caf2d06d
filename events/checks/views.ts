import type { ActorRef } from '../questionnaire/events';
import type { CheckResult } from './events';
import type { CheckKind, FsspStatus } from './kinds';

export type CheckRunStatus = 'running' | 'passed' | 'failed' | 'error' | 'skipped';

/** The latest run of one check as the card shows it. */
export interface CheckRunView {
  runId: string;
  status: CheckRunStatus;
  source: string;
  requestedAt: string;
  requestedBy: ActorRef;
  /** FSSP's own status while the run goes on and after it (section 4). */
  fsspStatus?: FsspStatus;
  lastAnswer?: string;
  completedAt?: string;
  result?: CheckResult;
  /** Why it failed (timeout, failure, unreadable answer). */
  error?: string;
  skippedBy?: ActorRef;
}

/** One line of a check's history: request, each reply, the result, a skip. */
export interface CheckHistoryEntry {
  at: string;
  check: CheckKind;
  runId: string;
  step: 'requested' | 'reply' | 'completed' | 'failed' | 'skipped';
  source: string;
  text: string;
  by: ActorRef;
}

/** The `candidateChecks` read-model document (its id is the questionnaire's). */
export interface CandidateChecksDoc {
  questionnaireId: string;
  IStoreId: string;
  checks: Partial<Record<CheckKind, CheckRunView>>;
  /** Newest first, at most HISTORY_LIMIT lines. */
  history: CheckHistoryEntry[];
  /** Any run still going on (indexed: the process resumes these after a restart). */
  running: boolean;
  updatedAt: string;
  revision: number;
}

export const HISTORY_LIMIT = 200;

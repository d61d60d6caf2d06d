import { statfsSync } from 'node:fs';
import { MB } from './stats';
import type { Row } from './report';

/**
 * The Node flags `npm run rebuild` runs with (package.json; a test keeps the two equal). A rebuild
 * allocates fast and keeps little (60-90 MB live at 300,000 light questionnaires), so V8 left alone
 * grows the old generation to 350-400 MB between full collections; a bounded one collects sooner
 * at no measurable cost in time, and the working set sheds itself under pressure (rebuild.ts).
 */
export const REBUILD_NODE_ARGS = ['--max-old-space-size=256'];

/** The Node flags `npm start` runs the server with (package.json; a test keeps the two equal). */
export const SERVER_NODE_ARGS = ['--expose-gc'];

export const TARGETS = {
  singleP50Ms: 0.5,
  batchedEventsPerSecond: 50_000,
  rebuildEventsPerSecond: 100_000,
  rebuildPeakRss: 500 * MB,
  deliveryP99Ms: 20,
  /** Issue 13: 1,000 sockets connecting and joining one room, server CPU. */
  manyConnectCpuSeconds: 1.5,
  manyDeliveryP99Ms: 40,
  manyHttpP50Ms: 8,
  /** JavaScript the public page loads on `/` (entry + modulepreloads), gzip -9, bytes. */
  publicJsGzipBytes: 150 * 1024,
  /** Navigation start to 5 vacancy cards in the DOM, p50 and max. */
  firstRenderMs: 1000,
  /** POST get-questionnaire-light-list, filtered page (issue 13: under 30 ms at 1,000,000). */
  lightListP99Ms: 30,
  /** Issue 13, at 1,000,000 light questionnaires: first list call after a start, server RSS. */
  firstListCallMs: 200,
  serverRss: 350 * MB,
  /** Issue 12: employment questionnaire list (store + position) and card, and a state change's delivery. */
  questionnaireListP99Ms: 50,
  questionnaireCardP99Ms: 30,
  questionnaireDeliveryP99Ms: 100,
  /** Issue 14: the embedded adapter's address suggestions. */
  suggestionsP99Ms: 20,
  /** Issue 15: other API calls while 1,000 checks run on the sandbox services. */
  checksInFlightP99Ms: 50,
  /** Issue 24: a click on one console to the change on another (comment, refusal, restore, check start). */
  collabClickMs: 150,
  /** Issue 24: an approval request to the region director's list. */
  collabApprovalMs: 250,
};

export interface Scale {
  singleAppends: number;
  batches: number;
  batchSize: number;
  streams: number;
  eventsPerStream: number;
  /** Appends per stream when generating the data set (its events split evenly between them). */
  rounds: number;
  sockets: number;
  /** Test 4b: the large room (sockets connecting and joining one room, then commands). */
  manySockets: number;
  manyCommands: number;
  /** Worker threads of the bench process the sockets are spread over (test 4). */
  socketThreads: number;
  commands: number;
  baselineCommands: number;
  warmup: number;
  /** Test 6: measured page loads of `/` in headless Chromium (new tab each, cache disabled). */
  renderLoads: number;
  /** Test 7: light questionnaires in the data set, and list calls measured against it. */
  lightQuestionnaires: number;
  listCalls: number;
  /** Test 8: employment questionnaires in the data set. */
  questionnaires: number;
}

export const FULL: Scale = {
  singleAppends: 5000,
  batches: 100,
  batchSize: 500,
  streams: 100_000,
  eventsPerStream: 10,
  rounds: 2,
  sockets: 200,
  manySockets: 1000,
  manyCommands: 100,
  socketThreads: 2,
  commands: 300,
  baselineCommands: 100,
  warmup: 10,
  renderLoads: 10,
  lightQuestionnaires: 100_000,
  listCalls: 500,
  questionnaires: 100_000,
};

export const QUICK: Scale = {
  singleAppends: 1000,
  batches: 20,
  batchSize: 500,
  streams: 10_000,
  eventsPerStream: 10,
  rounds: 2,
  sockets: 50,
  manySockets: 100,
  manyCommands: 20,
  socketThreads: 2,
  commands: 50,
  baselineCommands: 20,
  warmup: 5,
  renderLoads: 3,
  lightQuestionnaires: 10_000,
  listCalls: 100,
  questionnaires: 10_000,
};

/** What every section of the bench gets. */
export interface BenchContext {
  scale: Scale;
  profile: boolean;
  /** Where durable stores go (the disk). */
  diskBase: string;
  /** A tmpfs for fsync-free comparisons and fast data generation, when the machine has one. */
  memBase: string | null;
  log: (line: string) => void;
}

export interface SectionResult {
  rows: Row[];
  notes: string[];
}

const TMPFS_MAGIC = 0x01021994;

export function isTmpfs(dir: string): boolean {
  try {
    return statfsSync(dir).type === TMPFS_MAGIC;
  } catch {
    return false;
  }
}

import type { OneSSandboxTiming } from '../config';
import { ONE_S_DOCUMENT_SET, type OneSTrigger } from './triggers';

/**
 * What happens to a sandbox document by itself, as time passes (1C pushes nothing; the sandbox keeps
 * due times and applies them whenever the document is read or written, so they survive a restart):
 * posted `delayMs` after /Post, its document set built `delayMs` after that, and for the 'drift'
 * trigger an accountant's edit `driftMs` later. Every change moves DataVersion.
 */
export interface HireTimeline {
  version: number;
  posted: boolean;
  deletionMark: boolean;
  postDue: number | null;
  docsDue: number | null;
  driftDue: number | null;
  drifted: boolean;
  printForms: string[];
  /** The document's own (not personal) fields: ДатаПриема, Должность, Подразделение… */
  fields: Record<string, unknown>;
  trigger: OneSTrigger;
}

/** The state at `now`: the same object when nothing was due. */
export function advance(state: HireTimeline, now: number, timing: OneSSandboxTiming): HireTimeline {
  let s = state;
  if (s.postDue !== null && now >= s.postDue && !s.deletionMark)
    s = { ...s, posted: true, postDue: null, docsDue: s.postDue + timing.delayMs, version: s.version + 1 };
  if (s.docsDue !== null && now >= s.docsDue && s.posted) {
    const drifts = s.trigger === 'drift' && !s.drifted;
    s = {
      ...s,
      printForms: [...ONE_S_DOCUMENT_SET],
      docsDue: null,
      driftDue: drifts ? s.docsDue + timing.driftMs : s.driftDue,
      version: s.version + 1,
    };
  }
  if (s.driftDue !== null && now >= s.driftDue) s = { ...driftedByAccountant(s), driftDue: null };
  return s;
}

/** An accountant's edit in 1C: the employment date one day later (DataVersion moves). */
export function driftedByAccountant(state: HireTimeline): HireTimeline {
  const date = typeof state.fields.ДатаПриема === 'string' ? state.fields.ДатаПриема : '';
  const day = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  const next = Number.isFinite(day)
    ? `${new Date(day + 86_400_000).toISOString().slice(0, 10)}T00:00:00`
    : date;
  return {
    ...state,
    fields: { ...state.fields, ДатаПриема: next },
    drifted: true,
    version: state.version + 1,
  };
}

/** 1C's DataVersion is an opaque base64 text; the sandbox's counts changes. */
export function dataVersionOf(version: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32BE(version, 0);
  return bytes.toString('base64');
}

import type { OneSDocument } from '../../adapters/onec/port';
import type { Services } from '../../core/services';
import { DELIVERED_STATUSES, type HireState } from './decider';
import { loadHire, sendHire, workerContext } from './delivery';
import { oneSPortOf } from './ports';

type Drift = {
  kind: 'changed' | 'unposted' | 'deleted';
  changes: { field: string; before: string; after: string }[];
};

/** What changed in 1C since our push (or the version staff accepted); null when nothing did. */
export function driftOf(state: HireState, doc: OneSDocument | null): Drift | null {
  const known = state.document;
  if (!known) return null;
  if (!doc || doc.deletionMark) return known.posted === 'deleted' ? null : { kind: 'deleted', changes: [] };
  if (!doc.posted && known.posted === 'posted') return { kind: 'unposted', changes: [] };
  if (doc.dataVersion === known.dataVersion) return null;
  const fields = new Set([...Object.keys(state.fields), ...Object.keys(doc.fields)]);
  const changes = [...fields]
    .map((field) => ({ field, before: state.fields[field] ?? '', after: doc.fields[field] ?? '' }))
    .filter((c) => c.before !== c.after);
  // A new DataVersion with the compared fields unchanged (1C rebuilt the printed forms): no drift.
  return changes.length > 0 ? { kind: 'changed', changes } : null;
}

/**
 * One reconciliation of a delivered hire with 1C (1C pushes nothing: polled at a slow pace). A
 * change of the document after our push is recorded once as HireDriftDetected, until staff resolve it.
 */
export async function reconcileHire(s: Services, questionnaireId: string): Promise<void> {
  const state = await loadHire(s, questionnaireId);
  if (!state.hire || !state.document || state.drift) return;
  if (state.status === 'none' || !DELIVERED_STATUSES.includes(state.status)) return;
  const doc = await oneSPortOf(s).getDocument(state.document.documentRef);
  const drift = driftOf(state, doc);
  if (!drift) return;
  const dataVersion = doc?.dataVersion ?? state.document.dataVersion;
  const command = {
    type: 'DetectDrift' as const,
    ...{ hireId: state.hire.hireId, seenAt: s.clock(), ...drift, dataVersion, fields: doc?.fields ?? {} },
  };
  await sendHire(
    s,
    questionnaireId,
    command,
    workerContext(s, `${state.hire.hireId}:${dataVersion}:${drift.kind}`, 'drift'),
  );
}

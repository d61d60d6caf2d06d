import { useEffect, useState } from 'react';
import { employFactsOf, employToday } from '#events/employment/facts';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { useLiveRecord } from '../../live/useLiveRecord';
import {
  APPROVALS,
  getApproval,
  toApprovalView,
  useApprovalRecordRooms,
  type ApprovalView,
} from '../approval';
import { CANDIDATE_CHECKS, getChecks, type ChecksView } from '../checks';
import { loadSalaryProjects, loadTrafficSources, type LookupEntry } from './api-form';

/** The clock of the rule, read once a minute (the Moscow today changes at Moscow midnight). */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * What the employ rule needs besides the form, as the card holds it: the approval and checks
 * documents (live, as their blocks follow them), the dictionaries and the Moscow today; then the facts.
 */
export function useEmployContext(q: QuestionnaireView) {
  const now = useNow();
  const approval = useLiveRecord<ApprovalView, ApprovalView>({
    collection: APPROVALS,
    id: q.id,
    rooms: useApprovalRecordRooms(q.id, q.IStoreId),
    load: () => getApproval(q.id),
    toView: (doc) => toApprovalView(doc),
  });
  // The self-employment check's result, as the server's send reads it (a fresh blocking result refuses).
  const checks = useLiveRecord({
    collection: CANDIDATE_CHECKS,
    id: q.id,
    load: () => getChecks(q.id),
    toView: (doc, held: ChecksView) => ({ ...doc, externalEnabled: held.externalEnabled }),
  });
  const [projects, setProjects] = useState<LookupEntry[]>([]);
  const [sources, setSources] = useState<LookupEntry[]>([]);
  useEffect(() => {
    // Failed list loads are silently ignored (spec section 8): the selects stay empty.
    loadSalaryProjects().then(setProjects, () => undefined);
    loadTrafficSources().then(setSources, () => undefined);
  }, []);
  const facts = employFactsOf(q, approval.data, sources, now, checks.data);
  return { facts, today: employToday(now), projects, sources };
}

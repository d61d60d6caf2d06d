import type { ApprovalDoc } from '#events/approval/events';
import { DICTIONARIES } from '#events/dictionaries/reference';
import { employFactsOf, type TrafficSourceEntry } from '#events/employment/facts';
import type { EmployFacts } from '#events/employment/rules';
import { candidateChecks } from '#projections/checks/queries';
import type { QuestionnaireView } from '#projections/questionnaire/queries';
import type { Services } from '../../core/services';

/** The traffic sources as the form lists them (the reference dictionary). */
const TRAFFIC_SOURCES: readonly TrafficSourceEntry[] = DICTIONARIES.trafficSources.entries.map(
  ([id, title]) => ({ id, title }),
);

/**
 * What the employ rule needs, read the way the card reads it: the same pure `employFactsOf`
 * (events/employment/facts.ts) over the questionnaire, its approval and its checks document, so the
 * server refuses exactly what the browser's button refuses.
 */
export async function employFactsFor(
  s: Services,
  q: QuestionnaireView,
  approval: ApprovalDoc | null,
  now: string,
): Promise<EmployFacts> {
  const checks = await candidateChecks(s.read, q.id, q.vacancy.IStoreId);
  return employFactsOf(q, approval, TRAFFIC_SOURCES, now, checks);
}

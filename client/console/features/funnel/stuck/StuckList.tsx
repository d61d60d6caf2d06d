import type { FunnelFilter } from '../../../../../events/funnel/api';

/** Placeholder until i29-stuck is merged (the stuck engineer owns this file; the merge takes theirs). */
export function StuckList(_props: { filter?: FunnelFilter }) {
  return <p>Список зависших кандидатов появится здесь.</p>;
}

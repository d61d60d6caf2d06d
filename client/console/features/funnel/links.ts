import type { Area } from '#events/core/access';
import type { FunnelFilter, FunnelStage } from '#events/funnel/api';
import type { QuestionnaireLightStatus } from '#events/questionnaire-light/events';
import type { ListType, QuestionnaireState } from '#events/questionnaire/states';

/**
 * Where a number of the funnel leads: the questionnaire list that holds those candidates, with the
 * filters that list keeps in its address.
 * - Employment stages: 'Анкеты' (/protected/feedbacks/{tab}) with storeId, positionId, the period
 *   (dateFrom, dateTo) and the stage's state inside the tab.
 * - The light stages: 'Анкеты QR' (/protected/questionnaire-light-list/{status}) with store and
 *   position (that list has no period).
 * The lists filter by store, not by region or unit, nor by source: those narrow only the funnel.
 */
type Target =
  | { list: 'employment'; tab: ListType; state?: QuestionnaireState }
  | { list: 'light'; status: QuestionnaireLightStatus };

const REACHED: Record<FunnelStage, Target> = {
  light: { list: 'light', status: 'new' },
  passedToStore: { list: 'light', status: 'accepted' },
  interview: { list: 'light', status: 'accepted' },
  questionnaire: { list: 'employment', tab: 'new' },
  checksPassed: { list: 'employment', tab: 'worked', state: 'resolvedValid' },
  approved: { list: 'employment', tab: 'new', state: 'acceptedByALManager' },
  sentTo1C: { list: 'employment', tab: 'worked', state: 'sendedTo1S' },
  employed: { list: 'employment', tab: 'worked', state: 'employed' },
};

const LIGHT_STAGES: FunnelStage[] = ['light', 'passedToStore', 'interview'];

/** What a number counts: the journeys that reached a stage, or those refused in it. */
export type CountKind = 'reached' | 'refused';

/**
 * The address of the list behind a count, or null when the viewer may open no such list (the
 * number is then shown without a link). `can` tells the viewer's areas.
 */
export function listLink(
  stage: FunnelStage,
  kind: CountKind,
  filter: FunnelFilter,
  can: (area: Area) => boolean,
): string | null {
  const light = LIGHT_STAGES.includes(stage);
  const target: Target =
    kind === 'refused'
      ? light
        ? { list: 'light', status: 'rejected' }
        : { list: 'employment', tab: 'rejected' }
      : REACHED[stage];
  const params = new URLSearchParams();
  if (target.list === 'light') {
    if (!can('questionnaireLight')) return null;
    if (filter.storeId) params.set('store', filter.storeId);
    if (filter.positionId) params.set('position', filter.positionId);
    const qs = params.toString();
    return `/protected/questionnaire-light-list/${target.status}${qs ? `?${qs}` : ''}`;
  }
  if (!can('feedbacks')) return null;
  if (filter.storeId) params.set('storeId', filter.storeId);
  if (filter.positionId) params.set('positionId', filter.positionId);
  params.set('dateFrom', filter.from);
  params.set('dateTo', filter.to);
  if (target.state) params.set('state', target.state);
  return `/protected/feedbacks/${target.tab}?${params.toString()}`;
}

import { formatCalendarDay, parseCalendarDay } from '#events/core/calendar-day';
import {
  FUNNEL_SOURCE_TITLES,
  FUNNEL_STAGE_TITLES,
  FUNNEL_STAGES,
  type FunnelBreakdownRow,
  type FunnelView,
} from '#events/funnel/api';

/**
 * The funnel's current view as CSV rows (issue 29, item 3): the filter, the stages (reached, now,
 * refused, conversion, median and 90th percentile of days), then the place, position and source
 * tables. Numbers as a Russian spreadsheet reads them (decimal comma), percentages in 0..100.
 */

/** 0.4567 → '45,7'; null → ''. */
export const percentText = (share: number | null): string =>
  share === null ? '' : (Math.round(share * 1000) / 10).toFixed(1).replace('.', ',');

/** 2.5 → '2,5'; 3 → '3'; null → ''. */
export const daysText = (days: number | null): string =>
  days === null ? '' : String(Math.round(days * 10) / 10).replace('.', ',');

const ruDay = (iso: string): string => {
  const day = parseCalendarDay(iso, 'iso');
  return day ? formatCalendarDay(day, 'ru') : iso;
};

const LEVEL_TITLES = { region: 'Регион', unit: 'Подразделение', store: 'Магазин' } as const;
const STAGE_HEADERS = FUNNEL_STAGES.map((stage) => FUNNEL_STAGE_TITLES[stage]);

/** The filter as the view was asked for, with the places' titles from its own breakdown. */
export function filterRows(view: FunnelView): string[][] {
  const { filter } = view;
  const titleOf = (key: string | undefined) =>
    key === undefined ? undefined : (view.byPlace.find((row) => row.key === key)?.title ?? key);
  const rows: string[][] = [['Воронка найма'], ['Период', `${ruDay(filter.from)} — ${ruDay(filter.to)}`]];
  if (filter.regionId !== undefined) rows.push(['Регион', titleOf(filter.regionId)!]);
  if (filter.unitId !== undefined) rows.push(['Подразделение', titleOf(filter.unitId)!]);
  if (filter.storeId !== undefined) rows.push(['Магазин', titleOf(filter.storeId)!]);
  if (filter.positionId !== undefined)
    rows.push([
      'Должность',
      view.byPosition.find((r) => r.key === filter.positionId)?.title ?? filter.positionId,
    ]);
  if (filter.source !== undefined) rows.push(['Источник', FUNNEL_SOURCE_TITLES[filter.source]]);
  rows.push(['Кандидатов', String(view.total)]);
  return rows;
}

export function stageRows(view: FunnelView): string[][] {
  return [
    ['Этап', 'Дошли', 'Сейчас на этапе', 'Отказы', 'Конверсия, %', 'Медиана, дней', '90-й перцентиль, дней'],
    ...view.stages.map((row) => [
      FUNNEL_STAGE_TITLES[row.stage],
      String(row.reached),
      String(row.current),
      String(row.refused),
      percentText(row.conversion),
      daysText(row.medianDays),
      daysText(row.p90Days),
    ]),
  ];
}

const counts = (row: FunnelBreakdownRow): string[] => [
  ...FUNNEL_STAGES.map((stage) => String(row.reached[stage])),
  String(row.refused),
  percentText(row.conversion),
];

/** One breakdown table: its title, its header and a row per place, position or source. */
export function breakdownRows(title: string, nameHeader: string, rows: FunnelBreakdownRow[]): string[][] {
  const places = nameHeader === 'Место';
  const head = places ? ['Уровень', nameHeader] : [nameHeader];
  return [
    [title],
    [...head, ...STAGE_HEADERS, 'Отказы', 'Конверсия, %'],
    ...rows.map((row) => [
      ...(places ? [row.level ? LEVEL_TITLES[row.level] : '', row.title] : [row.title]),
      ...counts(row),
    ]),
  ];
}

/** The tables of the view, one after another, a blank row between them. */
export function funnelCsvTables(view: FunnelView): string[][][] {
  return [
    filterRows(view),
    stageRows(view),
    breakdownRows('По местам', 'Место', view.byPlace),
    breakdownRows('По должностям', 'Должность', view.byPosition),
    breakdownRows('По источникам', 'Источник', view.bySource),
  ];
}

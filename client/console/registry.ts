import { CONSOLE_FEATURES } from './features';
import type { ReactNode } from 'react';
import type { HistoryRecordKind } from '#events/history/api';
import type { ConsoleRoute } from './shell/feature';
import type { MenuEntry } from './shell/state/menu';

/** Every protected page, in the features' order (each feature lists its specific paths first). */
export function protectedRoutes(): ConsoleRoute[] {
  return CONSOLE_FEATURES.flatMap((feature) => feature.routes);
}

/** The side menu in the spec's order (spec part 1, section 2, "Protected shell"). */
export function menuEntries(): MenuEntry[] {
  return (menu ??= CONSOLE_FEATURES.flatMap((feature) => feature.menu ?? [])
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry));
}
let menu: MenuEntry[] | undefined;

/** The record's own screen of a kind, for a snapshot of it as it was (time travel). */
export function snapshotOf(kind: HistoryRecordKind): ((id: string) => ReactNode) | undefined {
  for (const feature of CONSOLE_FEATURES) {
    const render = feature.snapshots?.[kind];
    if (render) return render;
  }
  return undefined;
}

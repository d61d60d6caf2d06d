import { CONSOLE_FEATURES } from './features';
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

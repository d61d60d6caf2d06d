import type { ComponentType } from 'react';
import type { FluentIcon } from '@fluentui/react-icons';
import type { Area } from '#events/core/access';

export interface MenuLeaf {
  label: string;
  path: string;
  testId: string;
  /** A live count beside the label (e.g. new questionnaires), rendered by its feature. */
  badge?: ComponentType;
  /** An entry of a group that only some of the group's users may open ('Сотрудники': Admin). */
  area?: Area;
}

export type MenuEntry =
  | {
      kind: 'link';
      area: Area;
      label: string;
      path: string;
      testId: string;
      icon: FluentIcon;
      badge?: ComponentType;
    }
  | {
      kind: 'group';
      area: Area;
      label: string;
      value: string;
      testId: string;
      icon: FluentIcon;
      items: MenuLeaf[];
      /**
       * Pages under the group that no entry names (a card opened from one of its lists): the group
       * is highlighted there, as the parent entry (paths matched as prefixes).
       */
      nested?: string[];
    };

/**
 * The menu entry (and its group) for a location: the longest path that prefixes it. A page nested
 * under a group (its `nested` paths) that no entry names selects the group alone, `nested: true`.
 */
export function activeMenuPath(
  menu: MenuEntry[],
  location: string,
): { path?: string; group?: string; nested?: boolean } {
  let best: { path?: string; group?: string; nested?: boolean } = {};
  let bestLength = 0;
  const consider = (path: string, group?: string, nested?: boolean) => {
    const matches = location === path || location.startsWith(`${path}/`);
    if (matches && path.length > bestLength) {
      best = nested ? { group, nested } : { path, group };
      bestLength = path.length;
    }
  };
  for (const entry of menu) {
    if (entry.kind === 'link') consider(entry.path);
    else {
      for (const item of entry.items) consider(item.path, entry.value);
      for (const path of entry.nested ?? []) consider(path, entry.value, true);
    }
  }
  return best;
}

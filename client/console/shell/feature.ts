import type { ReactNode } from 'react';
import type { Area } from '#events/core/access';
import type { HistoryRecordKind } from '#events/history/api';
import type { MenuEntry } from './state/menu';

/** What a route's page gets: the path's parameters and the signed-in user's scope. */
export interface RouteContext {
  params: Record<string, string | undefined>;
  scope: string;
}

/** One page of a feature inside the protected shell, guarded by its area. */
export interface ConsoleRoute {
  /** A wouter path pattern (`/protected/vacancy/:id`); a feature lists specific paths first. */
  path: string;
  /** The page renders only for users who may open this area (else 'not found'). */
  area: Area;
  /** The page, or null when this path does not exist for this user or these parameters. */
  render: (ctx: RouteContext) => ReactNode | null;
}

/** A side-menu entry and its place in the menu (the spec's order: lower comes first). */
export interface ConsoleMenuEntry {
  order: number;
  entry: MenuEntry;
}

/**
 * What one feature adds to the console. `client/console/features.ts` lists the features; the
 * protected routes and the side menu are built from that list, so a new feature edits no other list.
 */
export interface ConsoleFeature {
  name: string;
  routes: ConsoleRoute[];
  menu?: ConsoleMenuEntry[];
  /**
   * The record's own screen for a kind of record, to show it as it was (time travel, issue 28):
   * rendered read-only, with every API call carrying the as-of headers.
   */
  snapshots?: Partial<Record<HistoryRecordKind, (id: string) => ReactNode>>;
}

export function defineConsoleFeature(feature: ConsoleFeature): ConsoleFeature {
  return feature;
}

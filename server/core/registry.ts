import type Router from '@koa/router';
import type Koa from 'koa';
import type { Projection } from '#projections/core/types';
import { SERVER_FEATURES } from '../features';
import type { AuditKind, LiveCollection } from './feature';
import type { Reactor } from './reactor';
import type { Services } from './services';

/*
 * Registries built from the feature list. Each is computed on first use, not when this module
 * loads: feature modules import this file (audit, rooms), so the list may still be loading then.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** Every API router, in the features' order. The authorization test walks it so no route escapes. */
export function apiRouters(s: Services): Router[] {
  return SERVER_FEATURES.flatMap((feature) => feature.routes?.(s) ?? []);
}

/** Middleware that runs before every API router, in the features' order. */
export function apiMiddlewares(s: Services): Koa.Middleware[] {
  return SERVER_FEATURES.flatMap((feature) => (feature.apiMiddleware ? [feature.apiMiddleware(s)] : []));
}

/** Every read model, for the runner and `npm run rebuild`. */
export const projections = once((): Projection[] => SERVER_FEATURES.flatMap((f) => f.projections ?? []));

export function projectionByName(name: string): Projection | undefined {
  return projections().find((p) => p.name === name);
}

/** Every aggregate kind whose history can be audited and replayed (`GET /api/v1/audit/{kind}/{id}`). */
export const auditKinds = once(
  (): ReadonlyMap<string, AuditKind> =>
    new Map(SERVER_FEATURES.flatMap((f) => f.audit ?? []).map((a) => [a.decider.kind, a])),
);

/** Every collection pushed to consoles, with who may watch it. */
export const liveCollections = once((): LiveCollection[] => SERVER_FEATURES.flatMap((f) => f.live ?? []));

/** Every room rule of the public namespace beyond the vacancy feed. */
export const publicRooms = once(() => SERVER_FEATURES.flatMap((f) => f.publicRooms ?? []));

/** Every process manager, started with the server after the demo data. */
export const reactors = once((): Reactor[] => SERVER_FEATURES.flatMap((f) => f.reactors ?? []));

/** Every POST route that only reads (an auditor may call it: server/http/middleware/read-only.ts). */
export const readOnlyPosts = once((): string[] => SERVER_FEATURES.flatMap((f) => f.readOnlyPosts ?? []));

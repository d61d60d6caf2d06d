import { positionsProjection } from './positions';
import { usersProjection } from './users';
import type { Projection } from './types';

export const PROJECTIONS: Projection[] = [positionsProjection, usersProjection];

export function projectionByName(name: string): Projection | undefined {
  return PROJECTIONS.find((p) => p.name === name);
}

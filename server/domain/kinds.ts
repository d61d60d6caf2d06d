import type { Decider } from '../commands/decider';
import { positionDecider } from './positions';
import { userDecider } from './users';

/** Every aggregate kind whose history can be audited and replayed (`GET /api/v1/audit/{kind}/{id}`). */
export const DECIDERS: Record<string, Decider<any, any>> = {
  [positionDecider.kind]: positionDecider,
  [userDecider.kind]: userDecider,
};

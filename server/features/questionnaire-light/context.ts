import { APPLICANT_ROLE } from '#events/core/roles';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';

/** A candidate on the public site: no account, so one fixed actor. */
export const CANDIDATE_ACTOR = { userId: 'candidate', role: APPLICANT_ROLE, name: 'Кандидат' };

export function candidateContext(s: Services, correlationId: string): CommandContext {
  return { now: s.clock(), newId: s.newId, actor: CANDIDATE_ACTOR, correlationId };
}

import { getQuestionnaire } from '#projections/questionnaire/queries';
import type { CommandContext } from '../core/decider';
import type { Services } from '../core/services';
import { candidateNameOf, demoSignatures, signQuestionnaire } from '../features/signing';

/**
 * The demo's signing step (issue 27, item 8): the director signs with the candidate through the
 * product's own command, with signatures drawn from their names, so the employed demo candidates
 * have signing events, signed copies and hashes the verification page finds.
 */
export async function demoSigning(s: Services, id: string, ctx: CommandContext): Promise<void> {
  const q = await getQuestionnaire(s.read, id, null);
  if (!q) return;
  const at = Date.parse(ctx.now);
  const candidate = demoSignatures(candidateNameOf(q), at);
  const director = demoSignatures(ctx.actor.name ?? ctx.actor.userId, at + 20_000);
  await signQuestionnaire(s, q, { candidate, director }, ctx, { demo: true });
}

import type { CommandContext } from '../core/decider';
import type { Services } from '../core/services';
import { SERVER_FEATURES } from '../features';

/** Seeds demo data into an empty store, as events like any other change. Demo mode only. */
export async function seedDemo(s: Services): Promise<boolean> {
  if (s.config.mode !== 'demo' || (await s.events.headPosition()) > 0) return false;
  const ctx: CommandContext = {
    now: s.clock(),
    newId: s.newId,
    actor: { userId: 'system', role: 'System', name: 'Демо-данные' },
    correlationId: 'demo-seed',
  };
  // In the features' order: positions and users before the vacancies and questionnaires that name them.
  for (const feature of SERVER_FEATURES) await feature.seed?.(s, ctx);
  return true;
}

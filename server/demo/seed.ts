import type { CommandContext } from '../core/decider';
import type { Services } from '../core/services';
import { SERVER_FEATURES } from '../features';
import { IDENTITY_STREAM } from '#events/store/events';
import { seedHiringStories } from './hiring';
import { withSandboxListening } from '../adapters/onec/index';
import { seedFunnelHistory } from './funnel-seed';
import { seedNotifications } from '../features/notifications/index';

export interface DemoOptions {
  /**
   * Six months of hiring for the funnel (server/demo/funnel-seed.ts): a few hundred journeys more.
   * The product's start seeds them; the test servers keep the small demo their tests count on.
   */
  history?: boolean;
}

/** Seeds demo data into an empty store, as events like any other change. Demo mode only. */
export async function seedDemo(s: Services, options: DemoOptions = {}): Promise<boolean> {
  if (s.config.mode !== 'demo') return false;
  // Empty but for the log's identity (EventStoreDB keeps it as an event).
  const first = await s.events.readAll({ fromPosition: 0, limit: 2 });
  if (first.some((e) => e.streamId !== IDENTITY_STREAM)) return false;
  const ctx: CommandContext = {
    now: s.clock(),
    newId: s.newId,
    actor: { userId: 'system', role: 'System', name: 'Демо-данные' },
    correlationId: 'demo-seed',
  };
  // In the features' order: positions and users before the vacancies and questionnaires that name them.
  for (const feature of SERVER_FEATURES) await feature.seed?.(s, ctx);
  // Then what happened to the candidates after the first look, in order: checks, approval, 1C.
  await withSandboxListening(s.onec, async () => {
    await seedHiringStories(s, ctx);
    // Last: the journeys' ids follow the rest of the demo's.
    if (options.history) await seedFunnelHistory(s, ctx);
    // Candidates who heard back, in every status (issue 31); the tests' small demo has none.
    if (options.history) await seedNotifications(s);
  });
  return true;
}

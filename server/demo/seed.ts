import bcrypt from 'bcryptjs';
import { handleCommand } from '../core/command-handler';
import type { CommandContext } from '../core/decider';
import { positionDecider } from '../features/positions/decider';
import { userDecider } from '../features/users/decider';
import type { Services } from '../core/services';
import { DEMO_POSITIONS, DEMO_STORES, DEMO_USERS } from './reference';
import { seedVacancies } from '../features/vacancies/demo-seed';
import { seedQuestionnaires } from '../features/questionnaire-light/demo-seed';
import { seedMeetings } from '../features/meetings/demo-seed';

export const DEMO_PASSWORD = 'demo';

/** Seeds demo data into an empty store, as events like any other change. Demo mode only. */
export async function seedDemo(s: Services): Promise<boolean> {
  if (s.config.mode !== 'demo' || (await s.events.headPosition()) > 0) return false;
  const ctx: CommandContext = {
    now: s.clock(),
    newId: s.newId,
    actor: { userId: 'system', role: 'System', name: 'Демо-данные' },
    correlationId: 'demo-seed',
  };
  await seedPositions(s, ctx);
  await seedUsers(s, ctx);
  await seedVacancies(s, ctx);
  await seedQuestionnaires(s, ctx);
  await seedMeetings(s, ctx);
  return true;
}

async function seedPositions(s: Services, ctx: CommandContext): Promise<void> {
  let code = 1;
  for (const p of DEMO_POSITIONS) {
    const id = String(code++);
    const input = { title: p.title, use_to_search_candidate: p.pick, show_on_vacancies_feed: p.feed };
    await handleCommand(s.bus, positionDecider, id, { type: 'CreatePosition', id, input }, ctx);
  }
}

async function seedUsers(s: Services, ctx: CommandContext): Promise<void> {
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  for (const u of DEMO_USERS) {
    const storeName = u.storeId ? (DEMO_STORES.find((st) => st.IStoreId === u.storeId)?.name ?? null) : null;
    const { allowedStores, allowedRegions, ...rest } = u as typeof u & {
      allowedStores?: readonly string[];
      allowedRegions?: readonly string[];
    };
    const command = {
      type: 'RegisterUser' as const,
      ...rest,
      permissions: [...rest.permissions],
      // AllowedStoresList / AllowedRegionsList of the unit and region directors (copied: DEMO_USERS is read-only).
      ...(allowedStores ? { allowedStores: [...allowedStores] } : {}),
      ...(allowedRegions ? { allowedRegions: [...allowedRegions] } : {}),
      passwordHash,
      storeName,
    };
    await handleCommand(s.bus, userDecider, u.userId, command, ctx);
  }
}

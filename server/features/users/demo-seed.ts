import bcrypt from 'bcryptjs';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { DEMO_PASSWORD, DEMO_STORES, DEMO_USERS } from '../../demo/reference';
import { userDecider } from './decider';

/** Demo staff accounts, one per role, all with the password 'demo'. */
export async function seedUsers(s: Services, ctx: CommandContext): Promise<void> {
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  for (const u of DEMO_USERS) {
    const storeName = u.storeId ? (DEMO_STORES.find((st) => st.IStoreId === u.storeId)?.name ?? null) : null;
    // Demo users of some roles carry store lists; the constant is a union of literal shapes.
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

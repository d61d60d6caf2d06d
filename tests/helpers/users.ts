import { handleCommand } from '#server/core/command-handler';
import { userDecider } from '#server/features/users/decider';
import type { TestServer } from './server';

/**
 * Registers a staff account directly (as npm run user:create does), for tests that sign tokens of
 * their own: tokens are checked against the accounts, so a token of an unregistered user gets 401.
 */
export async function registerStaff(
  server: TestServer,
  account: { userId: string; scope: string; surname: string; name: string; positionName: string },
): Promise<void> {
  const command = {
    type: 'RegisterUser' as const,
    ...account,
    login: `test-${account.userId}`,
    passwordHash: '!',
    storeId: null,
    storeName: null,
    permissions: [],
  };
  await handleCommand(server.services.bus, userDecider, account.userId, command, {
    now: new Date().toISOString(),
    newId: server.services.newId,
    actor: { userId: 'test', role: 'System' },
    correlationId: `register-${account.userId}`,
  });
}

import '../events/index';
import bcrypt from 'bcryptjs';
import { parseArgs } from 'node:util';
import { ROLE_IDS } from '../events/roles';
import { loadConfig } from '../server/config';
import { startServices } from '../server/bootstrap';
import { handleCommand } from '../server/commands/handler';
import { userDecider } from '../server/domain/users';

/**
 * npm run user:create -- --login ivanov --password '...' --scope StoreDirector --surname Иванов
 *   --name Иван --position 'Директор магазина' [--store 10234 --store-name Тверская] [--permission X]
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      password: { type: 'string' },
      scope: { type: 'string' },
      surname: { type: 'string' },
      name: { type: 'string' },
      position: { type: 'string', default: '' },
      store: { type: 'string' },
      'store-name': { type: 'string' },
      permission: { type: 'string', multiple: true, default: [] },
      id: { type: 'string' },
    },
  });
  const { login, password, scope, surname, name } = values;
  if (!login || !password || !scope || !surname || !name)
    fail('--login, --password, --scope, --surname and --name are required');
  if (!ROLE_IDS.includes(scope as never)) fail(`--scope must be one of ${ROLE_IDS.join(', ')}`);
  if (password.length < 8 && loadConfig().mode === 'production')
    fail('--password must be at least 8 characters');
  const s = await startServices(loadConfig());
  const existing = await s.read.find('users', { login: login.toLowerCase() }, { limit: 1 });
  if (existing.length > 0) fail(`login ${login} already exists`);
  const userId = values.id ?? String(Date.now());
  await handleCommand(
    s.bus,
    userDecider,
    userId,
    {
      type: 'RegisterUser',
      userId,
      login: login.toLowerCase(),
      passwordHash: await bcrypt.hash(password, 12),
      scope,
      surname,
      name,
      positionName: values.position ?? '',
      storeId: values.store ?? null,
      storeName: values['store-name'] ?? null,
      permissions: values.permission ?? [],
    },
    {
      now: new Date().toISOString(),
      newId: s.newId,
      actor: { userId: 'cli', role: 'System' },
      correlationId: crypto.randomUUID(),
    },
    { expectedRevision: -1 },
  );
  console.log(`User ${login} created with id ${userId}`);
  await s.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

void main();

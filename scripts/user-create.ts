import '#events/index';
import bcrypt from 'bcryptjs';
import { parseArgs } from 'node:util';
import { ROLE_IDS } from '#events/core/roles';
import { loadConfig } from '#server/core/config';
import { startServices } from '#server/bootstrap';
import { handleCommand } from '#server/core/command-handler';
import { PASSWORD_HASH_COST } from '#server/auth/sessions';
import { userDecider } from '#server/features/users/decider';
import { isSafeNameText, nfc } from '#events/core/name-text';
import { normalizeManualPhone } from '#events/approval/inputs';

const USAGE = `npm run user:create -- --login ivanov --password '...' --scope StoreDirector --surname Иванов
  --name Иван [--position 'Директор магазина'] [--store 10234 --store-name Тверская] [--permission X]...
  [--allowed-stores 10234,10412] [--allowed-regions 77,78] [--phone +79161234567] [--id 2001]

  --scope             ${ROLE_IDS.join(', ')}
  --store             the user's own store (a store director's store)
  --permission        a permission name, repeatable (e.g. MANAGE_QUESTIONNAIRE_AL)
  --allowed-stores    AllowedStoresList: store ids a UnitDirector or RegionDirector sees (comma-separated, repeatable)
  --allowed-regions   AllowedRegionsList: region ids (a store's regionAreaId) a RegionDirector sees, every
                      store of those regions (comma-separated, repeatable)
  --phone             the work phone a store or region director's approval codes go to (issue 15)
  Unit and region directors without these lists see no store's vacancies.`;
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
      'allowed-stores': { type: 'string', multiple: true, default: [] },
      'allowed-regions': { type: 'string', multiple: true, default: [] },
      phone: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const { login, password, scope, surname, name } = values;
  if (!login || !password || !scope || !surname || !name)
    fail('--login, --password, --scope, --surname and --name are required');
  for (const [flag, value] of [
    ['--surname', surname],
    ['--name', name],
    ['--position', values.position ?? ''],
  ]) {
    if (!isSafeNameText(value ?? ''))
      fail(`${flag}: control, zero-width and bidi characters are not allowed`);
  }
  if (!ROLE_IDS.includes(scope as never)) fail(`--scope must be one of ${ROLE_IDS.join(', ')}`);
  const allowedStores = idList(values['allowed-stores']);
  const allowedRegions = idList(values['allowed-regions']);
  if (allowedStores.length > 0 && scope !== 'UnitDirector' && scope !== 'RegionDirector')
    fail('--allowed-stores is for the UnitDirector and RegionDirector scopes');
  if (allowedRegions.length > 0 && scope !== 'RegionDirector')
    fail('--allowed-regions is for the RegionDirector scope');
  const phone = values.phone === undefined ? undefined : normalizeManualPhone(values.phone);
  if (phone === null) fail('--phone: plus and digits, e.g. +79161234567');
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
      passwordHash: await bcrypt.hash(password, PASSWORD_HASH_COST),
      scope,
      surname: nfc(surname),
      name: nfc(name),
      positionName: nfc(values.position ?? ''),
      storeId: values.store ?? null,
      storeName: values['store-name'] ?? null,
      permissions: values.permission ?? [],
      ...(allowedStores.length > 0 ? { allowedStores } : {}),
      ...(allowedRegions.length > 0 ? { allowedRegions } : {}),
      ...(phone ? { phone } : {}),
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

/** '10234,10412' given once or several times: the ids, trimmed, without repeats. */
function idList(values: string[] | undefined): string[] {
  const ids = (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
  return [...new Set(ids.filter(Boolean))];
}

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

void main();

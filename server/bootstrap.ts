import { join } from 'node:path';
import { collectAfterCatchUp } from './core/catch-up-gc';
import { readYourWrites } from './core/read-your-writes';
import '#events/index';
import { projections, reactors } from './core/registry';
import { checkpointName } from './core/reactor';
import { checkEventLogIdentity } from './readstore/event-log-identity';
import { ClusterNode } from './cluster/node';
import type { Config } from './core/config';
import { prepareDataDir } from './core/data-dir';
import { openEventStore } from './eventstore/index';
import { indexesOf, openReadStoreHealed, plainCollectionsOf } from './readstore/index';
import { rebuildProjections } from '#projections/core/rebuild';
import { createTokenIssuer } from './auth/tokens';
import { Revocations } from './auth/revocations';
import { createLoginLimiter } from './auth/limiter';
import { openLimitStore } from './limits/store';
import { openSmsSender } from './adapters/sms/index';
import { createSmsBudget } from './adapters/sms/budget';
import { openMailSender } from './adapters/mail/index';
import { openFileStore } from './adapters/files/index';
import { openSuggestions } from './adapters/suggestions/index';
import {
  createJobBoards,
  createSandboxBoards,
  jobBoardsConfigFromEnv,
  type JobBoards,
} from './adapters/jobboards/index';
import { openJobBoardAccounts } from './adapters/jobboards/accounts';
import { persistSandboxes } from './adapters/jobboards/sandbox-store';
import { closeOneS, openOneS } from './adapters/onec/index';
import { systemClock, uuid, type Services } from './core/services';
import { openShopData, SHOP_REFRESH_MS } from './adapters/shop/index';
import { openStoreDirectory } from './access/live-stores';
import { installStoreDirectory } from './access/stores';
import { configureLogging, log } from './core/logger';
import { createMetrics, type Metrics } from './metrics/metrics';
import { countCalls, timeAppends } from './metrics/instrument';
import { servicesSource } from './metrics/collect';

/** Opens the configured adapters and starts the projection runner (no HTTP): for the server and CLIs. */
export async function startServices(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Services & { close(): Promise<void> }> {
  prepareDataDir(config.dataDir);
  configureLogging(config);
  const metrics = createMetrics(config.metricsEnabled);
  const shop = openShopData(config);
  const stores = await openStoreDirectory(shop, {
    refreshMs: config.shopApiUrl ? SHOP_REFRESH_MS : undefined,
    log: (line) => log.info(line),
  });
  installStoreDirectory(stores);
  const events = timeAppends(openEventStore(config), metrics);
  const { read, movedTo } = await openReadStoreHealed(
    config,
    indexesOf(projections()),
    plainCollectionsOf(projections()),
  );
  // Read models built from another event log are rebuilt from this one (their positions differ).
  await checkEventLogIdentity(events, read, projections(), reactors().map(checkpointName));
  // A damaged read store was replaced by an empty one: rebuilt at full speed before anything is served.
  if (movedTo) await rebuildProjections(events, read, projections());
  // Takes the projections lease and runs the projections, or follows the node that holds it.
  const runner = new ClusterNode(events, read, projections());
  // Revoked sign-ins, in memory before the first request; later ones arrive with the runner's commits.
  const revocations = await Revocations.load(read);
  runner.onCommit(revocations.onCommit);
  await runner.start();
  void collectAfterCatchUp(runner, () => events.headPosition()).catch(() => undefined);
  const boardsConfig = jobBoardsConfigFromEnv(env, config.mode);
  // Relative sign-in and vacancy links: they work on whatever address the console is opened at.
  const sandboxBoards = createSandboxBoards({ publicUrl: '', timeoutMs: boardsConfig.timeoutMs });
  const boardAccounts = openJobBoardAccounts({ dataDir: config.dataDir, secret: config.jwtSecret });
  const sandboxState = persistSandboxes(sandboxBoards, join(config.dataDir, 'sandbox-boards.json'));
  // Login attempts, public calls, the SMS budget and code guesses, counted where every node counts.
  const limits = await openLimitStore({
    dataDir: config.dataDir,
    mongoUrl: config.mongoUrl,
    secret: config.otpPepper,
    timeoutMs: config.limitStoreTimeoutMs,
    log: (line) => log.warn(line),
  });
  const onec = openOneS(config.onec, {
    dataDir: config.dataDir,
    piiMasterKey: config.piiMasterKey,
    mode: config.mode,
  });
  const services: Services & { close(): Promise<void> } = {
    config,
    events,
    read,
    personalKeys: events.keys,
    runner,
    tokens: createTokenIssuer(
      config.jwtSecret,
      config.accessTokenTtlSeconds,
      config.refreshTokenTtlSeconds,
      revocations.isRevoked,
    ),
    revocations,
    bus: {
      store: events,
      waitForProjections: (position, timeoutMs) => readYourWrites(runner, position, timeoutMs),
    },
    limits,
    limiter: createLoginLimiter(limits, config.loginLimits),
    sms: countCalls('sms', openSmsSender(config, systemClock), metrics),
    smsBudget: createSmsBudget(limits, { perHour: config.smsBudgetPerHour, alert: (line) => log.warn(line) }),
    mail: countCalls('mail', openMailSender(config, systemClock), metrics),
    files: openFileStore(config),
    suggestions: openSuggestions(config),
    shop,
    stores,
    jobBoards: countBoardCalls(createJobBoards(boardsConfig, sandboxBoards), metrics),
    sandboxBoards,
    boardAccounts,
    onec,
    clock: systemClock,
    newId: uuid,
    metrics,
    async close() {
      await runner.stop();
      await events.close();
      await read.close();
      boardAccounts.close();
      sandboxState.stop();
      closeOneS(onec);
      stores.stop();
      await limits.close();
    },
  };
  metrics.sources.push(servicesSource(services));
  return services;
}

function countBoardCalls(boards: JobBoards, metrics: Metrics): JobBoards {
  return {
    headhunter: countCalls('jobboards', boards.headhunter, metrics),
    superjob: countCalls('jobboards', boards.superjob, metrics),
  };
}

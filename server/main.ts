import { createServer, type Server } from 'node:http';
import type { Config } from './core/config';
import { startServices } from './bootstrap';
import { createHttpApp } from './http/app';
import { RealtimeHub } from './realtime/hub';
import type { Services } from './core/services';
import { startReactor } from './core/reactor';
import { reactors as allReactors } from './core/registry';
import { oneSListening } from './adapters/onec/index';
import { socketsSource } from './metrics/collect';
import { startMetricsServer } from './metrics/endpoint';

export interface RunningServer {
  services: Services;
  http: Server;
  hub: RealtimeHub;
  url: string;
  close(): Promise<void>;
}

/** Composition root: services, then HTTP and Socket.IO on one port. */
export async function startServer(
  config: Config,
  options: { seed?: (s: Services) => Promise<unknown> } = {},
): Promise<RunningServer> {
  const services = await startServices(config);
  if (options.seed) await options.seed(services);
  // Reactors run on the node holding the projections lease only, and move with it.
  await services.runner.whileLeader(async () => {
    const reactors = await Promise.all(allReactors().map((r) => startReactor(services, r)));
    return { stop: async () => void (await Promise.all(reactors.map((r) => r.stop()))) };
  });
  const handle = createHttpApp(services).callback();
  // Koa's handler answers a promise it settles itself (errors go to its error middleware).
  const http = createServer((req, res) => void handle(req, res));
  const hub = new RealtimeHub(http, services);
  services.metrics.sources.push(socketsSource(services.runner.id, () => hub.io.engine.clientsCount));
  const metricsServer = await startMetricsServer(config, services.metrics);
  await new Promise<void>((resolve) => http.listen(config.port, config.host, resolve));
  const address = http.address();
  // A TCP server answers its address as an object (a string only for a pipe or socket file).
  const port = typeof address === 'object' && address ? address.port : config.port;
  oneSListening(services.onec, port, config.host);
  return {
    services,
    http,
    hub,
    url: `http://localhost:${port}`,
    async close() {
      await hub.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      if (metricsServer) await new Promise((resolve) => metricsServer.close(resolve));
      await services.close();
    },
  };
}

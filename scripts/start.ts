import { ConfigError, loadConfig } from '#server/core/config';
import { startServer } from '#server/main';
import { seedDemo } from '#server/demo/seed';
import { DEMO_USERS } from '#server/demo/reference';

/** Starts the whole product: API, Socket.IO, staff console and public site. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The demo with its six months of hiring (the funnel's history), on the first start only;
  // DEMO_HISTORY=off leaves the history out (tests that start the product and count its demo).
  const history = process.env.DEMO_HISTORY !== 'off';
  const server = await startServer(config, { seed: (s) => seedDemo(s, { history }) });
  const stores = `${config.eventstoreUrl ? 'EventStoreDB' : 'SQLite'} events, ${config.mongoUrl ? 'MongoDB' : 'SQLite'} read models`;
  console.log(`Hiring console (${config.mode}, ${stores}) at ${server.url}`);
  console.log(`  staff console: ${server.url}/login    public site: ${server.url}/`);
  if (config.mode === 'demo') {
    console.log(`  demo logins (password "demo"): ${DEMO_USERS.map((u) => u.login).join(', ')}`);
    console.log(
      '  DEMO MODE: demo data and logins, SMS codes and e-mails readable at /demo/sms (open outboxes);' +
        ` listening on ${config.host} only${config.host === '127.0.0.1' ? ' (set HOST to open it to the network)' : ''}.` +
        ' Use MODE=production for real data.',
    );
  }
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Browser tests run in Debian's Chromium; install it when missing (root on these machines). */
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log('Installing Debian chromium for the browser tests...');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}

// Playwright uses Debian's Chromium; this makes sure it is there, and never downloads a browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package first:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// The browser tests use Debian's Chromium (tests/support/chromium.ts names the executables):
// this makes sure both packages are there, installing them as root, and never downloads a browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = {
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
  chromium: '/usr/bin/chromium',
};

const missing = Object.entries(packages)
  .filter(([, executable]) => !existsSync(executable))
  .map(([name]) => name);

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Debian's ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Install first:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

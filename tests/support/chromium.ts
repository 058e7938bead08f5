// Debian's Chromium as the browser tests start it: headless, and without the background
// connections this machine's closed network refuses. Never a downloaded browser.
//
// The end-to-end suite runs in Debian's chromium-headless-shell: the same Chromium release, built
// from the same source package, without the desktop browser around the engine (Chromium's "old"
// headless mode, which Playwright also runs headless tests in). It spends about 40 % less CPU per
// page than the full browser on two cores (ADR 021). The topology tests, which show the product
// through its proxy as users reach it, run in the full browser, /usr/bin/chromium.

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Debian packages the browser tests use, with the executable each installs. */
export const debianChromium = {
  headlessShell: {
    package: 'chromium-headless-shell',
    executable: '/usr/lib/chromium/chromium-headless-shell',
  },
  full: { package: 'chromium', executable: '/usr/bin/chromium' },
} as const;

/** The end-to-end suite's browser; CHROMIUM_PATH runs it in another build of Chromium. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? debianChromium.headlessShell.executable,
  args: flags,
};

/** The full browser, for the topology tests. */
export const fullChromiumLaunchOptions = {
  executablePath: debianChromium.full.executable,
  args: flags,
};

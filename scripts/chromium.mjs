// How this machine runs headless Chromium, for everything that drives one: the bench's page loads
// (bench/lib/webapp.mjs), the browser tests (test/browser/support/browser.ts) and the journeys. Debian's
// Chromium in a container with no network beyond loopback: no sandbox (no user namespaces), no GPU, no
// background traffic (updates, sync, QUIC probes) that would wait on a network that is not there, and
// /tmp instead of a small /dev/shm. `--user-data-dir` cannot go in args: Playwright takes the profile
// directory as launchPersistentContext's first argument.

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]);

/** Options for Playwright's chromium.launch / launchPersistentContext; `extraArgs` go after the common ones. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] };
}

import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * How every tool here launches Chromium (end-to-end tests, benchmarks, Open Graph renderer):
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium when present, else Playwright's own browser, with
 * the flags this machine's closed network needs.
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  };
}

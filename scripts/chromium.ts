import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same source and
 * version as /usr/bin/chromium): the browser Playwright itself runs headless tests in. It draws no
 * window and loads none of the full browser's UI, so the end-to-end run spent 773 s of worker time
 * instead of 1,000 s and took 6.9 min instead of 8.9 on this two-core machine, with the same
 * 258 passes (docs/decisions/0059-test-run-back-under-twelve-minutes.md).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

/**
 * How every tool here launches Chromium (end-to-end tests, benchmarks): CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium when present, else Playwright's own browser, with the flags this machine's closed
 * network needs. With `headlessShell`, for a run that never shows a window, Debian's headless shell
 * comes before the full browser (CHROMIUM_PATH still wins).
 */
export function chromiumLaunchOptions({ headlessShell = false }: { headlessShell?: boolean } = {}) {
  const debian = [...(headlessShell ? [DEBIAN_HEADLESS_SHELL] : []), DEBIAN_CHROMIUM].find((path) => existsSync(path));
  return { executablePath: process.env.CHROMIUM_PATH || debian, args: FLAGS };
}

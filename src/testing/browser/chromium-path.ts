import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests and the bench's journey drive: Debian's headless shell when it is
 * installed (.ci/run installs it), the build Playwright itself runs headless tests in, without the full
 * browser's GPU process and window machinery; else Debian's full Chromium. Beside the full browser it took
 * a third less CPU for the same 43 journeys, and a small page painted in about a third of the time
 * after its navigation's start (decision 076).
 * `--headed` needs the full browser: CHROMIUM_PATH=/usr/bin/chromium. Nothing downloads a browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}

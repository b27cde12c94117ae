/**
 * Debian's chromium driven by playwright-core, for the browser tests and the sandbox
 * screenshots. Nothing is downloaded: without /usr/bin/chromium the browser tests are skipped
 * locally (with a note) and fail in CI.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** True when the browser tests run here: chromium is installed, or CI (where it must be). */
export function browserTestsRun(what: string): boolean {
  const have = existsSync(CHROMIUM);
  if (!have && !process.env.CI) {
    console.warn(`${what} skipped: ${CHROMIUM} not found (apt-get install chromium)`);
  }
  return have || Boolean(process.env.CI);
}

/**
 * Headless chromium with no network of its own (updates, sync, QUIC). playwright's `launch`
 * gives every browser a fresh temporary profile (it refuses a --user-data-dir argument).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Shared by the connect page's browser tests: one chromium per file, a fresh stack per test. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { type Stack, type StackOptions, startStack } from '../support/stack.js';

export interface BrowserAndStack {
  browser: Browser;
  stack: Stack;
}

/** Registers the hooks; the returned object holds the browser and the current test's stack. */
export function browserAndStackPerTest(options: StackOptions): BrowserAndStack {
  const held = {} as BrowserAndStack;
  beforeAll(async () => {
    held.browser = await launchChromium();
  });
  afterAll(async () => {
    await held.browser?.close();
  });
  beforeEach(async () => {
    held.stack = await startStack(options);
  });
  afterEach(async () => {
    await held.stack?.stop();
  });
  return held;
}

/** Opens the link and presses Continue (a GET alone spends nothing). */
export async function openForm(page: Page, link: string) {
  const landing = await page.goto(link);
  expect(landing?.status()).toBe(200);
  await page.click('#continue');
  await page.waitForURL((url) => url.pathname === '/connect');
}

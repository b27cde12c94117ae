/**
 * Invoices due in the sandbox: `/enlivy due` answers with the demo's invoices, and the side
 * panel fires a channel's daily list (its App Home Post now), which posts it in the channel.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserTestsRun, launchChromium } from '../integration/support/browser.js';
import { type Sandbox, startSandbox } from './sandbox.js';
import { SandboxPage } from './scenes.js';

const runBrowser = browserTestsRun('sandbox invoices due browser test');

describe.skipIf(!runBrowser)('the sandbox: invoices due', { timeout: 60_000 }, () => {
  let browser: Browser;
  let sandbox: Sandbox;
  let p: SandboxPage;

  beforeAll(async () => {
    [browser, sandbox] = await Promise.all([launchChromium(), startSandbox({ port: 0 })]);
    p = await SandboxPage.open(browser, sandbox);
  }, 60_000);
  afterEach(() => {
    expect(p?.pageErrors ?? []).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.stop();
  });

  it('lists what is due, and fires a channel’s daily list from the side panel', async () => {
    await p.actAs('editor');
    await p.openChannel('finance');
    await p.send('/enlivy due');
    // Found by an invoice of the list: on a busy machine "Reading the invoices due…" shows first.
    const list = await p.message('INV-2026-0004', { ephemeral: true });
    expect(await list.textContent()).toContain('Invoices due');
    expect(await list.textContent()).toContain('To collect');

    await p.send('/enlivy due daily 09:00 weekdays');
    await p.message('set the invoices due to be posted here', { ephemeral: false });
    await p.page.click('#fire-due');
    const posted = await p.message('INV-2026-0004', { ephemeral: false });
    expect(await posted.textContent()).toContain('To collect');
    expect(await posted.textContent()).toContain('Invoices due');
    await p.page.locator('#fire-due-note').filter({ hasText: 'Fired' }).waitFor();

    // A viewer cannot fire it: the panel says why.
    await p.actAs('viewer');
    await p.openChannel('finance');
    await p.page.click('#fire-due');
    await p.page
      .locator('#fire-due-note')
      .filter({ hasText: 'No daily list here that this person may fire' })
      .waitFor();
  });
});

/**
 * The sandbox's automation surfaces in a real browser: the ⚡ shortcuts menu, a pasted invoice
 * link's preview, "More actions" on a message, and "Run a workflow step" with the completion the
 * app sent.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../fakes/service/index.js';
import { browserTestsRun, launchChromium } from '../integration/support/browser.js';
import { type Sandbox, startSandbox } from './sandbox.js';
import { closeModals, SandboxPage } from './scenes.js';

const runBrowser = browserTestsRun('sandbox automation browser test');
const WAIT = { timeout: 20_000 };

describe.skipIf(!runBrowser)(
  'the sandbox: shortcuts, link previews and workflow steps',
  { timeout: 60_000 },
  () => {
    let browser: Browser;
    let sandbox: Sandbox;
    let p: SandboxPage;

    beforeAll(async () => {
      [browser, sandbox] = await Promise.all([launchChromium(), startSandbox({ port: 0 })]);
      p = await SandboxPage.open(browser, sandbox);
    }, 60_000);
    afterEach(async () => {
      if (p) await closeModals(p).catch(() => undefined);
      expect(p?.pageErrors ?? []).toEqual([]);
    });
    afterAll(async () => {
      await browser?.close();
      await sandbox?.stop();
    });

    it('⚡ → "Subscribe a channel to Enlivy events" opens the subscribe form with a channel picker', async () => {
      await p.actAs('editor');
      await p.openChannel('finance');
      await p.page.click('#shortcut-menu');
      await p.page
        .locator('.action-menu-item', { hasText: 'Subscribe a channel to Enlivy events' })
        .click();
      const form = await p.modalWith('Include related data');
      expect(await form.textContent()).toContain('New Slack destination');
      const picker = form.locator('[data-block-id="destination_form_channel"]');
      expect(await picker.count()).toBeGreaterThan(0);
    });

    it('a pasted link to an Enlivy invoice unfolds into its preview under the message', async () => {
      await p.actAs('editor');
      await p.openChannel('finance');
      const link = `https://app.enlivy.com/organizations/${SEED.organizations.demo}/invoices/${SEED.invoices.overdue}`;
      await p.send(`Can someone chase this one? ${link}`);
      const message = await p.message('Can someone chase this one?', { ephemeral: false });
      const preview = message.locator('.attachment', { hasText: 'Invoice INV-2026-0004' });
      await preview.waitFor(WAIT);
      const shown = (await preview.textContent()) ?? '';
      expect(shown).toContain('Globex Corporation');
      expect(shown).toContain('Overdue');
      expect(await preview.locator('a, button', { hasText: 'Open in Enlivy' }).count()).toBe(1);
    });

    it('"More actions" → "Look up Enlivy invoices" on a message shows INV-2026-0001 as paid, only to me', async () => {
      await p.actAs('editor');
      await p.openChannel('finance');
      await p.send('Has INV-2026-0001 been paid yet?');
      const asked = await p.message('Has INV-2026-0001 been paid yet?', { ephemeral: false });
      await asked.hover();
      await asked.locator('.msg-more').click();
      await p.page.locator('.action-menu-item', { hasText: 'Look up Enlivy invoices' }).click();
      const card = await p.message('Invoice INV-2026-0001', { ephemeral: true });
      expect(await card.textContent()).toContain('Paid');
      expect(await card.locator('button', { hasText: 'Download PDF' }).count()).toBe(1);
      expect(await card.locator('a, button', { hasText: 'Open in Enlivy' }).count()).toBe(1);
    });

    it('"Run a workflow step" runs get_invoice and shows its outputs', async () => {
      await p.actAs('viewer');
      await p.page.selectOption('#step-select', 'get_invoice');
      await p.page.fill('#step-input-invoice', 'INV-2026-0001');
      await p.page.click('#step-run');
      const run = p.page
        .locator('.step-run[data-state="completed"]')
        .filter({ hasText: 'get_invoice' });
      await run.first().waitFor(WAIT);
      const text = await run.first().textContent();
      expect(text).toContain(SEED.invoices.paid);
      expect(text).toContain('paid');
    });

    it('a step the viewer may not run ends with the app’s reason', async () => {
      await p.actAs('viewer');
      await p.page.selectOption('#step-select', 'set_destination_active');
      await p.page.fill('#step-input-destination', 'Finance alerts');
      await p.page.click('#step-run');
      const failed = p.page
        .locator('.step-run[data-state="failed"]')
        .filter({ hasText: 'set_destination_active' });
      await failed.first().waitFor(WAIT);
      expect(await failed.first().textContent()).toContain('needs the editor role');
      expect(sandbox.sim.state.destinations.get(SEED.destinations.slack)?.data.is_active).toBe(
        true,
      );
    });
  },
);

/**
 * Issue 13, done when: the whole "Continue with Enlivy" flow in chromium, through the
 * simulator's own consent page, and `/enlivy list` afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { browserTestsRun } from '../support/browser.js';
import type { Stack } from '../support/stack.js';
import { browserAndStackPerTest, openForm } from './connect-browser.js';
import { command, tokenCalls } from './oauth-support.js';
import { connectLink } from './support.js';

const haveBrowser = browserTestsRun('Continue with Enlivy browser test');

/** `/enlivy connect` → link → Continue → Continue with Enlivy → Enlivy's consent page. */
async function toConsent(stack: Stack, page: Page): Promise<void> {
  await openForm(page, await connectLink(stack));
  await leaveForEnlivy(stack, page);
}

async function leaveForEnlivy(stack: Stack, page: Page): Promise<void> {
  await page.click('#continue_with_enlivy');
  await page.waitForURL((url) => url.href.startsWith(`${stack.sim.url}/oauth/authorize`));
}

describe.skipIf(!haveBrowser)('Continue with Enlivy in a real browser', () => {
  const t = browserAndStackPerTest({ connected: false, oauth: true });

  it('connects through the consent page, then /enlivy list works', async () => {
    const page = await t.browser.newPage();
    await openForm(page, await connectLink(t.stack));
    const offer = await page.locator('#oauth_form').textContent();
    expect(offer).toContain('never sees your password');
    expect(offer).toContain('webhooks:manage: to manage event destinations');
    expect(offer).toContain('accounting:read: to look up and search invoices');
    // The other ways stay as fallbacks.
    expect(await page.locator('#password_form').count()).toBe(1);
    expect(await page.locator('#token_form').count()).toBe(1);

    await leaveForEnlivy(t.stack, page);
    expect(await page.locator('.account').textContent()).toContain('Demo User');
    await page.click('#approve');
    await page.waitForURL((url) => url.origin === t.stack.appUrl);
    await page.waitForSelector('.success');
    expect(await page.locator('h1').textContent()).toBe('Connected');
    expect(await page.locator('.success').textContent()).toContain('Demo Trading Ltd');
    expect(new URL(page.url()).pathname).toBe('/connect/oauth/callback');

    const connection = await t.stack.stores.connections.get(t.stack.workspace);
    expect(connection).toMatchObject({ method: 'oauth', organizationId: 'org_demo' });
    await waitFor(() =>
      t.stack.slack
        .dm(t.stack.users.admin)
        .some((m) => (m.text ?? '').includes('Demo Trading Ltd')),
    );
    await command(t.stack, 'list all', ['All event destinations']);
    await page.close();
  });

  it('Deny is said kindly; trying again with two organizations asks which one', async () => {
    const page = await t.browser.newPage();
    await toConsent(t.stack, page);
    await page.click('#deny');
    await page.waitForURL((url) => url.origin === t.stack.appUrl);
    await page.waitForSelector('.error');
    expect(await page.locator('.error').textContent()).toContain(
      "You pressed Deny on Enlivy's page, so nothing was connected and nothing was stored.",
    );
    expect(await t.stack.stores.connections.get(t.stack.workspace)).toBeUndefined();
    expect(tokenCalls(t.stack, 'authorization_code')).toHaveLength(0);

    // The page is open again: this time grant both organizations.
    await leaveForEnlivy(t.stack, page);
    await page.check('input[value="org_free"]');
    await page.click('#approve');
    await page.waitForURL((url) => url.origin === t.stack.appUrl);
    await page.waitForSelector('#organization_form');
    expect(await page.locator('h1').textContent()).toBe('Choose the organization');
    expect(await t.stack.stores.connections.get(t.stack.workspace)).toBeUndefined();
    await page.check('input[value="org_demo"]');
    await page.click('#connect_organization');
    await page.waitForSelector('.success');
    expect(await page.locator('.success').textContent()).toContain('Demo Trading Ltd');
    expect((await t.stack.stores.connections.get(t.stack.workspace))?.organizationId).toBe(
      'org_demo',
    );
    await page.close();
  });
});

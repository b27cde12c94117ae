import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { waitForEphemeral } from './support.js';

const CHROMIUM = '/usr/bin/chromium';
// Locally without Debian's chromium the browser test is skipped with a note; CI must run it.
const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser && !process.env.CI) {
  console.warn(
    `connect page browser test skipped: ${CHROMIUM} not found (apt-get install chromium)`,
  );
}

async function connectLink(stack: Stack): Promise<string> {
  await stack.driver.command({
    user: stack.users.admin,
    channel: stack.channels.finance,
    text: 'connect',
  });
  const text = await waitForEphemeral(stack, stack.users.admin, '/connect/');
  const url = /"url":"(http:\/\/127\.0\.0\.1:\d+\/connect\/[^"]+)"/.exec(text)?.[1];
  if (!url) throw new Error('no connect link in the message');
  return url;
}

describe.skipIf(!haveBrowser && !process.env.CI)('connect page in a real browser', () => {
  let browser: Browser;
  let stack: Stack;

  beforeAll(async () => {
    browser = await chromium.launch({
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
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    stack = await startStack({ connected: false });
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('connects with email and password after a wrong password, and the link works once', async () => {
    const link = await connectLink(stack);
    const page = await browser.newPage();
    const first = await page.goto(link);
    expect(first?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/connect');
    expect(first?.headers()['cache-control']).toContain('no-store');
    const who = await page.locator('.who').textContent();
    expect(who).toContain(stack.slack.team(stack.teamId).domain);
    expect(who).toContain('requested by @ana');

    await page.fill('#organization_id', SEED.organizations.demo);
    await page.fill('#email', 'demo@example.com');
    await page.fill('#password', 'not-the-password');
    await page.click('button[value=password]');
    expect(await page.locator('.error').textContent()).toContain(
      'did not accept this email and password',
    );
    expect(await page.inputValue('#email')).toBe('demo@example.com');
    expect(await page.inputValue('#organization_id')).toBe(SEED.organizations.demo);
    expect(await page.inputValue('#password')).toBe('');
    expect(await stack.stores.connections.get(stack.workspace)).toBeUndefined();

    await page.fill('#password', 'demo-password');
    await page.check('input[name=remember]');
    // An impatient double click: the second submit comes while the first is still at Enlivy.
    stack.sim.injectFault({ kind: 'delay', ms: 400, path: '/authentication/login' });
    await page.evaluate(`(() => {
      const button = document.querySelector('button[value=password]');
      button.form.requestSubmit(button);
      setTimeout(() => button.form.requestSubmit(button), 100);
    })()`);
    await page.waitForSelector('.success, .error', { timeout: 5_000 });
    expect(await page.locator('.success').textContent()).toContain('Demo Trading Ltd');
    expect(await page.locator('h1').textContent()).toBe('Connected');
    await page.screenshot({ path: 'test-results/connect-success.png' }).catch(() => undefined);

    const connection = await stack.stores.connections.get(stack.workspace);
    expect(connection).toMatchObject({
      organizationId: 'org_demo',
      method: 'password',
      connectedBy: stack.users.admin,
      state: 'ok',
    });
    await waitFor(() =>
      stack.slack.dm(stack.users.admin).some((m) => (m.text ?? '').includes('Demo Trading Ltd')),
    );
    expect(stack.logText()).not.toContain('demo-password');
    expect(stack.rawStoreText()).not.toContain('demo-password');

    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    expect(await page.locator('h1').textContent()).toBe('Link no longer valid');
    await page.close();
  });

  it('connects with an API token and refuses a forged link', async () => {
    const link = await connectLink(stack);
    const page = await browser.newPage();
    const forged = await page.goto(`${link.slice(0, -3)}xyz`);
    expect(forged?.status()).toBe(410);
    await page.goto(link);
    await page.fill('#organization_id', SEED.organizations.demo);
    await page.fill('#api_token', SEED.apiToken);
    await page.click('button[value=token]');
    await page.waitForSelector('.success');
    expect(await page.locator('h1').textContent()).toBe('Connected');
    expect((await stack.stores.connections.get(stack.workspace))?.method).toBe('token');
    await page.close();
  });
});

import type { Browser } from 'playwright-core';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { browserTestsRun, launchChromium } from '../support/browser.js';
import { type Stack, startStack } from '../support/stack.js';
import { browserAndStackPerTest, openForm } from './connect-browser.js';
import { connectLink } from './support.js';

const haveBrowser = browserTestsRun('connect page browser test');

describe.skipIf(!haveBrowser)('connect page in a real browser', () => {
  const t = browserAndStackPerTest({ connected: false });

  it('connects with email and password after a wrong password, and the link works once', async () => {
    const link = await connectLink(t.stack);
    const page = await t.browser.newPage();
    const first = await page.goto(link);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['cache-control']).toContain('no-store');
    await page.click('#continue');
    await page.waitForURL((url) => url.pathname === '/connect');
    const who = await page.locator('.who').textContent();
    expect(who).toContain(t.stack.slack.team(t.stack.teamId).domain);
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
    expect(await t.stack.stores.connections.get(t.stack.workspace)).toBeUndefined();

    await page.fill('#password', 'demo-password');
    await page.check('input[name=remember]');
    // An impatient double click: the second submit comes while the first is still at Enlivy.
    t.stack.sim.injectFault({ kind: 'delay', ms: 400, path: '/authentication/login' });
    await page.evaluate(`(() => {
      const button = document.querySelector('button[value=password]');
      button.form.requestSubmit(button);
      setTimeout(() => button.form.requestSubmit(button), 100);
    })()`);
    await page.waitForSelector('.success, .error', { timeout: 5_000 });
    expect(await page.locator('.success').textContent()).toContain('Demo Trading Ltd');
    expect(await page.locator('h1').textContent()).toBe('Connected');
    await page.screenshot({ path: 'test-results/connect-success.png' }).catch(() => undefined);

    const connection = await t.stack.stores.connections.get(t.stack.workspace);
    expect(connection).toMatchObject({
      organizationId: 'org_demo',
      method: 'password',
      connectedBy: t.stack.users.admin,
      state: 'ok',
    });
    await waitFor(() =>
      t.stack.slack
        .dm(t.stack.users.admin)
        .some((m) => (m.text ?? '').includes('Demo Trading Ltd')),
    );
    expect(t.stack.logText()).not.toContain('demo-password');
    expect(t.stack.rawStoreText()).not.toContain('demo-password');

    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    expect(await page.locator('h1').textContent()).toBe('Link no longer valid');
    await page.close();
  });

  it('connects with an API token and refuses a forged link', async () => {
    const link = await connectLink(t.stack);
    const page = await t.browser.newPage();
    const forged = await page.goto(`${link.slice(0, -3)}xyz`);
    expect(forged?.status()).toBe(410);
    await openForm(page, link);
    await page.fill('#organization_id', SEED.organizations.demo);
    await page.fill('#api_token', SEED.apiToken);
    await page.click('button[value=token]');
    await page.waitForSelector('.success');
    expect(await page.locator('h1').textContent()).toBe('Connected');
    expect((await t.stack.stores.connections.get(t.stack.workspace))?.method).toBe('token');
    await page.close();
  });

  it('submits the form Enter is pressed in: the API token field connects with the token', async () => {
    const page = await t.browser.newPage();
    await openForm(page, await connectLink(t.stack));
    await page.fill('#organization_id', SEED.organizations.demo);
    await page.fill('#api_token', SEED.apiToken);
    await page.press('#api_token', 'Enter');
    await page.waitForSelector('.success, .error', { timeout: 5_000 });
    expect(await page.locator('h1').textContent()).toBe('Connected');
    expect((await t.stack.stores.connections.get(t.stack.workspace))?.method).toBe('token');
    expect(t.stack.sim.requests.some((r) => r.path === '/authentication/login')).toBe(false);
    await page.close();
  });

  it('works in a second tab, and the first tab says clearly when the other one finished', async () => {
    const link = await connectLink(t.stack);
    const context = await t.browser.newContext();
    const first = await context.newPage();
    await openForm(first, link);
    // The same link in a second tab of the same browser goes on to the same form.
    const second = await context.newPage();
    await second.goto(link);
    await second.waitForURL((url) => url.pathname === '/connect');

    await first.fill('#organization_id', SEED.organizations.demo);
    await first.fill('#email', 'demo@example.com');
    await first.fill('#password', 'not-the-password');
    await first.click('button[value=password]');
    await first.waitForSelector('.error');

    await second.fill('#token_organization_id', SEED.organizations.demo);
    await second.fill('#api_token', SEED.apiToken);
    await second.click('button[value=token]');
    await second.waitForSelector('.success');
    expect(await second.locator('h1').textContent()).toBe('Connected');

    await first.fill('#password', 'demo-password');
    // The form already has an h1: wait for the answer's page, not for any h1.
    await Promise.all([first.waitForEvent('load'), first.click('button[value=password]')]);
    expect(await first.locator('h1').textContent()).toBe('Page no longer open');
    expect(await first.locator('.error').textContent()).toContain('another tab or window');
    expect((await t.stack.stores.connections.get(t.stack.workspace))?.method).toBe('token');

    // Another browser (no session cookie) is told the link was opened elsewhere.
    const elsewhere = await t.browser.newPage();
    const answer = await elsewhere.goto(link);
    expect(answer?.status()).toBe(410);
    expect(await elsewhere.locator('.error').textContent()).toContain('already opened');
    await elsewhere.close();
    await context.close();
  });
});

describe.skipIf(!haveBrowser)('Slack install result pages on a phone', () => {
  let browser: Browser;
  let stack: Stack;
  const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, deviceScaleFactor: 3 };

  beforeAll(async () => {
    browser = await launchChromium();
    stack = await startStack();
    stack.slack.setAuthorizingUser(stack.users.admin);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Starts the install in the browser; `cancel` plays Slack's Cancel button (fake: deny=1). */
  async function install(options: { cancel: boolean; locale?: string }) {
    const context = await browser.newContext({
      ...PHONE,
      ...(options.locale ? { locale: options.locale } : {}),
    });
    const page = await context.newPage();
    if (!options.cancel) {
      await page.goto(`${stack.appUrl}/slack/install`);
    } else {
      // Redirects are not routed through page.route, so the install step is taken over HTTP.
      const start = await request(`${stack.appUrl}/slack/install`);
      await start.body.dump();
      const [name, ...value] = String(start.headers['set-cookie']).split(';')[0]!.split('=');
      await context.addCookies([{ name: name!, value: value.join('='), url: stack.appUrl }]);
      await page.goto(`${String(start.headers.location)}&deny=1`);
    }
    await page.waitForSelector('h1');
    return { page, context };
  }

  it('fits a phone screen after a successful install', async () => {
    const { page, context } = await install({ cancel: false });
    expect(await page.locator('h1').textContent()).toBe('Enlivy is installed');
    expect(await page.evaluate('window.innerWidth')).toBe(390);
    await context.close();
  });

  it('tells a person who pressed Cancel kindly, with a way to start again', async () => {
    const { page, context } = await install({ cancel: true });
    expect(await page.locator('h1').textContent()).toBe('Installation cancelled');
    const text = await page.locator('main').textContent();
    expect(text).toContain('You cancelled the installation');
    expect(text).not.toContain('Slack admin');
    expect(await page.evaluate('window.innerWidth')).toBe(390);
    await page.click('a[href="/slack/install"]');
    await page.waitForURL(
      (url) =>
        url.pathname.includes('/oauth/v2/authorize') || url.pathname === '/slack/oauth_redirect',
    );
    await context.close();
  });

  it('speaks Romanian to a browser in Romanian, after an install and after a Cancel', async () => {
    const done = await install({ cancel: false, locale: 'ro-RO' });
    expect(await done.page.locator('h1').textContent()).toBe('Enlivy este instalat');
    expect(await done.page.locator('main').textContent()).toContain('/enlivy connect');
    expect(await done.page.getAttribute('html', 'lang')).toBe('ro');
    await done.context.close();
    const cancelled = await install({ cancel: true, locale: 'ro-RO' });
    expect(await cancelled.page.locator('h1').textContent()).toBe('Instalare anulată');
    expect(await cancelled.page.locator('a[href="/slack/install"]').textContent()).toBe(
      'Începe din nou instalarea',
    );
    await cancelled.context.close();
  });

  it('links a failed install back to the install page', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const answer = await page.goto(`${stack.appUrl}/slack/oauth_redirect?code=x&state=forged`);
    expect(answer?.status()).toBe(400);
    expect(await page.locator('h1').textContent()).toBe('Installation did not finish');
    expect(await page.locator('a[href="/slack/install"]').count()).toBe(1);
    expect(await page.evaluate('window.innerWidth')).toBe(390);
    await context.close();
  });
});

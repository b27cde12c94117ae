/**
 * The sandbox in a real browser: the page drives the real (built) app through the fake
 * Slack's signed requests, and what it shows matches Enlivy's state afterwards.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../fakes/service/index.js';
import { waitFor } from '../fakes/slack/index.js';
import { browserTestsRun, launchChromium } from '../integration/support/browser.js';
import { galleryBlocks } from './gallery.js';
import { type Sandbox, startSandbox } from './sandbox.js';
import {
  closeModals,
  fillSubscribeForm,
  fireInvoicePaid,
  inspectFirst,
  listCards,
  listWhileEnlivyFails,
  openFailedLog,
  openHome,
  pauseFromCard,
  reconnectWithToken,
  SandboxPage,
  setEnlivyMode,
  submitSubscribe,
  viewerPause,
} from './scenes.js';

const runBrowser = browserTestsRun('sandbox browser test');

// Generous timeouts: the app answers on a shared 2-core machine that may be busy.
describe.skipIf(!runBrowser)('the sandbox in a browser', { timeout: 60_000 }, () => {
  let browser: Browser;
  let sandbox: Sandbox;
  let p: SandboxPage;

  beforeAll(async () => {
    [browser, sandbox] = await Promise.all([launchChromium(), startSandbox({ port: 0 })]);
    p = await SandboxPage.open(browser, sandbox);
  }, 60_000);
  // A step that failed must not leave a modal over the page for the next one.
  afterEach(async () => {
    if (p) await closeModals(p).catch(() => undefined);
    expect(p?.pageErrors ?? []).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.stop();
  });

  const destination = (id: string) => sandbox.sim.state.destinations.get(id)?.data;

  it('/enlivy list shows the destination cards of the channel, with the admin buttons', async () => {
    const card = await listCards(p);
    expect(await card.textContent()).toContain('Event destinations posting to #finance');
    for (const label of ['Send test', 'Pause', 'Deliveries', 'Edit', 'Delete']) {
      await expect(card.locator('button', { hasText: label }).count()).resolves.toBe(1);
    }
    expect(await card.locator('.ephemeral-note').textContent()).toContain('Only visible to you');
    expect(await card.locator('button.bk-btn-danger').textContent()).toBe('Delete');
  });

  it('Pause on a card pauses it in Enlivy, the card says so and a public receipt appears', async () => {
    const { card, receipt } = await pauseFromCard(p);
    expect(await card.textContent()).toContain('Paused');
    expect(await card.locator('button', { hasText: 'Resume' }).count()).toBe(1);
    expect(await receipt.textContent()).toContain('@Ana Popescu paused Finance alerts');
    expect(destination(SEED.destinations.slack)?.is_active).toBe(false);
  });

  it('/enlivy subscribe opens the form; filled and submitted, it creates a card', async () => {
    const form = await fillSubscribeForm(p);
    expect(
      await form.locator('.bk-input[data-block-id="destination_form_name"]').inputValue(),
    ).toBe('#ops alerts');
    const card = await submitSubscribe(p);
    expect(await card.textContent()).toContain('invoice.paid');
    const created = [...sandbox.sim.state.destinations.values()].find(
      (d) => d.data.name === '#ops alerts',
    );
    const ops = sandbox.workspace.channels.find((c) => c.name === 'ops');
    expect(created?.data).toMatchObject({
      type: 'slack',
      is_active: true,
      config: { channel: ops?.id },
    });
    await expect(p.message('subscribed', { ephemeral: false })).resolves.toBeTruthy();
  });

  it('/enlivy deliveries status:failed opens the log; Inspect pushes a second modal', async () => {
    const log = await openFailedLog(p);
    expect(await log.locator('.modal-title').textContent()).toBe('Delivery log');
    const inspect = await inspectFirst(p);
    expect(await p.page.locator('.modal').count()).toBe(2);
    expect(await inspect.textContent()).toContain('Failed');
    expect(sandbox.slack.viewStack(p.person('admin').id)).toHaveLength(2);
  });

  it("refuses a viewer's pause, and nothing changes in Enlivy", async () => {
    const refusal = await viewerPause(p);
    expect(await refusal.textContent()).toContain('needs the editor role');
    expect(destination(SEED.destinations.webhook)?.is_active).toBe(true);
  });

  it("firing invoice.paid shows Enlivy's own post in the subscribed channel", async () => {
    const post = await fireInvoicePaid(p);
    expect(await post.textContent()).toContain('INV-2026-0001');
    expect(await post.locator('.enlivy-tag').textContent()).toContain('#ops alerts');
  });

  it('shows the App Home and a failed Slack call in the error strip', async () => {
    const home = await openHome(p);
    expect(await home.textContent()).toContain('Demo Trading Ltd');
    sandbox.slack.fail('views.open', { error: 'expired_trigger_id' });
    await p.openChannel('finance');
    await p.send('/enlivy subscribe');
    const strip = p.page.locator('#error-strip');
    await strip.filter({ hasText: 'expired_trigger_id' }).waitFor({ timeout: 30_000 });
    expect(await strip.textContent()).toContain('views.open');
  });

  it('the 500s switch makes every Enlivy call fail, and the app says so; Normal restores it', async () => {
    const faults = async () =>
      ((await (await fetch(`${sandbox.sim.url}/__control/faults`)).json()) as { data: unknown[] })
        .data;
    const refusal = await listWhileEnlivyFails(p);
    expect(await refusal.textContent()).toContain('HTTP 500');
    expect(await faults()).toMatchObject([{ spec: { kind: 'status', status: 500 } }]);
    await setEnlivyMode(p, 'normal');
    await waitFor(async () => (await faults()).length === 0);
    await p.send('/enlivy status');
    await expect(p.message('Demo Trading Ltd', { ephemeral: true })).resolves.toBeTruthy();
  });

  it('after the 401 switch the connection is expired until the admin reconnects with a token', async () => {
    await setEnlivyMode(p, 'unauthorized');
    await p.send('/enlivy list');
    await p.message('connection expired', { ephemeral: true });
    await setEnlivyMode(p, 'normal');
    const outcome = await reconnectWithToken(p, SEED.apiToken, SEED.organizations.demo);
    expect(await outcome.textContent()).toContain('Demo Trading Ltd');
    await closeModals(p);
    await p.send('/enlivy list');
    const cards = await p.message('Event destinations posting to', { ephemeral: true });
    expect(await cards.textContent()).toContain('Finance alerts');
  });

  it('renders any Block Kit message, and each element sends its real block_actions payload', async () => {
    const ops = sandbox.workspace.channels.find((c) => c.name === 'ops')!;
    const admin = sandbox.workspace.admin.id;
    const posted = await fetch(`${sandbox.slack.apiUrl}chat.postMessage`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sandbox.workspace.bot.botToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        channel: ops.id,
        text: 'Gallery',
        blocks: galleryBlocks(admin, ops.id),
      }),
    });
    expect(((await posted.json()) as { ok: boolean }).ok).toBe(true);
    await p.actAs('admin');
    await p.openChannel('ops');
    const message = await p.message('Gallery');
    expect(await message.locator('.bk-header').textContent()).toBe('Gallery ✨');
    expect(await message.locator('.bk-fields .bk-field').count()).toBe(2);
    const section = message.locator('.bk-text').first();
    expect(await section.innerHTML()).toContain(
      '<b>bold</b> <i>italic</i> <s>strike</s> <code>code</code>',
    );
    expect(await section.textContent()).toContain('@Ana Popescu in #ops');
    expect(await message.locator('.date-token').textContent()).toBe('2023-11-15'); // Bucharest
    expect(await message.locator('button.bk-btn-primary').textContent()).toBe('Go');
    expect(await message.locator('button.bk-btn-danger').textContent()).toBe('Drop');
    expect(await message.locator('input[type=date]').inputValue()).toBe('2026-11-24');

    const sent = (actionId: string) =>
      waitFor(
        () =>
          sandbox.driver.acks
            .map((a) => a.payload as { type?: string; actions?: Record<string, unknown>[] })
            .find(
              (payload) =>
                payload.type === 'block_actions' && payload.actions?.[0]?.action_id === actionId,
            )?.actions?.[0],
      );
    await message.locator('.bk-overflow').click();
    await message.locator('.bk-menu-item[data-value="two"]').click();
    expect(await p.page.locator('.confirm').textContent()).toContain('Really do it?');
    await p.page.locator('.confirm-deny').click();
    await message.locator('.bk-overflow').click();
    await message.locator('.bk-menu-item[data-value="two"]').click();
    await p.page.locator('.confirm-ok').click();
    expect(await sent('gallery_overflow')).toMatchObject({
      type: 'overflow',
      selected_option: { value: 'two' },
    });
    expect(
      sandbox.driver.acks.filter((a) => JSON.stringify(a.payload).includes('gallery_overflow')),
    ).toHaveLength(1);

    await message.locator('select[data-action-id="gallery_select"]').selectOption('b');
    expect(await sent('gallery_select')).toMatchObject({ selected_option: { value: 'b' } });
    await message.locator('[data-action-id="gallery_checks"] input[value="c2"]').check();
    expect(await sent('gallery_checks')).toMatchObject({ selected_options: [{ value: 'c2' }] });
    await message.locator('select[data-action-id="gallery_conversation"]').selectOption(ops.id);
    expect(await sent('gallery_conversation')).toMatchObject({ selected_conversation: ops.id });
  });

  it('a channel clicked while the next person is loading opens once their state arrives', async () => {
    await p.actAs('admin');
    const viewer = p.person('viewer');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first state of the next person is held, so the click lands on the previous sidebar.
    const firstState = (url: URL) =>
      url.pathname === '/api/state' &&
      url.searchParams.get('user') === viewer.id &&
      !url.searchParams.has('version');
    await p.page.route(firstState, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await p.page.selectOption('#user-switcher', viewer.id);
      expect(await p.page.evaluate('document.body.dataset.ready ?? null')).toBeNull();
      await p.page.click('[data-channel="ops"]');
    } finally {
      release();
    }
    // Ready means the held state went through; only then may the route go (unrouting a route
    // whose handler is still waiting would answer the request in its place).
    await p.page.waitForSelector('body[data-ready]');
    await p.page.unroute(firstState);
    await p.page.locator('.pane-title').filter({ hasText: 'ops' }).waitFor();
    expect(p.pageErrors).toEqual([]);
  });

  it('renders mrkdwn as Slack does', async () => {
    const html = await p.page.evaluate(`(async () => {
      const { mrkdwn } = await import('/page/mrkdwn.js');
      return mrkdwn('*bold* _it_ ~no~ \`a*b*\` <https://x.test|site> <#C1|finance> AT&amp;T &lt;tag&gt; <!date^0^{date_num}|fallback>', { tz: 'UTC', users: {}, channels: {} });
    })()`);
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<i>it</i>');
    expect(html).toContain('<s>no</s>');
    expect(html).toContain('<code>a*b*</code>');
    expect(html).toContain('>site</a>');
    expect(html).toContain('#finance');
    expect(html).toContain('AT&amp;T &lt;tag&gt;');
    expect(html).toContain('1970-01-01');

    // A person's own message is stored escaped, as Slack does, and shown as typed.
    await p.openChannel('ops');
    await p.send('AT&T <b> *bold*');
    const mine = await p.message('AT&T');
    expect(await mine.locator('.msg-text').innerHTML()).toBe('AT&amp;T &lt;b&gt; <b>bold</b>');
  });
});

/**
 * The sandbox page as a window of any size holds it: the message pane scrolls and the composer
 * stays on screen; `@` and `#` in the composer offer people and channels and send Slack's
 * mention syntax; and every example of `/enlivy help`, typed as shown, gets an answer that
 * understood its mentions.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../fakes/slack/index.js';
import { browserTestsRun, launchChromium } from '../integration/support/browser.js';
import { type Sandbox, startSandbox } from './sandbox.js';
import { closeModals, SandboxPage } from './scenes.js';

const runBrowser = browserTestsRun('sandbox composer browser test');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not displayed');
  return found;
}

describe.skipIf(!runBrowser)('the sandbox composer and pane', { timeout: 120_000 }, () => {
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

  const channelId = (name: string) => {
    const found = sandbox.workspace.channels.find((c) => c.name === name);
    if (!found) throw new Error(`no #${name}`);
    return found.id;
  };
  /** The command texts the app received, as Slack sent them. */
  const commandTexts = () =>
    sandbox.driver.acks
      .filter((a) => a.kind === 'command')
      .map((a) => String((a.payload as { text?: unknown }).text));

  /** The composer's whole box lies inside the window. */
  async function expectComposerOnScreen(): Promise<void> {
    const viewport = p.page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const composer = await box(p.page.locator('#composer'));
    expect(composer.y).toBeGreaterThanOrEqual(0);
    expect(composer.x).toBeGreaterThanOrEqual(0);
    expect(composer.y + composer.height).toBeLessThanOrEqual(viewport.height);
    expect(composer.x + composer.width).toBeLessThanOrEqual(viewport.width);
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 800, height: 600 },
  ]) {
    it(`at ${viewport.width}×${viewport.height} with 50 messages the pane scrolls and the composer stays on screen`, async () => {
      await p.page.setViewportSize(viewport);
      await p.actAs('admin');
      const ops = channelId('ops');
      const tag = `${viewport.width}x${viewport.height}`;
      for (let i = 1; i <= 50; i++) {
        sandbox.slack.userPosts(sandbox.workspace.editor.id, ops, `Line ${i} at ${tag}`);
      }
      await p.openChannel('ops');
      await p.message(`Line 50 at ${tag}`);
      await expectComposerOnScreen();

      const pane = p.page.locator('#pane');
      const metrics = () =>
        p.page.evaluate<{ top: number; height: number; visible: number; windowScroll: number }>(
          `(() => {
            const el = document.getElementById('pane');
            return { top: el.scrollTop, height: el.scrollHeight, visible: el.clientHeight, windowScroll: window.scrollY };
          })()`,
        );
      const start = await metrics();
      expect(start.height).toBeGreaterThan(start.visible);
      expect(start.top + start.visible).toBeGreaterThanOrEqual(start.height - 2);

      // The wheel over the pane scrolls the pane, not the page.
      const paneBox = await box(pane);
      await p.page.mouse.move(paneBox.x + paneBox.width / 2, paneBox.y + paneBox.height / 2);
      await p.page.mouse.wheel(0, -600);
      await waitFor(async () => (await metrics()).top < start.top, {
        message: 'the pane scrolled',
      });
      expect((await metrics()).windowScroll).toBe(0);
      await expectComposerOnScreen();

      // Sending from up there brings the newest message into view; the sides do not move.
      const sidebar = p.page.locator('.sidebar');
      const panel = p.page.locator('.panel');
      const before = { sidebar: await box(sidebar), panel: await box(panel) };
      const sideScroll = () =>
        p.page.evaluate<unknown>(
          `({ channels: document.getElementById('channels').scrollTop,
              panel: document.querySelector('.panel').scrollTop,
              window: window.scrollY })`,
        );
      const scrollsBefore = await sideScroll();
      await p.send(`Newest at ${tag}`);
      const newest = await p.message(`Newest at ${tag}`);
      await waitFor(
        async () => {
          const m = await box(newest);
          const visible = await box(pane);
          return m.y >= visible.y && m.y + m.height <= visible.y + visible.height + 1;
        },
        { message: 'the newest message inside the visible pane' },
      );
      const after = await metrics();
      expect(after.top).toBeGreaterThan(start.top);
      expect(await box(sidebar)).toEqual(before.sidebar);
      expect(await box(panel)).toEqual(before.panel);
      expect(await sideScroll()).toEqual(scrollsBefore);
      await expectComposerOnScreen();
    });
  }

  it('@bo offers Bob; picked, the command carries <@U…>, and the grant works', async () => {
    await p.page.setViewportSize({ width: 1280, height: 800 });
    await p.actAs('admin');
    await p.openChannel('finance');
    const composer = p.page.locator('#composer');
    await composer.fill('');
    await composer.pressSequentially('/enlivy access grant @bo');
    const menu = p.page.locator('.mention-menu');
    await menu.waitFor();
    expect(await menu.locator('.mention-option').allTextContents()).toEqual(['Bob Smith@bob']);
    await composer.press('Enter');
    expect(await composer.inputValue()).toBe('/enlivy access grant @bob ');
    expect(await menu.count()).toBe(0);
    await composer.pressSequentially('editor');
    await composer.press('Enter');
    const bob = sandbox.workspace.viewer;
    await waitFor(() => commandTexts().includes(`access grant <@${bob.id}> editor`), {
      message: 'the grant sent with a mention',
    });
    const answer = await p.message('made @Bob Smith an Enlivy editor');
    expect(await answer.textContent()).toContain('@Ana Popescu made @Bob Smith');
  });

  it('#fin offers #finance; picked with a click, the command carries <#C…|finance>', async () => {
    await p.actAs('admin');
    await p.openChannel('ops');
    const composer = p.page.locator('#composer');
    await composer.fill('');
    await composer.pressSequentially('/enlivy cards invoice.paid #fin');
    const options = p.page.locator('.mention-menu .mention-option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['# finance', '# finance-ops']);
    await p.page.locator('.mention-option[data-insert="#finance"]').click();
    expect(await composer.inputValue()).toBe('/enlivy cards invoice.paid #finance ');
    await composer.press('Enter');
    const finance = channelId('finance');
    await waitFor(() => commandTexts().includes(`cards invoice.paid <#${finance}|finance>`), {
      message: 'the cards command sent with a channel link',
    });
    const answer = await p.message('set up event cards in #finance');
    expect(await answer.textContent()).toContain('invoice.paid');
  });

  it('typed in full without picking, @name and #channel are sent as mentions; unknown ones as typed', async () => {
    const converted = await p.page.evaluate(`(async () => {
      const { withMentions } = await import('/page/composer.js');
      const directory = {
        users: [{ id: 'U1', name: 'bob', realName: 'Bob Smith' }],
        channels: [{ id: 'C1', name: 'finance' }, { id: 'C2', name: 'finance-ops' }],
      };
      return [
        'grant @bob editor',
        'to #finance and #finance-ops.',
        'hi @bob. mail bob@x.test',
        '@bobby #legal #fin',
      ].map((text) => withMentions(text, directory));
    })()`);
    expect(converted).toEqual([
      'grant <@U1> editor',
      'to <#C1|finance> and <#C2|finance-ops>.',
      'hi <@U1>. mail bob@x.test',
      '@bobby #legal #fin',
    ]);
  });
});

/**
 * A new user's walk through the sandbox: every example `/enlivy help` shows, typed into the
 * composer as shown (mentions such as `@ana` and `#finance` typed, not picked), gets an answer
 * that understood its mentions and channels, with the composer on screen throughout.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTestsRun, launchChromium } from '../integration/support/browser.js';
import { type Sandbox, startSandbox } from './sandbox.js';
import { closeModals, SandboxPage } from './scenes.js';

const runBrowser = browserTestsRun('sandbox help walk');
const WAIT = { timeout: 30_000 };
/** Answers meaning a typed `@name` or `#channel` did not reach the app as a mention. */
const MENTION_MISSED = ['not a user mention', 'Give one channel'];

describe.skipIf(!runBrowser)('the examples of /enlivy help, typed in the sandbox', () => {
  let browser: Browser;
  let sandbox: Sandbox;
  let p: SandboxPage;

  beforeAll(async () => {
    [browser, sandbox] = await Promise.all([launchChromium(), startSandbox({ port: 0 })]);
    p = await SandboxPage.open(browser, sandbox);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await sandbox?.stop();
  });

  async function expectComposerOnScreen(): Promise<void> {
    const viewport = p.page.viewportSize();
    const composer = await p.page.locator('#composer').boundingBox();
    expect(composer, 'the composer is displayed').toBeTruthy();
    if (!composer || !viewport) return;
    expect(composer.y).toBeGreaterThanOrEqual(0);
    expect(composer.y + composer.height).toBeLessThanOrEqual(viewport.height);
  }

  it('answers each one without "not a user mention" or "Give one channel"', {
    timeout: 600_000,
  }, async () => {
    await p.actAs('admin');
    await p.openChannel('finance');
    await p.send('/enlivy help');
    const help = await p.message('what you can do here', { ephemeral: true });
    // The examples: the code after "e.g." (the usage line is bold code).
    const shown = await help.locator('code:not(b code)').allTextContents();
    const examples = shown.filter((text) => text.startsWith('/enlivy '));
    expect(examples.length).toBeGreaterThan(20);
    expect(examples.some((e) => /(^|\s)@[a-z]/.test(e))).toBe(true);
    expect(examples.some((e) => /(^|\s)#finance(\s|$)/.test(e))).toBe(true);
    // Disconnecting ends what the others need: it goes last.
    const walk = [
      ...examples.filter((e) => !e.startsWith('/enlivy disconnect')),
      ...examples.filter((e) => e.startsWith('/enlivy disconnect')),
    ];
    expect(walk).toHaveLength(examples.length);

    const answers: { example: string; answer: string }[] = [];
    const messages = p.page.locator('#pane .msg');
    for (const example of walk) {
      const before = await messages.count();
      await p.send(example);
      await p.page.waitForFunction(
        `document.querySelectorAll('#pane .msg').length > ${before} || document.querySelector('.modal') !== null`,
        undefined,
        WAIT,
      );
      await expectComposerOnScreen();
      const modal = p.page.locator('.modal.is-top');
      const answer =
        (await modal.count()) > 0
          ? `modal: ${await modal.textContent()}`
          : ((await messages.last().textContent()) ?? '');
      answers.push({ example, answer });
      await closeModals(p);
    }

    const pane = (await p.page.locator('#pane').textContent()) ?? '';
    for (const missed of MENTION_MISSED) {
      expect(
        answers.filter((a) => a.answer.includes(missed)),
        `answers saying "${missed}"`,
      ).toEqual([]);
      expect(pane).not.toContain(missed);
    }
    // Nothing may answer with an error about what was typed: every name, channel and invoice
    // number in help exists in the sandbox.
    for (const { example, answer } of answers) {
      expect(answer, example).not.toMatch(
        /is not a channel Slack linked|I don't know|Not found|No destination|No invoice numbered|neither an invoice number/,
      );
    }
    expect(p.pageErrors).toEqual([]);
  });
});

/**
 * The sandbox's language switch in a real browser: Ioana Marin's Slack is in Romanian, so the
 * app answers her in Romanian; the side panel's switch sends `/enlivy language …` as her and the
 * app's next answers follow it, while the others keep their own language.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserTestsRun, launchChromium } from '../integration/support/browser.js';
import { type Sandbox, startSandbox } from './sandbox.js';
import { SandboxPage } from './scenes.js';
import type { SandboxPerson } from './workspace.js';

const runBrowser = browserTestsRun('sandbox language browser test');
const WAIT = { timeout: 20_000 };

describe.skipIf(!runBrowser)('the sandbox: a person’s language', { timeout: 90_000 }, () => {
  let browser: Browser;
  let sandbox: Sandbox;
  let p: SandboxPage;
  let ioana: SandboxPerson;

  beforeAll(async () => {
    [browser, sandbox] = await Promise.all([launchChromium(), startSandbox({ port: 0 })]);
    p = await SandboxPage.open(browser, sandbox);
    const found = sandbox.workspace.people.find((person) => person.locale === 'ro-RO');
    if (!found) throw new Error('no Romanian-speaking person in the sandbox');
    ioana = found;
  }, 60_000);
  afterEach(() => {
    expect(p?.pageErrors ?? []).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.stop();
  });

  const checked = (value: string) => p.page.locator(`input[name=language][value=${value}]`);

  it('has one Romanian-speaking editor, answered in Romanian from her Slack locale', async () => {
    expect(ioana).toMatchObject({ name: 'Ioana Marin', role: 'editor' });
    await p.actAsPerson(ioana);
    await expect.poll(() => p.page.textContent('#my-locale'), WAIT).toBe('ro-RO');
    expect(await checked('auto').isChecked()).toBe(true);
    await p.openChannel('finance');
    await p.send('/enlivy help');
    const help = await p.message('ce poți face aici', { ephemeral: true });
    expect(await help.textContent()).toContain('ești editor');
  });

  it('switches her to English from the side panel, and only her', async () => {
    await p.actAsPerson(ioana);
    await p.openChannel('finance');
    await checked('en').check();
    await p.message('Enlivy for Slack now speaks English to you.', { ephemeral: true });
    await expect.poll(() => checked('en').isChecked(), WAIT).toBe(true);
    await p.send('/enlivy help');
    await p.message('what you can do here', { ephemeral: true });

    await p.actAs('admin');
    await expect.poll(() => checked('auto').isChecked(), WAIT).toBe(true);
    expect(await p.page.textContent('#my-locale')).toBe('en-US');

    await p.actAsPerson(ioana);
    await expect.poll(() => checked('en').isChecked(), WAIT).toBe(true);
  });

  it('goes back to her Slack language with the switch on "Slack’s"', async () => {
    await p.actAsPerson(ioana);
    await p.openChannel('finance');
    await checked('auto').check();
    await p.message('urmează limba ta din Slack', { ephemeral: true });
    await p.send('/enlivy help');
    const answers = p.page.locator('#pane .msg.ephemeral').filter({ hasText: 'ce poți face aici' });
    await expect.poll(() => answers.count(), WAIT).toBe(2);
  });
});

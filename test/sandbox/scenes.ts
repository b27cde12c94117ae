/**
 * The sandbox's story, step by step, as a person does it in the page: the browser test checks
 * each step and `npm run sandbox:shots` photographs it. Each step waits until the page shows
 * what it should (and throws, naming it, when it does not).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type { Sandbox } from './sandbox.js';
import type { SandboxPerson } from './workspace.js';

export const VIEWPORT = { width: 1280, height: 800 };
const WAIT = { timeout: 30_000 };
/** How long a × press is given to close its modal before it is pressed again. */
const CLOSE_RETRY_MS = 3_000;

export class SandboxPage {
  /** Uncaught errors of the page's scripts (a test expects none). */
  readonly pageErrors: string[] = [];

  private constructor(
    readonly page: Page,
    readonly sandbox: Sandbox,
  ) {
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
  }

  static async open(browser: Browser, sandbox: Sandbox): Promise<SandboxPage> {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const opened = new SandboxPage(page, sandbox);
    await page.goto(sandbox.url);
    await page.waitForSelector('body[data-ready]', WAIT);
    return opened;
  }

  person(role: SandboxPerson['role']): SandboxPerson {
    const person = this.sandbox.workspace.people.find((p) => p.role === role);
    if (!person) throw new Error(`no ${role} in the sandbox`);
    return person;
  }

  async actAs(role: SandboxPerson['role']): Promise<void> {
    await this.actAsPerson(this.person(role));
  }

  async actAsPerson(person: SandboxPerson): Promise<void> {
    await this.page.selectOption('#user-switcher', person.id);
    await this.page.locator('#me').filter({ hasText: person.name }).waitFor(WAIT);
    await this.page.waitForSelector('body[data-ready]', WAIT);
  }

  async openChannel(name: string): Promise<void> {
    await this.page.click(`[data-channel="${name}"]`);
    await this.page.locator('.pane-title').filter({ hasText: name }).waitFor(WAIT);
  }

  /** Types into the composer and presses Enter, as in Slack. */
  async send(text: string): Promise<void> {
    await this.page.fill('#composer', text);
    await this.page.press('#composer', 'Enter');
  }

  /** The newest message in the pane containing the text (waits for it). */
  async message(text: string, options: { ephemeral?: boolean } = {}): Promise<Locator> {
    const kind =
      options.ephemeral === undefined ? '' : options.ephemeral ? '.ephemeral' : ':not(.ephemeral)';
    const found = this.page.locator(`#pane .msg${kind}`).filter({ hasText: text }).last();
    await found.waitFor(WAIT);
    return found;
  }

  topModal(): Locator {
    return this.page.locator('.modal.is-top');
  }

  async modalWith(text: string): Promise<Locator> {
    const modal = this.topModal().filter({ hasText: text });
    await modal.waitFor(WAIT);
    return modal;
  }

  async shot(path: string): Promise<void> {
    await this.page.mouse.move(0, 0);
    await this.page.screenshot({ path });
  }
}

/** `/enlivy list` in #finance as the admin: this channel's destination cards. */
export async function listCards(p: SandboxPage): Promise<Locator> {
  await p.actAs('admin');
  await p.openChannel('finance');
  await p.send('/enlivy list');
  return p.message('Finance alerts', { ephemeral: true });
}

/** Pause on the Finance alerts card: the card says Paused and a public receipt appears. */
export async function pauseFromCard(p: SandboxPage): Promise<{ card: Locator; receipt: Locator }> {
  const card = await p.message('Finance alerts', { ephemeral: true });
  await card.locator('button[data-action-id="destination_pause"]').click();
  const confirm = p.page.locator('.confirm');
  if (await confirm.isVisible().catch(() => false)) await confirm.locator('.confirm-ok').click();
  const paused = p.page
    .locator('#pane .msg.ephemeral')
    .filter({ hasText: 'Finance alerts' })
    .filter({ hasText: 'Paused' })
    .last();
  await paused.waitFor(WAIT);
  const receipt = await p.message('paused', { ephemeral: false });
  return { card: paused, receipt };
}

/** `/enlivy subscribe` in #ops as the editor: the form, filled (invoice.paid). */
export async function fillSubscribeForm(p: SandboxPage): Promise<Locator> {
  await p.actAs('editor');
  await p.openChannel('ops');
  await p.send('/enlivy subscribe');
  const modal = await p.modalWith('Include related data');
  const events = modal.locator('.bk-multi[data-block-id="destination_form_events"]');
  await events.locator('input').fill('invoice.paid');
  await events.locator('.bk-multi-option[data-value="invoice.paid"]').dispatchEvent('mousedown');
  await events.locator('.bk-chip[data-value="invoice.paid"]').waitFor(WAIT);
  await modal.locator('.bk-input[data-block-id="destination_form_name"]').click();
  return modal;
}

/** Create: the modal confirms, and the channel gets the new destination's card. */
export async function submitSubscribe(p: SandboxPage): Promise<Locator> {
  await p.topModal().locator('.modal-submit').click();
  await p.modalWith('now posts');
  return p.message('#ops alerts', { ephemeral: true });
}

/**
 * Closes every open modal with its ×. The page redraws the stack whenever a view changes; an
 * update landing between the press and the release of a click replaces the button under the
 * pointer and the click is lost, so a modal still open after a moment is clicked again.
 */
export async function closeModals(p: SandboxPage): Promise<void> {
  const modals = p.page.locator('.modal');
  const deadline = Date.now() + WAIT.timeout;
  for (let open = await modals.count(); open > 0; open = await modals.count()) {
    if (Date.now() > deadline) throw new Error(`${open} modal(s) still open after closing them`);
    await p
      .topModal()
      .locator('.modal-x')
      .click({ timeout: CLOSE_RETRY_MS })
      .catch(() => undefined);
    await p.page
      .waitForFunction(`document.querySelectorAll('.modal').length < ${open}`, undefined, {
        timeout: CLOSE_RETRY_MS,
      })
      .catch(() => undefined);
  }
}

/** `/enlivy deliveries status:failed`: the delivery log modal with failed deliveries. */
export async function openFailedLog(p: SandboxPage): Promise<Locator> {
  await p.actAs('admin');
  await p.openChannel('finance');
  await p.send('/enlivy deliveries status:failed');
  const modal = await p.modalWith('Delivery log');
  await modal.locator('button', { hasText: 'Inspect' }).first().waitFor(WAIT);
  return modal;
}

/** Inspect on the first row pushes a second modal on top of the log. */
export async function inspectFirst(p: SandboxPage): Promise<Locator> {
  await p.topModal().locator('button', { hasText: 'Inspect' }).first().click();
  await p.page.locator('.modal').nth(1).waitFor(WAIT);
  // The pushed modal shows "Loading the delivery…" until the app updates it.
  const inspect = p.topModal().filter({ hasNotText: 'Loading' });
  await inspect.waitFor(WAIT);
  return inspect;
}

/** The viewer tries `/enlivy pause Accounting sync`: refused, nothing changes. */
export async function viewerPause(p: SandboxPage): Promise<Locator> {
  await p.actAs('viewer');
  await p.openChannel('finance');
  await p.send('/enlivy pause Accounting sync');
  return p.message('editor', { ephemeral: true });
}

/** The side panel fires invoice.paid; Enlivy's own destination posts into #ops. */
export async function fireInvoicePaid(p: SandboxPage): Promise<Locator> {
  await p.actAs('editor');
  await p.openChannel('ops');
  await p.page.selectOption('#event-select', 'invoice.paid');
  await p.page.click('#fire');
  const post = p.page
    .locator('#pane .msg')
    .filter({ has: p.page.locator('.enlivy-tag', { hasText: 'invoice.paid' }) })
    .last();
  await post.waitFor(WAIT);
  return post;
}

/** The app's Home tab for the admin. */
export async function openHome(p: SandboxPage): Promise<Locator> {
  await p.actAs('admin');
  await p.page.click('[data-channel="app"]');
  const home = p.page.locator('#pane .home');
  await home.waitFor(WAIT);
  await home.locator('.bk-actions').first().waitFor(WAIT);
  return home;
}

/** The side panel makes Enlivy answer 500: `/enlivy list` says so instead of guessing. */
export async function listWhileEnlivyFails(p: SandboxPage): Promise<Locator> {
  await p.actAs('admin');
  await p.openChannel('finance');
  await setEnlivyMode(p, 'server-errors');
  await p.send('/enlivy list');
  return p.message('Enlivy answered with an error', { ephemeral: true });
}

export async function setEnlivyMode(
  p: SandboxPage,
  mode: 'normal' | 'slow' | 'server-errors' | 'unauthorized',
): Promise<void> {
  await p.page.check(`input[name="enlivy-mode"][value="${mode}"]`);
  await p.page.locator(`input[name="enlivy-mode"][value="${mode}"]:checked`).waitFor(WAIT);
  await p.page.waitForFunction(
    `document.querySelector('input[name="enlivy-mode"]:checked')?.value === ${JSON.stringify(mode)}`,
  );
}

/** After a 401 the connection is expired; the admin reconnects with the token modal. */
export async function reconnectWithToken(p: SandboxPage, token: string, organizationId: string) {
  await p.actAs('admin');
  await p.openChannel('finance');
  await p.send('/enlivy connect token');
  const modal = await p.modalWith('API token');
  await modal.locator('.bk-input[data-block-id="connect_token_value"]').fill(token);
  await modal.locator('.bk-input[data-block-id="connect_org_id"]').fill(organizationId);
  const replace = modal.locator('[data-block-id="connect_replace"] input[type=checkbox]');
  if ((await replace.count()) > 0) await replace.check();
  await modal.locator('.modal-submit').click();
  // The app shows "Checking the token with Enlivy…", then the outcome in the same modal.
  const outcome = p
    .topModal()
    .filter({ hasNotText: 'Checking the token' })
    .filter({ hasNotText: 'API token' });
  await outcome.waitFor(WAIT);
  return outcome;
}

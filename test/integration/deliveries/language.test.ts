import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { enlivyCallsSince } from '../support/languages.js';
import type { Stack } from '../support/stack.js';
import { startStack } from '../support/stack.js';
import { act, expectValidSlack, IDS, rowIds, viewText } from './support.js';

/**
 * The delivery log in its reader's language: the editor (alice) has Slack locale ro-RO, the
 * admin en-US, in the same workspace. The clicks inside the modal (filters, Refresh, Inspect)
 * run in the same language, and so do the Enlivy calls they make (Accept-Language).
 */
describe('delivery log in the reader’s language', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    expectValidSlack(stack);
    await stack?.stop();
  });

  /** What `work` gave, and the Accept-Language of the Enlivy calls made while it ran. */
  async function measured<T>(work: () => Promise<T>): Promise<{ view: T; languages: string[] }> {
    const from = stack.sim.requests.length;
    const view = await work();
    const { calls, languages } = enlivyCallsSince(stack, from);
    expect(calls.length).toBeGreaterThan(0);
    return { view, languages };
  }

  it('shows a ro-RO user the log, its filters, Refresh and Inspect in Romanian', async () => {
    const user = stack.users.editor;
    const opened = await measured(() =>
      act(stack, user, () =>
        stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
      ),
    );
    expect(opened.languages).toEqual(['ro']);
    const text = viewText(opened.view);
    expect(text).toContain('Jurnalul livrărilor');
    expect(text).toContain('Toate destinațiile');
    expect(text).toContain('Se afișează 1–');
    expect(text).toContain('cele mai recente întâi');
    expect(text).not.toContain('cele mai noi primele');
    expect(text).toContain('Inspectează');
    expect(JSON.stringify([opened.view.submit, opened.view.close])).toBe(
      '[{"type":"plain_text","text":"Reîmprospătează"},{"type":"plain_text","text":"Închide"}]',
    );
    expect(text).not.toContain('Delivery log');
    expect(text).not.toContain('Showing');

    const failed = await measured(() =>
      act(stack, user, () => stack.driver.click({ user, actionId: IDS.status, value: ['failed'] })),
    );
    expect(failed.languages).toEqual(['ro']);
    expect(viewText(failed.view)).toContain(':x: *Eșuată*');
    expect(viewText(failed.view)).toContain('Șterge filtrele');

    const refreshed = await measured(() => act(stack, user, () => stack.driver.submit({ user })));
    expect(refreshed.languages).toEqual(['ro']);
    expect(viewText(refreshed.view)).toContain('Jurnalul livrărilor');

    const deliveryId = rowIds(refreshed.view)[0];
    expect(deliveryId).toBeDefined();
    const inspect = await measured(() =>
      act(stack, user, () =>
        stack.driver.click({ user, actionId: IDS.inspect, value: deliveryId }),
      ),
    );
    expect(inspect.languages).toEqual(['ro']);
    const shown = viewText(inspect.view);
    expect(shown).toContain('"text":"Livrare"');
    expect(shown).toContain('*Corpul răspunsului*');
    expect(shown).toContain('*Eșuată*');
    expect(shown).not.toContain('Response body');
  });

  it('shows an en-US user of the same workspace the log in English', async () => {
    const user = stack.users.admin;
    const opened = await measured(() =>
      act(stack, user, () =>
        stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
      ),
    );
    expect(opened.languages).toEqual(['en']);
    const text = viewText(opened.view);
    expect(text).toContain('Delivery log');
    expect(text).toContain('All destinations');
    expect(text).toContain('Showing 1–');
    expect(text).not.toContain('Jurnalul livrărilor');

    const failed = await measured(() =>
      act(stack, user, () => stack.driver.click({ user, actionId: IDS.status, value: ['failed'] })),
    );
    expect(failed.languages).toEqual(['en']);
    expect(viewText(failed.view)).toContain(':x: *Failed*');
  });

  it('refuses filter text it cannot read in the reader’s language', async () => {
    const user = stack.users.editor;
    await stack.driver.command({
      user,
      channel: stack.channels.finance,
      text: 'deliveries status:faild since:lastweek',
    });
    const reply = await waitFor(() =>
      stack.slack
        .ephemerals(user, stack.channels.finance)
        .find((m) => m.text?.includes('Unele filtre')),
    );
    const text = `${reply.text} ${JSON.stringify(reply.blocks)}`;
    expect(text).toContain('`faild` nu este o stare de livrare');
    expect(text).toContain('`lastweek` nu este o dată de început');
    expect(text).not.toContain('is not a delivery status');
  });
});

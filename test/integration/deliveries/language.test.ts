import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
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

  /** The Accept-Language of the Enlivy calls made while `work` ran. */
  async function languagesOf(work: () => Promise<unknown>): Promise<string[]> {
    const from = stack.sim.requests.length;
    await work();
    const calls = stack.sim.requests.slice(from).filter((r) => r.path.includes('/organizations/'));
    expect(calls.length).toBeGreaterThan(0);
    return [...new Set(calls.map((r) => r.headers['accept-language'] ?? '(none)'))];
  }

  it('shows a ro-RO user the log, its filters, Refresh and Inspect in Romanian', async () => {
    const user = stack.users.editor;
    let opened = stack.slack.topView(user);
    expect(
      await languagesOf(async () => {
        opened = await act(stack, user, () =>
          stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
        );
      }),
    ).toEqual(['ro']);
    const text = viewText(opened);
    expect(text).toContain('Jurnalul livrărilor');
    expect(text).toContain('Toate destinațiile');
    expect(text).toContain('Se afișează 1–');
    expect(text).toContain('Inspectează');
    expect(JSON.stringify([opened?.submit, opened?.close])).toBe(
      '[{"type":"plain_text","text":"Reîmprospătează"},{"type":"plain_text","text":"Închide"}]',
    );
    expect(text).not.toContain('Delivery log');
    expect(text).not.toContain('Showing');

    let failed = opened;
    expect(
      await languagesOf(async () => {
        failed = await act(stack, user, () =>
          stack.driver.click({ user, actionId: IDS.status, value: ['failed'] }),
        );
      }),
    ).toEqual(['ro']);
    expect(viewText(failed)).toContain(':x: *Eșuată*');
    expect(viewText(failed)).toContain('Șterge filtrele');

    let refreshed = failed;
    expect(
      await languagesOf(async () => {
        refreshed = await act(stack, user, () => stack.driver.submit({ user }));
      }),
    ).toEqual(['ro']);
    expect(viewText(refreshed)).toContain('Jurnalul livrărilor');

    const deliveryId = rowIds(refreshed)[0];
    expect(deliveryId).toBeDefined();
    let inspect = refreshed;
    expect(
      await languagesOf(async () => {
        inspect = await act(stack, user, () =>
          stack.driver.click({ user, actionId: IDS.inspect, value: deliveryId }),
        );
      }),
    ).toEqual(['ro']);
    const shown = viewText(inspect);
    expect(shown).toContain('"text":"Livrare"');
    expect(shown).toContain('*Corpul răspunsului*');
    expect(shown).toContain('*Eșuată*');
    expect(shown).not.toContain('Response body');
  });

  it('shows an en-US user of the same workspace the log in English', async () => {
    const user = stack.users.admin;
    let opened = stack.slack.topView(user);
    expect(
      await languagesOf(async () => {
        opened = await act(stack, user, () =>
          stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
        );
      }),
    ).toEqual(['en']);
    const text = viewText(opened);
    expect(text).toContain('Delivery log');
    expect(text).toContain('All destinations');
    expect(text).toContain('Showing 1–');
    expect(text).not.toContain('Jurnalul livrărilor');

    let failed = opened;
    expect(
      await languagesOf(async () => {
        failed = await act(stack, user, () =>
          stack.driver.click({ user, actionId: IDS.status, value: ['failed'] }),
        );
      }),
    ).toEqual(['en']);
    expect(viewText(failed)).toContain(':x: *Failed*');
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

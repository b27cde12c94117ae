/**
 * An invoice PDF still streaming from Enlivy when the drain window ends: the user is told the
 * download was interrupted by a restart and to ask again; one that completes in time is sent
 * and said as sent, never as failed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { expectValidBlockKit, textOf, waitForEphemeral } from './support.js';

describe('invoice PDF at the shutdown drain', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  /** The editor asks for the paid invoice's PDF; Enlivy sends half of it, the rest `ms` later. */
  async function requestStreamingPdf(ms: number): Promise<void> {
    stack.sim.injectFault({ kind: 'stall_body', ms, path: '/download' });
    await stack.driver.command({
      user: stack.users.editor,
      channel: stack.channels.finance,
      text: `invoice ${SEED.invoices.paid} pdf`,
    });
    await waitFor(() => stack.sim.requests.some((r) => r.path.endsWith('/download')), {
      message: 'the download reaching Enlivy',
    });
    // The head and first half have arrived: the body is streaming.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  function ephemeralsOfEditor(): string {
    return stack.slack
      .ephemerals(stack.users.editor, stack.channels.finance)
      .map(textOf)
      .join('\n');
  }

  it('still streaming at the drain deadline: the user is told it was interrupted, no file', async () => {
    await requestStreamingPdf(10_000);
    const drained = await stack.app.stop({ drainMs: 500, notifyMs: 1_500 });

    expect(drained).toBe(true);
    const said = await waitForEphemeral(
      stack,
      stack.users.editor,
      'nu a ajuns',
      stack.channels.finance,
    );
    expect(textOf(said)).toContain('PDF-ul facturii INV-2026-0001 nu a ajuns');
    expect(textOf(said)).toContain('a repornit în timpul trimiterii');
    expect(textOf(said)).toContain('Cere-l din nou');
    expect(stack.slack.files()).toEqual([]);
    expect(ephemeralsOfEditor()).not.toContain('a fost trimis în mesajele tale directe');
    expect(ephemeralsOfEditor()).not.toMatch(/went wrong|failed/i);
  });

  it('completing within the drain window: sent and said as sent, not interrupted', async () => {
    await requestStreamingPdf(700);
    const drained = await stack.app.stop({ drainMs: 4_000, notifyMs: 1_500 });

    expect(drained).toBe(true);
    await waitForEphemeral(
      stack,
      stack.users.editor,
      'a fost trimis în mesajele tale directe',
      stack.channels.finance,
    );
    expect(stack.slack.files()).toHaveLength(1);
    expect(ephemeralsOfEditor()).not.toContain('nu a ajuns');
  });
});

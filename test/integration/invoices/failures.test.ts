import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  expectValidBlockKit,
  invoiceStatus,
  textOf,
  waitForEphemeral,
  waitForModal,
} from './support.js';

const REFERENCE = /ref `?E-[0-9A-Z]{6}/;
const CONFIRM_BLOCK = 'invoice_delete_typed';

interface Case {
  name: string;
  fault: Parameters<Stack['sim']['injectFault']>[0];
  says: string;
  timeoutMs?: number;
  /** What the editor, whose Slack locale is ro-RO, reads instead (errors are in her language). */
  saysRo?: string;
}

/** The same Enlivy failures, at each of the three places they can happen. */
function cases(path: string, method: string): Case[] {
  return [
    {
      name: '401',
      // Two 401s: the call's and the check that confirms the token is dead.
      fault: { kind: 'status', status: 401, times: 2 },
      says: 'Enlivy no longer accepts the token',
      saysRo: 'Enlivy nu mai acceptă tokenul',
    },
    {
      name: '429',
      fault: { kind: 'status', status: 429, retryAfter: 1, path, method, times: 5 },
      says: 'Try again in 1 second',
      saysRo: 'Încearcă din nou peste 1 secundă',
    },
    {
      name: '500',
      fault: { kind: 'status', status: 500, path, method },
      says: 'Enlivy answered with an error (HTTP 500)',
      saysRo: 'Enlivy a răspuns cu o eroare (HTTP 500)',
    },
    {
      name: 'timeout',
      fault: { kind: 'delay', ms: 1_500, path, method },
      says: 'did not answer within 0.5 s',
      saysRo: 'nu a răspuns în 0,5 s',
      timeoutMs: 500,
    },
  ];
}

describe('Enlivy failures during invoice work', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    if (stack) expectValidBlockKit(stack);
    await stack?.stop();
    stack = undefined;
  });

  async function start(c: Case): Promise<Stack> {
    stack = await startStack(c.timeoutMs ? { enlivyTimeoutMs: c.timeoutMs } : {});
    return stack;
  }

  it.each(cases('/download', 'GET'))(
    'download: Enlivy $name → a clear message, no file',
    async (c) => {
      const s = await start(c);
      s.sim.injectFault(c.fault);
      await s.driver.command({
        user: s.users.editor,
        channel: s.channels.finance,
        text: `invoice ${SEED.invoices.paid} pdf`,
      });
      const reply = await waitForEphemeral(
        s,
        s.users.editor,
        c.saysRo ?? c.says,
        s.channels.finance,
      );
      expect(textOf(reply)).toMatch(REFERENCE);
      expect(s.slack.files()).toEqual([]);
      expect(s.slack.callsTo('files.getUploadURLExternal')).toEqual([]);
      if (c.name === '401') {
        expect((await s.stores.connections.get(s.workspace))?.state).toBe('expired');
      }
    },
  );

  it('download: a non-PDF answer → a clear message, no file', async () => {
    const s = await start({ name: 'json', fault: { kind: 'status', status: 200 }, says: '' });
    s.sim.injectFault({
      kind: 'status',
      status: 200,
      path: '/download',
      body: { data: 'not a pdf' },
    });
    await s.driver.command({
      user: s.users.editor,
      channel: s.channels.finance,
      text: `invoice ${SEED.invoices.paid} pdf`,
    });
    const reply = await waitForEphemeral(s, s.users.editor, 'altceva decât fișierul');
    expect(textOf(reply)).toMatch(REFERENCE);
    expect(s.slack.files()).toEqual([]);
  });

  // A delete that times out is reconciled, not reported as failed: test/integration/reconcile/.
  it.each(cases('/invoices/', 'DELETE').filter((c) => c.name !== 'timeout'))(
    'delete: Enlivy $name → shown in the modal, invoice kept',
    async (c) => {
      const s = await start(c);
      await s.driver.command({
        user: s.users.admin,
        channel: s.channels.finance,
        text: `invoice ${SEED.invoices.paid}`,
      });
      await waitForEphemeral(s, s.users.admin, 'Invoice INV-2026-0001');
      await s.driver.click({
        user: s.users.admin,
        actionId: 'invoice_delete',
        in: { channel: s.channels.finance },
      });
      await waitForModal(s, s.users.admin, 'Type INV-2026-0001 to confirm');
      s.sim.injectFault(c.fault);
      await s.driver.submit({ user: s.users.admin, values: { [CONFIRM_BLOCK]: 'INV-2026-0001' } });
      const modal = await waitForModal(s, s.users.admin, c.says);
      expect(modal).toMatch(REFERENCE);
      expect(await invoiceStatus(s, SEED.invoices.paid)).toBe(200);
      expect(s.slack.messages(s.channels.finance)).toEqual([]);
    },
  );

  it.each(cases('/invoices', 'GET'))(
    'invoice by number: Enlivy $name → a clear message, no card',
    async (c) => {
      const s = await start(c);
      s.sim.injectFault(c.fault);
      await s.driver.command({
        user: s.users.editor,
        channel: s.channels.finance,
        text: 'invoice INV-2026-0001',
      });
      const reply = await waitForEphemeral(
        s,
        s.users.editor,
        c.saysRo ?? c.says,
        s.channels.finance,
      );
      expect(textOf(reply)).toMatch(REFERENCE);
      const shown = s.slack.ephemerals(s.users.editor).map(textOf).join('\n');
      expect(shown).not.toContain('Download PDF');
      expect(shown).not.toContain('No invoice numbered');
    },
  );

  it.each(cases('/search', 'GET'))('search: Enlivy $name → a clear message', async (c) => {
    const s = await start(c);
    s.sim.injectFault(c.fault);
    await s.driver.command({
      user: s.users.viewer,
      channel: s.channels.finance,
      text: 'search acme',
    });
    const reply = await waitForEphemeral(s, s.users.viewer, c.says, s.channels.finance);
    expect(textOf(reply)).toMatch(REFERENCE);
    const reference = /E-[0-9A-Z]{6}/.exec(textOf(reply))?.[0];
    // The same reference is in the one log line about it.
    await waitFor(() => s.logText().includes(`"reference":"${reference}"`));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import {
  destinationState,
  expectNoBlockKitFailures,
  messageText,
  simRequests,
  startReceiver,
} from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';
import { runStep } from './support.js';

const { webhook: WEBHOOK, slack: SLACK } = SEED.destinations;

describe('Workflow Builder steps', () => {
  let stack: Stack | undefined;
  const start = async (options: Parameters<typeof startStack>[0] = {}) => {
    stack = await startStack(options);
    return stack;
  };
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  it('set_destination_active for an editor: paused in Enlivy, outputs, one receipt naming the workflow', async () => {
    const s = await start();
    const { editor } = s.users;
    const execution = await runStep(s, 'set_destination_active', {
      destination: 'accounting',
      active: false,
      user_id: editor,
    });
    expect(execution.state).toBe('completed');
    expect(execution.outputs).toEqual({
      destination_id: WEBHOOK,
      name: 'Accounting sync',
      is_active: false,
    });
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(false);
    const receipts = await waitFor(() => {
      const found = s.slack.dm(editor).filter((m) => messageText(m).includes('Accounting sync'));
      return found.length > 0 ? found : undefined;
    });
    expect(receipts).toHaveLength(1);
    expect(messageText(receipts[0])).toContain(execution.workflowExecutionId);
    // Named in the editor's Romanian (Workflow Builder shows the manifest's English title).
    expect(messageText(receipts[0])).toContain('Suspendă sau reia o destinație Enlivy');
    // Completed through the execution's own token, once.
    const completions = s.slack.callsTo('functions.completeSuccess');
    expect(completions.map((c) => c.token)).toEqual([execution.token]);
    expect(s.slack.callsTo('functions.completeError')).toEqual([]);
    expectNoBlockKitFailures(s);
  });

  it('two workflow runs pausing the same destination at once: one PUT, one receipt, both complete', async () => {
    const s = await start();
    const { editor } = s.users;
    const inputs = { destination: 'Accounting sync', active: false, user_id: editor };
    const [first, second] = await Promise.all([
      runStep(s, 'set_destination_active', inputs),
      runStep(s, 'set_destination_active', inputs),
    ]);
    for (const run of [first, second]) {
      expect(run.state).toBe('completed');
      expect(run.outputs?.is_active).toBe(false);
    }
    expect(simRequests(s, 'PUT', WEBHOOK)).toHaveLength(1);
    // The receipt is alice's, in her language (ro-RO).
    await waitFor(() => s.slack.dm(editor).some((m) => messageText(m).includes('a suspendat')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(s.slack.dm(editor).filter((m) => messageText(m).includes('a suspendat'))).toHaveLength(
      1,
    );
  });

  it('set_destination_active for a viewer: completeError with the role, nothing changed', async () => {
    const s = await start();
    const execution = await runStep(s, 'set_destination_active', {
      destination: 'Accounting sync',
      active: false,
      user_id: s.users.viewer,
    });
    expect(execution.state).toBe('failed');
    expect(execution.error).toContain('needs the editor role');
    expect(execution.error).toContain('is a viewer');
    expect(execution.error).not.toMatch(/[*`]/);
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(true);
    expect(simRequests(s, 'PUT', WEBHOOK)).toEqual([]);
  });

  it('set_destination_active for a Slack admin of another workspace (Slack Connect): a viewer here', async () => {
    const s = await start();
    const partner = s.slack.addTeam({ name: 'Partner Co' });
    const external = s.slack.addUser({
      teamId: partner.id,
      name: 'mallory',
      isAdmin: true,
      isOwner: true,
      slackConnectHost: s.teamId,
    }).id;
    s.slack.addMember(s.channels.finance, external);
    const execution = await runStep(s, 'set_destination_active', {
      destination: 'Accounting sync',
      active: false,
      user_id: external,
    });
    expect(execution.state).toBe('failed');
    expect(execution.error).toContain('is from another Slack workspace');
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(true);
  });

  it('set_destination_active with an unknown name: completeError naming it', async () => {
    const s = await start();
    const execution = await runStep(s, 'set_destination_active', {
      destination: 'Nowhere hook',
      active: true,
      user_id: s.users.editor,
    });
    expect(execution.state).toBe('failed');
    // The editor's Slack locale is ro-RO.
    expect(execution.error).toContain('Nicio destinație nu se numește „Nowhere hook”');
    expect(simRequests(s, 'PUT', '/event-destinations')).toEqual([]);
  });

  it('set_destination_active when Enlivy times out on the write: settled by reading back, completed once', async () => {
    const s = await start({ enlivyTimeoutMs: 1_000 });
    const { editor } = s.users;
    s.sim.injectFault({ kind: 'delay', ms: 2_000, method: 'PUT', path: WEBHOOK });
    const execution = await runStep(
      s,
      'set_destination_active',
      { destination: WEBHOOK, active: false, user_id: editor },
      15_000,
    );
    expect(execution.state).toBe('completed');
    expect(execution.outputs?.is_active).toBe(false);
    expect(destinationState(s, WEBHOOK)?.is_active).toBe(false);
    const keys = new Set(simRequests(s, 'PUT', WEBHOOK).map((r) => r.headers?.['idempotency-key']));
    expect(keys.size).toBe(1);
    await waitFor(() => s.slack.dm(editor).some((m) => messageText(m).includes('a suspendat')));
    expect(s.slack.dm(editor).filter((m) => messageText(m).includes('a suspendat'))).toHaveLength(
      1,
    );
  });

  it('set_destination_active when neither the write nor the read-back is answered: the outcome is called unknown', async () => {
    const s = await start({ enlivyTimeoutMs: 1_000 });
    s.sim.injectFault({ kind: 'delay', ms: 3_000, method: 'PUT', path: WEBHOOK, times: 2 });
    const { execution } = await s.driver.functionExecuted({
      callbackId: 'set_destination_active',
      inputs: { destination: 'Accounting sync', active: false, user_id: s.users.editor },
    });
    // Once the PUT is on its way, Enlivy stops answering reads of the destination too.
    await waitFor(() => simRequests(s, 'PUT', WEBHOOK).length > 0);
    s.sim.injectFault({ kind: 'status', status: 503, method: 'GET', path: WEBHOOK, times: 50 });
    const ended = await waitFor(() => (execution.state === 'running' ? undefined : execution), {
      timeoutMs: 20_000,
    });
    expect(ended.state).toBe('failed');
    // In the language of the person it acted for (the editor reads ro-RO).
    expect(ended.error).toContain('Nu se știe dacă Accounting sync a fost suspendată');
    expect(ended.error).toContain('/enlivy list');
    expect(s.slack.dm(s.users.editor).filter((m) => messageText(m).includes('paused'))).toEqual([]);
  });

  it('send_test_event for an editor: the delivery followed to its outcome', async () => {
    const s = await start();
    const execution = await runStep(
      s,
      'send_test_event',
      { destination: 'Finance alerts', user_id: s.users.editor },
      20_000,
    );
    expect(execution.state).toBe('completed');
    const delivery = s.sim.state.destinationDeliveries(SLACK)[0]?.data;
    expect(execution.outputs).toEqual({
      delivery_id: delivery?.id,
      status: 'success',
      response_status: 200,
    });
    expect(simRequests(s, 'POST', `${SLACK}/test`)).toHaveLength(1);
  });

  it('send_test_event for a viewer and for an unknown name: completeError, nothing sent', async () => {
    const s = await start();
    const viewer = await runStep(s, 'send_test_event', {
      destination: 'Finance alerts',
      user_id: s.users.viewer,
    });
    expect(viewer.state).toBe('failed');
    expect(viewer.error).toContain('needs the editor role');
    const unknown = await runStep(s, 'send_test_event', {
      destination: 'Nowhere hook',
      user_id: s.users.editor,
    });
    expect(unknown.state).toBe('failed');
    expect(unknown.error).toContain('Nowhere hook');
    expect(simRequests(s, 'POST', '/test')).toEqual([]);
  });

  it('get_invoice for a viewer: the invoice as outputs', async () => {
    const s = await start();
    const execution = await runStep(s, 'get_invoice', {
      invoice: 'INV-2026-0001',
      user_id: s.users.viewer,
    });
    expect(execution.state).toBe('completed');
    expect(execution.outputs).toMatchObject({
      invoice_id: SEED.invoices.paid,
      number: 'INV-2026-0001',
      status: 'paid',
      total: 1250,
      due_date: '2026-10-31',
    });
    expect(String(execution.outputs?.url)).toBe(
      `${s.config.enlivy.appUrl}/organizations/${SEED.organizations.demo}/invoices/${SEED.invoices.paid}`,
    );
  });

  it('get_invoice with an unknown number and with missing inputs: completeError in plain words', async () => {
    const s = await start();
    const missing = await runStep(s, 'get_invoice', {
      invoice: 'INV-1999-0404',
      user_id: s.users.editor,
    });
    expect(missing.state).toBe('failed');
    // The acting editor (alice) reads Romanian.
    expect(missing.error).toContain('Nicio factură cu numărul INV-1999-0404');
    const empty = await runStep(s, 'get_invoice', { invoice: '  ', user_id: s.users.editor });
    expect(empty.state).toBe('failed');
    expect(empty.error).toContain('“invoice” input is missing or not valid');
  });

  it('a step the app no longer offers is ended, not left waiting', async () => {
    const s = await start();
    const execution = await runStep(s, 'retired_step', { user_id: s.users.editor });
    expect(execution.state).toBe('failed');
    expect(execution.error).toContain('no longer offers this step');
  });

  it('a workspace without an Enlivy connection: completeError says so', async () => {
    const s = await start({ connected: false });
    const execution = await runStep(s, 'get_invoice', {
      invoice: 'INV-2026-0001',
      user_id: s.users.editor,
    });
    expect(execution.state).toBe('failed');
    // The step acts for alice, who reads Romanian: "not connected to Enlivy yet".
    expect(execution.error).toContain('nu este încă conectat la Enlivy');
  });
});

describe('Workflow Builder steps when the app stops', () => {
  it('a step whose write is cut off by the stop ends with completeError saying it may have been applied', async () => {
    const s = await startStack();
    try {
      s.sim.injectFault({ kind: 'delay', ms: 12_000, method: 'PUT', path: WEBHOOK, times: 3 });
      const { execution } = await s.driver.functionExecuted({
        callbackId: 'set_destination_active',
        inputs: { destination: 'Accounting sync', active: false, user_id: s.users.editor },
      });
      await waitFor(() => simRequests(s, 'PUT', WEBHOOK).length > 0);
      await s.app.stop({ drainMs: 300, notifyMs: 2_000 });
      expect(execution.state).toBe('failed');
      // The step acts for alice: its error is in her language (ro-RO).
      expect(execution.error).toContain('a repornit');
      expect(execution.error).toContain('poate să fi fost aplicată în Enlivy sau nu');
    } finally {
      await s.stop();
    }
  });

  it('a test step still following its delivery completes with the delivery as pending', async () => {
    const s = await startStack();
    const receiver = await startReceiver(200, 'ok', 5_000);
    try {
      const hook = s.sim.state.addDestination({
        organization_id: SEED.organizations.demo,
        type: 'webhook',
        name: 'Slow hook',
        destination_url: receiver.url,
        events: [{ event: 'invoice.paid' }],
      });
      const { execution } = await s.driver.functionExecuted({
        callbackId: 'send_test_event',
        inputs: { destination: 'Slow hook', user_id: s.users.editor },
      });
      await waitFor(() => simRequests(s, 'POST', '/test').length > 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await s.app.stop({ drainMs: 2_000 });
      expect(execution.state).toBe('completed');
      expect(execution.outputs).toEqual({
        delivery_id: s.sim.state.destinationDeliveries(hook.data.id)[0]?.data.id,
        status: 'pending',
      });
    } finally {
      await s.stop();
      await receiver.close();
    }
  });
});

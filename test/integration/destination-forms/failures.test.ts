import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  destinationIds,
  editorReadsEnglish,
  expectNoBlockKitFailures,
  modalText,
  simRequests,
  subscriptionsOf,
  waitForChannelMessage,
  waitForModal,
} from './support.js';

const SUBSCRIBE = 'destination_form_subscribe';
const EDIT = 'destination_form_edit';
const CONFIRM = 'destination_form_edit_confirm';
const REF = /ref `?E-[0-9A-Z]{6}/;

interface Fault {
  name: string;
  fault: Parameters<Stack['sim']['injectFault']>[0];
  says: string;
}

/** The same Enlivy failures, for the create (POST) and the save (PUT). */
function faults(method: 'POST' | 'PUT'): Fault[] {
  const path = '/event-destinations';
  return [
    {
      name: '401',
      fault: { kind: 'status', status: 401, method, path },
      says: 'Enlivy connection expired',
    },
    {
      // Every attempt refused: a keyed write is retried after Retry-After, then given up.
      name: '429',
      fault: { kind: 'status', status: 429, retryAfter: 1, method, path, times: 3 },
      says: 'Enlivy is busy',
    },
    {
      name: '500',
      fault: { kind: 'status', status: 500, method, path },
      says: 'Enlivy answered with an error (HTTP 500)',
    },
  ];
}

/** The editor adds an event to Finance alerts and reaches the review step before the save. */
async function reviewAddedEvent(stack: Stack): Promise<void> {
  const { editor } = stack.users;
  await stack.driver.command({
    user: editor,
    channel: stack.channels.finance,
    text: 'edit "finance alerts"',
  });
  await waitForModal(stack, editor, 'Include related data', EDIT);
  await stack.driver.submit({
    user: editor,
    values: { [BLOCK.events]: ['invoice.paid', 'contract.updated'] },
  });
  await waitForModal(stack, editor, 'Adding', CONFIRM);
}

describe('Enlivy failing while a destination is created or edited', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ enlivyTimeoutMs: 1000 });
    await editorReadsEnglish(stack);
  });
  afterEach(async () => {
    await stack?.stop();
  });

  for (const { name, fault, says } of faults('POST')) {
    it(`create, Enlivy ${name}: a clear message with a reference in the modal, nothing created`, async () => {
      const { editor } = stack.users;
      const before = destinationIds(stack);
      await stack.driver.command({
        user: editor,
        channel: stack.channels.finance,
        text: 'subscribe',
      });
      await waitForModal(stack, editor, 'Include related data', SUBSCRIBE);
      stack.sim.injectFault(fault);
      // A 401 counts once the app's confirming call gets one too.
      if (name === '401')
        stack.sim.injectFault({ ...fault, method: 'GET', path: '/organizations/org_demo$' });
      const submitted = await stack.driver.submit({
        user: editor,
        values: { [BLOCK.name]: 'Will fail', [BLOCK.events]: ['invoice.paid'] },
      });
      expect(submitted.latencyMs).toBeLessThan(3000);
      expect(submitted.outcome).toBe('updated');
      await waitForModal(stack, editor, says);
      expect(modalText(stack, editor)).toMatch(REF);
      expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(
        name === '429' ? 3 : 1,
      );
      expect(destinationIds(stack)).toEqual(before);
      expect(stack.slack.messages(stack.channels.finance)).toHaveLength(0);
      const reference = /E-[0-9A-Z]{6}/.exec(modalText(stack, editor))?.[0] ?? 'none';
      expect(stack.logText()).toContain(reference);
      expectNoBlockKitFailures(stack);
    });
  }

  for (const { name, fault, says } of faults('PUT')) {
    it(`edit, Enlivy ${name}: a clear message with a reference in the modal, nothing half-changed`, async () => {
      const { editor } = stack.users;
      const id = SEED.destinations.slack;
      const before = JSON.stringify(subscriptionsOf(stack, id));
      await reviewAddedEvent(stack);
      stack.sim.injectFault(fault);
      // A 401 counts once the app's confirming call gets one too.
      if (name === '401')
        stack.sim.injectFault({ ...fault, method: 'GET', path: '/organizations/org_demo$' });
      const saved = await stack.driver.submit({ user: editor });
      expect(saved.latencyMs).toBeLessThan(3000);
      await waitForModal(stack, editor, says);
      expect(modalText(stack, editor)).toMatch(REF);
      expect(simRequests(stack, 'PUT', id)).toHaveLength(name === '429' ? 3 : 1);
      expect(JSON.stringify(subscriptionsOf(stack, id))).toBe(before);
      expect(stack.slack.messages(stack.channels.finance)).toHaveLength(0);
      expectNoBlockKitFailures(stack);
    });
  }

  it('create, Enlivy times out but applies it later: one destination, the real success shown', async () => {
    const { editor } = stack.users;
    const before = destinationIds(stack);
    await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'subscribe',
    });
    await waitForModal(stack, editor, 'Include related data', SUBSCRIBE);
    stack.sim.injectFault({
      kind: 'delay',
      ms: 2_500,
      method: 'POST',
      path: '/event-destinations',
    });
    await stack.driver.submit({
      user: editor,
      values: { [BLOCK.name]: 'Slow create', [BLOCK.events]: ['invoice.paid'] },
    });
    await waitForModal(stack, editor, 'now posts 1 event to');
    await waitFor(() => stack.sim.requests.filter((r) => r.method === 'POST').length >= 2);
    // The held original lands after the app gave up on it: Enlivy replays, nothing doubles.
    await waitFor(() => stack.sim.requests.every((r) => r.status !== undefined), {
      message: 'the held create answered',
      timeoutMs: 6_000,
    });
    const posts = simRequests(stack, 'POST', '/event-destinations');
    expect(new Set(posts.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    const added = destinationIds(stack).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    await waitForChannelMessage(stack, stack.channels.finance, 'Slow create');
    expect(stack.slack.messages(stack.channels.finance)).toHaveLength(1);
    expectNoBlockKitFailures(stack);
  });

  it('edit, Enlivy times out but applies it later: the real "saved" shown once', async () => {
    const { editor } = stack.users;
    const id = SEED.destinations.slack;
    await reviewAddedEvent(stack);
    stack.sim.injectFault({ kind: 'delay', ms: 2_500, method: 'PUT', path: id });
    await stack.driver.submit({ user: editor });
    await waitForModal(stack, editor, 'Saved *Finance alerts*');
    expect(subscriptionsOf(stack, id).map((s) => s.event)).toContain('contract.updated');
    expect(modalText(stack, editor)).not.toMatch(/timed out|try again/i);
    expectNoBlockKitFailures(stack);
  });

  it('opening the form while Enlivy is down: the modal is open at once and then says so', async () => {
    const { editor } = stack.users;
    stack.sim.injectFault({
      kind: 'status',
      status: 500,
      method: 'GET',
      path: '/event-destinations',
      times: 5,
    });
    const command = await stack.driver.command({
      user: editor,
      channel: stack.channels.finance,
      text: 'edit "finance alerts"',
    });
    expect(command.latencyMs).toBeLessThan(3000);
    await waitForModal(stack, editor, 'Enlivy answered with an error (HTTP 500)');
    expect(modalText(stack, editor)).toMatch(REF);
    expectNoBlockKitFailures(stack);
  });
});

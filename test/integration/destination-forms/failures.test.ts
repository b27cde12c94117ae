import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  BLOCK,
  destinationIds,
  expectNoBlockKitFailures,
  modalText,
  simRequests,
  subscriptionsOf,
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
      name: '429',
      fault: { kind: 'status', status: 429, retryAfter: 30, method, path },
      says: 'Enlivy is busy',
    },
    {
      name: '500',
      fault: { kind: 'status', status: 500, method, path },
      says: 'Enlivy had a problem (HTTP 500)',
    },
    {
      name: 'timeout',
      fault: { kind: 'delay', ms: 10_000, method, path },
      says: 'did not answer within 1 s',
    },
  ];
}

describe('Enlivy failing while a destination is created or edited', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ enlivyTimeoutMs: 1000 });
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
      if (name === 'timeout') expect(modalText(stack, editor)).toContain('/enlivy list');
      expect(simRequests(stack, 'POST', '/event-destinations')).toHaveLength(1);
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
      stack.sim.injectFault(fault);
      // A 401 counts once the app's confirming call gets one too.
      if (name === '401')
        stack.sim.injectFault({ ...fault, method: 'GET', path: '/organizations/org_demo$' });
      const saved = await stack.driver.submit({ user: editor });
      expect(saved.latencyMs).toBeLessThan(3000);
      await waitForModal(stack, editor, says);
      expect(modalText(stack, editor)).toMatch(REF);
      expect(simRequests(stack, 'PUT', id)).toHaveLength(1);
      expect(JSON.stringify(subscriptionsOf(stack, id))).toBe(before);
      expect(stack.slack.messages(stack.channels.finance)).toHaveLength(0);
      expectNoBlockKitFailures(stack);
    });
  }

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
    await waitForModal(stack, editor, 'Enlivy had a problem (HTTP 500)');
    expect(modalText(stack, editor)).toMatch(REF);
    expectNoBlockKitFailures(stack);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { type FaultSpec, SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { expectNoBlockKitFailures, messageText, waitForEphemeralWith } from './support.js';

const { webhook: WEBHOOK, paused: PAUSED } = SEED.destinations;

interface Failure {
  name: string;
  fault: FaultSpec;
  /** What the user reads. */
  says: string;
  /** What the editor, whose Slack locale is ro-RO, reads (errors are in her language). */
  saysRo: string;
}

const FAILURES: Failure[] = [
  {
    name: '422',
    fault: {
      kind: 'status',
      status: 422,
      body: { message: 'The given data was invalid.', errors: { name: ['The name is taken.'] } },
    },
    says: 'Enlivy refused the input',
    saysRo: 'Enlivy a refuzat datele',
  },
  {
    name: '401',
    fault: { kind: 'status', status: 401 },
    says: 'reconnect with `/enlivy connect`',
    saysRo: 'reconecta cu `/enlivy connect`',
  },
  {
    name: '429',
    fault: { kind: 'status', status: 429, retryAfter: 1 },
    says: 'Try again in 1 second',
    saysRo: 'Încearcă din nou peste 1 secundă',
  },
  {
    name: '500',
    fault: { kind: 'status', status: 500 },
    says: 'Enlivy answered with an error (HTTP 500)',
    saysRo: 'Enlivy a răspuns cu o eroare (HTTP 500)',
  },
  {
    name: 'timeout',
    fault: { kind: 'delay', ms: 1_500 },
    says: 'did not answer within 1 s',
    saysRo: 'nu a răspuns în 1 s',
  },
];

interface Action {
  name: string;
  /** Where the fault hits. */
  target: { method: string; path: string };
  /** Runs the action as a user would, up to the step that calls Enlivy. */
  run(stack: Stack): Promise<void>;
  /** Some actions show something first (a list, a confirm step). */
  before?(stack: Stack): Promise<void>;
}

const ACTIONS: Action[] = [
  {
    name: '/enlivy list all',
    target: { method: 'GET', path: '/event-destinations' },
    run: async (stack) => {
      await stack.driver.command({
        user: stack.users.editor,
        channel: stack.channels.general,
        text: 'list all',
      });
    },
  },
  {
    name: '/enlivy pause NAME',
    target: { method: 'PUT', path: WEBHOOK },
    run: async (stack) => {
      await stack.driver.command({
        user: stack.users.editor,
        channel: stack.channels.general,
        text: 'pause "Accounting sync"',
      });
    },
  },
  {
    name: 'the Resume button',
    target: { method: 'PUT', path: PAUSED },
    before: async (stack) => {
      await stack.driver.command({
        user: stack.users.editor,
        channel: stack.channels.general,
        text: 'list all',
      });
      await waitForEphemeralWith(
        stack,
        stack.users.editor,
        stack.channels.general,
        'Toate destinațiile',
      );
    },
    run: async (stack) => {
      await stack.driver.click({
        user: stack.users.editor,
        actionId: 'destination_resume',
        value: PAUSED,
        in: { channel: stack.channels.general },
      });
    },
  },
  {
    name: '/enlivy test NAME',
    target: { method: 'POST', path: '/test' },
    run: async (stack) => {
      await stack.driver.command({
        user: stack.users.editor,
        channel: stack.channels.general,
        text: 'test "Accounting sync"',
      });
    },
  },
  {
    name: 'the delete confirm button',
    target: { method: 'DELETE', path: WEBHOOK },
    before: async (stack) => {
      await stack.driver.command({
        user: stack.users.admin,
        channel: stack.channels.general,
        text: 'delete "Accounting sync"',
      });
      await waitForEphemeralWith(
        stack,
        stack.users.admin,
        stack.channels.general,
        'Delete Accounting sync',
      );
    },
    run: async (stack) => {
      await stack.driver.click({
        user: stack.users.admin,
        actionId: 'destination_delete_confirm',
        value: WEBHOOK,
        in: { channel: stack.channels.general },
      });
    },
  },
];

function snapshot(stack: Stack) {
  return [...stack.sim.state.destinations.values()].map((d) => ({
    id: d.data.id,
    active: d.data.is_active,
    deleted: d.data.deleted_at,
    updated: d.data.updated_at,
  }));
}

describe('Enlivy failures during destination actions', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  for (const action of ACTIONS) {
    for (const failure of FAILURES) {
      // A write that times out is reconciled, not reported as failed: test/integration/reconcile/.
      if (failure.name === 'timeout' && action.target.method !== 'GET') continue;
      it(`${action.name} — Enlivy ${failure.name}: a clear message with a reference, nothing changed`, async () => {
        const current = await startStack({ enlivyTimeoutMs: 1_000 });
        stack = current;
        await action.before?.(current);
        const before = snapshot(current);
        const deliveriesBefore = current.sim.state.deliveries.size;
        // Enough uses that the retries of safe calls (429 on GET) fail too.
        current.sim.injectFault({ ...failure.fault, ...action.target, times: 10 } as FaultSpec);
        // A 401 counts once the app's confirming call gets one too.
        if (failure.name === '401')
          current.sim.injectFault({
            ...failure.fault,
            method: 'GET',
            path: '/organizations/org_demo$',
          });
        await action.run(current); // the driver throws when the ack takes 3 s or more
        const acks = current.driver.acks.filter((a) => a.kind !== 'event');
        expect(acks.at(-1)?.latencyMs).toBeLessThan(3_000);

        const user = action.name.includes('delete') ? current.users.admin : current.users.editor;
        const shown = await waitForEphemeralWith(
          current,
          user,
          current.channels.general,
          user === current.users.editor ? failure.saysRo : failure.says,
          8_000,
        );
        const text = messageText(shown);
        const reference = /ref `(E-[0-9A-Z]{6})`/.exec(text)?.[1];
        expect(reference).toBeDefined();
        expect(current.logText()).toContain(reference);
        expect(text).not.toContain('Error:');
        expect(snapshot(current)).toEqual(before);
        expect(current.sim.state.deliveries.size).toBe(deliveriesBefore);
        if (failure.name === '401') {
          expect((await current.stores.connections.get(current.workspace))?.state).toBe('expired');
        }
        expectNoBlockKitFailures(current);
      });
    }
  }
});

import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import {
  act,
  deliveryRequests,
  expectedIds,
  expectValidSlack,
  hasAction,
  IDS,
  rowIds,
  viewText,
} from './support.js';

const DELIVERIES_PATH = '/event-destinations/deliveries';

describe('delivery log: what goes wrong is said clearly', () => {
  let stack: Stack;
  afterEach(async () => {
    expectValidSlack(stack);
    await stack?.stop();
  });

  it('answers bad filter text before opening anything, naming the bad parts and the forms', async () => {
    stack = await startStack();
    const user = stack.users.viewer;
    await stack.driver.command({
      user,
      channel: stack.channels.finance,
      text: 'deliveries status:faild since:lastweek',
    });
    const reply = await waitFor(() =>
      stack.slack.ephemerals(user, stack.channels.finance).find((m) => m.text?.includes('filters')),
    );
    const text = `${reply.text} ${JSON.stringify(reply.blocks)}`;
    expect(text).toContain('status:faild');
    expect(text).toContain('`faild` is not a delivery status');
    expect(text).toContain('pending, success, failed, dropped, anomaly');
    expect(text).toContain('since:lastweek');
    expect(text).toContain(
      '`YYYY-MM-DD`, `7d` (days ago), `24h` (hours ago), `today` or `yesterday`',
    );
    expect(text).not.toMatch(/E-[0-9A-Z]{6}/);
    expect(stack.slack.topView(user)).toBeUndefined();
    expect(stack.slack.callsTo('views.open')).toEqual([]);
    expect(deliveryRequests(stack)).toEqual([]);
  });

  it('says to reconnect, inside the modal, when Enlivy no longer accepts the token', async () => {
    stack = await startStack();
    const user = stack.users.viewer;
    // Two 401s: the call's and the check that confirms the token is dead.
    stack.sim.injectFault({ kind: 'status', status: 401, times: 2 });
    const view = await act(stack, user, () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
    );
    const text = viewText(view);
    expect(text).toContain('Enlivy connection expired');
    expect(text).toContain('reconnect with `/enlivy connect`');
    expect(text).toMatch(/ref `E-[0-9A-Z]{6}`/);
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('expired');
    expect(stack.logText()).not.toContain(stack.config.slack.signingSecret);

    // Later commands say it at once, without opening a modal.
    const opened = stack.slack.callsTo('views.open').length;
    await stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' });
    const reply = await waitFor(() =>
      stack.slack
        .ephemerals(user, stack.channels.finance)
        .find((m) => m.text?.includes('Enlivy connection expired')),
    );
    expect(reply.text).toContain('/enlivy connect');
    expect(stack.slack.callsTo('views.open')).toHaveLength(opened);
  });

  it('shows a rate limit in the modal, and Try again recovers in the same modal', async () => {
    stack = await startStack();
    const user = stack.users.viewer;
    // The client retries a 429 twice by itself; all three attempts are refused.
    stack.sim.injectFault({
      kind: 'status',
      status: 429,
      retryAfter: 0,
      path: DELIVERIES_PATH,
      times: 3,
    });
    const busy = await act(stack, user, () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
    );
    expect(viewText(busy)).toContain('Enlivy is busy');
    expect(viewText(busy)).toContain('too many requests');
    expect(hasAction(busy, IDS.retry)).toBe(true);
    const viewId = busy.id;

    const recovered = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.retry }),
    );
    expect(recovered.id).toBe(viewId);
    expect(rowIds(recovered)).toEqual(expectedIds(stack, {}).slice(0, 15));
  });

  it('shows an Enlivy 500 in the modal with a reference', async () => {
    stack = await startStack();
    const user = stack.users.viewer;
    stack.sim.injectFault({ kind: 'status', status: 500, path: DELIVERIES_PATH });
    const view = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: 'deliveries status:failed',
      }),
    );
    const text = viewText(view);
    expect(text).toContain('Enlivy answered with an error (HTTP 500)');
    expect(text).toMatch(/ref `(E-[0-9A-Z]{6})`/);
    const reference = /ref `(E-[0-9A-Z]{6})`/.exec(text)?.[1] ?? 'none';
    expect(stack.logText()).toContain(reference);
    expect(text).not.toContain('Server Error'); // no HTTP body dump
  });

  it('shows a timeout in the modal', async () => {
    stack = await startStack({ enlivyTimeoutMs: 300 });
    const user = stack.users.viewer;
    stack.sim.injectFault({ kind: 'delay', ms: 2000, path: DELIVERIES_PATH });
    const view = await act(stack, user, () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
    );
    expect(viewText(view)).toContain('Enlivy did not answer within 0.3 s');
    expect(hasAction(view, IDS.retry)).toBe(true);
  });

  it('says in the modal when NAME matches no destination, and offers every delivery', async () => {
    stack = await startStack();
    const user = stack.users.viewer;
    const view = await act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: 'deliveries "No such hook" status:failed',
      }),
    );
    expect(viewText(view)).toContain('No destination is called or starts with “No such hook”');
    expect(hasAction(view, IDS.clear)).toBe(true);
    expect(deliveryRequests(stack)).toEqual([]);
    const all = await act(stack, user, () => stack.driver.click({ user, actionId: IDS.clear }));
    expect(rowIds(all)).toEqual(expectedIds(stack, {}).slice(0, 15));
  });
});

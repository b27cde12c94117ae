import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../fakes/service/ids.js';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { expectNoBlockKitFailures } from './support.js';

type Block = { type: string; text?: { text?: string } };

function sectionWith(blocks: unknown[], needle: string): string {
  return (
    (blocks as Block[]).find((b) => b.type === 'section' && b.text?.text?.includes(needle))?.text
      ?.text ?? ''
  );
}

describe('App Home destinations', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('shows each destination with its state and last-24-hour delivery counts, plus the quota and actions', async () => {
    const { editor } = stack.users;
    await stack.driver.appHomeOpened(editor);
    const home = await waitFor(() => {
      const view = stack.slack.home(editor);
      return view && JSON.stringify(view.blocks).includes('Destinații de evenimente')
        ? view
        : undefined;
    });
    const json = JSON.stringify(home.blocks);
    // The editor's Slack locale is ro-RO: the Home, its destinations included, is in Romanian.
    expect(json).toContain('Conectat la *Demo Trading Ltd*');
    expect(json).toContain('3 din 25 de destinații folosite (25 pentru fiecare pachet plătit)');
    // Seeded in the last 24 h: webhook 1 success (1 h ago), Slack 1 failed (6 h ago), paused 1 dropped (23 h ago).
    expect(sectionWith(home.blocks, '*Accounting sync*')).toContain(':white_check_mark: 1 livrată');
    expect(sectionWith(home.blocks, '*Accounting sync*')).not.toContain('anomalie');
    expect(sectionWith(home.blocks, '*Finance alerts*')).toContain(':x: 1 eșuată');
    expect(sectionWith(home.blocks, '*Old ERP hook*')).toContain('Suspendată');
    expect(sectionWith(home.blocks, '*Old ERP hook*')).toContain('1 abandonată');
    const logReads = stack.sim.requests.filter((r) =>
      r.path.endsWith('/event-destinations/deliveries'),
    );
    expect(logReads.length).toBeGreaterThan(0);
    for (const read of logReads) {
      expect(read.query.created_at_from).toBeDefined();
      expect(read.query.created_at_to).toBeDefined();
    }
    expect(json).toContain('destination_home_list');
    expect(json).toContain('destination_home_deliveries');

    await stack.driver.click({ user: editor, actionId: 'destination_home_subscribe', in: 'home' });
    await waitFor(() => stack.slack.topView(editor)?.callback_id === 'destination_form_subscribe');
    await stack.driver.closeView({ user: editor });
    await stack.driver.click({ user: editor, actionId: 'destination_home_deliveries', in: 'home' });
    await waitFor(() => stack.slack.topView(editor)?.callback_id === 'deliveries_log');
    expectNoBlockKitFailures(stack);
  });

  it('says "150+" instead of an exact count when the day had more deliveries than it reads', async () => {
    for (let i = 0; i < 160; i++) {
      stack.sim.state.addDelivery({
        organization_event_destination_id: SEED.destinations.slack,
        event: 'invoice.paid',
        status: 'success',
        response_status: 200,
        created_at: isoTimestamp(stack.sim.now() - 30 * 60_000 + i),
      });
    }
    // The admin's Slack locale is en-US.
    const { admin } = stack.users;
    await stack.driver.appHomeOpened(admin);
    const home = await waitFor(() => {
      const view = stack.slack.home(admin);
      return view && JSON.stringify(view.blocks).includes('Event destinations') ? view : undefined;
    });
    expect(sectionWith(home.blocks, '*Finance alerts*')).toContain(
      ':white_check_mark: 150+ delivered',
    );
    // Its one delivery an hour ago lies beyond what was read: not "no deliveries".
    expect(sectionWith(home.blocks, '*Accounting sync*')).not.toContain('no deliveries');
    expect(sectionWith(home.blocks, '*Accounting sync*')).toContain('newest 150');
    expect(stack.sim.requests.filter((r) => r.path.endsWith('/deliveries')).length).toBe(3);
    expectNoBlockKitFailures(stack);
  });

  it('stays within 100 blocks with many destinations, and its List button answers on Home, in a modal', async () => {
    for (let i = 0; i < 40; i++) {
      stack.sim.state.addDestination({
        organization_id: SEED.organizations.demo,
        type: 'webhook',
        name: `Bulk ${i}`,
        destination_url: `https://hooks.example.test/bulk/${i}`,
      });
    }
    const { viewer, editor } = stack.users;
    await stack.driver.appHomeOpened(viewer);
    const home = await waitFor(() => {
      const view = stack.slack.home(viewer);
      return view && JSON.stringify(view.blocks).includes('and 23 more') ? view : undefined;
    });
    expect(home.blocks.length).toBeLessThanOrEqual(100);
    expect(JSON.stringify(home.blocks)).toContain('43 of 25 destinations used (25 per paid pack)');
    expect(JSON.stringify(home.blocks)).not.toContain('destination_home_subscribe');

    const modalWith = (user: string, needle: string) =>
      waitFor(() => {
        const view = stack.slack.topView(user);
        return view && JSON.stringify(view.blocks).includes(needle) ? view : undefined;
      });
    await stack.driver.click({ user: viewer, actionId: 'destination_home_list', in: 'home' });
    const first = await modalWith(viewer, 'Page 1 of 5');
    expect(first.title).toMatchObject({ text: 'Event destinations' });
    const firstText = JSON.stringify(first.blocks);
    expect(firstText).toContain('*All event destinations*');
    expect(firstText).toContain('run `/enlivy list` in a channel');
    // Read-only cards: a click there could not re-render them; the pager pages in place.
    expect(firstText).not.toContain('destination_card');
    expect(first.blocks.length).toBeLessThanOrEqual(100);
    // Nothing went to the Messages tab.
    expect(stack.slack.dm(viewer)).toEqual([]);

    await stack.driver.click({ user: viewer, actionId: 'destination_list_next', in: 'modal' });
    const second = await modalWith(viewer, 'Page 2 of 5');
    expect(second.id).toBe(first.id);
    expect(stack.slack.viewStack(viewer)).toHaveLength(1);
    expect(stack.slack.dm(viewer)).toEqual([]);

    // The editor reads Romanian (Slack locale ro-RO).
    await stack.driver.appHomeOpened(editor);
    await waitFor(() => stack.slack.home(editor));
    await stack.driver.click({ user: editor, actionId: 'destination_home_list', in: 'home' });
    const romanian = await modalWith(editor, 'Pagina 1 din 5');
    expect(romanian.title).toMatchObject({ text: 'Destinații de evenimente' });
    expect(JSON.stringify(romanian.blocks)).toContain('rulează `/enlivy list` într-un canal');
    expect(stack.slack.dm(editor)).toEqual([]);
    expectNoBlockKitFailures(stack);
  });

  it('still renders the connection when Enlivy fails, with a reference id', async () => {
    stack.sim.injectFault({ kind: 'status', status: 500, path: '/event-destinations', times: 10 });
    const { admin } = stack.users;
    await stack.driver.appHomeOpened(admin);
    const home = await waitFor(() => {
      const view = stack.slack.home(admin);
      return view && JSON.stringify(view.blocks).includes('could not be loaded') ? view : undefined;
    });
    const json = JSON.stringify(home.blocks);
    expect(json).toContain('Connected to *Demo Trading Ltd*');
    const reference = /ref `(E-[0-9A-Z]{6})`/.exec(json)?.[1];
    expect(reference).toBeDefined();
    expect(stack.logText()).toContain(reference);
    expectNoBlockKitFailures(stack);
  });

  it('on an expired connection offers admins Reconnect, and tells others who can reconnect, in their language', async () => {
    // The Home's reads and the check that confirms the token is dead all get 401.
    stack.sim.injectFault({ kind: 'status', status: 401, times: 10 });
    const { admin, viewer, editor, owner } = stack.users;
    const homeWith = (user: string, needle: string) =>
      waitFor(() => {
        const view = stack.slack.home(user);
        return view && JSON.stringify(view.blocks).includes(needle) ? view : undefined;
      });

    await stack.driver.appHomeOpened(admin);
    const adminHome = JSON.stringify((await homeWith(admin, 'no longer accepts')).blocks);
    expect(adminHome).toContain('home_reconnect');
    expect(adminHome).toContain('Reconnect');
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('expired');

    // Reconnect opens what `/enlivy connect` offers: a fresh one-time link to the connect page.
    await stack.driver.click({ user: admin, actionId: 'home_reconnect', in: 'home' });
    const modal = await waitFor(() => {
      const view = stack.slack.topView(admin);
      return view && JSON.stringify(view.blocks).includes('Open the connect page')
        ? view
        : undefined;
    });
    expect(JSON.stringify(modal.title)).toContain('Reconnect Enlivy');
    const modalText = JSON.stringify(modal.blocks);
    expect(modalText).toContain('stopped working');
    expect(modalText).toContain(`${stack.appUrl}/connect/`);

    await stack.driver.appHomeOpened(viewer);
    const viewerHome = JSON.stringify((await homeWith(viewer, 'no longer accepts')).blocks);
    expect(viewerHome).toContain(
      `Only an admin of this workspace can reconnect it: <@${owner}>, who connected it, or another admin.`,
    );
    expect(viewerHome).not.toContain('home_reconnect');

    // The editor's Slack locale is ro-RO.
    await stack.driver.appHomeOpened(editor);
    const editorHome = JSON.stringify((await homeWith(editor, 'nu mai acceptă')).blocks);
    expect(editorHome).toContain(
      `Doar un administrator al workspace-ului îl poate reconecta: <@${owner}>, care l-a conectat, sau alt administrator.`,
    );
    expect(editorHome).not.toContain('home_reconnect');
    expectNoBlockKitFailures(stack);
  });
});

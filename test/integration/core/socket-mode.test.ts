/**
 * The real app in Socket Mode (SLACK_APP_TOKEN + SLACK_BOT_TOKEN, no signing secret) against
 * the fake Slack's Socket Mode server: connect, commands, a button, an event, HTTP routes on
 * PORT, reconnection after a `disconnect` message, and a clean stop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type SocketStack, startSocketStack } from '../support/socket-stack.js';

/** Everything a user saw as ephemeral messages, as one searchable text. */
function ephemeralText(stack: SocketStack, userId: string): string {
  return stack.slack
    .ephemerals(userId)
    .map((e) => `${e.text ?? ''} ${JSON.stringify(e.blocks ?? [])}`)
    .join('\n');
}
/** Waits until the user has been shown an ephemeral message containing `needle`. */
function waitForEphemeral(stack: SocketStack, userId: string, needle: string): Promise<string> {
  return waitFor(
    () => {
      const text = ephemeralText(stack, userId);
      return text.includes(needle) ? text : undefined;
    },
    { message: `ephemeral containing ${JSON.stringify(needle)} for ${userId}` },
  );
}

/** Active handles by kind (sockets, servers, timers…), as process.getActiveResourcesInfo counts them. */
function resources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo())
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** Kinds of handle with more open now than at `baseline`. */
function leftOpen(baseline: Map<string, number>): string[] {
  return [...resources()]
    .filter(([kind, count]) => count > (baseline.get(kind) ?? 0))
    .map(([kind, count]) => `${kind} ×${count - (baseline.get(kind) ?? 0)}`);
}

describe('Socket Mode', () => {
  let stack: SocketStack;
  let baseline: Map<string, number>;
  beforeAll(async () => {
    baseline = resources();
    stack = await startSocketStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('connects with the app-level token and no signing secret', () => {
    expect(stack.config.slack.mode).toBe('socket');
    expect(stack.config.slack.signingSecret).toBeUndefined();
    const opens = stack.slack.callsTo('apps.connections.open');
    expect(opens).toHaveLength(1);
    expect(opens[0]).toMatchObject({ token: stack.appToken, ok: true });
    expect(stack.slack.socketMode.connections).toHaveLength(1);
    expect(stack.slack.socketMode.rejectedUpgrades).toBe(0);
  });

  it('serves /healthz and /readyz on PORT', async () => {
    const health = await fetch(`${stack.appUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${stack.appUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('acks /enlivy help within 3 s and shows the help as an ephemeral', async () => {
    const ack = await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'help',
    });
    expect(ack.latencyMs).toBeLessThan(3000);
    expect(ack.payload).toEqual({});
    const text = await waitForEphemeral(stack, stack.users.viewer, 'Enlivy commands');
    expect(text).toContain('/enlivy status');
    expect(text).toContain('you are *viewer*');
  });

  it('shows the connected organization in /enlivy status', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'status',
    });
    const text = await waitForEphemeral(stack, stack.users.viewer, 'Demo Trading Ltd');
    expect(text).toContain(`<@${stack.users.owner}>`);
    expect(text).toContain('token works');
  });

  it('takes a button click over the socket (disconnect → Cancel)', async () => {
    const { admin } = stack.users;
    await stack.driver.command({
      user: admin,
      channel: stack.channels.finance,
      text: 'disconnect',
    });
    await waitForEphemeral(stack, admin, 'Disconnect Demo Trading Ltd?');
    const ack = await stack.driver.click({
      user: admin,
      actionId: 'disconnect_cancel',
      in: { channel: stack.channels.finance },
    });
    expect(ack.latencyMs).toBeLessThan(3000);
    await waitForEphemeral(stack, admin, 'Kept the Enlivy connection.');
    expect(ephemeralText(stack, admin)).not.toContain('Disconnect Demo Trading Ltd?');
    expect(await stack.stores.connections.get(stack.workspace)).toBeDefined();
  });

  it('publishes the Home tab for an app_home_opened event', async () => {
    const { editor } = stack.users;
    const ack = await stack.driver.event({
      type: 'app_home_opened',
      user: editor,
      channel: stack.slack.dmChannelId(editor),
      tab: 'home',
    });
    expect(ack.latencyMs).toBeLessThan(3000);
    const home = await waitFor(() => stack.slack.home(editor));
    expect(JSON.stringify(home.blocks)).toContain('Demo Trading Ltd');
  });

  it('reconnects after a disconnect message and keeps answering commands', async () => {
    const before = stack.slack.socketMode.connections[0];
    expect(before).toBeDefined();
    expect(stack.slack.socketMode.disconnect('refresh_requested')).toBe(1);
    // socket-mode 3.x waits clientPingTimeout (5 s) before it reconnects.
    const after = await stack.slack.socketMode.waitForConnection({
      after: before?.id ?? 0,
      timeoutMs: 12_000,
    });
    await waitFor(() => before?.closedAt !== undefined);
    expect(before?.closeCode).toBe(1000);
    expect(stack.slack.socketMode.connections).toEqual([after]);
    expect(stack.slack.callsTo('apps.connections.open')).toHaveLength(2);

    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'statsu',
    });
    await waitForEphemeral(stack, stack.users.viewer, 'Did you mean `/enlivy status`?');
  }, 20_000);

  it('closes the socket cleanly on stop and leaves no handle open', async () => {
    const open = stack.slack.socketMode.connections[0];
    await stack.app.stop();
    await waitFor(() => stack.slack.socketMode.connections.length === 0);
    expect(open?.closeCode).toBe(1000);
    await expect(fetch(`${stack.appUrl}/healthz`)).rejects.toThrow();
    // No reconnection after a deliberate stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.slack.callsTo('apps.connections.open')).toHaveLength(2);
    // With the fakes stopped too, nothing the stack opened (sockets, servers, timers) is left.
    await stack.stop();
    await waitFor(() => leftOpen(baseline).length === 0, { timeoutMs: 3000 }).catch(() => {
      throw new Error(`still open after stop: ${leftOpen(baseline).join(', ')}`);
    });
  });
});

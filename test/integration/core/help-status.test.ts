import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';

/** The commands a help message describes, in the order it lists them, and its section texts. */
function helpCommands(message: { blocks?: unknown[] } | undefined): string[] {
  return ((message?.blocks ?? []) as { type: string; text?: { text?: string } }[])
    .map((block) => /^\*`\/enlivy (\w+)/.exec(block.text?.text ?? '')?.[1])
    .filter((name): name is string => name !== undefined);
}

function lastEphemeralText(stack: Stack, userId: string): string {
  const all = stack.slack.ephemerals(userId);
  const last = all.at(-1);
  if (!last) throw new Error('no ephemeral yet');
  return `${last.text ?? ''}\n${JSON.stringify(last.blocks ?? [])}`;
}

describe('help, status and unknown commands', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('lists only what a viewer may run', async () => {
    const ack = await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'help',
    });
    expect(ack.status).toBe(200);
    const text = await waitFor(() => lastEphemeralText(stack, stack.users.viewer));
    expect(text).toContain('/enlivy status');
    expect(text).not.toContain('/enlivy connect');
    expect(text).not.toContain('/enlivy access');
    expect(text).toContain('you are *viewer*');
  });

  it('shows admins the admin commands', async () => {
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: '',
    });
    const text = await waitFor(() => {
      const t = lastEphemeralText(stack, stack.users.admin);
      if (!t.includes('Enlivy commands')) throw new Error('not yet');
      return t;
    });
    expect(text).toContain('/enlivy connect');
    expect(text).toContain('/enlivy access');
  });

  it('leads with what a newcomer does first, in each reader’s language, and lists admin commands last', async () => {
    const first = ['list', 'subscribe', 'deliveries', 'status', 'pause', 'resume', 'test'];
    // The admin reads English, the editor (Slack locale ro-RO) Romanian.
    for (const [user, heading, adminHeading] of [
      [stack.users.admin, 'what you can do here', '*Admin commands*'],
      [stack.users.editor, 'ce poți face aici', '*Comenzi pentru administratori*'],
    ] as const) {
      const before = stack.slack.ephemerals(user).length;
      await stack.driver.command({ user, channel: stack.channels.finance, text: 'help' });
      const help = await waitFor(() =>
        stack.slack
          .ephemerals(user)
          .slice(before)
          .find((m) => JSON.stringify(m.blocks).includes(heading)),
      );
      const order = helpCommands(help);
      expect(order.slice(0, first.length)).toEqual(first);
      if (user === stack.users.admin) {
        expect(order.slice(-4)).toEqual(['delete', 'connect', 'disconnect', 'access']);
        expect(JSON.stringify(help.blocks)).toContain(adminHeading);
      } else {
        expect(order).not.toContain('connect');
        expect(JSON.stringify(help.blocks)).not.toContain(adminHeading);
      }
    }
  });

  it('suggests the closest command for a typo', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'statsu',
    });
    const text = await waitFor(() => {
      const t = lastEphemeralText(stack, stack.users.viewer);
      if (!t.includes('statsu')) throw new Error('not yet');
      return t;
    });
    expect(text).toContain('Did you mean `/enlivy status`?');
  });

  it('answers a mistyped help topic with the closest topic and the list, and a plural with its command', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'help lsit',
    });
    const topic = await waitFor(() => {
      const t = lastEphemeralText(stack, stack.users.viewer);
      if (!t.includes('lsit')) throw new Error('not yet');
      return t;
    });
    expect(topic).toContain('No help topic `lsit`. Did you mean `list`?');
    expect(topic).toContain('`watch`');
    expect(topic).not.toContain('what you can do here');

    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'delivery',
    });
    const command = await waitFor(() => {
      const t = lastEphemeralText(stack, stack.users.viewer);
      if (!t.includes('`delivery`')) throw new Error('not yet');
      return t;
    });
    expect(command).toContain("I don't know `delivery`. Did you mean `/enlivy deliveries`?");
  });

  it('shows the organization, who connected it and that the token works', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'status',
    });
    const text = await waitFor(() => {
      const t = lastEphemeralText(stack, stack.users.viewer);
      if (!t.includes('Organization')) throw new Error('not yet');
      return t;
    });
    expect(text).toContain('Demo Trading Ltd');
    expect(text).toContain(`<@${stack.users.owner}>`);
    expect(text).toContain('token works');
    expect(stack.slack.validationFailures).toEqual([]);
  });
});

/**
 * MAX_COMMANDS_IN_FLIGHT: slash commands are acked at once, so an instance bounds how many it
 * runs; one past the bound is told at once that it was not run (and runs nothing), and the next
 * command after the others finished runs as usual.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';

const TOKEN = randomBytes(24).toString('hex');

function answersTo(stack: Stack, user: string): string[] {
  return stack.slack
    .ephemerals(user)
    .map((message) => `${message.text ?? ''}\n${JSON.stringify(message.blocks ?? [])}`);
}

async function commandsTotal(stack: Stack, command: string, outcome: string): Promise<number> {
  const res = await request(`${stack.appUrl}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const series = `enlivy_slack_commands_total{command="${command}",outcome="${outcome}"}`;
  const line = (await res.body.text()).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('more slash commands at once than MAX_COMMANDS_IN_FLIGHT', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { MAX_COMMANDS_IN_FLIGHT: '2', METRICS_TOKEN: TOKEN } });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers the one past the limit "too busy" at once and runs nothing for it; later ones run', async () => {
    const { users, channels } = stack;
    // Two lists held by a slow Enlivy fill the two places.
    stack.sim.injectFault({
      kind: 'delay',
      ms: 3_000,
      method: 'GET',
      path: '/event-destinations$',
      times: 2,
    });
    for (const user of [users.viewer, users.editor]) {
      const ack = await stack.driver.command({ user, channel: channels.finance, text: 'list' });
      expect(ack.status).toBe(200);
    }

    const ack = await stack.driver.command({
      user: users.admin,
      channel: channels.finance,
      text: 'help',
    });
    expect(ack.status).toBe(200);
    const busy = await waitFor(() => {
      const answers = answersTo(stack, users.admin);
      if (answers.length === 0) throw new Error('no answer yet');
      return answers;
    });
    expect(busy).toHaveLength(1);
    expect(busy[0]).toContain('Too busy right now');
    expect(busy[0]).toContain('was not run');
    expect(busy[0]).toContain('Nothing was changed. Run it again in a minute.');
    expect(busy[0]).not.toContain('Enlivy commands');
    expect(await commandsTotal(stack, 'help', 'busy')).toBe(1);
    expect(stack.slack.validationFailures).toEqual([]);

    // Both lists still answer (below their working line), and with them done the next command
    // runs.
    for (const user of [users.viewer, users.editor])
      await waitFor(() => answersTo(stack, user).some((answer) => !answer.includes(':hourglass')), {
        timeoutMs: 15_000,
      });
    await stack.driver.command({ user: users.admin, channel: channels.finance, text: 'help' });
    const next = await waitFor(() => {
      const answers = answersTo(stack, users.admin);
      if (answers.length < 2) throw new Error('no second answer yet');
      return answers[1] as string;
    });
    expect(next).toContain('Enlivy commands');
    expect(await commandsTotal(stack, 'help', 'ok')).toBeGreaterThanOrEqual(1);
  }, 30_000);
});

/**
 * Hostile input (issue 27, item 7): a signed click whose button carries an empty or malformed
 * id once became `GET …/event-destinations/` (the list) and a schema error. It is refused with a
 * clear answer before any call to Enlivy; a bad response_url or a null where an object goes is
 * refused with a 400; and none of it writes an error-level log line.
 */
import { describe, expect, it } from 'vitest';
import { sendToApp } from '../../fakes/slack/driver-http.js';
import { interactivityBody } from '../../fakes/slack/index.js';
import { DELIVERIES, DESTINATION_CARD, INVOICES } from '../../ids.js';
import type { Stack } from '../support/stack.js';
import { stackCollectingRejections, waitForEphemeral } from './support.js';

function click(
  stack: Stack,
  actionId: string,
  value: unknown,
  extra: Record<string, unknown> = {},
) {
  const channel = stack.channels.finance;
  const user = stack.users.editor;
  return sendToApp({
    kind: 'click',
    url: stack.driver.url,
    signingSecret: stack.driver.signingSecret,
    contentType: 'application/x-www-form-urlencoded',
    body: interactivityBody({
      type: 'block_actions',
      api_app_id: stack.slack.model.app.appId,
      team: { id: stack.teamId, domain: 'acme' },
      user: { id: user, team_id: stack.teamId },
      trigger_id: '1.2.x',
      actions: [{ type: 'button', action_id: actionId, block_id: 'b', value, action_ts: '1.2' }],
      channel: { id: channel, name: 'finance' },
      container: { type: 'message', message_ts: '1.1', channel_id: channel },
      response_url: stack.slack.issueResponseUrl({ channelId: channel, userId: user }),
      ...extra,
    }),
  });
}

describe('hostile ids and shapes', () => {
  const started = stackCollectingRejections();

  it('refuses an empty or malformed id with a clear answer, sending Enlivy nothing', async () => {
    const stack = started.stack();
    const before = stack.sim.requests.length;
    for (const [actionId, value] of [
      [DESTINATION_CARD.pause, ''],
      [DESTINATION_CARD.deliveries, '..'],
      [DESTINATION_CARD.edit, 'deliveries'],
      [DELIVERIES.action.inspect, ''],
      [INVOICES.action.download, JSON.stringify({ id: '' })],
    ] as const) {
      const ack = await click(stack, actionId, value);
      expect(ack.status).toBe(200);
    }
    // The editor's Slack locale is ro-RO: "does not name a valid Enlivy record", in Romanian.
    await waitForEphemeral(stack, stack.users.editor, 'nu numește o înregistrare Enlivy validă');
    // Give the other clicks their time, then look at what reached Enlivy.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const paths = stack.sim.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(
      paths.filter((p) => /event-destinations\/?$|\/$|\/\.\.?$|deliveries\/?$/.test(p)),
    ).toEqual([]);
    expect(stack.logText()).not.toMatch(/"level":50/);
  });

  it('answers 400 to a number as a button value, a bad response_url or a null channel', async () => {
    const stack = started.stack();
    expect((await click(stack, DESTINATION_CARD.listNext, 5)).status).toBe(400);
    expect(
      (await click(stack, DESTINATION_CARD.pause, 'org_evt_dst_x', { response_url: 'not a url' }))
        .status,
    ).toBe(400);
    expect(
      (await click(stack, DESTINATION_CARD.pause, 'org_evt_dst_x', { channel: null })).status,
    ).toBe(400);
    expect(stack.logText()).not.toMatch(/"level":50/);
    expect(started.rejections).toEqual([]);
  });
});

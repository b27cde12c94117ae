import { beforeAll, describe, expect, it } from 'vitest';
import {
  interactivityBody,
  shortcutPayload,
  viewClosedPayload,
  viewSubmissionPayload,
  waitFor,
} from '../../fakes/slack/index.js';
import type { Stack } from '../support/stack.js';
import { stackCollectingRejections } from './support.js';

/** Payloads whose ids no listener knows, as an old message, modal or app config could send. */
describe('ids no listener knows are acknowledged and change nothing', () => {
  const started = stackCollectingRejections();
  const { rejections } = started;
  let stack: Stack;
  beforeAll(() => {
    stack = started.stack();
  });

  function common() {
    return {
      team: { id: stack.teamId, domain: 'acme' },
      user: { id: stack.users.viewer, username: 'v', name: 'v', team_id: stack.teamId },
      api_app_id: stack.slack.model.app.appId,
    };
  }

  it('answers 200 to each payload kind, and the app keeps serving', async () => {
    const sent = {
      shortcut: shortcutPayload({ ...common(), callback_id: 'no_such_shortcut' }),
      submission: viewSubmissionPayload({
        ...common(),
        view: {
          id: 'V0000',
          type: 'modal',
          callback_id: 'no_such_view',
          state: { values: {} },
          blocks: [],
        },
      }),
      closed: viewClosedPayload({
        ...common(),
        view: {
          id: 'V0001',
          type: 'modal',
          callback_id: 'no_such_view',
          state: { values: {} },
          blocks: [],
        },
      }),
      options: {
        ...common(),
        type: 'block_suggestion',
        action_id: 'no_such_menu',
        block_id: 'b',
        value: 'inv',
        token: 'verification-token',
      },
    };
    for (const [name, payload] of Object.entries(sent)) {
      const ack = await stack.driver.raw({ body: interactivityBody(payload) });
      expect(ack.status, name).toBe(200);
      if (name === 'options') expect(ack.json).toEqual({ options: [] });
      else if (name === 'submission') expect(ack.body).toBe('');
    }
    const opened = stack.slack.callsTo('views.open').length;

    const help = await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'help',
    });
    expect(help.status).toBe(200);
    expect(stack.slack.callsTo('views.open')).toHaveLength(opened);
    const reply = await waitFor(() => {
      const found = stack.slack.ephemerals(stack.users.viewer, stack.channels.finance);
      if (found.length === 0) throw new Error('no reply yet');
      return found;
    });
    expect(JSON.stringify(reply)).toContain('/enlivy');
    expect(rejections).toEqual([]);
    expect(stack.logText()).not.toMatch(/"level":50/);
  });
});

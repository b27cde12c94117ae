/**
 * A modal's submission is answered in its ack, in its reader's language, within Slack's 3 s.
 * With several instances it may land on one that has never seen the person, so their Slack
 * locale is not cached there; when Slack is slow to answer users.info, the language must not
 * hold the ack: that answer is in the workspace's language, the next one in the person's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_WAIT_MS } from '../../../src/core/language.js';
import { waitFor } from '../../fakes/slack/index.js';
import { act, viewText } from '../deliveries/support.js';
import { type Instance, type Stack, startStack } from '../support/stack.js';

describe.skipIf(!process.env.REDIS_URL)(
  'a modal submitted to another instance while Slack is slow to say who the person is',
  () => {
    let stack: Stack;
    let second: Instance;
    beforeAll(async () => {
      stack = await startStack({
        storeUrl: process.env.REDIS_URL,
        namespace: `slow-profile-${randomUUID()}`,
      });
      second = await stack.addInstance();
    });
    afterAll(async () => {
      await stack?.stop();
    });

    it('is acked in time in the workspace’s language, and the next submission is in the person’s', async () => {
      const user = stack.users.editor; // Slack locale ro-RO; the workspace default is English
      const opened = await act(stack, user, () =>
        stack.driver.command({ user, channel: stack.channels.finance, text: 'deliveries' }),
      );
      expect(viewText(opened)).toContain('Jurnalul livrărilor');

      // Slower than the app waits for a locale (LOCALE_WAIT_MS).
      stack.slack.slow('users.info', { ms: LOCALE_WAIT_MS + 500, times: 1 });
      // The driver throws when an ack takes longer than Slack's 3 s.
      const refreshed = await act(stack, user, () => second.driver.submit({ user }));
      expect(viewText(refreshed)).toContain('Delivery log');
      expect(viewText(refreshed)).not.toContain('Jurnalul livrărilor');

      // Slack answers the slow call at last: the app keeps the locale it says.
      await waitFor(() => stack.slack.callsTo('users.info').every((call) => call.ok), {
        message: 'users.info answered',
      });
      const again = await act(stack, user, () => second.driver.submit({ user }));
      expect(viewText(again)).toContain('Jurnalul livrărilor');
    }, 20_000);
  },
);

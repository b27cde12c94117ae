/**
 * A Slack-type destination's delivery fails at Slack with HTTP 200 and Slack's error code: the
 * log says Slack's reason instead of "HTTP 200", and Inspect says what to do, naming Enlivy's
 * Slack app as Slack shows it (issue 42).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import type { ViewRecord } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { act, expectValidSlack, IDS, ORG, viewText } from './support.js';

/** The seeded failed delivery of the Slack destination (#finance): Slack said not_in_channel. */
function seededRefusal(stack: Stack): string {
  const found = stack.sim.state
    .organizationDeliveries(ORG)
    .find((d) => d.data.response === 'not_in_channel');
  if (found === undefined) throw new Error('the seed has a not_in_channel delivery');
  return found.data.id;
}

/** A delivery of the seeded Slack destination that Slack refused with `code`. */
function refusedWith(stack: Stack, code: string): string {
  return stack.sim.state.addDelivery({
    organization_event_destination_id: SEED.destinations.slack,
    event: 'invoice.paid',
    status: 'failed',
    response_status: 200,
    response_type: 'application/json',
    response: JSON.stringify({ ok: false, error: code }),
  }).data.id;
}

/**
 * A real post by Enlivy's Slack app through the same credential (to #general, where it is a
 * member): Slack's answer, kept by Enlivy, says which user posted. Returns that user.
 */
async function enlivyPostsOnce(stack: Stack): Promise<string> {
  const room = stack.sim.state.addDestination({
    organization_id: ORG,
    type: 'slack',
    name: 'General room',
    config: { channel: stack.channels.general },
    organization_api_credential_id: SEED.credentials.slack,
    events: [{ event: 'invoice.paid' }],
  });
  const fired = await fetch(
    `${stack.sim.url}/organizations/${ORG}/event-destinations/${room.data.id}/test`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${SEED.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'invoice.paid' }),
    },
  );
  expect(fired.status).toBe(201);
  await stack.sim.settle();
  const posted = stack.slack.messages(stack.channels.general).at(-1);
  if (posted?.user === undefined) throw new Error('Enlivy’s test post did not reach #general');
  return posted.user;
}

function rowText(view: ViewRecord, deliveryId: string): string {
  const row = (view.blocks as { text?: { text: string }; accessory?: { value?: string } }[]).find(
    (b) => b.accessory?.value === deliveryId,
  );
  return row?.text?.text ?? '';
}

describe('delivery log: Slack refusals of Enlivy’s posts', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidSlack(stack);
    await stack.stop();
  });

  async function openLog(user: string): Promise<ViewRecord> {
    return act(stack, user, () =>
      stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: 'deliveries status:failed',
      }),
    );
  }

  async function inspect(user: string, deliveryId: string): Promise<string> {
    const view = await act(stack, user, () =>
      stack.driver.click({ user, actionId: IDS.inspect, value: deliveryId }),
    );
    return viewText(view);
  }

  it('English: the row says Slack’s reason, Inspect says to invite the app Slack shows', async () => {
    const user = stack.users.viewer;
    const bot = await enlivyPostsOnce(stack);
    const refused = seededRefusal(stack);
    const log = await openLog(user);
    const row = rowText(log, refused);
    expect(row).toContain(':x: *Failed*');
    expect(row).toContain('Slack: Enlivy’s Slack app is not in the channel');
    expect(row).not.toContain('HTTP 200');

    const shown = await inspect(user, refused);
    expect(shown).toContain(
      'Slack refused Enlivy’s post: Enlivy’s Slack app is not in the channel (`not_in_channel`).',
    );
    expect(shown).toContain(
      `:bulb: Invite it: in *#finance*, type \`/invite @\` and pick <@${bot}>, Enlivy’s Slack app. Then send a test.`,
    );
    expect(shown).not.toContain('answered with an error status');
  });

  it('Romanian, and without a post to learn the app from: the fix says how to find it', async () => {
    const user = stack.users.editor;
    const refused = seededRefusal(stack);
    const log = await openLog(user);
    expect(rowText(log, refused)).toContain('Slack: aplicația Slack a Enlivy nu este în canal');

    const shown = await inspect(user, refused);
    expect(shown).toContain(
      'Slack a refuzat mesajul trimis de Enlivy: aplicația Slack a Enlivy nu este în canal (`not_in_channel`).',
    );
    expect(shown).toContain(
      ':bulb: Invit-o: în *#finance*, tastează `/invite @` și alege aplicația Slack a Enlivy (cea conectată în Enlivy la Settings → Integrations → Slack). Apoi trimite un test.',
    );
  });

  it('each known Slack error has its own fix; an unknown one is shown as Slack’s code', async () => {
    const user = stack.users.viewer;
    const archived = refusedWith(stack, 'is_archived');
    const revoked = refusedWith(stack, 'invalid_auth');
    const tooLong = refusedWith(stack, 'msg_too_long');
    const unknown = refusedWith(stack, 'brand_new_error');
    const log = await openLog(user);
    expect(rowText(log, archived)).toContain('Slack: the channel is archived');
    expect(rowText(log, revoked)).toContain('Slack: Enlivy’s Slack connection no longer works');
    expect(rowText(log, unknown)).toContain('Slack: `brand_new_error`');

    expect(await inspect(user, archived)).toContain(
      ':bulb: Unarchive *#finance* in Slack, or edit the destination to post to another channel.',
    );
    await stack.driver.closeView({ user });
    expect(await inspect(user, revoked)).toContain(
      ':bulb: In Enlivy, open Settings → Integrations → Slack and connect Slack again',
    );
    await stack.driver.closeView({ user });
    expect(await inspect(user, tooLong)).toContain(
      ':bulb: Shorten or fix the destination’s message template',
    );
    await stack.driver.closeView({ user });
    const other = await inspect(user, unknown);
    expect(other).toContain('Slack refused Enlivy’s post with the error `brand_new_error`.');
    expect(other).not.toContain(':bulb:');
  });
});

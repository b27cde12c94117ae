import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type ResponsePostRecord, waitFor } from '../../fakes/slack/index.js';
import { messageText } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';

/** Enlivy answering every call in about two seconds. */
function slowEnlivy(stack: Stack): void {
  stack.sim.injectFault({ kind: 'delay', ms: 2_000, times: 1_000 });
}

/** The posts a command's (or click's) response_url got, once `count` of them are in. */
function postsTo(stack: Stack, url: string, count: number): Promise<ResponsePostRecord[]> {
  return waitFor(
    () => {
      const posts = stack.slack.responsePosts(url);
      return posts.length >= count ? posts : undefined;
    },
    { timeoutMs: 20_000, message: `${count} posts to ${url}` },
  );
}

/** Every ephemeral message the user still sees in the channel, as text. */
function visibleEphemerals(stack: Stack, user: string): string[] {
  return stack.slack.ephemerals(user, stack.channels.finance).map((m) => messageText(m));
}

describe('a working message while Enlivy is slow', () => {
  let stack: Stack;

  /** `/enlivy TEXT` in #finance; its response_url. */
  async function command(user: string, text: string): Promise<string> {
    const sent = await stack.driver.command({ user, channel: stack.channels.finance, text });
    return sent.responseUrl;
  }

  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack?.stop();
  });

  it('/enlivy list shows "Loading destinations…" at once, and the list follows it', async () => {
    slowEnlivy(stack);
    const { admin } = stack.users;
    const responseUrl = await command(admin, 'list all');
    const [working] = await postsTo(stack, responseUrl, 1);
    expect(working).toMatchObject({ outcome: 'ephemeral', text: 'Loading destinations…' });
    // While it shows, Enlivy has not answered yet: no list.
    expect(visibleEphemerals(stack, admin).join('\n')).not.toContain('All event destinations');

    const [, answer, ...more] = await postsTo(stack, responseUrl, 2);
    // Slack cannot replace a command's earlier reply: the list is a message of its own, and the
    // working line above it stays true ("Loading destinations…" is what happened first).
    expect(answer).toMatchObject({ outcome: 'ephemeral', replaceOriginal: false });
    expect(more).toEqual([]);
    // The working message came well before the answer, which waited on Enlivy.
    expect((answer?.at ?? 0) - (working?.at ?? 0)).toBeGreaterThanOrEqual(500);
    const shown = visibleEphemerals(stack, admin);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain('Loading destinations…');
    expect(shown[1]).toContain('All event destinations');
  });

  it('says what it is doing in the reader’s language', async () => {
    slowEnlivy(stack);
    // The editor's Slack locale is ro-RO.
    const { editor } = stack.users;
    const responseUrl = await command(editor, 'list');
    const [working] = await postsTo(stack, responseUrl, 1);
    expect(working?.text).toBe('Se încarcă destinațiile…');
    const [, answer] = await postsTo(stack, responseUrl, 2);
    expect(answer?.outcome).toBe('ephemeral');
  });

  it('a fast answer posts no working message', async () => {
    const { admin } = stack.users;
    const responseUrl = await command(admin, 'list all');
    const [answer] = await postsTo(stack, responseUrl, 1);
    // The first thing posted is the list itself (the answer stops the notice's timer).
    expect(answer?.outcome).toBe('ephemeral');
    expect(answer?.text).toContain('Accounting sync');
    expect(stack.slack.responsePosts(responseUrl)).toHaveLength(1);
    expect(visibleEphemerals(stack, admin).join('\n')).not.toContain('Loading');
  });

  it('/enlivy pause NAME says "Pausing NAME…", then posts the public receipt', async () => {
    slowEnlivy(stack);
    for (const [user, name, working] of [
      [stack.users.admin, 'Accounting sync', 'Pausing *Accounting sync*…'],
      [stack.users.editor, 'Finance alerts', 'Se suspendă *Finance alerts*…'],
    ] as const) {
      const { responseUrl } = await stack.driver.command({
        user,
        channel: stack.channels.finance,
        text: `pause "${name}"`,
      });
      const [notice] = await postsTo(stack, responseUrl, 1);
      expect(notice).toMatchObject({ outcome: 'ephemeral', text: working });
      const [, receipt, ...more] = await postsTo(stack, responseUrl, 2);
      // The receipt is public; the working line stays with the person who asked, still true.
      expect(receipt).toMatchObject({ outcome: 'in_channel' });
      expect(more).toEqual([]);
      const posted = stack.slack
        .messages(stack.channels.finance)
        .find((m) => m.ts === receipt?.messageTs);
      expect(messageText(posted)).toContain(`paused *${name}*`);
    }
    expect(stack.sim.state.destinations.get(SEED.destinations.webhook)?.data.is_active).toBe(false);
  });

  it('a card’s Pause shows what it is doing in the card’s place, then the card again', async () => {
    const { admin } = stack.users;
    const channel = stack.channels.finance;
    await stack.driver.command({ user: admin, channel, text: 'list all' });
    const list = await waitFor(() =>
      stack.slack
        .ephemerals(admin, channel)
        .find((m) => messageText(m).includes('Accounting sync')),
    );
    slowEnlivy(stack);
    const before = stack.slack.responsePosts().length;
    await stack.driver.click({
      user: admin,
      actionId: 'destination_pause',
      value: SEED.destinations.webhook,
      in: { channel, ts: list.ts },
    });
    const posts = await waitFor(
      () => {
        const all = stack.slack.responsePosts().slice(before);
        return all.length >= 3 ? all : undefined;
      },
      { timeoutMs: 30_000 },
    );
    const [notice, redrawn, receipt] = posts;
    expect(notice).toMatchObject({
      outcome: 'replaced',
      messageTs: list.ts,
      text: 'Pausing the destination…',
    });
    expect(redrawn).toMatchObject({ outcome: 'replaced', messageTs: list.ts });
    expect(receipt?.outcome).toBe('in_channel');
    const card = stack.slack.ephemerals(admin, channel).find((m) => m.ts === list.ts);
    expect(messageText(card)).toContain('Accounting sync');
    expect(messageText(card)).not.toContain('Pausing the destination');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import { enlivyCallsSince } from '../support/languages.js';
import type { Stack } from '../support/stack.js';
import { startStack } from '../support/stack.js';
import { ephemeralText } from './support.js';

/** The Accept-Language of the Enlivy calls made since `from` for the destination list. */
async function listLanguages(stack: Stack, userId: string): Promise<string[]> {
  const from = stack.sim.requests.length;
  const seen = stack.slack.ephemerals(userId).length;
  await stack.driver.command({ user: userId, channel: stack.channels.finance, text: 'list' });
  await waitFor(() => stack.slack.ephemerals(userId).length > seen || undefined);
  const { calls, languages } = enlivyCallsSince(stack, from);
  expect(calls.length).toBeGreaterThan(0);
  return languages;
}

async function answer(stack: Stack, userId: string, text: string, needle: string) {
  const from = stack.slack.ephemerals(userId).length;
  await stack.driver.command({ user: userId, channel: stack.channels.finance, text });
  return waitFor(
    () => {
      const shown = ephemeralText(stack, userId, from);
      return shown.includes(needle) ? shown : undefined;
    },
    { message: `${text}: an answer containing ${JSON.stringify(needle)}` },
  );
}

describe('the language a person reads', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  // The seeded editor's Slack locale is ro-RO, the viewer's en-GB; no one has chosen yet.
  it('answers a ro-RO user in Romanian and asks Enlivy in Romanian for them', async () => {
    const help = await answer(stack, stack.users.editor, 'help', 'ce poți face aici');
    expect(help).toContain('Arată ce poți face aici.');
    expect(help).not.toContain('what you can do here');
    expect(await listLanguages(stack, stack.users.editor)).toEqual(['ro']);
  });

  it('answers an en-GB user of the same workspace in English', async () => {
    const help = await answer(stack, stack.users.viewer, 'help', 'what you can do here');
    expect(help).toContain('Show what you can do here.');
    expect(help).not.toContain('ce poți face');
    expect(await listLanguages(stack, stack.users.viewer)).toEqual(['en']);
  });

  it('asks Enlivy in the person’s language outside commands too (App Home)', async () => {
    const homeLanguages = async (userId: string) => {
      const from = stack.sim.requests.length;
      const before = stack.slack.home(userId)?.hash;
      await stack.driver.appHomeOpened(userId);
      await waitFor(() => {
        const home = stack.slack.home(userId);
        return home !== undefined && home.hash !== before && JSON.stringify(home).includes('org_')
          ? home
          : undefined;
      });
      const { calls, languages } = enlivyCallsSince(stack, from);
      expect(calls.length).toBeGreaterThan(0);
      return languages;
    };
    expect(await homeLanguages(stack.users.editor)).toEqual(['ro']);
    expect(await homeLanguages(stack.users.viewer)).toEqual(['en']);
  });

  it('asks Slack for a person’s profile once per request, for their language and time zone', async () => {
    // A person the app has not seen: no cached Slack locale. `deliveries` needs both.
    const fresh = stack.slack.addUser({
      teamId: stack.workspace.teamId ?? '',
      name: 'dana',
      locale: 'ro-RO',
    });
    const before = stack.slack.callsTo('users.info').length;
    await stack.driver.command({
      user: fresh.id,
      channel: stack.channels.finance,
      text: 'deliveries',
    });
    await waitFor(() => stack.slack.topView(fresh.id) ?? undefined);
    const asked = stack.slack
      .callsTo('users.info')
      .slice(before)
      .filter((call) => call.args.user === fresh.id);
    expect(asked).toHaveLength(1);
  });

  it('says an unknown command in the reader’s language', async () => {
    const text = await answer(stack, stack.users.editor, 'lsit', 'Nu cunosc');
    expect(text).toContain('Te referi la `/enlivy list`?');
  });

  it('reports an error in the reader’s language', async () => {
    const text = await answer(stack, stack.users.editor, 'language fr', 'Verifică ce ai introdus');
    expect(text).toContain('`fr` nu este o limbă pe care o vorbește Enlivy for Slack.');
    expect(text).not.toContain('Check your input');
  });

  it('switches to English with `/enlivy language en`, and back with `auto`', async () => {
    const set = await answer(stack, stack.users.editor, 'language en', 'now speaks');
    expect(set).toContain('Enlivy for Slack now speaks *English* to you.');
    expect((await stack.stores.languages.get(stack.workspace)).users[stack.users.editor]).toBe(
      'en',
    );
    const help = await answer(stack, stack.users.editor, 'help', 'what you can do here');
    expect(help).not.toContain('ce poți face');
    expect(await listLanguages(stack, stack.users.editor)).toEqual(['en']);

    const auto = await answer(stack, stack.users.editor, 'language auto', 'limba ta din Slack');
    expect(auto).toContain('*română*');
    expect(
      (await stack.stores.languages.get(stack.workspace)).users[stack.users.editor],
    ).toBeUndefined();
    expect(await listLanguages(stack, stack.users.editor)).toEqual(['ro']);
  });

  it('lets an admin set the workspace default, and only an admin', async () => {
    const refused = await answer(stack, stack.users.viewer, 'language workspace ro', 'admin');
    expect(refused).toContain('Not allowed');
    expect((await stack.stores.languages.get(stack.workspace)).workspace).toBeUndefined();

    const set = await answer(stack, stack.users.admin, 'language workspace ro', 'Channel messages');
    expect(set).toContain('Channel messages in this workspace are now in *Romanian*.');
    expect((await stack.stores.languages.get(stack.workspace)).workspace).toBe('ro');
    // A person's own Slack locale still wins for what they alone read.
    await answer(stack, stack.users.viewer, 'help', 'what you can do here');
    const shown = await answer(stack, stack.users.viewer, 'language', 'Channel messages');
    expect(shown).toContain('Channel messages in this workspace are in *Romanian*.');
  });

  it('refuses a language it does not speak, and changes nothing', async () => {
    const text = await answer(stack, stack.users.viewer, 'language fr', 'is not a language');
    expect(text).toContain('`fr` is not a language Enlivy for Slack speaks.');
    expect((await stack.stores.languages.get(stack.workspace)).users[stack.users.viewer]).toBe(
      undefined,
    );
  });
});

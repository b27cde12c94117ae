import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlack, type SeededWorkspace, startFakeSlack } from '../../fakes/slack/index.js';
import { md, pt, rawApi, slackError, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
});
afterEach(async () => {
  await fake.close();
});

describe('authentication', () => {
  it('not_authed without a token, invalid_auth for an unknown one, token_revoked once revoked', async () => {
    expect(await slackError(webClient(fake).auth.test())).toMatchObject({ error: 'not_authed' });
    expect(await slackError(webClient(fake, 'xoxb-1-2-nope').auth.test())).toMatchObject({
      error: 'invalid_auth',
    });
    const bot = webClient(fake, ws.bot.botToken);
    await expect(bot.auth.test()).resolves.toMatchObject({ ok: true });
    fake.revokeToken(ws.bot.botToken);
    expect(await slackError(bot.auth.test())).toMatchObject({ error: 'token_revoked' });
    expect(
      await slackError(bot.chat.postMessage({ channel: ws.finance.id, text: 'x' })),
    ).toMatchObject({
      error: 'token_revoked',
    });
  });

  it('auth.test describes the bot installation', async () => {
    const result = await webClient(fake, ws.bot.botToken).auth.test();
    expect(result).toMatchObject({
      team_id: ws.team.id,
      team: 'Acme',
      user_id: ws.bot.botUserId,
      bot_id: ws.bot.botId,
      app_id: ws.bot.appId,
      is_enterprise_install: false,
      url: 'https://acme.slack.com/',
    });
  });

  it('reads a form token field, but with a JSON body only the Authorization header counts', async () => {
    const form = await rawApi(fake, 'auth.test', {
      body: new URLSearchParams({ token: ws.bot.botToken }),
    });
    expect(form.json).toMatchObject({ ok: true });
    const jsonTokenInBody = await rawApi(fake, 'chat.postMessage', {
      body: JSON.stringify({ token: ws.bot.botToken, channel: ws.finance.id, text: 'hi' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(jsonTokenInBody.json).toMatchObject({ ok: false, error: 'not_authed' });
    const jsonWithHeader = await rawApi(fake, 'chat.postMessage', {
      body: JSON.stringify({
        channel: ws.finance.id,
        text: 'hi',
        blocks: [{ type: 'section', text: md('hi') }],
      }),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${ws.bot.botToken}`,
      },
    });
    expect(jsonWithHeader.json).toMatchObject({ ok: true, channel: ws.finance.id });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'chat.postMessage', encoding: 'json' });
  });

  it('does not read JSON bodies of methods without JSON support (users.info)', async () => {
    const result = await rawApi(fake, 'users.info', {
      body: JSON.stringify({ user: ws.alice.id }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ws.bot.botToken}` },
    });
    expect(result.json).toMatchObject({ ok: false, error: 'user_not_found' });
  });

  it('answers invalid_json and unknown_method with HTTP 200', async () => {
    const bad = await rawApi(fake, 'chat.postMessage', {
      body: '{nope',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ws.bot.botToken}` },
    });
    expect(bad).toMatchObject({ status: 200, json: { ok: false, error: 'invalid_json' } });
    const unknown = await rawApi(fake, 'chat.postMessag', {
      headers: { authorization: `Bearer ${ws.bot.botToken}` },
    });
    expect(unknown).toMatchObject({ status: 200, json: { ok: false, error: 'unknown_method' } });
  });

  it('accepts multipart bodies and a stray team_id', async () => {
    const form = new FormData();
    form.append('channel', ws.finance.id);
    form.append('text', 'from multipart');
    form.append('team_id', ws.team.id);
    const result = await rawApi(fake, 'chat.postMessage', {
      body: form,
      headers: { authorization: `Bearer ${ws.bot.botToken}` },
    });
    expect(result.json).toMatchObject({ ok: true });
    const viaTeamClient = webClient(fake, ws.bot.botToken, { teamId: ws.team.id });
    await viaTeamClient.chat.postMessage({ channel: ws.finance.id, text: 'with team_id' });
    expect(fake.calls.at(-1)?.args.team_id).toBe(ws.team.id);
    expect(fake.messages(ws.finance.id).map((m) => m.text)).toEqual([
      'from multipart',
      'with team_id',
    ]);
  });

  it('always sends x-oauth-scopes and x-accepted-oauth-scopes', async () => {
    const result = await webClient(fake, ws.bot.botToken).users.info({ user: ws.alice.id });
    expect(result.response_metadata?.scopes).toEqual(ws.bot.scopes);
    expect(result.response_metadata?.acceptedScopes).toEqual(['users:read']);
    const raw = await rawApi(fake, 'conversations.info', {
      headers: { authorization: 'Bearer xoxb-unknown' },
    });
    expect(raw.headers.get('x-oauth-scopes')).toBe('');
    expect(raw.headers.get('x-accepted-oauth-scopes')).toBe(
      'channels:read,groups:read,im:read,mpim:read',
    );
  });
});

describe('scopes', () => {
  it('missing_scope names what is needed and what was provided', async () => {
    const narrow = fake.installBot({
      teamId: fake.addTeam({ name: 'Narrow' }).id,
      scopes: ['chat:write'],
    });
    const client = webClient(fake, narrow.botToken);
    const user = fake.addUser({ teamId: narrow.teamId ?? '', name: 'zed' });
    expect(await slackError(client.users.info({ user: user.id }))).toMatchObject({
      error: 'missing_scope',
      needed: 'users:read',
      provided: 'chat:write',
    });
    expect(await slackError(client.conversations.open({ users: user.id }))).toMatchObject({
      error: 'missing_scope',
      needed: 'im:write',
    });
    expect(
      await slackError(client.files.getUploadURLExternal({ filename: 'a.txt', length: 1 })),
    ).toMatchObject({
      error: 'missing_scope',
      needed: 'files:write',
    });
  });

  it('conversations.info needs the read scope of the channel type', async () => {
    const bot = fake.installBot({
      teamId: fake.addTeam({ name: 'Public only' }).id,
      scopes: ['channels:read'],
    });
    const privateChannel = fake.addChannel({
      teamId: bot.teamId ?? '',
      name: 'secret',
      isPrivate: true,
      members: [bot.botUserId],
    });
    const publicChannel = fake.addChannel({ teamId: bot.teamId ?? '', name: 'open' });
    const client = webClient(fake, bot.botToken);
    await expect(client.conversations.info({ channel: publicChannel.id })).resolves.toMatchObject({
      channel: { id: publicChannel.id, name: 'open', is_private: false, is_member: false },
    });
    expect(
      await slackError(client.conversations.info({ channel: privateChannel.id })),
    ).toMatchObject({
      error: 'missing_scope',
      needed: 'groups:read',
      provided: 'channels:read',
    });
  });
});

describe('channels and membership', () => {
  it('not_in_channel for a public channel the bot is not in without chat:write.public', async () => {
    const team = fake.addTeam({ name: 'Strict' });
    const bot = fake.installBot({ teamId: team.id, scopes: ['chat:write'] });
    const channel = fake.addChannel({ teamId: team.id, name: 'random' });
    const client = webClient(fake, bot.botToken);
    expect(
      await slackError(client.chat.postMessage({ channel: channel.id, text: 'hi' })),
    ).toMatchObject({
      error: 'not_in_channel',
    });
    expect(
      await slackError(client.chat.postEphemeral({ channel: channel.id, user: 'U1', text: 'hi' })),
    ).toMatchObject({
      error: 'not_in_channel',
    });
    fake.addMember(channel.id, bot.botUserId);
    await expect(
      client.chat.postMessage({ channel: channel.id, text: 'hi' }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('chat:write.public lets the bot post in public channels it is not in, never in private ones', async () => {
    const client = webClient(fake, ws.bot.botToken);
    await expect(
      client.chat.postMessage({ channel: ws.general.id, text: 'public' }),
    ).resolves.toMatchObject({
      ok: true,
    });
    const hidden = fake.addChannel({
      teamId: ws.team.id,
      name: 'hr',
      isPrivate: true,
      members: [ws.admin.id],
    });
    expect(
      await slackError(client.chat.postMessage({ channel: hidden.id, text: 'x' })),
    ).toMatchObject({
      error: 'channel_not_found',
    });
    expect(await slackError(client.conversations.info({ channel: hidden.id }))).toMatchObject({
      error: 'channel_not_found',
    });
    expect(
      await slackError(client.chat.postMessage({ channel: 'C0NOPE12345', text: 'x' })),
    ).toMatchObject({
      error: 'channel_not_found',
    });
  });

  it('resolves #name and name for public channels', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const a = await client.chat.postMessage({ channel: '#finance', text: 'by #name' });
    const b = await client.chat.postMessage({ channel: 'finance', text: 'by name' });
    expect(a.channel).toBe(ws.finance.id);
    expect(b.channel).toBe(ws.finance.id);
    expect(fake.messages('#finance').map((m) => m.text)).toEqual(['by #name', 'by name']);
    expect(
      await slackError(client.chat.postMessage({ channel: '#leadership', text: 'x' })),
    ).toMatchObject({
      error: 'channel_not_found',
    });
  });

  it('posting to a user id lands in the DM with the bot, the same channel conversations.open gives', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const posted = await client.chat.postMessage({ channel: ws.alice.id, text: 'psst' });
    expect(posted.channel).toMatch(/^D/);
    const opened = await client.conversations.open({ users: ws.alice.id });
    expect(opened.channel?.id).toBe(posted.channel);
    expect(fake.dm(ws.alice.id).map((m) => m.text)).toEqual(['psst']);
    expect(fake.dm(ws.bob.id)).toEqual([]);
  });

  it('conversations.join adds the bot to public channels only', async () => {
    const bot = fake.installBot({
      teamId: ws.team.id,
      scopes: [...ws.bot.scopes, 'channels:join'],
    });
    const client = webClient(fake, bot.botToken);
    const joined = await client.conversations.join({ channel: ws.general.id });
    expect(joined.channel).toMatchObject({ id: ws.general.id, is_member: true });
    expect(fake.channel('#general').members.has(ws.bot.botUserId)).toBe(true);
    expect(
      await slackError(client.conversations.join({ channel: ws.leadership.id })),
    ).toMatchObject({
      error: 'method_not_supported_for_channel_type',
    });
  });

  it('a simulator-style bot post shows up in fake.messages', async () => {
    await webClient(fake, ws.bot.botToken).chat.postMessage({
      channel: '#finance',
      text: 'Test event invoice.paid',
      blocks: [{ type: 'section', text: md('*invoice.paid* test event') }],
    });
    const [message] = fake.messages(ws.finance.id);
    expect(message).toMatchObject({
      text: 'Test event invoice.paid',
      user: ws.bot.botUserId,
      bot_id: ws.bot.botId,
      app_id: ws.bot.appId,
      fallbackTextMissing: false,
    });
    expect(message?.blocks?.[0]).toMatchObject({ type: 'section', block_id: expect.any(String) });
  });
});

describe('chat.*', () => {
  it('no_text without text, blocks or attachments; msg_too_long over 40,000 characters', async () => {
    const client = webClient(fake, ws.bot.botToken);
    expect(
      await slackError(client.chat.postMessage({ channel: ws.finance.id, text: '' })),
    ).toMatchObject({
      error: 'no_text',
    });
    expect(
      await slackError(
        client.chat.postMessage({ channel: ws.finance.id, text: 'x'.repeat(40_001) }),
      ),
    ).toMatchObject({ error: 'msg_too_long' });
  });

  it('invalid_blocks with an errors array, and the rejection is recorded', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const data = await slackError(
      client.chat.postMessage({
        channel: ws.finance.id,
        text: 'fallback',
        blocks: [{ type: 'header', text: md('not plain') }] as never,
      }),
    );
    expect(data).toMatchObject({ error: 'invalid_blocks' });
    expect(data.errors).toContain('must be plain_text [json-pointer:/blocks/0/text/type]');
    expect(fake.validationFailures).toHaveLength(1);
    expect(fake.validationFailures[0]).toMatchObject({
      method: 'chat.postMessage',
      surface: 'message',
    });
    expect(fake.messages(ws.finance.id)).toEqual([]);
  });

  it('invalid_blocks_format when blocks is not a JSON array', async () => {
    const result = await rawApi(fake, 'chat.postMessage', {
      body: new URLSearchParams({
        channel: ws.finance.id,
        text: 'x',
        blocks: '{"type":"divider"}',
      }),
      headers: { authorization: `Bearer ${ws.bot.botToken}` },
    });
    expect(result.json).toMatchObject({ ok: false, error: 'invalid_blocks_format' });
  });

  it('msg_blocks_too_long when the blocks hold more than ~11k characters of text', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const blocks = Array.from({ length: 3 }, () => ({
      type: 'section',
      text: md('x'.repeat(2900)),
    }));
    await expect(
      client.chat.postMessage({ channel: ws.finance.id, text: 'ok', blocks }),
    ).resolves.toMatchObject({ ok: true });
    blocks.push({ type: 'section', text: md('x'.repeat(2900)) });
    expect(
      await slackError(client.chat.postMessage({ channel: ws.finance.id, text: 'big', blocks })),
    ).toMatchObject({
      error: 'msg_blocks_too_long',
    });
  });

  it('chat.update refuses text over 4,000 characters (msg_too_long) and keeps the message', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const posted = await client.chat.postMessage({
      channel: ws.finance.id,
      text: 'x'.repeat(4_001),
    });
    const ts = posted.ts as string;
    expect(
      await slackError(client.chat.update({ channel: ws.finance.id, ts, text: 'y'.repeat(4_001) })),
    ).toMatchObject({ error: 'msg_too_long' });
    await expect(
      client.chat.update({ channel: ws.finance.id, ts, text: 'y'.repeat(4_000) }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('is_archived for archived channels', async () => {
    const archived = fake.addChannel({
      teamId: ws.team.id,
      name: 'old',
      archived: true,
      withBot: true,
    });
    expect(
      await slackError(
        webClient(fake, ws.bot.botToken).chat.postMessage({ channel: archived.id, text: 'x' }),
      ),
    ).toMatchObject({ error: 'is_archived' });
  });

  it('accepts blocks without text but records the missing fallback text', async () => {
    const client = webClient(fake, ws.bot.botToken);
    await client.chat.postMessage({
      channel: ws.finance.id,
      blocks: [{ type: 'section', text: md('only blocks') }],
    });
    await client.chat.postMessage({
      channel: ws.finance.id,
      text: 'ok',
      blocks: [{ type: 'divider' }],
    });
    expect(fake.messagesMissingFallbackText()).toHaveLength(1);
    expect(fake.messages(ws.finance.id)[0]?.fallbackTextMissing).toBe(true);
  });

  it('postEphemeral: only the user sees it; user_not_in_channel otherwise', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const result = await client.chat.postEphemeral({
      channel: ws.finance.id,
      user: ws.alice.id,
      text: 'only you',
    });
    expect(result.message_ts).toBeDefined();
    expect(fake.ephemerals(ws.alice.id, '#finance').map((m) => m.text)).toEqual(['only you']);
    expect(fake.ephemerals(ws.bob.id)).toEqual([]);
    expect(fake.messages(ws.finance.id)).toEqual([]);
    expect(
      await slackError(
        client.chat.postEphemeral({ channel: ws.leadership.id, user: ws.alice.id, text: 'x' }),
      ),
    ).toMatchObject({ error: 'user_not_in_channel' });
  });

  it('chat.update: own messages only; ephemerals are not found; a new edited stamp', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const posted = await client.chat.postMessage({ channel: ws.finance.id, text: 'v1' });
    const updated = await client.chat.update({
      channel: ws.finance.id,
      ts: posted.ts as string,
      text: 'v2',
    });
    expect(updated).toMatchObject({ ok: true, text: 'v2' });
    expect(fake.messages(ws.finance.id)[0]).toMatchObject({
      text: 'v2',
      edited: { user: ws.bot.botUserId },
    });

    const human = fake.userPosts(ws.alice.id, '#finance', 'hello from Alice');
    expect(
      await slackError(client.chat.update({ channel: ws.finance.id, ts: human.ts, text: 'x' })),
    ).toMatchObject({
      error: 'cant_update_message',
    });
    const eph = await client.chat.postEphemeral({
      channel: ws.finance.id,
      user: ws.alice.id,
      text: 'e',
    });
    expect(
      await slackError(
        client.chat.update({ channel: ws.finance.id, ts: eph.message_ts as string, text: 'x' }),
      ),
    ).toMatchObject({ error: 'message_not_found' });
    expect(
      await slackError(
        client.chat.update({
          channel: ws.finance.id,
          ts: posted.ts as string,
          blocks: [{ type: 'nope' }] as never,
        }),
      ),
    ).toMatchObject({ error: 'invalid_blocks' });
  });

  it('chat.delete removes own messages; cant_delete_message for others', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const posted = await client.chat.postMessage({ channel: ws.finance.id, text: 'bye' });
    await client.chat.delete({ channel: ws.finance.id, ts: posted.ts as string });
    expect(fake.messages(ws.finance.id)).toEqual([]);
    const human = fake.userPosts(ws.alice.id, ws.finance.id, 'mine');
    expect(
      await slackError(client.chat.delete({ channel: ws.finance.id, ts: human.ts })),
    ).toMatchObject({
      error: 'cant_delete_message',
    });
    expect(
      await slackError(client.chat.delete({ channel: ws.finance.id, ts: '1.000001' })),
    ).toMatchObject({
      error: 'message_not_found',
    });
  });

  it('threads: replies carry thread_ts', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const parent = await client.chat.postMessage({ channel: ws.finance.id, text: 'parent' });
    await client.chat.postMessage({
      channel: ws.finance.id,
      text: 'reply',
      thread_ts: parent.ts as string,
    });
    expect(fake.thread(ws.finance.id, parent.ts as string).map((m) => m.text)).toEqual([
      'parent',
      'reply',
    ]);
  });
});

describe('users.info', () => {
  it('returns tz and profile; locale only with include_locale', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const plain = await client.users.info({ user: ws.alice.id });
    expect(plain.user).toMatchObject({
      id: ws.alice.id,
      team_id: ws.team.id,
      tz: 'Europe/Bucharest',
      tz_offset: 7200,
      is_admin: false,
      profile: { real_name: 'Alice Ionescu' },
    });
    expect(plain.user?.locale).toBeUndefined();
    const withLocale = await client.users.info({ user: ws.alice.id, include_locale: true });
    expect(withLocale.user?.locale).toBe('ro-RO');
    const owner = await client.users.info({ user: ws.owner.id });
    expect(owner.user).toMatchObject({ is_owner: true, is_admin: true, is_primary_owner: true });
    expect(await slackError(client.users.info({ user: 'U0NOBODY000' }))).toMatchObject({
      error: 'user_not_found',
    });
    const stranger = fake.addUser({
      teamId: fake.addTeam({ name: 'Elsewhere' }).id,
      name: 'stranger',
    });
    expect(await slackError(client.users.info({ user: stranger.id }))).toMatchObject({
      error: 'user_not_visible',
    });
  });
});

describe('text objects', () => {
  it('rejects a plain_text header in mrkdwn sent as form field JSON', async () => {
    const client = webClient(fake, ws.bot.botToken);
    const data = await slackError(
      client.chat.postMessage({
        channel: ws.finance.id,
        text: 't',
        blocks: [{ type: 'header', text: pt('x'.repeat(151)) }],
      }),
    );
    expect(data.errors).toEqual([
      'must be less than 151 characters [json-pointer:/blocks/0/text/text]',
    ]);
  });
});

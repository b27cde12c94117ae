import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlack, type SeededWorkspace, startFakeSlack } from '../../fakes/slack/index.js';
import { md, modalView, pt, rawApi, slackError, webClient } from './helpers.js';

let fake: FakeSlack;
let ws: SeededWorkspace;

beforeEach(async () => {
  fake = await startFakeSlack();
  ws = fake.seedWorkspace();
});
afterEach(async () => {
  await fake.close();
});

const client = () => webClient(fake, ws.bot.botToken);

describe('trigger ids', () => {
  it('open a modal for the user they were issued to', async () => {
    const trigger = fake.issueTriggerId(ws.alice.id);
    expect(trigger).toMatch(/^\d+\.\d+\.[0-9a-f]+$/);
    const result = await client().views.open({
      trigger_id: trigger,
      view: modalView({ external_id: 'x1' }),
    });
    expect(result.view).toMatchObject({
      type: 'modal',
      callback_id: 'test_modal',
      team_id: ws.team.id,
      external_id: 'x1',
    });
    expect(result.view?.id).toMatch(/^V/);
    expect(result.view?.hash).toBeTruthy();
    expect(fake.topView(ws.alice.id)?.id).toBe(result.view?.id);
    expect(fake.topView(ws.bob.id)).toBeUndefined();
  });

  it('expire 3 s after issue (injectable clock)', async () => {
    const trigger = fake.issueTriggerId(ws.alice.id);
    fake.clock.advance(3001);
    expect(
      await slackError(client().views.open({ trigger_id: trigger, view: modalView() })),
    ).toMatchObject({
      error: 'expired_trigger_id',
    });
    const fresh = fake.issueTriggerId(ws.alice.id);
    fake.clock.advance(2000); // leaves room for a loaded machine: the clock also runs in real time
    await expect(
      client().views.open({ trigger_id: fresh, view: modalView() }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('work once: exchanged_trigger_id on reuse', async () => {
    const trigger = fake.issueTriggerId(ws.alice.id);
    await client().views.open({ trigger_id: trigger, view: modalView() });
    expect(
      await slackError(client().views.open({ trigger_id: trigger, view: modalView() })),
    ).toMatchObject({
      error: 'exchanged_trigger_id',
    });
  });

  it('invalid_trigger_id for malformed or unknown ids', async () => {
    expect(
      await slackError(client().views.open({ trigger_id: '12345', view: modalView() })),
    ).toMatchObject({
      error: 'invalid_trigger_id',
    });
    expect(
      await slackError(
        client().views.open({ trigger_id: '123.456.abcdef0123', view: modalView() }),
      ),
    ).toMatchObject({ error: 'invalid_trigger_id' });
  });

  it('a trigger from another workspace is invalid for this bot', async () => {
    const other = fake.addTeam({ name: 'Other' });
    const stranger = fake.addUser({ teamId: other.id, name: 'stranger' });
    const trigger = fake.issueTriggerId(stranger.id);
    expect(
      await slackError(client().views.open({ trigger_id: trigger, view: modalView() })),
    ).toMatchObject({
      error: 'invalid_trigger_id',
    });
  });
});

describe('views.open validation', () => {
  it('invalid_arguments with [ERROR] … [json-pointer:…] messages for a long title', async () => {
    const data = await slackError(
      client().views.open({
        trigger_id: fake.issueTriggerId(ws.alice.id),
        view: modalView({ title: pt('Create a Slack destination') }),
      }),
    );
    expect(data).toMatchObject({
      error: 'invalid_arguments',
      response_metadata: {
        messages: ['[ERROR] must be less than 25 characters [json-pointer:/view/title/text]'],
      },
    });
    expect(fake.validationFailures[0]).toMatchObject({
      method: 'views.open',
      surface: 'modal',
      error: 'invalid_arguments',
    });
  });

  it('view_too_large above 250 KB', async () => {
    const blocks = Array.from({ length: 90 }, () => ({
      type: 'section',
      text: md('x'.repeat(3000)),
    }));
    expect(
      await slackError(
        client().views.open({
          trigger_id: fake.issueTriggerId(ws.alice.id),
          view: modalView({ blocks }),
        }),
      ),
    ).toMatchObject({ error: 'view_too_large' });
  });

  it('a modal with an input block needs submit', async () => {
    const data = await slackError(
      client().views.open({
        trigger_id: fake.issueTriggerId(ws.alice.id),
        view: modalView({ submit: undefined }),
      }),
    );
    expect((data.response_metadata as { messages: string[] }).messages[0]).toContain(
      '[json-pointer:/view/submit]',
    );
  });

  it('refuses a view object copied from a payload (id, hash, state…)', async () => {
    const opened = await client().views.open({
      trigger_id: fake.issueTriggerId(ws.alice.id),
      view: modalView(),
    });
    const data = await slackError(
      client().views.update({ view_id: opened.view?.id as string, view: opened.view as never }),
    );
    expect(data.error).toBe('invalid_arguments');
    expect(JSON.stringify(data)).toContain('unexpected field: id [json-pointer:/view/id]');
  });

  it('form field JSON that does not parse is invalid_arguments', async () => {
    const result = await rawApi(fake, 'views.open', {
      body: new URLSearchParams({ trigger_id: fake.issueTriggerId(ws.alice.id), view: '{"type":' }),
      headers: { authorization: `Bearer ${ws.bot.botToken}` },
    });
    expect(result.json).toMatchObject({ ok: false, error: 'invalid_arguments' });
  });
});

describe('views.update', () => {
  it('by view_id and by external_id, each update issuing a new hash', async () => {
    const opened = await client().views.open({
      trigger_id: fake.issueTriggerId(ws.alice.id),
      view: modalView({ external_id: 'dest-edit-1' }),
    });
    const id = opened.view?.id as string;
    // An update replaces the whole definition, so it repeats the external_id to keep it.
    const first = await client().views.update({
      view_id: id,
      view: modalView({ title: pt('Loaded'), external_id: 'dest-edit-1' }),
    });
    expect(first.view?.hash).not.toBe(opened.view?.hash);
    const second = await client().views.update({
      external_id: 'dest-edit-1',
      hash: first.view?.hash as string,
      view: modalView({ title: pt('Again'), external_id: 'dest-edit-1' }),
    });
    expect(second.view?.id).toBe(id);
    expect(second.view?.hash).not.toBe(first.view?.hash);
    expect(fake.topView(ws.alice.id)?.title).toEqual(pt('Again'));
  });

  it('hash_conflict when the view changed meanwhile', async () => {
    const opened = await client().views.open({
      trigger_id: fake.issueTriggerId(ws.alice.id),
      view: modalView(),
    });
    const staleHash = opened.view?.hash as string;
    await client().views.update({
      view_id: opened.view?.id as string,
      view: modalView({ title: pt('Loaded') }),
    });
    expect(
      await slackError(
        client().views.update({
          view_id: opened.view?.id as string,
          hash: staleHash,
          view: modalView(),
        }),
      ),
    ).toMatchObject({ error: 'hash_conflict' });
  });

  it('not_found (not view_not_found) for an unknown or closed view', async () => {
    expect(
      await slackError(client().views.update({ view_id: 'V0NOPE00000', view: modalView() })),
    ).toMatchObject({
      error: 'not_found',
    });
    expect(
      await slackError(client().views.update({ external_id: 'never', view: modalView() })),
    ).toMatchObject({
      error: 'not_found',
    });
  });

  it('duplicate_external_id while another open view holds it', async () => {
    await client().views.open({
      trigger_id: fake.issueTriggerId(ws.alice.id),
      view: modalView({ external_id: 'e' }),
    });
    expect(
      await slackError(
        client().views.open({
          trigger_id: fake.issueTriggerId(ws.bob.id),
          view: modalView({ external_id: 'e' }),
        }),
      ),
    ).toMatchObject({ error: 'duplicate_external_id' });
  });
});

describe('views.push', () => {
  it('stacks up to 3 views, then push_limit_reached', async () => {
    const root = await client().views.open({
      trigger_id: fake.issueTriggerId(ws.alice.id),
      view: modalView(),
    });
    const second = await client().views.push({
      trigger_id: fake.issueTriggerId(ws.alice.id),
      view: modalView(),
    });
    expect(second.view).toMatchObject({
      root_view_id: root.view?.id,
      previous_view_id: root.view?.id,
    });
    await client().views.push({ trigger_id: fake.issueTriggerId(ws.alice.id), view: modalView() });
    expect(fake.viewStack(ws.alice.id)).toHaveLength(3);
    expect(
      await slackError(
        client().views.push({ trigger_id: fake.issueTriggerId(ws.alice.id), view: modalView() }),
      ),
    ).toMatchObject({ error: 'push_limit_reached' });
    expect(fake.viewStack(ws.alice.id)).toHaveLength(3);
  });
});

describe('views.publish', () => {
  const home = {
    type: 'home' as const,
    blocks: [{ type: 'section', text: md('Welcome to *Enlivy*') }],
  };

  it('publishes the home tab per user, with hash checks', async () => {
    const first = await client().views.publish({ user_id: ws.alice.id, view: home });
    expect(fake.home(ws.alice.id)?.blocks[0]).toMatchObject({ type: 'section' });
    expect(fake.home(ws.bob.id)).toBeUndefined();
    const second = await client().views.publish({
      user_id: ws.alice.id,
      view: home,
      hash: first.view?.hash as string,
    });
    expect(second.view?.id).toBe(first.view?.id);
    expect(
      await slackError(
        client().views.publish({
          user_id: ws.alice.id,
          view: home,
          hash: first.view?.hash as string,
        }),
      ),
    ).toMatchObject({ error: 'hash_conflict' });
  });

  it('not_enabled when the app has no Home tab', async () => {
    fake.configureApp({ homeTabEnabled: false });
    expect(
      await slackError(client().views.publish({ user_id: ws.alice.id, view: home })),
    ).toMatchObject({
      error: 'not_enabled',
    });
  });

  it('a home view has no title and type home', async () => {
    const withTitle = await slackError(
      client().views.publish({
        user_id: ws.alice.id,
        view: { ...home, title: pt('Home') } as never,
      }),
    );
    expect(JSON.stringify(withTitle)).toContain('[json-pointer:/view/title]');
    const modal = await slackError(
      client().views.publish({ user_id: ws.alice.id, view: modalView() as never }),
    );
    expect(modal.error).toBe('invalid_arguments');
  });

  it('user_not_found for users outside the installation', async () => {
    expect(
      await slackError(client().views.publish({ user_id: 'U0NOBODY000', view: home })),
    ).toMatchObject({
      error: 'user_not_found',
    });
  });
});

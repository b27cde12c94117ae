import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { topModalText, waitForEphemeral, waitForModal } from './support.js';

const TOKEN_BLOCK = 'connect_token_value';
const ORG_BLOCK = 'connect_org_id';

describe('connect with an API token in a modal', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ connected: false });
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('connects, stores the token encrypted and confirms', async () => {
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: 'connect token',
    });
    await waitForModal(stack, stack.users.admin, 'API token');
    const result = await stack.driver.submit({
      user: stack.users.admin,
      values: { [TOKEN_BLOCK]: SEED.apiToken, [ORG_BLOCK]: SEED.organizations.demo },
    });
    expect(result.status).toBe(200);
    await waitForModal(stack, stack.users.admin, 'Demo Trading Ltd');
    const connection = await stack.stores.connections.get(stack.workspace);
    expect(connection).toMatchObject({
      organizationId: 'org_demo',
      organizationName: 'Demo Trading Ltd',
      connectedBy: stack.users.admin,
      method: 'token',
      state: 'ok',
    });
    const raw = stack.rawStoreText();
    expect(raw).toContain('Demo Trading Ltd');
    expect(raw).not.toContain(SEED.apiToken.split('|')[1]);
    expect(stack.logText()).not.toContain(SEED.apiToken.split('|')[1]);
    await waitFor(() =>
      stack.slack
        .dm(stack.users.admin)
        .some((m) => (m.text ?? '').includes('connected this workspace')),
    );
    expect(stack.slack.validationFailures).toEqual([]);
  });

  it('keeps the modal open with field errors for malformed input', async () => {
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: 'connect token',
    });
    await waitForModal(stack, stack.users.admin, 'API token');
    const result = await stack.driver.submit({
      user: stack.users.admin,
      values: { [TOKEN_BLOCK]: 'has spaces in it', [ORG_BLOCK]: 'not an id!' },
    });
    expect(result.json).toMatchObject({ response_action: 'errors' });
    expect(Object.keys((result.json as { errors: object }).errors).sort()).toEqual(
      [ORG_BLOCK, TOKEN_BLOCK].sort(),
    );
    expect(await stack.stores.connections.get(stack.workspace)).toBeUndefined();
  });

  it('says when Enlivy rejects the token, keeps the organization id, stores nothing', async () => {
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: 'connect token',
    });
    await waitForModal(stack, stack.users.admin, 'API token');
    await stack.driver.submit({
      user: stack.users.admin,
      values: {
        [TOKEN_BLOCK]: '9|wrongwrongwrongwrongwrongwrongwrongwrong00',
        [ORG_BLOCK]: 'org_demo',
      },
    });
    const text = await waitForModal(stack, stack.users.admin, 'did not accept this token');
    expect(text).toContain('org_demo');
    expect(text).not.toMatch(/E-[0-9A-Z]{6}/);
    expect(await stack.stores.connections.get(stack.workspace)).toBeUndefined();
  });

  it('refuses a viewer before any modal opens', async () => {
    await stack.driver.command({
      user: stack.users.viewer,
      channel: stack.channels.finance,
      text: 'connect token',
    });
    const text = await waitForEphemeral(stack, stack.users.viewer, 'admin');
    expect(text).toContain('needs the admin role');
    expect(stack.slack.topView(stack.users.viewer)).toBeUndefined();
    expect(topModalText(stack, stack.users.viewer)).toBe('');
  });
});

describe('connect with a token over an expired connection', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack?.stop();
  });

  it('says the connection expired and replaces it without the "Replace" tick', async () => {
    const current = await stack.stores.connections.get(stack.workspace);
    if (current === undefined) throw new Error('the stack starts connected');
    await stack.stores.connections.save(stack.workspace, {
      ...current,
      state: 'expired',
      expiredAt: new Date().toISOString(),
    });
    await stack.driver.command({
      user: stack.users.admin,
      channel: stack.channels.finance,
      text: 'connect token',
    });
    const text = await waitForModal(stack, stack.users.admin, 'API token');
    expect(text).toContain(
      'stopped working: Enlivy no longer accepts its token. Connecting replaces it.',
    );
    expect(text).not.toContain('Replace the current connection');
    await stack.driver.submit({
      user: stack.users.admin,
      values: { [TOKEN_BLOCK]: SEED.apiToken, [ORG_BLOCK]: SEED.organizations.demo },
    });
    await waitForModal(stack, stack.users.admin, 'reconnected this workspace');
    expect(await stack.stores.connections.get(stack.workspace)).toMatchObject({
      organizationId: 'org_demo',
      connectedBy: stack.users.admin,
      method: 'token',
      state: 'ok',
    });
    expect(stack.slack.validationFailures).toEqual([]);
  });
});

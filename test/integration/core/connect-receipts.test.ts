/**
 * The token modal says what the token is for and never contradicts itself about an expired
 * connection, and connecting again says what actually happened (issue 42): a new token for the
 * same organization, the same token working again, or the token already in use (nothing changed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { topModalText, waitForModal } from './support.js';

const TOKEN_BLOCK = 'connect_token_value';
const ORG_BLOCK = 'connect_org_id';
const REPLACE_BLOCK = 'connect_replace';

describe('connecting again with a token: the modal and the receipts', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack.stop();
  });

  async function openModal(user: string, needle: string): Promise<string> {
    await stack.driver.command({ user, channel: stack.channels.finance, text: 'connect token' });
    return waitForModal(stack, user, needle);
  }

  /** Submits `token` for org_demo, ticking "Replace" when the modal asks for it. */
  async function submitToken(user: string, token: string): Promise<void> {
    const current = (await stack.stores.connections.get(stack.workspace))!;
    const asks = topModalText(stack, user).includes(REPLACE_BLOCK);
    await stack.driver.submit({
      user,
      values: {
        [TOKEN_BLOCK]: token,
        [ORG_BLOCK]: SEED.organizations.demo,
        ...(asks ? { [REPLACE_BLOCK]: [`${current.organizationId} ${current.connectedAt}`] } : {}),
      },
    });
  }

  function channelReceipts(): string[] {
    return stack.slack
      .messages(stack.channels.finance)
      .map((m) => m.text ?? '')
      .filter((text) => text.includes('this workspace'));
  }

  it('says what the token is for, where to make one and that it is stored encrypted', async () => {
    const english = await openModal(stack.users.admin, 'API token');
    expect(english).toContain('The app acts in Enlivy with this token');
    expect(english).toContain('your profile → API tokens');
    expect(english).toContain('The app stores it encrypted and never shows it again.');

    await stack.stores.languages.setUser(stack.workspace, stack.users.admin, 'ro');
    const romanian = await openModal(stack.users.admin, 'Token API');
    expect(romanian).toContain('Aplicația lucrează în Enlivy cu acest token');
    expect(romanian).toContain('Aplicația îl păstrează criptat și nu îl mai afișează niciodată.');
  });

  it('an expired connection is not said to keep working, and its token coming back says so', async () => {
    await stack.stores.connections.markExpired(stack.workspace, new Date());
    const modal = await openModal(stack.users.admin, 'API token');
    expect(modal).toContain('stopped working: Enlivy no longer accepts its token');
    expect(modal).not.toContain('keeps working');
    expect(modal).not.toContain('expired');

    await submitToken(stack.users.admin, SEED.apiToken);
    const done = await waitForModal(stack, stack.users.admin, 'reconnected');
    expect(done).toContain(
      'reconnected this workspace to Enlivy organization *Demo Trading Ltd* with the same token, which Enlivy accepts again.',
    );
    expect(done).not.toContain('replacing');
    expect((await stack.stores.connections.get(stack.workspace))?.state).toBe('ok');
  });

  it('the token already in use: nothing changed, and no channel receipt', async () => {
    const before = (await stack.stores.connections.get(stack.workspace))!;
    await openModal(stack.users.admin, 'API token');
    await submitToken(stack.users.admin, SEED.apiToken);
    const done = await waitForModal(stack, stack.users.admin, 'nothing changed');
    expect(done).toContain(
      `<@${stack.users.admin}> entered the token this workspace already uses for Enlivy organization *Demo Trading Ltd*, so nothing changed.`,
    );
    expect(done).not.toContain('replacing');
    expect(done).not.toContain('same token is used again');
    expect(await stack.stores.connections.get(stack.workspace)).toEqual(before);
    await waitFor(() =>
      stack.slack.dm(stack.users.admin).some((m) => (m.text ?? '').includes('nothing changed')),
    );
    expect(channelReceipts()).toEqual([]);
  });

  it('a new token for the same organization, in Romanian: reconnected, and the old token’s fate', async () => {
    const { admin } = stack.users;
    await stack.stores.languages.setUser(stack.workspace, admin, 'ro');
    await openModal(admin, 'Token API');
    await submitToken(admin, stack.sim.issueToken());
    const done = await waitForModal(stack, admin, 'cu un token nou');
    expect(done).toContain(
      `<@${admin}> a reconectat acest workspace la organizația Enlivy *Demo Trading Ltd* cu un token nou.`,
    );
    expect(done).toContain('Tokenul ei API a fost doar uitat aici');
    expect(done).not.toContain('înlocuind');
    // The channel reads the workspace default (English).
    const receipt = await waitFor(() => channelReceipts()[0]);
    expect(receipt).toContain(
      `<@${admin}> reconnected this workspace to Enlivy organization *Demo Trading Ltd* with a new token.`,
    );
  });
});

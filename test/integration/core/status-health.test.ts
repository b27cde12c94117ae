/**
 * `/enlivy status` says truthfully why the token could not be checked: Enlivy answered with an
 * error, did not answer, could not be reached, or refused the organization (issue 42).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FaultSpec } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { ephemeralText } from './support.js';

const ORGANIZATION = { method: 'GET', path: '/organizations/org_demo$' };

/** The status answer `user` reads (every answer names the organization's id). */
async function statusOf(stack: Stack, user: string): Promise<string> {
  const before = stack.slack.ephemerals(user).length;
  await stack.driver.command({ user, channel: stack.channels.finance, text: 'status' });
  return waitFor(() => {
    const text = ephemeralText(stack, user, before);
    return text.includes('org_demo') ? text : undefined;
  });
}

describe('/enlivy status when Enlivy does not confirm the token', () => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
  });

  async function withFault(fault: FaultSpec) {
    const current = await startStack({ enlivyTimeoutMs: 1_000 });
    stack = current;
    current.sim.injectFault({ ...ORGANIZATION, ...fault, times: 10 } as FaultSpec);
    return current;
  }

  it('a 500 answer is an error answer, not silence, in English and Romanian', async () => {
    const current = await withFault({ kind: 'status', status: 500 });
    const english = await statusOf(current, current.users.viewer);
    expect(english).toContain('Enlivy answered with an error (HTTP 500)');
    expect(english).toContain('so the token could not be checked');
    expect(english).not.toContain('did not answer');

    const romanian = await statusOf(current, current.users.editor);
    expect(romanian).toContain('Enlivy a răspuns cu o eroare (HTTP 500)');
    expect(romanian).not.toContain('nu a răspuns');
    expect((await current.stores.connections.get(current.workspace))?.state).toBe('ok');
  });

  it('a timeout says Enlivy did not answer in time', async () => {
    const current = await withFault({ kind: 'delay', ms: 1_500 });
    const english = await statusOf(current, current.users.viewer);
    expect(english).toContain('Enlivy did not answer in time, so the token was not checked');
    expect(english).not.toContain('HTTP');

    const romanian = await statusOf(current, current.users.editor);
    expect(romanian).toContain('Enlivy nu a răspuns la timp, așa că tokenul nu a fost verificat');
  });

  it('a 403 says Enlivy refused the organization, and what an admin can do', async () => {
    const current = await withFault({ kind: 'status', status: 403 });
    const english = await statusOf(current, current.users.viewer);
    expect(english).toContain('Enlivy refused to open the organization with this token (HTTP 403)');
    expect(english).toContain('An admin can reconnect with `/enlivy connect`');
    expect(english).not.toContain('did not answer');

    const romanian = await statusOf(current, current.users.editor);
    expect(romanian).toContain(
      'Enlivy a refuzat să deschidă organizația cu acest token (HTTP 403)',
    );
    expect((await current.stores.connections.get(current.workspace))?.state).toBe('ok');
  });
});

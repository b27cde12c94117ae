import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { enlivyCallsSince } from '../support/languages.js';
import { type Stack, startStack } from '../support/stack.js';
import { expectValidBlockKit, textOf, waitForEphemeral } from './support.js';

const NEXT = 'search_next';

/**
 * Search results in the reader's language: the editor (alice) has Slack locale ro-RO, the admin
 * en-US, in the same workspace. Statuses and days follow the same language, paging keeps it,
 * and alice's Enlivy calls ask for Romanian.
 */
describe('/enlivy search in the reader’s language', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
    for (let i = 1; i <= 12; i++) {
      stack.sim.state.addInvoice({
        organization_id: SEED.organizations.demo,
        number: `ZRK-${String(i).padStart(3, '0')}`,
        counterparty: `Zorka Ltd ${i}`,
        title: `ZRK-${String(i).padStart(3, '0')} · Zorka Ltd`,
        status: i % 2 === 0 ? 'paid' : 'pending',
        issued_at: '2026-10-01',
      });
    }
  });
  afterAll(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  /** Runs `work`, waits for an answer containing `needle`; the Accept-Language Enlivy saw. */
  async function answered(user: string, needle: string, work: () => Promise<unknown>) {
    const from = stack.sim.requests.length;
    await work();
    const reply = await waitForEphemeral(stack, user, needle);
    const { calls, languages } = enlivyCallsSince(stack, from);
    expect(calls.some((r) => r.path.endsWith('/search'))).toBe(true);
    return { text: textOf(reply), languages };
  }

  it('answers a ro-RO user in Romanian, pages in Romanian, and asks Enlivy in Romanian', async () => {
    const user = stack.users.editor;
    const first = await answered(user, 'Pagina 1 din 2', () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'search zorka' }),
    );
    expect(first.languages).toEqual(['ro']);
    expect(first.text).toContain('12 rezultate pentru „zorka”');
    expect(first.text).toContain('*Factură* · ZRK-');
    expect(first.text).toMatch(/emisă pe 1\soct\.\s2026/);
    expect(first.text).toContain('Plătită');
    expect(first.text).toContain('Înainte →');
    expect(first.text).not.toContain('matches for');
    expect(first.text).not.toContain('issued');

    const second = await answered(user, 'Pagina 2 din 2', () =>
      stack.driver.click({ user, actionId: NEXT, in: { channel: stack.channels.finance } }),
    );
    expect(second.languages).toEqual(['ro']);
    expect(second.text).toContain('rezultatele 11–12 din 12');
  });

  it('answers an en-US user of the same workspace in English', async () => {
    const user = stack.users.admin;
    const first = await answered(user, 'Page 1 of 2', () =>
      stack.driver.command({ user, channel: stack.channels.finance, text: 'search zorka' }),
    );
    expect(first.languages).toEqual(['en']);
    expect(first.text).toContain('12 matches for “zorka”');
    expect(first.text).toContain('*Invoice* · ZRK-');
    expect(first.text).toContain('issued Oct 1, 2026');
    expect(first.text).not.toContain('rezultate');
  });

  it('guides a short query and refuses a long one in the reader’s language', async () => {
    const user = stack.users.editor;
    await stack.driver.command({ user, channel: stack.channels.finance, text: 'search zo' });
    const short = await waitForEphemeral(stack, user, 'prea scurt');
    expect(short.text).toContain('Scrie cel puțin 3 caractere („zo” este prea scurt)');

    await stack.driver.command({
      user,
      channel: stack.channels.finance,
      text: `search ${'z'.repeat(250)}`,
    });
    const long = await waitForEphemeral(stack, user, 'Căutarea are 250 de caractere.');
    expect(textOf(long)).toContain('cel mult 200 de caractere');
  });
});

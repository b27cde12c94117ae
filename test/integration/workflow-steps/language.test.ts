import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { waitFor } from '../../fakes/slack/index.js';
import { messageText } from '../destinations/support.js';
import { enlivyCallsSince } from '../support/languages.js';
import { type Stack, startStack } from '../support/stack.js';
import { runStep } from './support.js';

/**
 * A step speaks the language of the person it acts for (`user_id`): alice reads Slack in ro-RO,
 * the admin in en-US. Its Enlivy calls carry that language; its outputs are values, in none.
 * Inputs that name no one get the workspace default.
 */
describe('Workflow Builder steps: languages', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    await stack.stop();
  });

  /** The Accept-Language of the Enlivy calls a step made. */
  async function stepLanguages(callbackId: string, inputs: Record<string, unknown>) {
    const from = stack.sim.requests.length;
    const execution = await runStep(stack, callbackId, inputs);
    const { calls, languages } = enlivyCallsSince(stack, from);
    expect(calls.length).toBeGreaterThan(0);
    return { execution, languages };
  }

  it('get_invoice: alice’s error is all Romanian, the admin’s all English, and Enlivy is asked in each', async () => {
    const { editor, admin } = stack.users;
    const hers = await stepLanguages('get_invoice', { invoice: 'INV-1999-0404', user_id: editor });
    expect(hers.execution.state).toBe('failed');
    expect(hers.execution.error).toContain('Nicio factură cu numărul INV-1999-0404');
    expect(hers.execution.error).not.toMatch(/\b(invoice|Try|Check)\b/);
    expect(hers.languages).toEqual(['ro']);

    const his = await stepLanguages('get_invoice', { invoice: 'INV-1999-0404', user_id: admin });
    expect(his.execution.error).toContain('No invoice numbered INV-1999-0404');
    expect(his.languages).toEqual(['en']);

    const typo = await runStep(stack, 'get_invoice', { invoice: '??', user_id: editor });
    expect(typo.error).toContain('„??” nu este nici număr de factură, nici id de factură.');

    // Outputs are values for the workflow: the same whoever the step acts for.
    const found = await stepLanguages('get_invoice', {
      invoice: SEED.invoices.paid,
      user_id: editor,
    });
    expect(found.execution.outputs).toMatchObject({ number: 'INV-2026-0001', status: 'paid' });
    expect(found.languages).toEqual(['ro']);
  });

  it('set_destination_active: a viewer is refused in their language; alice’s receipt is Romanian', async () => {
    const { editor, viewer } = stack.users;
    const refused = await runStep(stack, 'set_destination_active', {
      destination: 'accounting',
      active: false,
      user_id: viewer,
    });
    expect(refused.error).toContain('needs the editor role');
    expect(refused.error).toContain('is a viewer');

    const { execution, languages } = await stepLanguages('set_destination_active', {
      destination: 'accounting',
      active: false,
      user_id: editor,
    });
    expect(execution.state).toBe('completed');
    expect(languages).toEqual(['ro']);
    const receipt = await waitFor(() =>
      stack.slack.dm(editor).find((m) => messageText(m).includes('Accounting sync')),
    );
    expect(messageText(receipt)).toContain('Un flux de lucru a suspendat');
    expect(messageText(receipt)).toContain('a suspendat *Accounting sync* pentru');
    expect(messageText(receipt)).toContain('Nu se livrează niciun eveniment');
  });

  it('inputs that name no one are refused in the workspace default', async () => {
    const { admin } = stack.users;
    const before = await runStep(stack, 'get_invoice', { invoice: 'INV-2026-0001' });
    expect(before.error).toContain("The step's “user_id” input is missing or not valid.");

    await stack.driver.command({
      user: admin,
      channel: stack.channels.finance,
      text: 'language workspace ro',
    });
    await waitFor(() =>
      stack.slack
        .ephemerals(admin, stack.channels.finance)
        .find((m) => messageText(m).includes('Romanian')),
    );
    const after = await runStep(stack, 'get_invoice', { invoice: 'INV-2026-0001' });
    expect(after.error).toContain('Intrarea „user_id” a pasului lipsește sau nu este validă.');
    // A step removed from the manifest, still in an old workflow, is ended in that language too.
    const retired = await runStep(stack, 'retired_step', { user_id: stack.users.viewer });
    expect(retired.state).toBe('failed');
    expect(retired.error).toBe(
      'Enlivy for Slack nu mai oferă acest pas. Scoate-l din fluxul de lucru.',
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { type Stack, startStack } from '../support/stack.js';
import { expectValidBlockKit, textOf, waitForEphemeral } from './support.js';

/**
 * The invoice card in its reader's language: the editor (alice) has Slack locale ro-RO, the
 * admin en-US, in the same workspace. Amounts and days follow the same language.
 */
describe('invoice card in the reader’s language', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expectValidBlockKit(stack);
    await stack?.stop();
  });

  async function command(user: string, text: string): Promise<void> {
    await stack.driver.command({ user, channel: stack.channels.finance, text });
  }

  it('a ro-RO user reads the card in Romanian, an en-US user in English', async () => {
    await command(stack.users.editor, `invoice ${SEED.invoices.paid}`);
    const romanian = textOf(await waitForEphemeral(stack, stack.users.editor, 'Factura INV'));
    expect(romanian).toContain('*Factura INV-2026-0001*');
    expect(romanian).toContain('*Stare*\\nPlătită');
    expect(romanian).toMatch(/1\.250,00\sEUR/);
    expect(romanian).toMatch(/\*Emisă\*\\n1\soct\.\s2026/);
    expect(romanian).toContain('Descarcă PDF');
    expect(romanian).toContain('Deschide în Enlivy');
    expect(romanian).toContain('PDF-ul vine în mesajele tale directe');
    expect(romanian).not.toContain('Download PDF');
    expect(romanian).not.toContain('Status');

    await command(stack.users.admin, `invoice ${SEED.invoices.paid}`);
    const english = textOf(await waitForEphemeral(stack, stack.users.admin, 'Invoice INV'));
    expect(english).toContain('*Invoice INV-2026-0001*');
    expect(english).toContain('*Status*\\nPaid');
    expect(english).toContain('€1,250.00');
    expect(english).toContain('Download PDF');
    expect(english).toContain('Open in Enlivy');
    expect(english).not.toContain('Factura');
  });

  it('says an unknown invoice number in each reader’s language', async () => {
    await command(stack.users.editor, 'invoice NOPE-123');
    const romanian = await waitForEphemeral(stack, stack.users.editor, 'NOPE-123');
    expect(romanian.text).toContain('Nicio factură cu numărul `NOPE-123`');

    await command(stack.users.admin, 'invoice NOPE-123');
    const english = await waitForEphemeral(stack, stack.users.admin, 'NOPE-123');
    expect(english.text).toContain('No invoice numbered `NOPE-123`');
  });
});

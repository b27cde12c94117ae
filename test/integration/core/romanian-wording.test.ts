/**
 * Romanian said as a native speaker says it (issue 42): no calques, a headline that says what was
 * not found, "în acest canal" throughout. The editor (alice) reads Slack in ro-RO, the admin in
 * en-US; each reads the same answers in their own language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../fakes/service/index.js';
import { messageText, waitForEphemeralWith } from '../destinations/support.js';
import { type Stack, startStack } from '../support/stack.js';

describe('Romanian wording', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function answer(user: string, text: string, needle: string): Promise<string> {
    const channel = stack.channels.finance;
    await stack.driver.command({ user, channel, text });
    return messageText(await waitForEphemeralWith(stack, user, channel, needle));
  }

  it('a destination not found says so in its headline, in both languages', async () => {
    const ro = await answer(stack.users.editor, 'pause Nosuch', 'Nosuch');
    expect(ro).toContain(':warning: *Destinația nu a fost găsită*');
    expect(ro).toContain('Nicio destinație nu se numește „Nosuch”');
    expect(ro).not.toMatch(/Nu a fost găsit\b/);
    const en = await answer(stack.users.admin, 'pause Nosuch', 'Nosuch');
    expect(en).toContain(':warning: *Destination not found*');
  });

  it('an invoice not found says so in its headline, in both languages', async () => {
    const ro = await answer(stack.users.editor, 'invoice INV-1999-0042', 'INV-1999-0042');
    expect(ro).toContain(':warning: *Factura nu a fost găsită*');
    expect(ro).toContain('Nicio factură cu numărul `INV-1999-0042`');
    const en = await answer(stack.users.admin, 'invoice INV-1999-0042', 'INV-1999-0042');
    expect(en).toContain(':warning: *Invoice not found*');
  });

  it('an invoice card says the PDF is shared "în acest canal"', async () => {
    const card = await answer(stack.users.editor, `invoice ${SEED.invoices.paid}`, 'pdf here');
    expect(card).toContain('îl publică în acest canal');
    expect(card).not.toContain('pe acest canal');
  });

  it('help describes cards and the delivery log without calques', async () => {
    const ro = await answer(stack.users.editor, 'help', 'ce poți face aici');
    expect(ro).toContain('Publică evenimentele ca fișe cu butoane');
    expect(ro).toContain('deschide detaliile oricărei livrări cu butonul Inspectează');
    expect(ro).not.toMatch(/fișe bogate|pagină cu pagină|Inspectează pentru una|includeri/);
    const en = await answer(stack.users.admin, 'help', 'what you can do here');
    expect(en).toContain('Post events as rich cards');
  });
});

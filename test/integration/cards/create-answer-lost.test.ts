/**
 * Issue 27, item 8: event cards whose webhook's create answer is lost. The webhook is found by
 * reading Enlivy back, without the signing secret Enlivy gives only in that answer, so the app
 * could never verify its deliveries: the person is told that plainly, and what to do.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';
import { blocksText, commandAnswer, deliver, envelope, invoiceData } from './support.js';

describe('/enlivy cards whose create answer is lost', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ enlivyTimeoutMs: 1_000 });
  });
  afterEach(async () => {
    expect(stack.slack.validationFailures).toEqual([]);
    await stack.stop();
  });

  it('says the destination was created, why its secret is unknown, and to delete it and run the command again', async () => {
    const before = stack.sim.state.organizationDestinations('org_demo').map((d) => d.data.id);
    // Both attempts (the second with the same key) answer after the client gave up; the first
    // lands meanwhile, so the read-back finds it, without its secret.
    stack.sim.injectFault({
      kind: 'delay',
      ms: 1_500,
      method: 'POST',
      path: '/event-destinations$',
      times: 2,
    });
    // alice reads Slack in ro-RO: the answer is hers, in Romanian.
    const answer = blocksText(
      await commandAnswer(
        stack,
        stack.users.editor,
        'cards invoice.created',
        'nu i-a putut afla secretul de semnare',
      ),
    );
    const created = stack.sim.state
      .organizationDestinations('org_demo')
      .filter((d) => !before.includes(d.data.id));
    expect(created).toHaveLength(1);
    const destination = created[0]?.data;
    expect(answer).toContain('Creată, dar nu poate publica fișe');
    expect(answer).not.toContain('Verifică ce ai introdus');
    expect(answer).toContain(`*${destination?.name}* a fost creată în Enlivy`);
    expect(answer).toContain('acel răspuns s-a pierdut pe drum');
    expect(answer).toContain('Enlivy nu îl poate arăta sau regenera mai târziu');
    expect(answer).toContain('nu poate verifica livrările către ea și nu va publica nicio fișă');
    expect(answer).toContain(`/enlivy delete ${destination?.id}`);
    expect(answer).toContain('rulează din nou comanda');
    expect(answer).not.toContain('nu i-a returnat secretul de semnare');
    // Nothing public claims it was set up.
    expect(
      stack.slack
        .messages(stack.channels.finance)
        .some((m) => m.text.includes('set up event cards')),
    ).toBe(false);

    // Its deliveries, even signed with the secret Enlivy holds, post nothing.
    const url = String(destination?.destination_url);
    const secret = created[0]?.secret ?? '';
    expect(stack.logText()).not.toContain(secret);
    const delivered = await deliver(
      url,
      JSON.stringify(envelope('invoice.created', invoiceData())),
      { secret },
    );
    expect(delivered.status).not.toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { cardsCreatedReceipt } from '../../../src/features/destinations/views/cards-receipts.js';
import { countsLine } from '../../../src/features/destinations/views/home.js';
import { deletedMessage } from '../../../src/features/destinations/views/messages.js';
import { testLine } from '../../../src/features/destinations/views/test.js';
import {
  deliveryLine,
  destinationCard,
} from '../../../src/features/shared/destinations/views/card.js';
import { quotaLine } from '../../../src/features/shared/destinations/views/list.js';
import {
  activeChangedReceipt,
  alreadyInStateMessage,
} from '../../../src/features/shared/destinations/views/messages.js';
import { validateMessageBlocks } from '../../fakes/slack/index.js';
import { en, ro } from '../../translators.js';
import { delivery, destination, subscriptions } from './fixtures.js';

/** The destinations views in Romanian: real Romanian, numbers and plurals in its forms. */
describe('destinations views in Romanian', () => {
  it('counts the quota with Romanian plurals and the plan', () => {
    expect(quotaLine(1, undefined, ro)).toBe(
      '1 destinație (limita: 25 pentru fiecare pachet plătit)',
    );
    expect(quotaLine(21, undefined, ro)).toBe(
      '21 de destinații (limita: 25 pentru fiecare pachet plătit)',
    );
    expect(quotaLine(3, { state: 'paid', cap: 50 } as never, ro)).toBe(
      '3 din 50 de destinații folosite (25 pentru fiecare pachet plătit)',
    );
    expect(quotaLine(3, { state: 'none' } as never, ro)).toContain(
      ':warning: Această organizație Enlivy nu are un pachet plătit',
    );
    expect(quotaLine(1, undefined, en)).toBe('1 destination (limit 25 per paid pack)');
  });

  it('shows a card with its state, target, events and buttons in Romanian', () => {
    const card = destinationCard(
      destination({
        is_active: false,
        event_subscriptions: subscriptions([
          'invoice.paid',
          'invoice.created',
          'contract.updated',
          'proposal.sent',
        ]),
      }),
      { canEdit: true, canDelete: true, lastDelivery: delivery({ status: 'failed' }) },
      ro,
    );
    const text = JSON.stringify(card);
    expect(text).toContain(':double_vertical_bar: Suspendată');
    expect(text).toContain('Webhook către `hooks.example.test`');
    expect(text).toContain('și încă 1');
    expect(text).toContain('*Ultima livrare:* :x: eșuată (HTTP 200)');
    for (const label of ['Trimite test', 'Reia', 'Livrări', 'Editează', 'Șterge']) {
      expect(text).toContain(`"text":"${label}"`);
    }
    expect(validateMessageBlocks({ blocks: card })).toEqual([]);
  });

  it('names a Slack refusal in Romanian', () => {
    const line = deliveryLine(
      delivery({ status: 'failed', response_status: 200, response: 'not_in_channel' }),
      ro,
    );
    expect(line).toContain(':x: eșuată: Slack a răspuns `not_in_channel`');
  });

  it('says receipts and notes in Romanian', () => {
    const hook = destination({ name: 'AR alerts' });
    expect(activeChangedReceipt('U1', hook, false, ro).text).toBe(
      '<@U1> a suspendat AR alerts. Nu se livrează niciun eveniment până când este reluată.',
    );
    expect(activeChangedReceipt('U1', hook, true, ro).text).toBe(
      '<@U1> a reluat AR alerts. Evenimentele sunt livrate din nou.',
    );
    expect(alreadyInStateMessage(hook, false, 'U2', ro).text).toBe(
      'AR alerts este deja suspendată (suspendată de <@U2>).',
    );
    expect(deletedMessage('U1', 'AR alerts', ro).text).toBe('AR alerts a fost ștearsă de <@U1>.');
    expect(
      cardsCreatedReceipt(
        { userId: 'U1', channelId: 'C1', name: 'Cards' },
        { events: 2, filters: ['amount>=1000'] },
        ro,
      ).text,
    ).toBe(
      '<@U1> a configurat fișe de evenimente în <#C1> pentru 2 evenimente (*Cards*), doar `amount&gt;=1000`.',
    );
  });

  it('says how a test went in Romanian', () => {
    const hook = destination({ name: 'AR alerts' });
    const options = { deliveriesButton: true };
    expect(testLine(hook, { kind: 'final', delivery: delivery() }, options, ro)).toBe(
      ':white_check_mark: Evenimentul de test `invoice.paid` a fost livrat către *AR alerts* (HTTP 200).',
    );
    const pending = testLine(
      hook,
      { kind: 'pending', delivery: delivery({ status: 'pending' }), waitedSeconds: 1500 },
      options,
      ro,
    );
    expect(pending).toContain('încă în așteptare după 1.500 s');
  });

  it('counts the last day on the Home with Romanian forms', () => {
    const counts = { success: 1, failed: 3, anomaly: 0, dropped: 0, pending: 0 };
    expect(countsLine(counts, undefined, ro)).toBe(
      'Ultimele 24 h: :white_check_mark: 1 livrată  ·  :x: 3 eșuate',
    );
    expect(countsLine(undefined, undefined, ro)).toBe('Ultimele 24 h: nicio livrare');
    expect(countsLine(undefined, 150, ro)).toBe(
      'Ultimele 24 h: niciuna dintre cele mai noi 150 de livrări',
    );
  });
});

/**
 * Enlivy names in public receipts appear literally: `*`, `_`, `~` and backticks in a name must
 * not switch Slack formatting on or off (issue 11, item 6).
 */

import { describe, expect, it } from 'vitest';
import {
  connectedReceipt,
  disconnectedReceipt,
} from '../../../src/features/connection/views/connection.js';
import { editedReceipt } from '../../../src/features/destinations/views/edit.js';
import { deletedMessage } from '../../../src/features/destinations/views/messages.js';
import {
  subscribedReceipt,
  webhookReceipt,
} from '../../../src/features/destinations/views/results.js';
import { invoiceDeletedReceipt } from '../../../src/features/invoices/views/invoices.js';
import { activeChangedReceipt } from '../../../src/features/shared/destinations/views/messages.js';
import { literalText } from '../../../src/slack/blocks.js';
import type { SlackMessage } from '../../../src/slack/ui.js';
import { validateMessageBlocks } from '../../fakes/slack/index.js';
import { en } from '../../translators.js';
import { destination } from '../destinations/fixtures.js';

const NAME = '*Q4* _AR_ ~old~ `raw` & <co>';
/** As Slack shows it: one code span, the backtick as its look-alike, & < > escaped. */
const SHOWN = '`*Q4* _AR_ ~old~ ˋrawˋ &amp; &lt;co&gt;`';

function texts(message: SlackMessage): string[] {
  const blocks = JSON.parse(JSON.stringify(message.blocks ?? [])) as {
    text?: { text: string };
  }[];
  return [message.text, ...blocks.map((b) => b.text?.text ?? '')].filter((t) => t !== '');
}

/** Outside code spans, nothing of the name is left to be read as formatting. */
function outsideCode(text: string): string {
  return text.replace(/`[^`]*`/g, '');
}

const connection = {
  organizationId: 'org_1',
  organizationName: NAME,
  apiBaseUrl: 'https://api.enlivy.com',
  token: 't',
  connectedBy: 'U0ANA',
  connectedAt: '2026-11-20T10:00:00.000Z',
  method: 'token' as const,
  state: 'ok' as const,
};

const named = destination({ id: 'org_evt_dst_q4', name: NAME });
const summary = { added: ['invoice.paid'], removed: [], modified: [], unchanged: 1 };

const RECEIPTS: [string, SlackMessage][] = [
  ['paused', activeChangedReceipt('U0ANA', named, false, en)],
  ['resumed', activeChangedReceipt('U0ANA', named, true, en)],
  ['deleted', deletedMessage('U0ANA', NAME, en)],
  [
    'subscribed',
    subscribedReceipt({ userId: 'U0ANA', channelId: 'C0FIN', name: NAME, eventCount: 2 }, {}, en),
  ],
  [
    'webhook created',
    webhookReceipt(
      { userId: 'U0ANA', name: NAME, host: 'hooks.example.test', eventCount: 2 },
      {},
      en,
    ),
  ],
  ['edited', editedReceipt('U0ANA', NAME, { ...summary, rename: { from: NAME, to: 'x' } }, en)],
  ['connected', connectedReceipt('U0ANA', connection, { kind: 'new' }, en)],
  ['disconnected', disconnectedReceipt('U0ANA', NAME, false, en)],
  ['invoice deleted', invoiceDeletedReceipt('U0ANA', NAME, 'permanent', en)],
  ['invoice trashed', invoiceDeletedReceipt('U0ANA', NAME, 'trashed', en)],
];

describe('Enlivy names in public receipts', () => {
  it.each(RECEIPTS)('%s: the name is one code span in the text and every block', (_, receipt) => {
    expect(validateMessageBlocks(receipt)).toEqual([]);
    for (const text of texts(receipt)) {
      expect(text).toContain(SHOWN);
      // Not wrapped in bold (`*` right next to the span would pair with the name's own).
      expect(text).not.toContain(`*${SHOWN}`);
      expect(text).not.toContain(`${SHOWN}*`);
      expect(outsideCode(text)).not.toMatch(/Q4|_AR_|~old~/);
    }
  });

  it('leaves plain names as they were: bold where the receipt makes them bold', () => {
    const plain = destination({ id: 'org_evt_dst_ar', name: 'AR alerts' });
    expect(activeChangedReceipt('U0ANA', plain, false, en).blocks?.[0]).toMatchObject({
      text: { text: expect.stringContaining('paused *AR alerts*') },
    });
    expect(literalText('AR & <co>')).toBe('AR &amp; &lt;co&gt;');
    expect(literalText('snake_case')).toBe('`snake_case`');
  });
});

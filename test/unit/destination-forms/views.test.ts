import { describe, expect, it } from 'vitest';
import { EVENT_NAMES } from '../../../src/enlivy/index.js';
import type { FormValues } from '../../../src/features/destinations/form-values.js';
import {
  editConfirmModal,
  editedReceipt,
  summaryLines,
} from '../../../src/features/destinations/views/edit.js';
import {
  eventOptionGroups,
  includeOptionGroups,
} from '../../../src/features/destinations/views/event-options.js';
import {
  blockErrors,
  destinationFormModal,
  formFields,
} from '../../../src/features/destinations/views/form.js';
import { previewTemplate } from '../../../src/features/destinations/views/preview.js';
import {
  createdCardMessage,
  subscribedReceipt,
  webhookCreatedModal,
  webhookReceipt,
  webhookSecretMessage,
} from '../../../src/features/destinations/views/results.js';
import { validateMessageBlocks, validateView } from '../../fakes/slack/index.js';
import { DESTINATION_FORM } from '../../ids.js';
import { en } from '../../translators.js';

const values: FormValues = {
  name: '#finance alerts',
  channelId: 'C0FIN',
  credentialId: 'org_api_cred_1',
  events: ['invoice.paid', 'helpdesk.not_in_catalog'],
  otherEvents: 'helpdesk.x',
  includes: ['invoice:line_items', 'invoice:some_new_include'],
  message: 'Paid {{number}}',
  active: true,
};

function blockIds(view: { blocks: unknown[] }): string[] {
  return view.blocks.map((b) => (b as { block_id?: string }).block_id ?? '').filter(Boolean);
}

describe('event and include options', () => {
  it('fits Slack: ≤ 100 groups of ≤ 100, text ≤ 75, value ≤ 150; all 77 events once', () => {
    const groups = eventOptionGroups(en);
    const options = groups.flatMap((g) => g.options);
    expect(groups.length).toBeLessThanOrEqual(100);
    expect(Math.max(...groups.map((g) => g.options.length))).toBeLessThanOrEqual(100);
    expect(options.map((o) => o.value)).toEqual([...EVENT_NAMES]);
    expect(options.every((o) => o.text.text.length <= 75 && (o.value ?? '').length <= 150)).toBe(
      true,
    );
  });

  it('offers subject · include pairs and keeps pairs a destination already uses', () => {
    const groups = includeOptionGroups(['invoice:bank_account', 'network_exchange:peer'], en);
    const invoice = groups.find((g) => g.label.text === 'Invoice');
    expect(invoice?.options.map((o) => o.text.text)).toContain('invoice · line_items');
    expect(invoice?.options.map((o) => o.value)).toContain('invoice:bank_account');
    expect(groups.find((g) => g.label.text === 'Network exchange')?.options[0]?.value).toBe(
      'network_exchange:peer',
    );
  });
});

describe('destination form', () => {
  it('is valid Block Kit in every variant, with input block ids for every field', () => {
    const variants = [
      destinationFormModal(
        {
          kind: 'slack',
          mode: 'create',
          callbackId: DESTINATION_FORM.callback.subscribe,
          privateMetadata: '{}',
          values,
          credentials: { mode: 'select', options: [{ id: 'org_api_cred_1', label: 'Slack' }] },
          errors: { name: 'Bad <name>', otherEvents: 'x' },
          banner: 'Enlivy refused',
          preview: previewTemplate('Paid {{number}}', 'invoice.paid', en),
        },
        en,
      ),
      destinationFormModal(
        {
          kind: 'slack',
          mode: 'create',
          callbackId: DESTINATION_FORM.callback.subscribe,
          privateMetadata: '{}',
          values: { ...values, credentialId: undefined },
          credentials: { mode: 'text', note: 'Paste the id' },
        },
        en,
      ),
      destinationFormModal(
        {
          kind: 'webhook',
          mode: 'create',
          callbackId: DESTINATION_FORM.callback.webhook,
          privateMetadata: '{}',
          values: { ...values, url: 'https://x.test' },
        },
        en,
      ),
      destinationFormModal(
        {
          kind: 'slack',
          mode: 'edit',
          callbackId: DESTINATION_FORM.callback.edit,
          privateMetadata: '{}',
          values: { ...values, active: false },
          channelLabel: '<#C0FIN>',
          mixedMessages: true,
        },
        en,
      ),
    ];
    for (const view of variants) expect(validateView(view, { expectedType: 'modal' })).toEqual([]);
    const [slack, , webhook, edit] = variants;
    const B = DESTINATION_FORM.block;
    expect(blockIds(slack!)).toEqual(
      expect.arrayContaining([
        B.name,
        B.channel,
        B.credential,
        B.events,
        B.otherEvents,
        B.includes,
        B.message,
        B.active,
      ]),
    );
    expect(blockIds(webhook!)).toContain(B.url);
    expect(blockIds(webhook!)).not.toContain(B.message);
    expect(blockIds(edit!)).not.toContain(B.channel);
    expect(JSON.stringify(slack)).toContain('Bad &lt;name&gt;');
    expect(JSON.stringify(slack)).toContain('Paid INV-0001');
  });

  it('keys response_action errors by the input blocks that are on screen only', () => {
    expect(blockErrors({ url: 'bad', name: 'empty' }, formFields('slack', 'edit'))).toEqual({
      [DESTINATION_FORM.block.name]: 'empty',
    });
    expect(formFields('slack', 'create')).toEqual(
      new Set([
        'name',
        'events',
        'otherEvents',
        'includes',
        'active',
        'message',
        'channel',
        'credential',
      ]),
    );
  });
});

describe('template preview', () => {
  it('fills placeholders from the sample event like Enlivy does and lists unknown ones', () => {
    expect(
      previewTemplate(
        '{{event}}: {{ number }} {{data.total}} {{currency}} {{status}} {{type}} {{x.y}}',
        'invoice.paid',
        en,
      ),
    ).toEqual({
      event: 'invoice.paid',
      text: 'invoice.paid: INV-0001 1250 EUR paid invoice.paid ',
      unknown: ['x.y'],
    });
    expect(previewTemplate('{{name}}', 'project.member.created', en).text).toBe(
      'Sample project member',
    );
    expect(previewTemplate('{{paid_at}}', 'invoice.created', en)).toMatchObject({
      text: '',
      unknown: [],
    });
  });
});

describe('webhook results and edit summaries', () => {
  it('shows the secret in the creator view only; the receipt names the host', () => {
    const view = webhookCreatedModal(
      {
        name: 'ERP',
        host: 'erp.test',
        eventCount: 2,
        secret: 'whsec_abc',
      },
      en,
    );
    expect(validateView(view)).toEqual([]);
    expect(JSON.stringify(view)).toContain('whsec_abc');
    expect(JSON.stringify(view)).toContain('`Signature`');
    const receipt = webhookReceipt(
      { userId: 'U1', name: 'ERP', host: 'erp.test', eventCount: 2 },
      {},
      en,
    );
    expect(receipt.text).toBe('<@U1> created webhook *ERP* to `erp.test` for 2 events.');
    expect(validateMessageBlocks(receipt)).toEqual([]);
  });

  it('summarizes an edit and confirms before saving', () => {
    const summary = {
      added: ['invoice.paid'],
      removed: ['contract.updated'],
      modified: [],
      unchanged: 5,
      active: false,
    };
    expect(summaryLines(summary, en)[0]).toBe(
      '*Adding:* `invoice.paid`  ·  *Removing:* `contract.updated`  ·  *Unchanged:* 5',
    );
    const confirm = editConfirmModal({ name: 'AR', summary, privateMetadata: '{}' }, en);
    expect(validateView(confirm)).toEqual([]);
    expect(confirm.submit?.text).toBe('Save');
    expect(editedReceipt('U1', 'AR', summary, en).text).toBe(
      '<@U1> edited *AR*: +1 event, −1 event, paused',
    );
  });
});

describe('fallback text', () => {
  const name = '<!here> <https://evil.test|AR>';
  const escaped = '&lt;!here&gt; &lt;https://evil.test|AR&gt;';

  it('escapes destination names, so Slack does not parse them in notifications', () => {
    const card = createdCardMessage(
      {
        id: 'org_evd_1',
        type: 'webhook',
        name,
        destination_url: 'https://erp.test/hook',
        is_active: true,
        config: null,
        event_subscriptions: [{ event: 'invoice.paid', includes: null, config: null }],
      },
      { canEdit: true, canDelete: false },
      en,
    );
    const texts = [
      card.text,
      subscribedReceipt({ userId: 'U1', channelId: 'C0FIN', name, eventCount: 1 }, {}, en).text,
      webhookReceipt({ userId: 'U1', name, host: 'erp.test', eventCount: 1 }, {}, en).text,
      editedReceipt(
        'U1',
        name,
        {
          added: ['invoice.paid'],
          removed: [],
          modified: [],
          unchanged: 0,
        },
        en,
      ).text,
    ];
    const secret = webhookSecretMessage(
      { name, host: 'erp.test', secret: 'whsec_x', where: 'dm' },
      en,
    );
    expect(secret.text).not.toContain('whsec_x');
    expect(JSON.stringify(secret.blocks)).toContain('whsec_x');
    expect(validateMessageBlocks(secret)).toEqual([]);
    texts.push(secret.text);
    for (const text of texts) {
      expect(text).toContain(escaped);
      expect(text).not.toContain('<!here>');
      expect(text).not.toContain('<https://');
    }
  });
});

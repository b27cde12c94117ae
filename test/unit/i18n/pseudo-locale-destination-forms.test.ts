import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import { toUserError } from '../../../src/core/errors/user-error.js';
import {
  type ApiCredential,
  type Destination,
  EnlivyForbiddenError,
  EnlivyValidationError,
} from '../../../src/enlivy/index.js';
import {
  credentialOption,
  elsewhereWarning,
} from '../../../src/features/destinations/credential-workspace.js';
import { formProblemOf } from '../../../src/features/destinations/enlivy-problems.js';
import { describeUnknownEvents } from '../../../src/features/destinations/event-input.js';
import { unpackCreateMeta } from '../../../src/features/destinations/form-metadata.js';
import { credentialChoice, renderForm } from '../../../src/features/destinations/form-render.js';
import {
  checkForm,
  type FormValues,
  webhookUrlProblem,
} from '../../../src/features/destinations/form-values.js';
import {
  type EditSummary,
  editConfirmModal,
  editedReceipt,
  editSavedModal,
  nothingChangedModal,
} from '../../../src/features/destinations/views/edit.js';
import { destinationFormModal } from '../../../src/features/destinations/views/form.js';
import { previewTemplate } from '../../../src/features/destinations/views/preview.js';
import {
  createdCardMessage,
  loadingFromEnlivy,
  noSlackCredentialModal,
  problemLine,
  problemModal,
  secretNotShownLine,
  slackCreatedModal,
  subscribedReceipt,
  webhookCreatedModal,
  webhookReceipt,
  webhookSecretMessage,
} from '../../../src/features/destinations/views/results.js';
import { AppError } from '../../../src/platform/app-error.js';
import { DESTINATION_FORM } from '../../ids.js';
import { leakedWords, ro, xx } from '../../translators.js';

/** The destination forms in the pseudo-locale `xx`: no word may bypass the catalogs. */
const values: FormValues = {
  name: 'Ledger',
  channelId: 'C1',
  credentialId: 'org_api_cred_1',
  url: 'https://hooks.example.test/x',
  events: ['invoice.paid', 'contract.updated'],
  otherEvents: 'helpdesk.x',
  includes: ['invoice:line_items', 'invoice:some_new_include'],
  message: '{{total}}',
  active: true,
  filters: 'amount>=1000',
  style: 'cards',
};
const bad: FormValues = {
  ...values,
  name: 'n'.repeat(300),
  channelId: undefined,
  credentialId: 'bad id!',
  url: 'http://x.test',
  events: [],
  otherEvents: 'nope',
  message: 'x'.repeat(2100),
};
const errors = checkForm(
  bad,
  { kind: 'slack', needsChannel: true, credentialTyped: true },
  xx,
).errors;
const problem = toUserError(new AppError('busy', ''), 'E-1', xx);
const credential = (account: string | null): ApiCredential =>
  ({ id: 'c1', service: 'slack', name: 'Ledger', account_identifier: account }) as ApiCredential;
const here = credentialOption(credential('T1'), { teamId: 'T1' }, xx);
const elsewhere = credentialOption(credential('T9'), { teamId: 'T1' }, xx);
const hook = {
  id: 'dst_1',
  type: 'webhook',
  name: 'Ledger',
  destination_url: 'https://hooks.example.test/x',
  is_active: true,
  config: null,
  event_subscriptions: [],
} as unknown as Destination;
const summary: EditSummary = {
  added: Array.from({ length: 20 }, (_, i) => `invoice.e${i}`),
  removed: ['contract.updated'],
  modified: ['invoice.paid'],
  unchanged: 3,
  rename: { from: 'Ledger', to: 'Books' },
  active: false,
  urlHost: 'hooks.example.test',
  filters: [],
};
const base = {
  callbackId: DESTINATION_FORM.callback.subscribe,
  privateMetadata: '{}',
  values,
} as const;

/** Event and include names stay as they are (they are Enlivy's names): not shown text. */
function withoutNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNames);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const text = (record.text as { text?: unknown } | undefined)?.text;
  if (typeof record.value === 'string' && typeof text === 'string') {
    const name = record.value.replace(':', ' · ');
    if (text === record.value || text === name) return { ...record, text: { text: '' } };
  }
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withoutNames(v)]));
}

const VIEWS: Record<string, () => unknown> = {
  'subscribe form, credentials listed, cards offered, errors and preview': () =>
    destinationFormModal(
      {
        ...base,
        kind: 'slack',
        mode: 'create',
        credentials: { mode: 'select', options: [here, elsewhere], warning: 'x' },
        cardsOffered: true,
        noPaidPack: true,
        errors,
        banner: problemLine(problem),
        preview: previewTemplate('{{total}} {{nope}}', 'invoice.paid', xx),
      },
      xx,
    ),
  'subscribe form, cards offered, Enlivy’s messages chosen': () =>
    destinationFormModal(
      {
        ...base,
        values: { ...values, style: 'enlivy' },
        kind: 'slack',
        mode: 'create',
        credentials: { mode: 'select', options: [here, elsewhere], warning: 'x' },
        cardsOffered: true,
        errors,
        preview: previewTemplate('{{total}} {{nope}}', 'invoice.paid', xx),
      },
      xx,
    ),
  'subscribe form, credential typed, empty preview': () =>
    renderForm(
      {
        meta: { form: 'create', kind: 'slack' },
        privateMetadata: '{}',
        values,
        extras: { preview: previewTemplate('', 'invoice.paid', xx) },
      },
      xx,
    ),
  'subscribe form, a credential elsewhere': () =>
    renderForm(
      {
        meta: { form: 'create', kind: 'slack', credentials: [here, elsewhere, elsewhere] },
        privateMetadata: '{}',
        values,
        extras: {},
      },
      xx,
    ),
  'webhook form': () =>
    renderForm(
      {
        meta: { form: 'create', kind: 'webhook', noPaidPack: true },
        privateMetadata: '{}',
        values,
        extras: {},
      },
      xx,
    ),
  'edit form, Slack, mixed templates': () =>
    destinationFormModal(
      { ...base, kind: 'slack', mode: 'edit', channelLabel: '<#C1>', mixedMessages: true },
      xx,
    ),
  'edit form, cards': () =>
    destinationFormModal(
      { ...base, kind: 'slack', mode: 'edit', channelLabel: '<#C1>', cards: true },
      xx,
    ),
  'edit form, cards without a channel': () =>
    destinationFormModal({ ...base, kind: 'webhook', mode: 'edit', cards: true }, xx),
  'field errors': () => [{ errors }],
  'webhook URL problems': () =>
    ['', `https://x.test/${'a'.repeat(2100)}`, 'x', 'ftp://x.test', 'https://u:p@x.test'].map(
      (url) => ({ text: webhookUrlProblem(url, xx) }),
    ),
  'edit review': () => editConfirmModal({ name: 'Ledger', summary, privateMetadata: '{}' }, xx),
  'edit review, filters': () =>
    editConfirmModal(
      {
        name: 'Ledger',
        summary: { ...summary, active: true, filters: ['amount>=1000'] },
        privateMetadata: '{}',
      },
      xx,
    ),
  'edit saved': () => editSavedModal('Ledger', summary, xx),
  'nothing changed': () => nothingChangedModal('Ledger', xx),
  'edit receipt': () => editedReceipt('U1', 'Ledger', summary, xx),
  'edit receipt, resumed': () =>
    editedReceipt(
      'U1',
      'Ledger',
      { added: [], removed: [], modified: [], unchanged: 1, active: true },
      xx,
    ),
  loading: () => loadingFromEnlivy('Ledger', xx),
  problem: () => problemModal('⟦x⟧', problem, xx),
  'no Slack credential': () => noSlackCredentialModal('Ledger', xx),
  'Slack destination created': () =>
    (['channel', 'dm', 'nowhere'] as const).map((cardAt) =>
      slackCreatedModal({ name: 'Ledger', channelId: 'C1', eventCount: 2, cardAt }, xx),
    ),
  'webhook created': () => [
    webhookCreatedModal({ name: 'Ledger', host: 'h', eventCount: 1, secret: 'whsec_1' }, xx),
    webhookCreatedModal({ name: 'Ledger', host: 'h', eventCount: 1, secret: undefined }, xx),
    webhookCreatedModal(
      { name: 'Ledger', host: 'h', eventCount: 1, secret: undefined, secretLost: true },
      xx,
    ),
  ],
  'webhook secret, privately': () =>
    (['ephemeral', 'dm'] as const).map((where) =>
      webhookSecretMessage({ name: 'Ledger', host: 'h', secret: 'whsec_1', where }, xx),
    ),
  'secret not shown': () => [{ text: secretNotShownLine(xx) }],
  receipts: () => [
    subscribedReceipt(
      { userId: 'U1', channelId: 'C1', name: 'Ledger', eventCount: 3 },
      { noPaidPack: true },
      xx,
    ),
    subscribedReceipt({ userId: 'U1', channelId: 'C1', name: 'Ledger', eventCount: 1 }, {}, xx),
    webhookReceipt(
      { userId: 'U1', name: 'Ledger', host: 'h', eventCount: 2 },
      { noPaidPack: true },
      xx,
    ),
  ],
  'created card, its own lines': () => {
    const card = createdCardMessage(hook, { canEdit: true, canDelete: true }, xx);
    return [{ text: card.text }, card.blocks?.[0]];
  },
  "Enlivy's refusals": () => {
    const limit = new EnlivyValidationError('reached its limit of 50 event destinations', {
      limit: ['x'],
    });
    const pack = new EnlivyForbiddenError('Sending events requires a paid pack.', 403);
    return [limit, pack].map((err) => ({ text: formProblemOf(err, [], new Set(), xx)?.banner }));
  },
  'unknown events': () => [{ text: describeUnknownEvents(['invoice.payed'], xx) }],
  'credential warnings and note': () => [
    { text: elsewhereWarning([elsewhere], xx) },
    { text: elsewhereWarning([elsewhere, elsewhere], xx) },
    { text: (credentialChoice({ form: 'create', kind: 'slack' }, xx) as { note: string }).note },
    { text: here.label },
  ],
};

/** Data in the fixtures: names, hosts, ids and the event and filter words Enlivy reads. */
const DATA = new Set(['Ledger', 'Books', 'dst', 'ref', 'whsec']);

describe('pseudo-locale: destination forms have no text outside the catalogs', () => {
  for (const [name, render] of Object.entries(VIEWS)) {
    it(name, () => {
      expect(leakedWords(withoutNames(render()), DATA)).toEqual([]);
    });
  }

  it('says an expired form in the reader’s language', async () => {
    const stores = { keyv: new Keyv() };
    await expect(unpackCreateMeta(stores, { teamId: 'T1' }, 'not json', ro)).rejects.toThrow(
      'Formularul este prea vechi',
    );
  });

  it('counts events with Romanian plural forms', () => {
    const receipt = (n: number) =>
      subscribedReceipt({ userId: 'U1', channelId: 'C1', name: 'L', eventCount: n }, {}, ro).text;
    expect(receipt(1)).toContain('la 1 eveniment (');
    expect(receipt(3)).toContain('la 3 evenimente (');
    expect(receipt(20)).toContain('la 20 de evenimente (');
  });
});

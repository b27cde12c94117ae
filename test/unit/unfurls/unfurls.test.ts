import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Invoice } from '../../../src/enlivy/index.js';
import { invoiceLinks, MAX_PREVIEWS } from '../../../src/features/unfurls/links.js';
import { previewFor } from '../../../src/features/unfurls/preview.js';
import { previewLine } from '../../../src/features/unfurls/views/messages.js';
import {
  fullInvoicePreview,
  minimalInvoicePreview,
} from '../../../src/features/unfurls/views/preview.js';
import { loadConfig } from '../../../src/platform/config.js';
import type { UnfurlSetting } from '../../../src/store/index.js';
import { formatIssue, validateMessageBlocks } from '../../fakes/slack/index.js';
import { en, ro } from '../../translators.js';

const APP = 'https://app.enlivy.com';
const link = (path: string) => `${APP}/organizations/org_demo/invoices/${path}`;

describe('invoice links', () => {
  it('finds links to one invoice on ENLIVY_APP_URL, as shared, each once', () => {
    const urls = [
      link('org_inv_demo_0001'),
      link('org_inv_demo_0002/'),
      `${link('org_inv_demo_0003')}?tab=pdf#top`,
      link('org_inv_demo_0001'),
    ];
    expect(invoiceLinks(urls, APP)).toEqual([
      { url: urls[0], orgId: 'org_demo', invoiceId: 'org_inv_demo_0001' },
      { url: urls[1], orgId: 'org_demo', invoiceId: 'org_inv_demo_0002' },
      { url: urls[2], orgId: 'org_demo', invoiceId: 'org_inv_demo_0003' },
    ]);
  });

  it('leaves other links alone: other hosts and schemes, lists, other resources, bad ids', () => {
    expect(
      invoiceLinks(
        [
          'https://evil.example/organizations/org_demo/invoices/org_inv_demo_0001',
          'http://app.enlivy.com/organizations/org_demo/invoices/org_inv_demo_0001',
          'https://app.enlivy.com.evil.example/organizations/org_demo/invoices/org_inv_demo_0001',
          `${APP}/organizations/org_demo/invoices`,
          `${APP}/organizations/org_demo/contracts/org_inv_demo_0001`,
          `${APP}/organizations/org_demo/invoices/org_inv_demo_0001/edit`,
          link('not_an_invoice'),
          link('org_inv_%2E%2E'),
          `${APP}/organizations/org%2Fdemo/invoices/org_inv_demo_0001`,
          'not a url',
        ],
        APP,
      ),
    ).toEqual([]);
  });

  it('follows an ENLIVY_APP_URL with a path, and previews at most MAX_PREVIEWS per message', () => {
    const base = 'https://enlivy.example.com/app';
    const url = `${base}/organizations/org_demo/invoices/org_inv_x`;
    expect(invoiceLinks([url], base)).toHaveLength(1);
    expect(invoiceLinks([url], APP)).toEqual([]);
    const many = Array.from({ length: 9 }, (_, i) => link(`org_inv_demo_000${i}`));
    expect(invoiceLinks(many, APP)).toHaveLength(MAX_PREVIEWS);
  });
});

describe('what a conversation previews', () => {
  const set = (mode: UnfurlSetting['mode'], allowShared = false): UnfurlSetting => ({
    mode,
    allowShared,
    by: 'U1',
    at: '2026-11-20T10:00:00.000Z',
  });
  const shared = (answer: boolean | undefined) => async () => answer;

  it.each([
    ['no setting, internal channel', undefined, false, { kind: 'full', allowedShared: false }],
    ['no setting, shared channel', undefined, true, { kind: 'minimal', reason: 'shared' }],
    ['no setting, unknown', undefined, undefined, { kind: 'minimal', reason: 'unknown' }],
    ['off', set('off'), false, { kind: 'off' }],
    ['minimal, internal channel', set('minimal'), false, { kind: 'minimal', reason: 'chosen' }],
    ['on, internal channel', set('on'), false, { kind: 'full', allowedShared: false }],
    ['on set before it was shared', set('on'), true, { kind: 'minimal', reason: 'shared' }],
    ['on set while shared', set('on', true), true, { kind: 'full', allowedShared: true }],
  ] as const)('%s', async (_name, setting, isShared, expected) => {
    expect(await previewFor(setting, shared(isShared))).toEqual(expected);
  });

  it('asks Slack about sharing only when the setting leaves it open', async () => {
    let asked = 0;
    const sharing = async () => {
      asked += 1;
      return true;
    };
    await previewFor(set('off'), sharing);
    await previewFor(set('minimal'), sharing);
    await previewFor(set('on', true), sharing);
    expect(asked).toBe(0);
    await previewFor(undefined, sharing);
    expect(asked).toBe(1);
  });
});

const INVOICE: Invoice = {
  id: 'org_inv_demo_0001',
  number: 'INV-2026-0001',
  formatted_number: 'INV-2026-0001',
  status: 'overdue',
  title: null,
  currency: 'EUR',
  total: 1250,
  issued_at: '2026-10-01',
  due_at: '2026-10-31',
  paid_at: null,
  finalized_at: '2026-10-01T09:00:00.000000Z',
  direction: 'inbound',
  sender_user: { name: 'Initech *Hosting*' },
};
const INVOICE_URL = link('org_inv_demo_0001');

/** `&`, `<`, `>`, formatting, emoji, 5,000 characters: the worst Enlivy could send. */
const NASTY = '👩‍👩‍👧‍👦 R&D <ops> *bold* _it_ `tick` <!here> '.repeat(120);
const WORST: Invoice = {
  ...INVOICE,
  id: `org_inv_${'a'.repeat(120)}`,
  number: NASTY.slice(0, 200),
  formatted_number: NASTY,
  status: NASTY,
  currency: 'XXXXXXXXX',
  total: '123456789012345678901234567890.99',
  due_at: NASTY,
  sender_user: { name: NASTY },
};

describe('invoice previews', () => {
  it('full: number, counterparty (the supplier of a bill), amount, status, due date, PDF and Open in Enlivy', () => {
    const text = JSON.stringify(fullInvoicePreview(INVOICE, INVOICE_URL, en));
    expect(text).toContain(':receipt: *Invoice INV-2026-0001*');
    expect(text).toContain('*Counterparty*\\n`Initech *Hosting*`');
    expect(text).toContain('*Amount*\\n€1,250.00');
    expect(text).toContain('*Status*\\nOverdue');
    expect(text).toContain('*Due*\\nOct 31, 2026');
    expect(text).toContain('"action_id":"invoice_download_pdf"');
    expect(text).toContain(`"url":"${INVOICE_URL}"`);
    expect(text).not.toContain('invoice_delete');
    const draft = JSON.stringify(
      fullInvoicePreview({ ...INVOICE, status: 'draft', finalized_at: null }, INVOICE_URL, en),
    );
    expect(draft).not.toContain('invoice_download_pdf');
  });

  it('minimal: the number and status, and why; nothing else', () => {
    const text = JSON.stringify(minimalInvoicePreview(INVOICE, 'shared', en));
    expect(text).toContain('INV-2026-0001');
    expect(text).toContain('Overdue');
    expect(text).toContain('shared with other organizations');
    for (const hidden of ['1,250', 'Initech', 'Oct 31', 'invoice_download_pdf', 'app.enlivy.com'])
      expect(text).not.toContain(hidden);
  });

  it('in Romanian', () => {
    const full = JSON.stringify(fullInvoicePreview(INVOICE, INVOICE_URL, ro));
    expect(full).toContain('*Factura INV-2026-0001*');
    expect(full).toContain('*Contrapartidă*');
    expect(full).toMatch(/\*Sumă\*\\n1\.250,00\sEUR/);
    expect(full).toContain('*Stare*\\nRestantă');
    expect(full).toContain('Descarcă PDF');
    expect(JSON.stringify(minimalInvoicePreview(INVOICE, 'chosen', ro))).toContain(
      'Un administrator a ales',
    );
    expect(previewLine({ kind: 'minimal', reason: 'shared' }, ro)).toBe(
      'Previzualizarea facturilor din linkuri în acest canal: *doar numărul și starea* (canalul este partajat cu alte organizații).',
    );
  });

  it.each([
    ['en', en],
    ['ro', ro],
  ] as const)('stay within Block Kit limits on the worst invoice (%s)', (_name, t) => {
    const previews = [
      fullInvoicePreview(WORST, `${INVOICE_URL}?${'q'.repeat(2900)}`, t),
      minimalInvoicePreview(WORST, 'unknown', t),
    ];
    expect(validateMessageBlocks({ attachments: previews }).map(formatIssue)).toEqual([]);
  });
});

describe('manifest.yml', () => {
  const manifest = parse(readFileSync(new URL('../../../manifest.yml', import.meta.url), 'utf8'));

  it('unfurls the host of the default ENLIVY_APP_URL, with the scopes and the event it needs', () => {
    const appUrl = loadConfig({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 'a'.repeat(32) })
      .enlivy.appUrl;
    expect(manifest.features.unfurl_domains).toEqual([new URL(appUrl).host]);
    expect(manifest.oauth_config.scopes.bot).toEqual(
      expect.arrayContaining(['links:read', 'links:write']),
    );
    expect(manifest.settings.event_subscriptions.bot_events).toContain('link_shared');
  });
});

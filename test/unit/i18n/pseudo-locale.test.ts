import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  slackNotReachedMessage,
  submissionNotRun,
} from '../../../src/core/error-views.js';
import { toUserError } from '../../../src/core/errors/user-error.js';
import type { Invoice } from '../../../src/enlivy/index.js';
import { commandWorkingMessage } from '../../../src/features/help/enlivy-command.js';
import { helpMessage, unknownCommandMessage } from '../../../src/features/help/views/help.js';
import { homeView } from '../../../src/features/help/views/home.js';
import {
  alreadyDeletedText,
  deleteInvoiceModal,
  deleteMismatchError,
  deletingInvoiceNotice,
  invoiceDeletedCard,
  invoiceDeletedReceipt,
  problemModal as invoiceProblemModal,
  notDownloadableMessage,
  pdfComment,
  pdfInterruptedMessage,
  pdfNotSentMessage,
  pdfSentMessage,
} from '../../../src/features/invoices/views/invoices.js';
import { invoicePickList } from '../../../src/features/invoices/views/pick-list.js';
import { invoiceCard } from '../../../src/features/shared/invoices/views/card.js';
import { lookupNotes, noInvoicesInMessage } from '../../../src/features/shortcuts/views/lookup.js';
import { AppError } from '../../../src/platform/app-error.js';
import { untranslatedText } from '../../../src/platform/i18n/index.js';
import type { SubmissionNotRunReason } from '../../../src/platform/request-context.js';
import { workingMessage } from '../../../src/slack/working-notice.js';
import { appCommands } from '../../commands.js';
import { itShowsOnlyCatalogText, ro, translators, xx } from '../../translators.js';

const commands = appCommands();

/**
 * Every converted view rendered in the pseudo-locale `xx`, where each catalog string comes back
 * as ⟦…⟧: words outside the brackets are English that bypassed the catalogs.
 */
const CONNECTION = {
  state: 'ok' as const,
  organizationId: 'org_demo',
  organizationName: 'Demo SRL',
  connectedBy: 'U1',
  connectedAt: '2026-11-01T10:00:00.000Z',
};

const INVOICE = {
  id: 'org_inv_demo_0001',
  number: 'INV-2026-0001',
  formatted_number: 'INV-2026-0001',
  title: null,
  status: 'paid',
  currency: 'EUR',
  total: 1250,
  issued_at: '2026-10-01',
  due_at: '2026-10-31',
  paid_at: null,
  finalized_at: '2026-10-01T10:00:00Z',
  direction: 'outbound',
} as unknown as Invoice;
const DRAFT = { ...INVOICE, status: 'draft', finalized_at: null } as Invoice;
const LABEL = 'INV-2026-0001';
const DELETE_METADATA = { id: INVOICE.id, from: 'card' as const, label: LABEL };

const VIEWS: Record<string, () => unknown> = {
  'shortcut, no invoices, with search': () => noInvoicesInMessage('{"q":"acme","p":1}', xx),
  'shortcut, no invoices, no search': () => noInvoicesInMessage(undefined, xx),
  'shortcut notes': () =>
    lookupNotes(
      {
        missing: [{ kind: 'number', number: 'INV-1999-0404' }],
        several: ['INV-2026-0001'],
        skipped: [{ kind: 'id', id: 'org_inv_demo_0001' }],
      },
      xx,
    ),
  'invoice card, admin': () => invoiceCard(INVOICE, { role: 'admin', openUrl: 'https://x' }, xx),
  'invoice card, draft': () => invoiceCard(DRAFT, { role: 'editor' }, xx),
  'invoice card, unknown status': () =>
    invoiceCard({ ...INVOICE, status: null } as unknown as Invoice, { role: 'viewer' }, xx),
  'invoice pick list': () =>
    invoicePickList(
      LABEL,
      Array.from({ length: 12 }, (_, i) => ({ ...INVOICE, id: `org_inv_${i}` })),
      xx,
    ),
  'invoice pick list, no customer or total': () =>
    invoicePickList(LABEL, [{ ...INVOICE, total: null } as unknown as Invoice, INVOICE], xx),
  'pdf sent': () => pdfSentMessage(LABEL, xx),
  'pdf comment, dm': () => ({ text: pdfComment(LABEL, 'U1', 'dm', xx) }),
  'pdf comment, channel': () => ({ text: pdfComment(LABEL, 'U1', 'channel', xx) }),
  'pdf empty': () => pdfNotSentMessage(LABEL, { kind: 'empty' }, xx),
  'pdf too large': () => pdfNotSentMessage(LABEL, { kind: 'too_large', capBytes: 5e7 }, xx),
  'pdf interrupted': () => pdfInterruptedMessage(LABEL, xx),
  'pdf of a draft': () => notDownloadableMessage(LABEL, 'draft', xx),
  'pdf not finalized': () => notDownloadableMessage(LABEL, 'pending', xx),
  'delete modal, by number': () => deleteInvoiceModal(INVOICE, DELETE_METADATA, xx),
  'delete modal, by id': () =>
    deleteInvoiceModal(DRAFT, { ...DELETE_METADATA, label: INVOICE.id }, xx),
  'delete mismatch': () => ({ text: deleteMismatchError(LABEL, xx) }),
  'deleting notice': () => ({ text: deletingInvoiceNotice(LABEL, xx) }),
  'already deleted': () => ({ text: alreadyDeletedText(LABEL, 'U1', xx) }),
  'deleted, trashed': () => invoiceDeletedCard(LABEL, 'trashed', xx),
  'deleted, permanent': () => invoiceDeletedCard(LABEL, 'permanent', xx),
  'receipt, deleted': () => invoiceDeletedReceipt('U1', LABEL, 'deleted', xx),
  'receipt, trashed': () => invoiceDeletedReceipt('U1', LABEL, 'trashed', xx),
  'invoice problem modal': () =>
    invoiceProblemModal('⟦x⟧', toUserError(new AppError('internal', ''), 'E-1', xx), xx),
  'help, viewer, not connected': () =>
    helpMessage({ commands, role: 'viewer', connection: 'none' }, xx),
  'help, admin, expired': () => helpMessage({ commands, role: 'admin', connection: 'expired' }, xx),
  'help, store down': () =>
    helpMessage({ commands, role: 'viewer', connection: 'none', storeProblem: 'E-1' }, xx),
  'help topic, allowed': () =>
    helpMessage({ commands, role: 'admin', connection: 'ok', topic: 'watch' }, xx),
  'help topic, refused': () =>
    helpMessage({ commands, role: 'viewer', connection: 'ok', topic: 'access' }, xx),
  'help, unknown topic': () =>
    helpMessage({ commands, role: 'viewer', connection: 'ok', topic: 'lsit' }, xx),
  'unknown command': () => unknownCommandMessage('statsu', 'status', xx),
  'working message': () => workingMessage('⟦x⟧'),
  ...Object.fromEntries(
    [
      ...commands.list().map((spec) => spec.name),
      '',
      'pause "Ledger" for 2h',
      'pause all failing',
      'resume Ledger',
      'pause Ledger for nonsense',
    ].map((text) => [
      `working message: /enlivy ${text}`,
      () => commandWorkingMessage(commands, text, xx),
    ]),
  ),
  'home, admin, not connected': () =>
    homeView({ commands: commands.list(), role: 'admin', connection: undefined }, xx),
  'home, viewer, connected': () =>
    homeView({ commands: commands.list(), role: 'viewer', connection: CONNECTION as never }, xx),
  'home, expired': () =>
    homeView(
      {
        commands: commands.list(),
        role: 'viewer',
        connection: { ...CONNECTION, state: 'expired' } as never,
      },
      xx,
    ),
  'home, expired, admin (Reconnect)': () =>
    homeView(
      {
        commands: commands.list(),
        role: 'admin',
        connection: { ...CONNECTION, state: 'expired' } as never,
      },
      xx,
    ),
  'still starting': () => slackNotReachedMessage(xx),
  'storage unreachable (form)': () => notRun('store', true),
  'storage unreachable (notice)': () => notRun('store', false),
  'took too long (form)': () => notRun('late', true),
  'took too long (notice)': () => notRun('late', false),
};

const FAILURES: Record<string, unknown> = {
  ...Object.fromEntries(
    (
      [
        'not_connected',
        'connection_expired',
        'forbidden_role',
        'bad_input',
        'not_found',
        'ambiguous',
        'store_corrupt',
        'store_unavailable',
        'busy',
        'renewal_slow',
        'internal',
      ] as const
    ).map((code) => [code, new AppError(code, '')]),
  ),
  'slack not_in_channel': {
    code: 'slack_webapi_platform_error',
    data: { error: 'not_in_channel' },
  },
  'slack unknown code': { code: 'slack_webapi_platform_error', data: { error: 'weird_code' } },
  'slack rate limited': { code: 'slack_webapi_rate_limited_error', retryAfter: 3 },
  'slack unreachable': { code: 'slack_webapi_request_error' },
  'slack http': { code: 'slack_webapi_http_error', statusCode: 502 },
  'something else': new Error('boom'),
};
for (const [name, err] of Object.entries(FAILURES)) {
  VIEWS[`error: ${name}`] = () => errorMessage(toUserError(err, 'E-5', xx));
}

/**
 * Data in the fixtures above, not text of the app; and `ref`, the marker before a reference id
 * in error views (`ref E-…`), written the same in every language.
 */
const DATA = new Set([
  'Demo',
  'SRL',
  'org_demo',
  'lsit',
  'statsu',
  'date_short',
  'weird_code',
  'ref',
  'INV',
  'org',
  'inv',
  'demo',
  'x',
  'U1',
  // A day as Intl writes it (the pseudo-locale formats as English).
  'Oct',
]);

describe('pseudo-locale: converted views have no text outside the catalogs', () => {
  itShowsOnlyCatalogText(VIEWS, DATA);

  it('finds English that bypassed the catalogs', () => {
    expect(untranslatedText('⟦Enlivy commands⟧ and more text')).toEqual(['and', 'more', 'text']);
  });

  it('renders every command summary in Romanian, not English', () => {
    const help = JSON.stringify(helpMessage({ commands, role: 'admin', connection: 'ok' }, ro));
    for (const spec of commands.list()) expect(help).toContain(`/enlivy ${spec.name}`);
    expect(help).toContain('Arată ce poți face aici.');
    expect(help).not.toContain('Show what you can do here.');
  });

  it('says a failure in Romanian, plural forms included', () => {
    const busy = toUserError({ code: 'slack_webapi_rate_limited_error', retryAfter: 3 }, 'E-6', ro);
    expect(busy).toMatchObject({
      title: 'Slack este ocupat',
      hint: 'Încearcă din nou peste 3 secunde.',
    });
    expect(toUserError(new AppError('bad_input', ''), 'E-7', ro).title).toBe(
      'Verifică ce ai introdus',
    );
  });

  it('picks Romanian plural forms one/few/other', () => {
    const hidden = (count: number) => translators.for('ro').text('help', 'list.hidden', { count });
    expect(hidden(1)).toBe('Încă 1 comandă cere un rol mai înalt.');
    expect(hidden(2)).toBe('Încă 2 comenzi cer un rol mai înalt.');
    expect(hidden(20)).toBe('Încă 20 de comenzi cer un rol mai înalt.');
  });

  it('formats numbers, amounts and dates with Intl in the message language', () => {
    const day = new Date('2026-10-01T12:00:00Z');
    expect(translators.for('en').amount(1250, 'EUR')).toBe('€1,250.00');
    expect(ro.amount(1250, 'EUR')).toBe('1.250,00\u00a0EUR');
    expect(ro.number(1234.5)).toBe('1.234,5');
    expect(ro.date(day, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('1 oct. 2026');
  });
});

/** A form's not-run ack in the pseudo-locale: under its input, or as a notice when it has none. */
function notRun(why: SubmissionNotRunReason, withInput: boolean) {
  const blocks = withInput ? [{ type: 'input', block_id: 'b' }] : [];
  return submissionNotRun({ blocks }, { reference: 'E-2', why }, xx);
}

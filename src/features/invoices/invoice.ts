import type { CommandRequest } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import { invoiceNotFoundFor, shown } from '../shared/invoices/lookup.js';
import {
  type InvoiceReference,
  type InvoiceResolution,
  invoiceReference,
  resolveInvoice,
} from '../shared/invoices/resolve.js';
import { invoiceAppUrl } from '../shared/invoices/urls.js';
import { invoiceCard } from '../shared/invoices/views/card.js';
import { invoicesSay } from './copy/index.js';
import type { InvoicesDeps } from './deps.js';
import { type PdfTarget, sendInvoicePdf } from './pdf.js';
import { invoicePickList } from './views/pick-list.js';

function checkedReference(word: string | undefined, t: Translator): InvoiceReference {
  const say = invoicesSay(t);
  if (word === undefined) {
    throw new AppError('bad_input', say('command.sayWhich'), { hint: say('command.howTo') });
  }
  const reference = invoiceReference(word);
  if (reference !== undefined) return reference;
  throw new AppError('bad_input', say('command.notReference', { word: shown(word) }), {
    hint: say('command.notReferenceHint'),
  });
}

/** What to do once the invoice is known: show its card, or send its PDF. */
function checkedTarget(words: readonly (string | undefined)[], t: Translator): PdfTarget | 'card' {
  const [verb, where, ...rest] = words;
  if (verb === undefined) return 'card';
  const here = where?.toLowerCase() === 'here';
  if (verb.toLowerCase() !== 'pdf' || (where !== undefined && !here) || rest.length > 0) {
    const extra = words.filter((w) => w !== undefined).join(' ');
    const say = invoicesSay(t);
    throw new AppError('bad_input', say('command.notUnderstood', { words: shown(extra) }), {
      hint: say('command.howTo'),
    });
  }
  return here ? 'channel' : 'dm';
}

async function answer(
  request: CommandRequest,
  services: InvoicesDeps,
  { resolution, orgId }: { resolution: InvoiceResolution; orgId: string },
  target: PdfTarget | 'card',
): Promise<void> {
  const t = await request.t();
  if (resolution.kind === 'none') throw invoiceNotFoundFor(resolution.reference, t);
  if (resolution.kind === 'several') {
    await request.ui.respond(invoicePickList(resolution.number, resolution.invoices, t));
    return;
  }
  if (target !== 'card') {
    await sendInvoicePdf(request, services, resolution.invoice.id, target);
    return;
  }
  const { invoice } = resolution;
  const openUrl = invoiceAppUrl(services.config.enlivy.appUrl, orgId, invoice.id);
  await request.ui.respond(invoiceCard(invoice, { role: request.role, openUrl }, t));
}

/**
 * `/enlivy invoice NUMBER|ID [pdf [here]]`: the invoice card, or its PDF. A number several
 * invoices share gets a pick list (its rows open the cards; a PDF is one click further).
 */
export async function invoiceCommand(
  request: CommandRequest,
  services: InvoicesDeps,
): Promise<void> {
  const [word, ...more] = request.args;
  const t = await request.t();
  const reference = checkedReference(word, t);
  const target = checkedTarget(more, t);
  if (reference.kind === 'id' && target !== 'card') {
    // The PDF path reads the invoice itself (and says when it is missing).
    await sendInvoicePdf(request, services, reference.id, target);
    return;
  }
  const resolved = await services.connections.use(request.workspace, async ({ api, orgId }) => ({
    resolution: await resolveInvoice(api, orgId, reference),
    orgId,
  }));
  await answer(request, services, resolved, target);
}

import type { CommandHandler, CommandRequest, Services } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import { invoiceNotFound } from './lookup.js';
import { type PdfTarget, sendInvoicePdf } from './pdf.js';
import {
  type InvoiceReference,
  type InvoiceResolution,
  invoiceReference,
  resolveInvoice,
} from './resolve.js';
import { invoiceCard } from './views/invoices.js';
import { invoicePickList } from './views/pick-list.js';

const USAGE =
  'Use `/enlivy invoice NUMBER` for the card, `/enlivy invoice NUMBER pdf` for the PDF in your DM, or `/enlivy invoice NUMBER pdf here` to post it in this channel — e.g. `/enlivy invoice INV-2026-0001 pdf`. The invoice id (`org_inv_…`) works too.';

/** User text echoed inside inline code: no backticks, bounded. */
function shown(word: string): string {
  return word.replace(/`/g, '').slice(0, 60);
}

function checkedReference(word: string | undefined): InvoiceReference {
  if (word === undefined) {
    throw new AppError('bad_input', 'Say which invoice.', { hint: USAGE });
  }
  const reference = invoiceReference(word);
  if (reference !== undefined) return reference;
  throw new AppError(
    'bad_input',
    `\`${shown(word)}\` is neither an invoice number nor an invoice id.`,
    {
      hint: 'Give the number as it is on the invoice (at least 3 characters, e.g. `/enlivy invoice INV-2026-0001`) or its id (`org_inv_…`). Find one with `/enlivy search <number or customer>`.',
    },
  );
}

/** What to do once the invoice is known: show its card, or send its PDF. */
function checkedTarget(words: readonly (string | undefined)[]): PdfTarget | 'card' {
  const [verb, where, ...rest] = words;
  if (verb === undefined) return 'card';
  const here = where?.toLowerCase() === 'here';
  if (verb.toLowerCase() !== 'pdf' || (where !== undefined && !here) || rest.length > 0) {
    const extra = words.filter((w) => w !== undefined).join(' ');
    throw new AppError(
      'bad_input',
      `\`${shown(extra)}\` is not something \`/enlivy invoice\` understands.`,
      { hint: USAGE },
    );
  }
  return here ? 'channel' : 'dm';
}

/** "No invoice numbered …" / "Enlivy has no invoice …", with where to look instead. */
export function invoiceNotFoundFor(reference: InvoiceReference): AppError {
  if (reference.kind === 'id') return invoiceNotFound(reference.id);
  const number = shown(reference.number);
  return new AppError('not_found', `No invoice numbered \`${number}\`.`, {
    hint: `Try \`/enlivy search ${number}\`: it also finds invoices whose number or title contains it.`,
  });
}

async function answer(
  request: CommandRequest,
  services: Services,
  resolution: InvoiceResolution,
  target: PdfTarget | 'card',
): Promise<void> {
  if (resolution.kind === 'none') throw invoiceNotFoundFor(resolution.reference);
  if (resolution.kind === 'several') {
    const user = await request.ui.userInfo(request.userId);
    await request.ui.respond(invoicePickList(resolution.number, resolution.invoices, user.locale));
    return;
  }
  if (target !== 'card') {
    await sendInvoicePdf(request, services, resolution.invoice.id, target);
    return;
  }
  const user = await request.ui.userInfo(request.userId);
  await request.ui.respond(
    invoiceCard(resolution.invoice, {
      role: request.role,
      ...(user.locale ? { locale: user.locale } : {}),
    }),
  );
}

/**
 * `/enlivy invoice NUMBER|ID [pdf [here]]`: the invoice card, or its PDF. A number several
 * invoices share gets a pick list (its rows open the cards; a PDF is one click further).
 */
export const invoice: CommandHandler = async (request, services) => {
  const [word, ...more] = request.args;
  const reference = checkedReference(word);
  const target = checkedTarget(more);
  if (reference.kind === 'id' && target !== 'card') {
    // The PDF path reads the invoice itself (and says when it is missing).
    await sendInvoicePdf(request, services, reference.id, target);
    return;
  }
  const resolution = await services.connections.use(request.workspace, ({ api, orgId }) =>
    resolveInvoice(api, orgId, reference),
  );
  await answer(request, services, resolution, target);
};

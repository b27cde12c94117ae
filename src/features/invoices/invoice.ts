import type { CommandHandler } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import { retrieveInvoice } from './lookup.js';
import { sendInvoicePdf } from './pdf.js';
import { isInvoiceId } from './values.js';
import { invoiceCard } from './views/invoices.js';

const USAGE =
  'Use `/enlivy invoice ID` for the card, `/enlivy invoice ID pdf` for the PDF in your DM, or `/enlivy invoice ID pdf here` to post it in this channel — e.g. `/enlivy invoice org_inv_8Xk2 pdf`.';

/** User text echoed inside inline code: no backticks, bounded. */
function shown(word: string): string {
  return word.replace(/`/g, '').slice(0, 60);
}

function checkedId(word: string | undefined): string {
  if (word === undefined) {
    throw new AppError('bad_input', 'Say which invoice.', { hint: USAGE });
  }
  if (isInvoiceId(word)) return word;
  const looksLikeNumber = /^[A-Za-z]{2,}[-/]?\d/.test(word);
  throw new AppError('bad_input', `\`${shown(word)}\` is not an invoice id.`, {
    hint: looksLikeNumber
      ? `Invoice ids look like \`org_inv_…\`. Find this one with \`/enlivy search ${shown(word)}\`.`
      : `Invoice ids look like \`org_inv_…\`, e.g. \`/enlivy invoice org_inv_8Xk2\`. Find one with \`/enlivy search <number or customer>\`.`,
  });
}

/** `/enlivy invoice ID [pdf [here]]`: the invoice card, or its PDF. */
export const invoice: CommandHandler = async (request, services) => {
  const [idWord, verb, where, ...rest] = request.args;
  const invoiceId = checkedId(idWord);
  if (verb === undefined) {
    const user = await request.ui.userInfo(request.userId);
    const found = await services.connections.use(request.workspace, ({ api, orgId }) =>
      retrieveInvoice(api, orgId, invoiceId),
    );
    await request.ui.respond(
      invoiceCard(found, { role: request.role, ...(user.locale ? { locale: user.locale } : {}) }),
    );
    return;
  }
  const here = where?.toLowerCase() === 'here';
  if (verb.toLowerCase() !== 'pdf' || (where !== undefined && !here) || rest.length > 0) {
    const extra = [verb, where, ...rest].filter((w) => w !== undefined).join(' ');
    throw new AppError(
      'bad_input',
      `\`${shown(extra)}\` is not something \`/enlivy invoice\` understands.`,
      {
        hint: USAGE,
      },
    );
  }
  await sendInvoicePdf(request, services, invoiceId, here ? 'channel' : 'dm');
};

import type { AppServices, Request } from '../../core/context.js';
import { resolveInvoice } from '../shared/invoices/resolve.js';
import { invoiceAppUrl } from '../shared/invoices/urls.js';
import { encodeSearchPlace, MAX_SEARCH_TEXT } from '../shared/invoices/values.js';
import { invoiceCard } from '../shared/invoices/views/card.js';
import { invoiceReferencesIn, MAX_LOOKUPS } from './references.js';
import { lookupNotes, noInvoicesInMessage } from './views/lookup.js';

/** The message's words as a search (Enlivy's search wants at least 3 characters). */
function searchOffer(text: string): string | undefined {
  const words = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_~`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length < 3) return undefined;
  return encodeSearchPlace({ q: words.slice(0, MAX_SEARCH_TEXT).trim(), p: 1 });
}

/**
 * "Look up Enlivy invoices" on a message: the invoice numbers and ids in its text, each
 * resolved as `/enlivy invoice` resolves it, shown as cards to the person who asked (one reply
 * each: a response_url takes five). None in the text: say so and offer a search.
 */
export async function lookUpInvoicesIn(
  request: Request,
  services: Pick<AppServices, 'access' | 'config' | 'connections'>,
  text: string,
): Promise<void> {
  const references = invoiceReferencesIn(text);
  const t = await request.t();
  if (references.length === 0) {
    await request.ui.respond(noInvoicesInMessage(searchOffer(text), t));
    return;
  }
  const wanted = references.slice(0, MAX_LOOKUPS);
  const role = await services.access.roleOf(request);
  const { resolutions, orgId } = await services.connections.use(
    request.workspace,
    async ({ api, orgId }) => ({
      orgId,
      resolutions: await Promise.all(wanted.map((ref) => resolveInvoice(api, orgId, ref))),
    }),
  );
  const missing = [];
  const several: string[] = [];
  for (const resolution of resolutions) {
    if (resolution.kind === 'none') missing.push(resolution.reference);
    else if (resolution.kind === 'several') several.push(resolution.number);
    else {
      const { invoice } = resolution;
      await request.ui.respond(
        invoiceCard(
          invoice,
          { role, openUrl: invoiceAppUrl(services.config.enlivy.appUrl, orgId, invoice.id) },
          t,
        ),
      );
    }
  }
  const notes = lookupNotes({ missing, several, skipped: references.slice(MAX_LOOKUPS) }, t);
  if (notes !== undefined) await request.ui.respond(notes);
}

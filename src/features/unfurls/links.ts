import { isInvoiceId } from './invoice-parts.js';

/** A link to one invoice in Enlivy's web app, as the app itself builds "Open in Enlivy" links. */
export interface InvoiceLink {
  /** Exactly as shared: `chat.unfurl` keys its previews by it. */
  url: string;
  orgId: string;
  invoiceId: string;
}

/** Previews per message at most: each is one Enlivy call. */
export const MAX_PREVIEWS = 5;

const ORGANIZATION_ID = /^[A-Za-z0-9_-]{1,128}$/;
const INVOICE_PATH = /^\/organizations\/([^/]+)\/invoices\/([^/]+)\/?$/;

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * The invoice links among `urls`: on ENLIVY_APP_URL (its origin and path), of the form
 * `/organizations/{org}/invoices/{id}` (a query or fragment allowed), each URL once, the first
 * MAX_PREVIEWS. Any other link of the domain (a list, a contract) is left alone.
 */
export function invoiceLinks(urls: readonly string[], appUrl: string): InvoiceLink[] {
  const app = parsed(appUrl);
  if (app === undefined) return [];
  const base = app.pathname.replace(/\/+$/, '');
  const found = new Map<string, InvoiceLink>();
  for (const url of urls) {
    const link = parsed(url);
    if (link === undefined || link.origin !== app.origin) continue;
    if (!link.pathname.startsWith(`${base}/`)) continue;
    const match = INVOICE_PATH.exec(link.pathname.slice(base.length));
    const orgId = decoded(match?.[1] ?? '');
    const invoiceId = decoded(match?.[2] ?? '');
    if (orgId === undefined || invoiceId === undefined) continue;
    if (!ORGANIZATION_ID.test(orgId) || !isInvoiceId(invoiceId)) continue;
    if (!found.has(url)) found.set(url, { url, orgId, invoiceId });
  }
  return [...found.values()].slice(0, MAX_PREVIEWS);
}

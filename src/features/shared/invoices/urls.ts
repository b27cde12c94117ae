/** The invoice's page in Enlivy's web app (ENLIVY_APP_URL). */
export function invoiceAppUrl(appUrl: string, orgId: string, invoiceId: string): string {
  return `${appUrl}/organizations/${encodeURIComponent(orgId)}/invoices/${encodeURIComponent(invoiceId)}`;
}

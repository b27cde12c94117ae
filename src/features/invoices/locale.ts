/**
 * A Slack locale (`en-US`, `ro-RO`) → the language Enlivy renders a PDF in (`en`, `ro`);
 * `auto` (the invoice's own language) when Slack gave none or something unreadable.
 */
export function enlivyLocale(slackLocale: string | undefined): string {
  const language = /^([A-Za-z]{2,3})(?:[-_]|$)/.exec(slackLocale ?? '')?.[1];
  return language === undefined ? 'auto' : language.toLowerCase();
}

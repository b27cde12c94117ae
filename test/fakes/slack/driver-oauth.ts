/**
 * A person installing the app through its own install page, the way a browser would:
 * GET the install path (keeping the state cookie), follow "Add to Slack" to the fake's
 * authorize page, then GET the app's redirect with the code, state and cookie.
 * The app must point its authorize URL at the fake (Bolt: `installerOptions.authorizationUrl`).
 */
import type { FakeSlack } from './fake-slack.js';

export interface InstallInput {
  /** The user who clicks "Allow". */
  user: string;
  /** The app's install page (default: `<app origin>/slack/install`). */
  installUrl?: string;
  /** Org-wide install for the user's enterprise. */
  orgWide?: boolean;
  /** Click "Cancel" instead: the redirect carries error=access_denied. */
  deny?: boolean;
}

export interface InstallResult {
  /** The app's answer to the OAuth redirect. */
  status: number;
  body: string;
  /** The redirect the fake sent the browser to (code and state in the query). */
  redirectUrl: string;
  code: string | undefined;
  state: string | undefined;
}

function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
}

function decodeHtml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

export async function installThroughApp(
  slack: FakeSlack,
  appUrl: string,
  input: InstallInput,
): Promise<InstallResult> {
  const installUrl = input.installUrl ?? new URL('/slack/install', appUrl).toString();
  const page = await fetch(installUrl, { redirect: 'manual' });
  const cookie = cookiesFrom(page);
  let authorizeUrl = page.headers.get('location') ?? undefined;
  if (!authorizeUrl) {
    const html = await page.text();
    const href = /href="([^"]*oauth\/v2\/authorize[^"]*)"/.exec(html)?.[1];
    if (!href)
      throw new Error(
        `fake-slack driver: no authorize link on ${installUrl} (status ${page.status})`,
      );
    authorizeUrl = decodeHtml(href);
  }
  const authorize = new URL(authorizeUrl, installUrl);
  if (!authorize.toString().startsWith(slack.authorizeUrl)) {
    throw new Error(
      `fake-slack driver: the app sends users to ${authorize.origin}${authorize.pathname}; set its authorizationUrl to ${slack.authorizeUrl}`,
    );
  }
  authorize.searchParams.set('user', input.user);
  if (input.orgWide) authorize.searchParams.set('enterprise', '1');
  if (input.deny) authorize.searchParams.set('deny', '1');
  const allowed = await fetch(authorize, { redirect: 'manual' });
  const redirectUrl = allowed.headers.get('location');
  if (allowed.status !== 302 || !redirectUrl) {
    throw new Error(
      `fake-slack driver: authorize failed (${allowed.status}): ${await allowed.text()}`,
    );
  }
  const redirect = new URL(redirectUrl);
  const callback = await fetch(redirect, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return {
    status: callback.status,
    body: await callback.text(),
    redirectUrl,
    code: redirect.searchParams.get('code') ?? undefined,
    state: redirect.searchParams.get('state') ?? undefined,
  };
}

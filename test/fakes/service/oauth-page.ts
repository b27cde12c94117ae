/** The consent page Enlivy shows at /oauth/authorize (the demo account is signed in). */
import type { AccountRecord, OrganizationData } from './types.js';

const SCOPE_TEXT: Record<string, string> = {
  'webhooks:manage': 'Manage event destinations and read their deliveries',
  'accounting:read': 'Read invoices and search your records',
  'accounting:write': 'Change and delete invoices',
};

function e(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)} · Enlivy</title></head>
<body><main><h1>${e(title)}</h1>${body}</main></body></html>`;
}

export function consentPage(input: {
  clientName: string;
  account: AccountRecord;
  organizations: OrganizationData[];
  hidden: Record<string, string>;
  scopes: string[];
}): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('');
  const organizations = input.organizations
    .map(
      (org, i) =>
        `<label><input type="checkbox" name="organization_ids[]" value="${e(org.id)}"${i === 0 ? ' checked' : ''}> ${e(org.name ?? org.id)}</label><br>`,
    )
    .join('');
  const scopes = input.scopes
    .map(
      (scope) =>
        `<label><input type="checkbox" name="scopes[]" value="${e(scope)}" checked> ${e(SCOPE_TEXT[scope] ?? scope)} (<code>${e(scope)}</code>)</label><br>`,
    )
    .join('');
  return page(
    `Authorize ${input.clientName}`,
    `<p class="account">Signed in as <strong>${e(input.account.name)}</strong> (${e(input.account.email)})</p>
<form method="post" action="/oauth/authorize">${hidden}
<fieldset><legend>Organizations it may use</legend>${organizations || '<p>You belong to no organization.</p>'}</fieldset>
<fieldset><legend>What it may do</legend>${scopes}</fieldset>
<button type="submit" name="decision" value="approve" id="approve">Approve</button>
<button type="submit" name="decision" value="deny" id="deny">Deny</button>
</form>`,
  );
}

export function consentProblemPage(message: string): string {
  return page('Cannot authorize', `<p class="error">${e(message)}</p>`);
}

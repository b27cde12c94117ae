import { escapeHtml as e } from './http.js';

export interface FormValues {
  email?: string;
  organizationId?: string;
  remember?: boolean;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · Enlivy for Slack</title>
<link rel="stylesheet" href="/assets/connect.css">
<script src="/assets/connect.js" defer></script>
</head>
<body>
<main class="card">
<h1>${e(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** The connect form; keeps what was typed except secrets (password, token). */
export function connectFormPage(input: {
  csrf: string;
  values?: FormValues;
  error?: string;
  minutesLeft: number;
  workspaceName?: string | undefined;
  userName?: string | undefined;
}): string {
  const v = input.values ?? {};
  const error = input.error ? `<p class="error" role="alert">${withCode(input.error)}</p>` : '';
  const who = input.workspaceName
    ? `<p class="who">Slack workspace <strong>${e(input.workspaceName)}</strong>${input.userName ? ` · requested by <strong>@${e(input.userName)}</strong>` : ''}</p>`
    : '';
  return layout(
    'Connect Enlivy',
    `${who}<p class="lead">Connect this Slack workspace to an Enlivy organization. Everyone in it with the right role will manage that organization's event destinations and invoices from Slack. This page works once and for ${input.minutesLeft} more minute(s).</p>
<p class="note">Only continue if you asked for this link in your own Slack workspace.</p>
${error}
<form method="post" action="/connect" autocomplete="off">
<input type="hidden" name="csrf" value="${e(input.csrf)}">
<label for="organization_id">Organization id</label>
<input id="organization_id" name="organization_id" required placeholder="org_…" value="${e(v.organizationId ?? '')}" pattern="[A-Za-z0-9_\\-]{3,100}">
<fieldset>
<legend>Sign in with your Enlivy account</legend>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" value="${e(v.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password">
<label class="inline"><input type="checkbox" name="remember" value="1"${v.remember ? ' checked' : ''}> Keep me signed in (a longer-lived token)</label>
<button type="submit" name="method" value="password" class="primary">Sign in and connect</button>
</fieldset>
<fieldset>
<legend>…or use an API token</legend>
<label for="api_token">API token</label>
<input id="api_token" name="api_token" type="password" placeholder="12|AbC…" autocomplete="off">
<button type="submit" name="method" value="token">Connect with token</button>
</fieldset>
</form>
<p class="note">Your password is sent to Enlivy once to obtain a token and is never stored. The token is kept encrypted.</p>`,
  );
}

export function connectedPage(input: { organizationName: string; slackUrl: string }): string {
  return layout(
    'Connected',
    `<p class="success" role="status">This Slack workspace now uses the Enlivy organization <strong>${e(input.organizationName)}</strong>.</p>
<p><a class="button primary" href="${e(input.slackUrl)}">Back to Slack</a></p>
<p class="note">You can close this tab. Type <code>/enlivy help</code> in Slack to see what you can do.</p>`,
  );
}

export function linkProblemPage(reason: 'expired' | 'invalid'): string {
  const text =
    reason === 'expired'
      ? 'This connect link was already used or has expired (links work once, for 10 minutes).'
      : 'This connect link is not valid.';
  return layout(
    'Link no longer valid',
    `<p class="error" role="alert">${e(text)}</p><p>Run <code>/enlivy connect</code> in Slack to get a new link.</p>`,
  );
}

/** Escapes text for HTML and shows `command` spans as code, as in Slack. */
function withCode(text: string): string {
  return e(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * One submit per page: a double click would spend the single-use session twice and show
 * "link no longer valid" over a connection that just succeeded. A flag, not `disabled`, so the
 * clicked button's value still reaches the server.
 */
export const CONNECT_JS = `document.addEventListener('submit', function (event) {
  var form = event.target;
  if (form.dataset.sent) { event.preventDefault(); return; }
  form.dataset.sent = '1';
  form.classList.add('sending');
});`;

export const CONNECT_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f4f5f7;color:#1d1c1d}
.card{max-width:30rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}.lead{color:#454245}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
label.inline{font-weight:400;display:flex;gap:.5rem;align-items:center}input:not([type=checkbox]){width:100%;padding:.6rem;border:1px solid #bbb;border-radius:6px;font:inherit}
fieldset{border:1px solid #ddd;border-radius:8px;margin:1.25rem 0;padding:1rem}legend{font-weight:600;padding:0 .25rem}
button,.button{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:6px;border:1px solid #bbb;background:#fff;font:inherit;cursor:pointer;text-decoration:none;color:inherit}
.primary{background:#007a5a;border-color:#007a5a;color:#fff}.error{background:#fde8ea;color:#8a1c2b;padding:.75rem;border-radius:6px}
.who{background:#eef3f8;padding:.6rem .75rem;border-radius:6px}.sending button{opacity:.6;cursor:progress}
.success{background:#e6f4ea;color:#185c37;padding:.75rem;border-radius:6px}.note{color:#616061;font-size:.875rem}code{background:#f0f0f0;padding:.1rem .3rem;border-radius:4px}`;

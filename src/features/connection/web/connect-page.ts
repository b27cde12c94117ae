import { escapeHtml as e } from '../../../web/http.js';

export interface FormValues {
  email?: string;
  organizationId?: string;
  remember?: boolean;
}

export function layout(title: string, body: string): string {
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

export interface PageHeading {
  minutesLeft: number;
  workspaceName?: string | undefined;
  userName?: string | undefined;
}

export function whoLine(input: PageHeading): string {
  return input.workspaceName
    ? `<p class="who">Slack workspace <strong>${e(input.workspaceName)}</strong>${input.userName ? ` · requested by <strong>@${e(input.userName)}</strong>` : ''}</p>`
    : '';
}

/**
 * What a GET of the link shows: nothing is spent until the person presses Continue, so a link
 * previewer or mail scanner that fetches the URL leaves it working.
 */
export function linkLandingPage(input: PageHeading & { action: string }): string {
  return layout(
    'Connect Enlivy',
    `${whoLine(input)}<p class="lead">This page connects a Slack workspace to an Enlivy organization. The link works once and for ${input.minutesLeft} more minute(s); it is used up when you continue.</p>
<p class="note">Only continue if you asked for this link in your own Slack workspace.</p>
<form method="post" action="${e(input.action)}">
<button type="submit" class="primary" id="continue">Continue</button>
</form>`,
  );
}

/** The connection the form would replace: its fingerprint (checkbox value) and what to say. */
export interface PageCurrent {
  fingerprint: string;
  /** Undefined when the stored record could not be read. */
  organizationName?: string | undefined;
  organizationId?: string | undefined;
  connectedAt?: string | undefined;
  /** How the current token will be retired, in words. */
  retirement?: string | undefined;
  /** The connection expired: connecting replaces it without a tick. */
  expired?: boolean | undefined;
}

function currentBox(current: PageCurrent | undefined): string {
  if (current === undefined) return '';
  const what =
    current.organizationName === undefined
      ? 'a connection whose saved record could not be read'
      : `<strong>${e(current.organizationName)}</strong> (<code>${e(current.organizationId ?? '')}</code>)${current.connectedAt ? `, connected ${e(current.connectedAt.slice(0, 10))}` : ''}`;
  const now = current.expired
    ? `The connection of this workspace to ${what} expired. Connecting here replaces it.`
    : `This workspace is connected to ${what} now. Connecting here replaces it.`;
  return `<p class="current" role="note">${now}${current.retirement ? ` ${e(current.retirement)}` : ''}</p>`;
}

function replaceBox(current: PageCurrent | undefined, id: string): string {
  if (current === undefined || current.expired) return '';
  const name = current.organizationName ?? 'the current connection';
  return `<label class="inline"><input type="checkbox" id="${id}" name="replace" value="${e(current.fingerprint)}" data-sync="replace" required> Replace the connection to ${e(name)}</label>`;
}

function organizationField(id: string, value: string): string {
  return `<label for="${id}">Organization id</label>
<input id="${id}" name="organization_id" data-sync="organization_id" required placeholder="org_…" value="${e(value)}" pattern="[A-Za-z0-9_\\-]{3,100}">`;
}

/**
 * The connect page: two forms, so Enter submits the one it is typed in. Keeps what was typed
 * except secrets (password, token).
 */
export function connectFormPage(
  input: PageHeading & {
    csrf: string;
    values?: FormValues;
    error?: string;
    current?: PageCurrent | undefined;
    /** Set when "Continue with Enlivy" is offered: the scopes asked for and why. */
    oauth?: readonly { scope: string; purpose: string }[] | undefined;
  },
): string {
  const v = input.values ?? {};
  const error = input.error ? `<p class="error" role="alert">${withCode(input.error)}</p>` : '';
  const hidden = (method: string) =>
    `<input type="hidden" name="csrf" value="${e(input.csrf)}"><input type="hidden" name="method" value="${method}">`;
  return layout(
    'Connect Enlivy',
    `${whoLine(input)}<p class="lead">Connect this Slack workspace to an Enlivy organization. Everyone in it with the right role will manage that organization's event destinations and invoices from Slack. This page works for ${input.minutesLeft} more minute(s).</p>
${currentBox(input.current)}
${error}
${input.oauth === undefined ? '' : oauthForm(hidden('oauth'), input.oauth, replaceBox(input.current, 'replace_oauth'))}
<form method="post" action="/connect" autocomplete="off" id="password_form">
${hidden('password')}
<fieldset>
<legend>Sign in with your Enlivy account</legend>
${organizationField('organization_id', v.organizationId ?? '')}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${e(v.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<label class="inline"><input type="checkbox" name="remember" value="1"${v.remember ? ' checked' : ''}> Keep me signed in (a longer-lived token)</label>
${replaceBox(input.current, 'replace_password')}
<button type="submit" value="password" class="primary">Sign in and connect</button>
</fieldset>
</form>
<form method="post" action="/connect" autocomplete="off" id="token_form">
${hidden('token')}
<fieldset>
<legend>…or use an API token</legend>
${organizationField('token_organization_id', v.organizationId ?? '')}
<label for="api_token">API token</label>
<input id="api_token" name="api_token" type="password" placeholder="12|AbC…" autocomplete="off" required>
${replaceBox(input.current, 'replace_token')}
<button type="submit" value="token">Connect with token</button>
</fieldset>
</form>
<p class="note">Your password is sent to Enlivy once to obtain a token and is never stored. The token is kept encrypted.</p>`,
  );
}

function oauthForm(
  hidden: string,
  scopes: readonly { scope: string; purpose: string }[],
  replace: string,
): string {
  const asked = scopes
    .map((s) => `<li><code>${e(s.scope)}</code>: to ${e(s.purpose)}</li>`)
    .join('');
  return `<form method="post" action="/connect" id="oauth_form">
${hidden}
<fieldset>
<legend>Recommended</legend>
<p>Approve on Enlivy's own page: the app never sees your password, and gets only this access:</p>
<ul class="scopes">${asked}</ul>
<p class="note">You also choose there which organization this workspace uses.</p>
${replace}
<button type="submit" value="oauth" class="primary" id="continue_with_enlivy">Continue with Enlivy</button>
</fieldset>
</form>`;
}

export function connectedPage(input: {
  organizationName: string;
  slackUrl: string;
  /** What the connection replaced, in words. */
  replaced?: string | undefined;
}): string {
  return layout(
    'Connected',
    `<p class="success" role="status">This Slack workspace now uses the Enlivy organization <strong>${e(input.organizationName)}</strong>.</p>
${input.replaced ? `<p>${e(input.replaced)}</p>` : ''}
<p><a class="button primary" href="${e(input.slackUrl)}">Back to Slack</a></p>
<p class="note">You can close this tab. Type <code>/enlivy help</code> in Slack to see what you can do.</p>`,
  );
}

export type PageProblem =
  | 'expired'
  | 'invalid'
  | 'used'
  | 'closed'
  | 'busy'
  | 'stale'
  | 'malformed'
  | 'oauth_invalid'
  | 'oauth_used'
  | 'oauth_elsewhere';

const PROBLEMS: Record<PageProblem, { title: string; text: string; next: string }> = {
  expired: {
    title: 'Link no longer valid',
    text: 'This connect link has expired (links work for 10 minutes).',
    next: 'Run <code>/enlivy connect</code> in Slack to get a new link.',
  },
  invalid: {
    title: 'Link no longer valid',
    text: 'This connect link is not valid.',
    next: 'Run <code>/enlivy connect</code> in Slack to get a new link.',
  },
  used: {
    title: 'Link no longer valid',
    text: 'This connect link was already opened, in another tab or browser (a link opens once).',
    next: 'Go on in the tab where it was opened, or run <code>/enlivy connect</code> in Slack to get a new link.',
  },
  closed: {
    title: 'Page no longer open',
    text: 'This connect page was already used, in this or another tab or window, or its 10 minutes are up.',
    next: 'Run <code>/enlivy connect</code> in Slack to get a new link.',
  },
  busy: {
    title: 'Page in use',
    text: 'This connect page is being sent from another tab or window right now.',
    next: 'Wait for that tab to finish, then <a href="/connect">reload the page</a>.',
  },
  stale: {
    title: 'Form out of date',
    text: 'This form did not come from the connect page open now, so nothing was sent to Enlivy.',
    next: 'The page is still open: <a href="/connect">show it again</a>.',
  },
  oauth_invalid: {
    title: 'Sign-in not recognised',
    text: 'This answer from Enlivy does not belong to a connect page this app opened (its state is unknown or was altered), so nothing was connected or stored.',
    next: 'Run <code>/enlivy connect</code> in Slack to start again.',
  },
  oauth_used: {
    title: 'Sign-in already used',
    text: 'This answer from Enlivy was already used (each one works once), so nothing more was connected or stored.',
    next: 'Check in Slack with <code>/enlivy status</code>, or run <code>/enlivy connect</code> to start again.',
  },
  oauth_elsewhere: {
    title: 'Sign-in started elsewhere',
    text: 'This sign-in with Enlivy was started in another browser (or this browser lost its cookie), so nothing was connected or stored.',
    next: 'Finish it in the browser where you pressed Continue with Enlivy, or run <code>/enlivy connect</code> to start again.',
  },
  malformed: {
    title: 'Bad request',
    text: 'The request was malformed (a cookie or field this page does not send), so nothing happened.',
    next: 'Run <code>/enlivy connect</code> in Slack to get a new link.',
  },
};

export function linkProblemPage(reason: PageProblem): string {
  const problem = PROBLEMS[reason];
  return layout(
    problem.title,
    `<p class="error" role="alert">${e(problem.text)}</p><p>${problem.next}</p>`,
  );
}

/** Escapes text for HTML and shows `command` spans as code, as in Slack. */
function withCode(text: string): string {
  return e(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * One submit per form: a double click would post twice and show "page in use" over a
 * connection that just succeeded. A flag, not `disabled`, so the clicked button's value still
 * reaches the server. Fields in both forms (`data-sync`: organization id, replace confirmation)
 * keep one value, so switching from password to token keeps what was typed.
 */
export const CONNECT_JS = `document.addEventListener('submit', function (event) {
  var form = event.target;
  if (form.dataset.sent) { event.preventDefault(); return; }
  form.dataset.sent = '1';
  form.classList.add('sending');
});
document.addEventListener('input', function (event) {
  var source = event.target;
  var key = source.dataset && source.dataset.sync;
  if (!key) return;
  document.querySelectorAll('[data-sync="' + key + '"]').forEach(function (other) {
    if (other === source) return;
    if (other.type === 'checkbox') other.checked = source.checked;
    else other.value = source.value;
  });
});`;

export const CONNECT_CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f4f5f7;color:#1d1c1d}
.card{max-width:30rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}.lead{color:#454245}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
label.inline{font-weight:400;display:flex;gap:.5rem;align-items:center}input:not([type=checkbox]){width:100%;padding:.6rem;border:1px solid #bbb;border-radius:6px;font:inherit}
fieldset{border:1px solid #ddd;border-radius:8px;margin:1.25rem 0;padding:1rem}legend{font-weight:600;padding:0 .25rem}
button,.button{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:6px;border:1px solid #bbb;background:#fff;font:inherit;cursor:pointer;text-decoration:none;color:inherit}
.primary{background:#007a5a;border-color:#007a5a;color:#fff}.error{background:#fde8ea;color:#8a1c2b;padding:.75rem;border-radius:6px}
.who,.current{background:#eef3f8;padding:.6rem .75rem;border-radius:6px}.current{background:#fff4e5}.sending button{opacity:.6;cursor:progress}
.scopes{margin:.25rem 0;padding-left:1.25rem}.success{background:#e6f4ea;color:#185c37;padding:.75rem;border-radius:6px}.note{color:#616061;font-size:.875rem}code{background:#f0f0f0;padding:.1rem .3rem;border-radius:4px}`;

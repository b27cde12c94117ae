import { commonSay } from '../../../core/copy/index.js';
import { scopePurpose } from '../../../core/oauth/scopes.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { escapeHtml as e } from '../../../web/http.js';
import { connectionSay } from '../copy/index.js';

export interface FormValues {
  email?: string;
  organizationId?: string;
  remember?: boolean;
}

/** `<html lang>`: the page's language (the pseudo-locale is English underneath). */
function htmlLang(t: Translator): string {
  return t.language === 'ro' ? 'ro' : 'en';
}

export function layout(title: string, body: string, t: Translator): string {
  return `<!doctype html>
<html lang="${htmlLang(t)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(connectionSay(t)('page.titleSuffix', { title }))}</title>
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

export function whoLine(input: PageHeading, t: Translator): string {
  if (!input.workspaceName) return '';
  const say = connectionSay(t);
  const workspace = e(input.workspaceName);
  const who = input.userName
    ? say('page.whoRequested', { workspace, user: e(input.userName) })
    : say('page.who', { workspace });
  return `<p class="who">${who}</p>`;
}

/**
 * What a GET of the link shows: nothing is spent until the person presses Continue, so a link
 * previewer or mail scanner that fetches the URL leaves it working.
 */
export function linkLandingPage(input: PageHeading & { action: string }, t: Translator): string {
  const say = connectionSay(t);
  return layout(
    say('page.title'),
    `${whoLine(input, t)}<p class="lead">${say('landing.lead', { count: input.minutesLeft })}</p>
<p class="note">${say('landing.note')}</p>
<form method="post" action="${e(input.action)}">
<button type="submit" class="primary" id="continue">${say('landing.continue')}</button>
</form>`,
    t,
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

/** The day a connection was made, in the page's language (UTC, as the record has it). */
function connectedDay(iso: string, t: Translator): string | undefined {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return undefined;
  return t.date(at, { dateStyle: 'medium', timeZone: 'UTC' });
}

function currentBox(current: PageCurrent | undefined, t: Translator): string {
  if (current === undefined) return '';
  const say = connectionSay(t);
  const named = {
    organization: e(current.organizationName ?? ''),
    organizationId: e(current.organizationId ?? ''),
  };
  const day = current.connectedAt ? connectedDay(current.connectedAt, t) : undefined;
  const what =
    current.organizationName === undefined
      ? say('current.unreadable')
      : day === undefined
        ? say('current.named', named)
        : say('current.namedOn', { ...named, date: e(day) });
  const now = say(current.expired ? 'current.expired' : 'current.connected', { what });
  return `<p class="current" role="note">${now}${current.retirement ? ` ${e(current.retirement)}` : ''}</p>`;
}

function replaceBox(current: PageCurrent | undefined, id: string, t: Translator): string {
  if (current === undefined || current.expired) return '';
  const say = connectionSay(t);
  const label =
    current.organizationName === undefined
      ? say('replaceBox.unreadable')
      : say('replaceBox.named', { organization: e(current.organizationName) });
  return `<label class="inline"><input type="checkbox" id="${id}" name="replace" value="${e(current.fingerprint)}" data-sync="replace" required> ${label}</label>`;
}

function organizationField(id: string, value: string, t: Translator): string {
  return `<label for="${id}">${connectionSay(t)('form.orgLabel')}</label>
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
    /** Set when "Continue with Enlivy" is offered: the scopes asked for. */
    oauth?: readonly { scope: string }[] | undefined;
  },
  t: Translator,
): string {
  const say = connectionSay(t);
  const v = input.values ?? {};
  const error = input.error ? `<p class="error" role="alert">${withCode(input.error)}</p>` : '';
  const hidden = (method: string) =>
    `<input type="hidden" name="csrf" value="${e(input.csrf)}"><input type="hidden" name="method" value="${method}">`;
  return layout(
    say('page.title'),
    `${whoLine(input, t)}<p class="lead">${say('form.lead', { count: input.minutesLeft })}</p>
${currentBox(input.current, t)}
${error}
${input.oauth === undefined ? '' : oauthForm(hidden('oauth'), input.oauth, replaceBox(input.current, 'replace_oauth', t), t)}
<form method="post" action="/connect" autocomplete="off" id="password_form">
${hidden('password')}
<fieldset>
<legend>${say('form.passwordLegend')}</legend>
${organizationField('organization_id', v.organizationId ?? '', t)}
<label for="email">${say('form.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${e(v.email ?? '')}">
<label for="password">${say('form.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<label class="inline"><input type="checkbox" name="remember" value="1"${v.remember ? ' checked' : ''}> ${say('form.remember')}</label>
${replaceBox(input.current, 'replace_password', t)}
<button type="submit" value="password" class="primary">${say('form.signIn')}</button>
</fieldset>
</form>
<form method="post" action="/connect" autocomplete="off" id="token_form">
${hidden('token')}
<fieldset>
<legend>${say('form.tokenLegend')}</legend>
${organizationField('token_organization_id', v.organizationId ?? '', t)}
<label for="api_token">${say('form.tokenLabel')}</label>
<input id="api_token" name="api_token" type="password" placeholder="12|AbC…" autocomplete="off" required>
${replaceBox(input.current, 'replace_token', t)}
<button type="submit" value="token">${say('form.tokenButton')}</button>
</fieldset>
</form>
<p class="note">${say('form.note')}</p>`,
    t,
  );
}

function oauthForm(
  hidden: string,
  scopes: readonly { scope: string }[],
  replace: string,
  t: Translator,
): string {
  const say = connectionSay(t);
  const asked = scopes
    .map(
      (s) =>
        `<li>${say('oauth.scope', { scope: e(s.scope), purpose: e(scopePurpose(s.scope, commonSay(t))) })}</li>`,
    )
    .join('');
  return `<form method="post" action="/connect" id="oauth_form">
${hidden}
<fieldset>
<legend>${say('oauth.legend')}</legend>
<p>${say('oauth.intro')}</p>
<ul class="scopes">${asked}</ul>
<p class="note">${say('oauth.note')}</p>
${replace}
<button type="submit" value="oauth" class="primary" id="continue_with_enlivy">${say('oauth.button')}</button>
</fieldset>
</form>`;
}

export function connectedPage(
  input: {
    organizationName: string;
    slackUrl: string;
    /** What the connection replaced, in words. */
    replaced?: string | undefined;
  },
  t: Translator,
): string {
  const say = connectionSay(t);
  return layout(
    say('done.title'),
    `<p class="success" role="status">${say('done.lead', { organization: e(input.organizationName) })}</p>
${input.replaced ? `<p>${e(input.replaced)}</p>` : ''}
<p><a class="button primary" href="${e(input.slackUrl)}">${say('done.back')}</a></p>
<p class="note">${say('done.note')}</p>`,
    t,
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

type Say = ReturnType<typeof connectionSay>;

type Key = Parameters<Say>[0];

/** Each problem's title, text and what to do next, as catalog keys. */
const PROBLEMS: Record<PageProblem, { title: Key; text: Key; next: Key }> = {
  expired: { title: 'problem.invalidLink', text: 'problem.expired.text', next: 'problem.newLink' },
  invalid: { title: 'problem.invalidLink', text: 'problem.invalid.text', next: 'problem.newLink' },
  used: { title: 'problem.invalidLink', text: 'problem.used.text', next: 'problem.used.next' },
  closed: { title: 'problem.closed.title', text: 'problem.closed.text', next: 'problem.newLink' },
  busy: { title: 'problem.busy.title', text: 'problem.busy.text', next: 'problem.busy.next' },
  stale: { title: 'problem.stale.title', text: 'problem.stale.text', next: 'problem.stale.next' },
  oauth_invalid: {
    title: 'problem.oauth_invalid.title',
    text: 'problem.oauth_invalid.text',
    next: 'problem.startAgain',
  },
  oauth_used: {
    title: 'problem.oauth_used.title',
    text: 'problem.oauth_used.text',
    next: 'problem.oauth_used.next',
  },
  oauth_elsewhere: {
    title: 'problem.oauth_elsewhere.title',
    text: 'problem.oauth_elsewhere.text',
    next: 'problem.oauth_elsewhere.next',
  },
  malformed: {
    title: 'problem.malformed.title',
    text: 'problem.malformed.text',
    next: 'problem.newLink',
  },
};

export function linkProblemPage(reason: PageProblem, t: Translator): string {
  const say = connectionSay(t);
  const problem = PROBLEMS[reason];
  return layout(
    say(problem.title),
    `<p class="error" role="alert">${e(say(problem.text))}</p><p>${say(problem.next)}</p>`,
    t,
  );
}

/** An unexpected failure: a bare page with the reference, in the page's language. */
export function crashPage(reference: string, t: Translator): string {
  const say = connectionSay(t);
  return `<!doctype html><html lang="${htmlLang(t)}"><title>${e(say('crash.title'))}</title><p>${e(say('crash.text', { reference }))}</p></html>`;
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

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import type { ConnectGrant } from '../../../core/connect-links.js';
import { referenceSuffix } from '../../../core/error-views.js';
import { logFailure, recordFailure } from '../../../core/errors/failure-log.js';
import { SCOPES } from '../../../core/oauth/scopes.js';
import type { OAuthStates } from '../../../core/oauth/states.js';
import { AppError, newReferenceId, type UserError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import {
  BodyTooLargeError,
  cspWithFormTarget,
  MalformedRequestError,
  pageCookie,
  readCookie,
  readForm,
  redirect,
  sendHtml,
} from '../../../web/http.js';
import { connectionSay } from '../copy/index.js';
import type { ConnectionDeps } from '../deps.js';
import { connectedPageChange, connectedReceipt, retirementNote } from '../views/connection.js';
import type { ConnectNotifier } from './connect-notify.js';
import {
  CONNECT_CSS,
  CONNECT_JS,
  connectedPage,
  connectFormPage,
  crashPage,
  type FormValues,
  linkLandingPage,
  linkProblemPage,
  type PageCurrent,
  type PageProblem,
} from './connect-page.js';
import {
  type ConnectOutcome,
  connectWithPassword,
  connectWithToken,
  currentConnection,
} from './connect-service.js';
import type { ExpiryJobs } from './oauth-choice-expiry.js';
import { OAUTH_CALLBACK_PATH, oauthHandlers } from './oauth-routes.js';
import { inPageLanguage, pageLanguage } from './page-language.js';

const COOKIE = 'enlivy_connect';

export interface ConnectRouteDeps {
  services: ConnectionDeps;
  /** "Continue with Enlivy" states; the button is offered when the OAuth settings are set. */
  oauthStates: OAuthStates;
  /** The job queue: a parked organization choice is revoked at its deadline. */
  jobs: ExpiryJobs;
  /**
   * Posts the confirmation in Slack: to the person (in their language) and in the channel the
   * link was asked in (in the workspace default). Failures are logged, never shown on the page.
   */
  notify: ConnectNotifier;
  slackUrl: (grant: ConnectGrant) => string;
}

type Req = IncomingMessage & { params?: Record<string, string> };

const STATUS: Record<PageProblem, number> = {
  expired: 410,
  invalid: 410,
  used: 410,
  closed: 410,
  busy: 409,
  stale: 403,
  malformed: 400,
  oauth_invalid: 400,
  oauth_used: 410,
  oauth_elsewhere: 403,
};

function problem(res: ServerResponse, reason: PageProblem, t: Translator) {
  sendHtml(res, STATUS[reason], linkProblemPage(reason, t));
}

function sessionCookie(id: string, maxAgeMs: number, secure: boolean): string {
  return pageCookie(COOKIE, id, { path: '/connect', maxAgeMs, secure });
}

/**
 * The connect page. GET of the link shows a Continue button and spends nothing; the POST spends
 * the link and sets a session cookie. The session is read, not spent, by every page view (a
 * second tab shows the same form, with the same CSRF value); a form post whose CSRF value is
 * right spends it, and a failed attempt gets a fresh one.
 */
export function connectRoutes(deps: ConnectRouteDeps): CustomRoute[] {
  const { services } = deps;
  const links = services.connectLinks;
  const { translators, defaultLanguage } = services.languages;
  /** The page's language: the asker's (from the link's record), else the browser's. */
  const pageT = (grant: ConnectGrant | undefined, req?: IncomingMessage) =>
    translators.for(pageLanguage(grant, defaultLanguage, req));
  const secure = services.config.publicUrl.startsWith('https://');
  const msLeft = (grant: ConnectGrant) => grant.expiresAt - services.now().getTime();
  const minutesLeft = (grant: ConnectGrant) => Math.max(1, Math.ceil(msLeft(grant) / 60_000));
  const cookieSession = (req: IncomingMessage) => {
    const id = readCookie(req, COOKIE);
    return id === undefined ? Promise.resolve(undefined) : links.session(id);
  };

  async function pageCurrent(grant: ConnectGrant, t: Translator): Promise<PageCurrent | undefined> {
    const current = await currentConnection(services, grant.workspace);
    if (current.fingerprint === '') return undefined;
    const connection = current.connection;
    return {
      fingerprint: current.fingerprint,
      organizationName: connection?.organizationName,
      organizationId: connection?.organizationId,
      connectedAt: connection?.connectedAt,
      retirement: connection === undefined ? undefined : retirementNote(connection, t),
      expired: connection?.state === 'expired',
    };
  }

  async function showForm(
    res: ServerResponse,
    grant: ConnectGrant,
    extra: { values?: FormValues; error?: string; status?: number; cookie?: string } = {},
  ) {
    const { status, cookie, ...shown } = extra;
    const t = pageT(grant);
    sendHtml(
      res,
      status ?? 200,
      connectFormPage(
        {
          csrf: links.csrf(grant),
          minutesLeft: minutesLeft(grant),
          workspaceName: grant.workspaceName,
          userName: grant.userName,
          current: await pageCurrent(grant, t),
          oauth: services.config.enlivy.oauth === undefined ? undefined : SCOPES,
          ...shown,
        },
        t,
      ),
      {
        ...(cookie === undefined ? {} : { 'set-cookie': cookie }),
        // "Continue with Enlivy" posts here and is redirected to Enlivy's consent page.
        ...(services.config.enlivy.oauth === undefined
          ? {}
          : cspWithFormTarget(new URL(services.config.enlivy.apiUrl).origin)),
      },
    );
  }

  /** A spent link: a browser that holds its session goes on to the form; others are told. */
  async function spentLink(req: IncomingMessage, res: ServerResponse, linkId: string) {
    const session = await cookieSession(req);
    if (session?.grant.linkId === linkId) return redirect(res, '/connect');
    problem(res, 'used', pageT(session?.grant, req));
  }

  async function showLink(req: Req, res: ServerResponse) {
    const token = req.params?.token ?? '';
    const link = await links.inspect(token);
    if (link.state === 'used') return spentLink(req, res, link.linkId);
    if (link.state !== 'open') return problem(res, link.state, pageT(undefined, req));
    sendHtml(
      res,
      200,
      linkLandingPage(
        {
          action: `/connect/${token}`,
          minutesLeft: minutesLeft(link.grant),
          workspaceName: link.grant.workspaceName,
          userName: link.grant.userName,
        },
        pageT(link.grant),
      ),
    );
  }

  async function openLink(req: Req, res: ServerResponse) {
    await readForm(req);
    const token = req.params?.token ?? '';
    const session = await links.redeem(token);
    if (session === undefined) {
      const link = await links.inspect(token);
      if (link.state === 'used') return spentLink(req, res, link.linkId);
      return problem(
        res,
        link.state === 'open' ? 'used' : link.state,
        pageT(link.state === 'open' ? link.grant : undefined, req),
      );
    }
    // Someone is back to connect this workspace: an organization choice left unmade is revoked.
    if (services.config.enlivy.oauth !== undefined) await oauth.withdrawAbandoned(session.grant);
    redirect(res, '/connect', {
      'set-cookie': sessionCookie(session.id, msLeft(session.grant), secure),
    });
  }

  async function viewForm(req: IncomingMessage, res: ServerResponse) {
    const session = await cookieSession(req);
    if (session === undefined) return problem(res, 'closed', pageT(undefined, req));
    await showForm(res, session.grant);
  }

  async function submit(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const sessionId = readCookie(req, COOKIE);
    const session = sessionId === undefined ? undefined : await links.session(sessionId);
    if (sessionId === undefined || session === undefined)
      return problem(res, 'closed', pageT(undefined, req));
    // Checked before the session is spent: a forged or stale post must not close the page.
    if (!links.checkCsrf(session.grant, form.get('csrf') ?? ''))
      return problem(res, 'stale', pageT(session.grant));
    const grant = await links.claim(sessionId);
    if (grant === undefined) return problem(res, 'busy', pageT(session.grant));
    await inPageLanguage(grant, defaultLanguage, () => connectFromForm(res, grant, form));
  }

  async function connectFromForm(res: ServerResponse, grant: ConnectGrant, form: URLSearchParams) {
    const t = pageT(grant);
    const say = connectionSay(t);
    const values: FormValues = {
      email: (form.get('email') ?? '').trim(),
      organizationId: (form.get('organization_id') ?? '').trim(),
      remember: form.get('remember') === '1',
    };
    try {
      if (form.get('method') === 'oauth')
        return await oauth.start(res, grant, form.get('replace') ?? '');
      const common = {
        workspace: grant.workspace,
        userId: grant.userId,
        organizationId: values.organizationId ?? '',
        replaces: form.get('replace') ?? '',
      };
      if (!/^[A-Za-z0-9_-]{3,100}$/.test(common.organizationId)) {
        throw new AppError('bad_input', say('missing.organization'));
      }
      const outcome =
        form.get('method') === 'token'
          ? await connectWithToken(
              services,
              { ...common, token: requireField(form, 'api_token', say('missing.token')) },
              t,
            )
          : await connectWithPassword(
              services,
              {
                ...common,
                email: requireField(form, 'email', say('missing.email')),
                password: requireField(form, 'password', say('missing.password')),
                remember: values.remember ?? false,
              },
              t,
            );
      await finish(res, grant, outcome);
    } catch (err) {
      await failed(res, grant, err, values);
    }
  }

  /** The connected page, and the receipt in Slack. */
  async function finish(res: ServerResponse, grant: ConnectGrant, outcome: ConnectOutcome) {
    const { connection, change } = outcome;
    const t = pageT(grant);
    // The channel's copy, in the workspace default, only when there is a channel to post it in
    // and something changed.
    const channelT =
      grant.channelId && change.kind !== 'unchanged'
        ? translators.for(await services.languages.workspaceLanguage(grant.workspace))
        : undefined;
    await deps.notify(grant, {
      person: connectedReceipt(grant.userId, connection, change, t),
      channel: channelT && connectedReceipt(grant.userId, connection, change, channelT),
    });
    sendHtml(
      res,
      200,
      connectedPage(
        {
          organizationName: connection.organizationName,
          slackUrl: deps.slackUrl(grant),
          replaced: connectedPageChange(change, t),
        },
        t,
      ),
      { 'set-cookie': sessionCookie('', 0, secure) },
    );
  }

  /** A failed attempt: the form again (a fresh session) with what went wrong, while time is left. */
  async function failed(
    res: ServerResponse,
    grant: ConnectGrant,
    err: unknown,
    values: FormValues = {},
  ) {
    const t = pageT(grant);
    const failure = recordFailure(
      services.logger,
      err,
      { action: 'connect:page', userId: grant.userId },
      t,
    );
    const fresh = await links.reissue(grant);
    if (fresh === undefined) return problem(res, 'expired', t);
    await showForm(res, grant, {
      values,
      error: pageError(err, failure),
      status: 422,
      cookie: sessionCookie(fresh.id, msLeft(grant), secure),
    });
  }

  const oauth = oauthHandlers({
    services,
    states: deps.oauthStates,
    jobs: deps.jobs,
    secure,
    msLeft,
    minutesLeft,
    problem,
    pageT,
    finish,
    failed,
  });

  const safely =
    (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) =>
    (req: IncomingMessage, res: ServerResponse) => {
      handler(req, res).catch((err: unknown) => {
        const reference = newReferenceId();
        logFailure(services.logger, err, reference, { action: 'connect:page' });
        if (res.headersSent) return res.end();
        const t = pageT(undefined, req);
        if (err instanceof MalformedRequestError) return problem(res, 'malformed', t);
        const status = err instanceof BodyTooLargeError ? 413 : 500;
        sendHtml(res, status, crashPage(reference, t));
      });
    };

  return [
    { path: '/connect/:token', method: 'GET', handler: safely(showLink) },
    { path: '/connect/:token', method: 'POST', handler: safely(openLink) },
    { path: '/connect', method: 'GET', handler: safely(viewForm) },
    { path: '/connect', method: 'POST', handler: safely(submit) },
    { path: OAUTH_CALLBACK_PATH, method: 'GET', handler: safely(oauth.callback) },
    { path: '/connect/oauth/organization', method: 'POST', handler: safely(oauth.choose) },
    asset('/assets/connect.css', 'text/css; charset=utf-8', CONNECT_CSS),
    asset('/assets/connect.js', 'text/javascript; charset=utf-8', CONNECT_JS),
  ];
}

function asset(path: string, contentType: string, body: string): CustomRoute {
  return {
    path,
    method: 'GET',
    handler: (_req, res) => {
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'public, max-age=3600' });
      res.end(body);
    },
  };
}

/**
 * What the page says about a failed attempt: a typing problem is just named (no reference to
 * chase); anything else says what happened, what to do, and the reference in the log.
 */
function pageError(err: unknown, problem: UserError): string {
  if (err instanceof AppError && err.code === 'bad_input') {
    return [err.message, err.details.hint].filter(Boolean).join(' ');
  }
  return `${problem.message} ${problem.hint}${referenceSuffix(problem)}`;
}

function requireField(form: URLSearchParams, name: string, message: string): string {
  const value = (form.get(name) ?? '').trim();
  if (value === '') throw new AppError('bad_input', message);
  return value;
}

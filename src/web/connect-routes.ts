import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import type { Services } from '../commands/context.js';
import { AppError, logFailure, newReferenceId, recordFailure, type UserError } from '../errors.js';
import { connectedReceipt } from '../views/connection.js';
import type { ConnectGrant } from './connect-links.js';
import {
  CONNECT_CSS,
  CONNECT_JS,
  connectedPage,
  connectFormPage,
  type FormValues,
  linkProblemPage,
} from './connect-page.js';
import { connectWithPassword, connectWithToken } from './connect-service.js';
import { BodyTooLargeError, readCookie, readForm, redirect, sendHtml } from './http.js';

const COOKIE = 'enlivy_connect';

export interface ConnectRouteDeps {
  services: Services;
  /** Posts the confirmation to the user in Slack; failures are logged, never shown on the page. */
  notify: (grant: ConnectGrant, message: ReturnType<typeof connectedReceipt>) => Promise<void>;
  slackUrl: (grant: ConnectGrant) => string;
}

function sessionCookie(id: string, maxAgeMs: number, secure: boolean): string {
  const attributes = [
    `${COOKIE}=${id}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/connect',
    `Max-Age=${Math.max(1, Math.floor(maxAgeMs / 1000))}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function connectRoutes(deps: ConnectRouteDeps): CustomRoute[] {
  const { services } = deps;
  const links = services.connectLinks;
  const secure = services.config.publicUrl.startsWith('https://');
  const minutesLeft = (grant: ConnectGrant) =>
    Math.max(1, Math.ceil((grant.expiresAt - services.now().getTime()) / 60_000));

  async function showForm(
    res: ServerResponse,
    grant: ConnectGrant,
    extra: { values?: FormValues; error?: string; status?: number } = {},
  ) {
    const session = await links.reissue(grant);
    if (session === undefined) return sendHtml(res, 410, linkProblemPage('expired'));
    sendHtml(
      res,
      extra.status ?? 200,
      connectFormPage({
        csrf: session.csrf,
        minutesLeft: minutesLeft(grant),
        workspaceName: grant.workspaceName,
        userName: grant.userName,
        ...extra,
      }),
      {
        'set-cookie': sessionCookie(session.id, grant.expiresAt - services.now().getTime(), secure),
      },
    );
  }

  async function openLink(
    req: IncomingMessage & { params?: Record<string, string> },
    res: ServerResponse,
  ) {
    const session = await links.redeem(req.params?.token ?? '');
    if (session === undefined) return sendHtml(res, 410, linkProblemPage('expired'));
    redirect(res, '/connect', {
      'set-cookie': sessionCookie(
        session.id,
        session.grant.expiresAt - services.now().getTime(),
        secure,
      ),
    });
  }

  async function viewForm(req: IncomingMessage, res: ServerResponse) {
    const claimed = await links.claim(readCookie(req, COOKIE) ?? '');
    if (claimed === undefined) return sendHtml(res, 410, linkProblemPage('expired'));
    await showForm(res, claimed.grant);
  }

  async function submit(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const claimed = await links.claim(readCookie(req, COOKIE) ?? '');
    if (claimed === undefined) return sendHtml(res, 410, linkProblemPage('expired'));
    if (!links.checkCsrf(claimed.csrf, form.get('csrf') ?? ''))
      return sendHtml(res, 403, linkProblemPage('invalid'));
    const { grant } = claimed;
    const values: FormValues = {
      email: (form.get('email') ?? '').trim(),
      organizationId: (form.get('organization_id') ?? '').trim(),
      remember: form.get('remember') === '1',
    };
    try {
      const common = {
        workspace: grant.workspace,
        userId: grant.userId,
        organizationId: values.organizationId ?? '',
      };
      if (!/^[A-Za-z0-9_-]{3,100}$/.test(common.organizationId)) {
        throw new AppError('bad_input', 'Enter the organization id (it starts with org_).');
      }
      const connection =
        form.get('method') === 'token'
          ? await connectWithToken(services, {
              ...common,
              token: requireField(form, 'api_token', 'Paste an API token.'),
              method: 'token',
            })
          : await connectWithPassword(services, {
              ...common,
              email: requireField(form, 'email', 'Enter your email.'),
              password: requireField(form, 'password', 'Enter your password.'),
              remember: values.remember ?? false,
            });
      await deps.notify(grant, connectedReceipt(grant.userId, connection));
      sendHtml(
        res,
        200,
        connectedPage({
          organizationName: connection.organizationName,
          slackUrl: deps.slackUrl(grant),
        }),
      );
    } catch (err) {
      const problem = recordFailure(services.logger, err, {
        action: 'connect:page',
        userId: grant.userId,
      });
      await showForm(res, grant, { values, error: pageError(err, problem), status: 422 });
    }
  }

  const safely =
    (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) =>
    (req: IncomingMessage, res: ServerResponse) => {
      handler(req, res).catch((err: unknown) => {
        const reference = newReferenceId();
        logFailure(services.logger, err, reference, { action: 'connect:page' });
        if (res.headersSent) return res.end();
        const status = err instanceof BodyTooLargeError ? 413 : 500;
        sendHtml(
          res,
          status,
          `<!doctype html><title>Error</title><p>Something went wrong (ref ${reference}). Run /enlivy connect in Slack to try again.</p>`,
        );
      });
    };

  return [
    { path: '/connect/:token', method: 'GET', handler: safely(openLink) },
    { path: '/connect', method: 'GET', handler: safely(viewForm) },
    { path: '/connect', method: 'POST', handler: safely(submit) },
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
  return `${problem.message} ${problem.hint} (ref ${problem.reference})`;
}

function requireField(form: URLSearchParams, name: string, message: string): string {
  const value = (form.get(name) ?? '').trim();
  if (value === '') throw new AppError('bad_input', message);
  return value;
}

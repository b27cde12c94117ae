/**
 * GET /oauth/v2/authorize — Slack's install page, without the page. Who "clicks Allow":
 *   1. `user=U…` in the query (a fake-only parameter), else
 *   2. the user set with `fake.setAuthorizingUser(userId)`, else
 *   3. with `team=T…`: that team's first admin or owner.
 * `enterprise=1` (fake-only) makes it an org-wide install for that user's enterprise;
 * `deny=1` (fake-only) answers like "Cancel": redirect with `error=access_denied`.
 * On success: 302 to `redirect_uri` (or the app's first registered redirect URL) with `code` and `state`.
 */
import type { ServerResponse } from 'node:http';
import { sendText } from './http-body.js';
import { issueAuthCode } from './issuers.js';
import type { SlackModel } from './model.js';

type AuthorizeAnswer = { redirect: string } | { status: number; text: string };

function list(value: string | null): string[] {
  return (value ?? '')
    .split(/[,\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function authorize(model: SlackModel, q: URLSearchParams): AuthorizeAnswer {
  if (q.get('client_id') !== model.app.clientId) return { status: 400, text: 'invalid_client_id' };
  const redirectUri = q.get('redirect_uri') ?? undefined;
  const registered = model.app.redirectUrls;
  if (redirectUri && registered.length > 0 && !registered.some((u) => redirectUri.startsWith(u))) {
    return { status: 400, text: 'bad_redirect_uri' };
  }
  const target = redirectUri ?? registered[0];
  if (!target) {
    return {
      status: 400,
      text: 'no redirect_uri given and none registered (configureApp({ redirectUrls }))',
    };
  }
  const back = new URL(target);
  const state = q.get('state');
  if (state !== null) back.searchParams.set('state', state);
  if (q.get('deny') === '1') {
    back.searchParams.set('error', 'access_denied');
    return { redirect: back.toString() };
  }
  const teamId = q.get('team') ?? undefined;
  let userId = q.get('user') ?? model.defaultAuthorizingUserId;
  if (teamId && (!userId || model.users.get(userId)?.teamId !== teamId)) {
    userId = [...model.users.values()].find(
      (u) => u.teamId === teamId && !u.is_bot && (u.is_admin || u.is_owner),
    )?.id;
  }
  if (!userId || !model.users.has(userId)) {
    return {
      status: 400,
      text: 'fake-slack: nobody to authorize as; pass user=U… or team=T…, or call fake.setAuthorizingUser(userId)',
    };
  }
  const user = model.user(userId);
  const orgWide = q.get('enterprise') === '1' || q.get('enterprise') === 'true';
  try {
    const code = issueAuthCode(model, {
      ...(orgWide
        ? { enterpriseId: model.teams.get(user.teamId)?.enterpriseId }
        : { teamId: user.teamId }),
      userId,
      scopes: list(q.get('scope')),
      userScopes: list(q.get('user_scope')),
      ...(redirectUri ? { redirectUri } : {}),
    });
    back.searchParams.set('code', code.code);
    return { redirect: back.toString() };
  } catch (error) {
    return { status: 400, text: error instanceof Error ? error.message : String(error) };
  }
}

export function handleAuthorize(model: SlackModel, url: URL, res: ServerResponse): void {
  const answer = authorize(model, url.searchParams);
  if ('redirect' in answer) {
    res.writeHead(302, { location: answer.redirect, 'content-length': 0 });
    res.end();
  } else {
    sendText(res, answer.status, answer.text);
  }
}

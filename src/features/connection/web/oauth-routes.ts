import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConnectGrant } from '../../../core/connect-links.js';
import { requestedScopes } from '../../../core/oauth/scopes.js';
import type { OAuthStates, PendingChoice, StateCheck } from '../../../core/oauth/states.js';
import { storedTokens } from '../../../core/oauth/tokens.js';
import { isEnlivyError, type TokenPair } from '../../../enlivy/index.js';
import { AppError } from '../../../platform/app-error.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { safeError } from '../../../platform/logging/logger.js';
import { pageCookie, readCookie, readForm, redirect, sendHtml } from '../../../web/http.js';
import { connectionSay } from '../copy/index.js';
import type { ConnectionDeps } from '../deps.js';
import type { FormValues, PageProblem } from './connect-page.js';
import { type ConnectOutcome, confirmReplacement, connectWithOAuth } from './connect-service.js';
import { type ExpiryJobs, revokeGrant, scheduleChoiceExpiry } from './oauth-choice-expiry.js';
import { choiceWithdrawnPage, organizationPickerPage } from './oauth-pages.js';
import { inPageLanguage } from './page-language.js';

export const OAUTH_CALLBACK_PATH = '/connect/oauth/callback';
const BROWSER_COOKIE = 'enlivy_oauth';

export interface OAuthRouteContext {
  services: ConnectionDeps;
  states: OAuthStates;
  /** Where a parked choice's revocation at its deadline is scheduled. */
  jobs: ExpiryJobs;
  secure: boolean;
  msLeft(grant: ConnectGrant): number;
  minutesLeft(grant: ConnectGrant): number;
  problem(res: ServerResponse, reason: PageProblem, t: Translator): void;
  /** The page's language: the asker's (from the link's record), else the browser's. */
  pageT(grant: ConnectGrant | undefined, req?: IncomingMessage): Translator;
  finish(res: ServerResponse, grant: ConnectGrant, outcome: ConnectOutcome): Promise<void>;
  failed(
    res: ServerResponse,
    grant: ConnectGrant,
    err: unknown,
    values?: FormValues,
  ): Promise<void>;
}

const STATE_PROBLEMS: Record<Exclude<StateCheck['state'], 'ok'>, PageProblem> = {
  invalid: 'oauth_invalid',
  expired: 'expired',
  used: 'oauth_used',
  elsewhere: 'oauth_elsewhere',
};

/**
 * Binds the state to this browser; Lax, so Enlivy's redirect back brings it along. Left to
 * expire with the link: it is worth nothing once its state is spent.
 */
function browserCookie(value: string, maxAgeMs: number, secure: boolean): string {
  return pageCookie(BROWSER_COOKIE, value, { path: '/connect/oauth', maxAgeMs, secure });
}

/**
 * "Continue with Enlivy": the connect form's button sends the person to Enlivy's consent page
 * with a `state` bound to their connect session; Enlivy sends them back to the callback with a
 * code, exchanged here for a token pair. Anything refused on the way shows the form again (while
 * the link's minutes last) with what happened; nothing is stored until the connection is.
 */
export function oauthHandlers(ctx: OAuthRouteContext) {
  const { services, states, secure } = ctx;

  function settings(t: Translator) {
    const oauth = services.config.enlivy.oauth;
    if (oauth === undefined) {
      const say = connectionSay(t);
      throw new AppError('bad_input', say('oauth.notSetUp'), { hint: say('oauth.notSetUpHint') });
    }
    return oauth;
  }

  async function start(res: ServerResponse, grant: ConnectGrant, replaces: string) {
    const t = ctx.pageT(grant);
    const oauth = settings(t);
    // Asked before leaving for Enlivy, as with a password: a refusal then costs nothing.
    await confirmReplacement(services, { workspace: grant.workspace, replaces }, t);
    // The next access after an abandoned organization choice revokes its grant.
    await withdrawAbandoned(grant);
    const { state, browser } = await states.start(grant, replaces);
    const url = new URL(`${services.config.enlivy.apiUrl}/oauth/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: oauth.clientId,
      redirect_uri: oauth.redirectUri,
      scope: requestedScopes().join(' '),
      state,
    }).toString();
    redirect(res, url.toString(), {
      'set-cookie': browserCookie(browser, ctx.msLeft(grant), secure),
    });
  }

  /** Exchanges the code; Enlivy's refusal (reused, expired, other redirect URI) is said plainly. */
  async function exchange(code: string, t: Translator): Promise<TokenPair> {
    const oauth = settings(t);
    try {
      return await services.enlivy
        .oauth(oauth)
        .exchangeCode({ code, redirectUri: oauth.redirectUri });
    } catch (err) {
      if (isEnlivyError(err) && err.oauthError === 'invalid_grant') {
        const say = connectionSay(t);
        throw new AppError(
          'bad_input',
          say('oauth.refused', { reason: err.message.replace(/\.$/, '') }),
          { hint: say('oauth.tryAgain') },
        );
      }
      throw err;
    }
  }

  async function organizationsOf(pair: TokenPair) {
    const page = await services.enlivy.withToken(pair.accessToken).organizations.list();
    return page.items.map((org) => ({ id: org.id, name: org.name ?? org.id }));
  }

  async function connect(
    res: ServerResponse,
    choice: {
      grant: ConnectGrant;
      replaces: string;
      pair: TokenPair;
      issuedAt: number;
      organizationId: string;
    },
  ) {
    const outcome = await connectWithOAuth(
      services,
      {
        workspace: choice.grant.workspace,
        userId: choice.grant.userId,
        token: choice.pair.accessToken,
        organizationId: choice.organizationId,
        replaces: choice.replaces,
        oauth: storedTokens(choice.pair, new Date(choice.issuedAt)),
      },
      ctx.pageT(choice.grant),
    );
    await ctx.finish(res, choice.grant, outcome);
  }

  /** Revokes the grant of the workspace's abandoned organization choice, if any; never throws. */
  async function withdrawAbandoned(grant: ConnectGrant) {
    try {
      const abandoned = await states.takeAbandoned(grant.workspace);
      if (abandoned !== undefined) await forget(abandoned.pair);
    } catch (err) {
      services.logger.warn(
        { err: safeError(err) },
        'an abandoned organization choice could not be read; its grant is revoked on a later access',
      );
    }
  }

  /** Revokes a grant the app will not use; never throws. */
  const forget = (pair: TokenPair) => revokeGrant(services, pair);

  async function callback(req: IncomingMessage, res: ServerResponse) {
    const params = new URL(req.url ?? '/', 'http://callback.invalid').searchParams;
    const check = await states.finish(params.get('state') ?? '', readCookie(req, BROWSER_COOKIE));
    if (check.state !== 'ok')
      return ctx.problem(res, STATE_PROBLEMS[check.state], ctx.pageT(undefined, req));
    await inPageLanguage(check.grant, services.languages.defaultLanguage, () =>
      callbackFor(res, params, check.grant, check.replaces),
    );
  }

  async function callbackFor(
    res: ServerResponse,
    params: URLSearchParams,
    grant: ConnectGrant,
    replaces: string,
  ) {
    const t = ctx.pageT(grant);
    const say = connectionSay(t);
    try {
      const error = params.get('error');
      if (error === 'access_denied') {
        throw new AppError('bad_input', say('oauth.denied'), { hint: say('oauth.deniedHint') });
      }
      if (error !== null) {
        throw new AppError('bad_input', say('oauth.notGiven', { error: error.slice(0, 60) }), {
          hint: say('oauth.notGivenHint'),
        });
      }
      const code = params.get('code') ?? '';
      if (code === '') throw new AppError('bad_input', say('oauth.noCode'));
      const issuedAt = services.now().getTime();
      const pair = await exchange(code, t);
      let organizations: { id: string; name: string }[];
      try {
        organizations = await organizationsOf(pair);
      } catch (err) {
        await forget(pair);
        throw err;
      }
      const [only, ...others] = organizations;
      if (only === undefined) {
        await forget(pair);
        throw new AppError('bad_input', say('oauth.noOrganization'), {
          hint: say('oauth.noOrganizationHint'),
        });
      }
      if (others.length === 0)
        return await connect(res, { grant, replaces, pair, issuedAt, organizationId: only.id });
      const parked = await states.park({ grant, replaces, pair, issuedAt, organizations });
      if (parked === undefined) {
        await forget(pair);
        return ctx.problem(res, 'expired', t);
      }
      // An earlier choice of this workspace was abandoned by starting over.
      if (parked.superseded !== undefined) await forget(parked.superseded.pair);
      // Left unmade, the choice is revoked at its deadline, even if nobody comes back.
      await scheduleChoiceExpiry({ jobs: ctx.jobs, logger: services.logger }, parked.expiry);
      const pending = parked.id;
      sendHtml(
        res,
        200,
        organizationPickerPage(
          {
            pending,
            organizations,
            minutesLeft: ctx.minutesLeft(grant),
            workspaceName: grant.workspaceName,
            userName: grant.userName,
          },
          t,
        ),
      );
    } catch (err) {
      await ctx.failed(res, grant, err);
    }
  }

  async function choose(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const unparked = await states.unpark(form.get('pending') ?? '');
    if (unparked === undefined) return ctx.problem(res, 'closed', ctx.pageT(undefined, req));
    await inPageLanguage(unparked.choice.grant, services.languages.defaultLanguage, () =>
      chooseFor(res, form, unparked),
    );
  }

  async function chooseFor(
    res: ServerResponse,
    form: URLSearchParams,
    unparked: { choice: PendingChoice; expired: boolean },
  ) {
    const { choice } = unparked;
    const t = ctx.pageT(choice.grant);
    const say = connectionSay(t);
    const cancelled = form.get('action') === 'cancel';
    if (cancelled || unparked.expired) {
      const fate = await forget(choice.pair);
      return sendHtml(
        res,
        cancelled ? 200 : 410,
        choiceWithdrawnPage(
          {
            reason: cancelled ? 'cancelled' : 'expired',
            revoked: fate.kind === 'revoked',
            reference: fate.kind === 'revoke_failed' ? fate.reference : undefined,
          },
          t,
        ),
      );
    }
    const organizationId = form.get('organization_id') ?? '';
    try {
      if (!choice.organizations.some((org) => org.id === organizationId)) {
        await forget(choice.pair);
        throw new AppError('bad_input', say('oauth.notListed'), { hint: say('oauth.startAgain') });
      }
      await connect(res, { ...choice, organizationId });
    } catch (err) {
      await ctx.failed(res, choice.grant, err);
    }
  }

  return { start, callback, choose, withdrawAbandoned };
}

/** The `/api/<method>` endpoint: body decoding, token auth, faults, scope headers, call log. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Args } from './args.js';
import { SlackApiError } from './errors.js';
import { decodeJsonFields, parseBody, readRaw, sendJson } from './http-body.js';
import { METHODS } from './methods/index.js';
import type { SlackModel } from './model.js';
import type { ApiCallRecord } from './types.js';

function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? undefined : token;
}

export async function handleWebApi(
  model: SlackModel,
  method: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const body = await parseBody(req, await readRaw(req));
  const spec = METHODS[method];
  const query = Object.fromEntries(url.searchParams);
  // With a JSON body the token must come in the Authorization header, and methods without
  // JSON support do not read JSON bodies at all.
  const bodyFields = body.encoding === 'json' && !spec?.json ? {} : body.fields;
  const fields: Record<string, unknown> = { ...query, ...bodyFields };
  const fieldToken =
    body.encoding === 'json'
      ? undefined
      : typeof fields.token === 'string'
        ? fields.token
        : undefined;
  const tokenString = bearerToken(req) ?? (fieldToken || undefined);
  delete fields.token;
  const token = tokenString ? model.tokens.get(tokenString) : undefined;
  const appToken = tokenString ? model.appTokens.get(tokenString) : undefined;
  const scoped = token ?? appToken;

  const call: ApiCallRecord = {
    method,
    args: decodeJsonFields(fields),
    token: tokenString,
    encoding: body.encoding === 'empty' && url.search ? 'query' : body.encoding,
    at: model.now(),
    status: 200,
    ok: false,
  };
  model.calls.push(call);

  const headers = {
    'x-oauth-scopes': scoped && !scoped.revoked ? scoped.scopes.join(',') : '',
    'x-accepted-oauth-scopes': spec?.scopes.join(',') ?? '',
    'x-slack-req-id': model.ids.secret(8),
  };
  const answer = (
    status: number,
    payload: Record<string, unknown>,
    extra: Record<string, string> = {},
  ) => {
    call.status = status;
    call.ok = payload.ok === true;
    if (typeof payload.error === 'string') call.error = payload.error;
    sendJson(res, status, payload, { ...headers, ...extra });
  };

  const fault = model.takeFault(method);
  if (fault?.kind === 'slow') await sleep(fault.ms ?? 0);
  if (fault?.kind === 'ratelimit') {
    answer(
      429,
      { ok: false, error: 'ratelimited' },
      { 'retry-after': String(fault.retryAfter ?? 1) },
    );
    return;
  }
  if (fault?.kind === 'fail') {
    answer(200, { ok: false, error: fault.error ?? 'internal_error', ...(fault.extra ?? {}) });
    return;
  }

  if (!spec) return answer(200, { ok: false, error: 'unknown_method' });
  if (body.error) return answer(200, { ok: false, error: body.error });

  const args = new Args(fields);
  try {
    let result: Record<string, unknown>;
    if (spec.auth === 'app') {
      // Only an app-level token (xapp-) opens Socket Mode connections; bot and user tokens
      // are refused by type.
      if (!tokenString) return answer(200, { ok: false, error: 'not_authed' });
      if (token) return answer(200, { ok: false, error: 'not_allowed_token_type' });
      if (!appToken) return answer(200, { ok: false, error: 'invalid_auth' });
      if (appToken.revoked) return answer(200, { ok: false, error: 'token_revoked' });
      result = await spec.run({ model, method, args, headers: req.headers, appToken });
    } else if (spec.auth === 'token') {
      if (!tokenString) return answer(200, { ok: false, error: 'not_authed' });
      if (appToken) return answer(200, { ok: false, error: 'not_allowed_token_type' });
      if (!token) return answer(200, { ok: false, error: 'invalid_auth' });
      if (token.revoked) return answer(200, { ok: false, error: 'token_revoked' });
      result = await spec.run({
        model,
        method,
        args,
        headers: req.headers,
        token,
        inst: token.installation,
      });
    } else {
      result = await spec.run({ model, method, args, headers: req.headers });
    }
    answer(200, { ok: true, ...result });
  } catch (error) {
    if (error instanceof SlackApiError) {
      answer(200, { ok: false, error: error.error, ...error.extra });
      return;
    }
    console.error(`fake-slack: ${method} crashed`, error);
    answer(200, { ok: false, error: 'fatal_error', detail: String(error) });
  }
}

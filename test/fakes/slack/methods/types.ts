import type { IncomingHttpHeaders } from 'node:http';
import type { Args } from '../args.js';
import { apiError } from '../errors.js';
import type { SlackModel } from '../model.js';
import type { AppTokenRecord, InstallationRecord, TokenRecord } from '../types.js';

export type Result = Record<string, unknown>;

interface BaseContext {
  model: SlackModel;
  method: string;
  args: Args;
  headers: IncomingHttpHeaders;
}

export interface PublicContext extends BaseContext {}

export interface AuthedContext extends BaseContext {
  token: TokenRecord;
  inst: InstallationRecord;
}

/** Methods called with an app-level token (`xapp-…`), such as apps.connections.open. */
export interface AppContext extends BaseContext {
  appToken: AppTokenRecord;
}

export type MethodSpec =
  | {
      auth: 'token';
      /** x-accepted-oauth-scopes. */
      scopes: string[];
      /** Accepts application/json bodies. */
      json: boolean;
      run: (ctx: AuthedContext) => Result | Promise<Result>;
    }
  | {
      auth: 'app';
      scopes: string[];
      json: boolean;
      run: (ctx: AppContext) => Result | Promise<Result>;
    }
  | {
      auth: 'none';
      scopes: string[];
      json: boolean;
      run: (ctx: PublicContext) => Result | Promise<Result>;
    };

/** `missing_scope` with Slack's `needed` and `provided` unless the token has one of `acceptable`. */
export function requireScope(
  ctx: AuthedContext,
  needed: string,
  acceptable: string[] = [needed],
): void {
  if (acceptable.some((s) => ctx.token.scopes.includes(s))) return;
  throw apiError('missing_scope', { needed, provided: ctx.token.scopes.join(',') });
}

/**
 * Route table matching. Patterns use `:name` segments. A parameter never matches the fixed
 * words `deliveries` and `subscriptions`, so `…/event-destinations/deliveries` can never be
 * read as a destination id.
 */
import type { AccountContext, Handler, OrganizationContext, RouteContext } from './context.js';

interface RouteBase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
}

/** `public`: no token; `account`: a valid token; `organization`: a token whose account
 * belongs to the organization of the `:organization_id` parameter. */
export type Route =
  | (RouteBase & { access: 'public'; handler: Handler<RouteContext> })
  | (RouteBase & { access: 'account'; handler: Handler<AccountContext> })
  | (RouteBase & { access: 'organization'; handler: Handler<OrganizationContext> });

const RESERVED_WORDS = new Set(['deliveries', 'subscriptions']);

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong_method'; allowed: string[] }
  | { kind: 'none' };

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
      if (RESERVED_WORDS.has(value) || value === '') return undefined;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const segments = splitPath(path);
  const allowed: string[] = [];
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: 'wrong_method', allowed } : { kind: 'none' };
}

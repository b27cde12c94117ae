import type { IncomingMessage, ServerResponse } from 'node:http';

const CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The page's CSP when one of its forms ends in a redirect to `origin` (browsers apply
 * `form-action` to the redirects that follow a form post too).
 */
export function cspWithFormTarget(origin: string): Record<string, string> {
  return {
    'content-security-policy': CSP.replace("form-action 'self'", `form-action 'self' ${origin}`),
  };
}

const SECURITY_HEADERS = {
  'cache-control': 'no-store, max-age=0',
  pragma: 'no-cache',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': CSP,
} as const;

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    ...SECURITY_HEADERS,
    ...headers,
  });
  res.end(html);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function redirect(
  res: ServerResponse,
  location: string,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(303, { location, ...SECURITY_HEADERS, ...headers });
  res.end();
}

export class BodyTooLargeError extends Error {}

/** Input no browser of ours sends (a cookie that is not URL-encoded…): answered with 400. */
export class MalformedRequestError extends Error {}

/** Reads a small form body; refuses more than `limit` bytes instead of buffering it. */
export async function readForm(req: IncomingMessage, limit = 16_384): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError('Form body too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** An HttpOnly, SameSite=Lax cookie (it comes along on top-level redirects back to us). */
export function pageCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeMs: number; secure: boolean },
): string {
  const attributes = [
    `${name}=${value}`,
    'HttpOnly',
    'SameSite=Lax',
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeMs / 1000))}`,
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      throw new MalformedRequestError(`The ${name} cookie is not URL-encoded`);
    }
  }
  return undefined;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

import type { Dispatcher } from 'undici';
import type { ZodError } from 'zod';
import { annotateOAuth, errorFromResponse, parseRetryAfter, type Redact } from './error-mapping.js';
import { type EnlivyError, EnlivySchemaError } from './errors.js';
import type { ResponseBody } from './request.js';
import { rememberRetryAfter } from './retry.js';

const MAX_ERROR_BODY_BYTES = 64 * 1024;
const MAX_LISTED_ISSUES = 10;

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Reads (a bounded part of) an error body and maps the status to its typed error. */
export async function failure(res: Dispatcher.ResponseData, redact: Redact): Promise<EnlivyError> {
  const text = await readBounded(res.body, MAX_ERROR_BODY_BYTES);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined; // an HTML error page from a proxy: the status alone decides
  }
  const retryAfterHeader = res.headers['retry-after'];
  const error = annotateOAuth(
    errorFromResponse(res.statusCode, body, retryAfterHeader, redact),
    body,
    res.headers['www-authenticate'],
  );
  rememberRetryAfter(error, parseRetryAfter(retryAfterHeader));
  return error;
}

/**
 * Drops a body we will not read. undici reports the abort as an 'error' event on the stream;
 * with no listener that would be an uncaught exception and take the process down.
 */
export function discard(body: ResponseBody): void {
  body.on('error', () => {});
  body.destroy();
}

async function readBounded(body: ResponseBody, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buf);
    size += buf.length;
    if (size >= maxBytes) {
      discard(body);
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}

export function mediaType(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function parseJson(text: string, where: string, status: number): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new EnlivySchemaError(
      `Enlivy's answer to ${where} was not JSON`,
      ['(root): not valid JSON'],
      status,
    );
  }
}

export function describeIssues(error: ZodError): string[] {
  const issues = error.issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    return `${where}: ${issue.message}`;
  });
  if (error.issues.length > MAX_LISTED_ISSUES) {
    issues.push(`… and ${error.issues.length - MAX_LISTED_ISSUES} more`);
  }
  return issues;
}

/** Reading request bodies the way Slack's edge does: form, JSON, multipart, or query string. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface UploadedPart {
  bytes: Buffer;
  filename?: string;
}

export interface ParsedBody {
  encoding: 'form' | 'json' | 'multipart' | 'empty' | 'raw';
  fields: Record<string, unknown>;
  files: Record<string, UploadedPart>;
  raw: Buffer;
  contentType: string;
  /** Slack's error for an unreadable body: invalid_json, json_not_object, invalid_form_data, invalid_post_type. */
  error?: string;
}

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function parseBody(req: IncomingMessage, raw: Buffer): Promise<ParsedBody> {
  const contentType = String(req.headers['content-type'] ?? '');
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const base: ParsedBody = { encoding: 'empty', fields: {}, files: {}, raw, contentType };
  if (raw.length === 0 && mediaType !== 'multipart/form-data') return base;
  if (mediaType === 'application/x-www-form-urlencoded') {
    return {
      ...base,
      encoding: 'form',
      fields: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))),
    };
  }
  if (mediaType === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return { ...base, encoding: 'json', error: 'json_not_object' };
      }
      return { ...base, encoding: 'json', fields: parsed as Record<string, unknown> };
    } catch {
      return { ...base, encoding: 'json', error: 'invalid_json' };
    }
  }
  if (mediaType === 'multipart/form-data') {
    try {
      const form = await new Response(new Uint8Array(raw), {
        headers: { 'content-type': contentType },
      }).formData();
      const fields: Record<string, unknown> = {};
      const files: Record<string, UploadedPart> = {};
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') fields[key] = value;
        else files[key] = { bytes: Buffer.from(await value.arrayBuffer()), filename: value.name };
      }
      return { ...base, encoding: 'multipart', fields, files };
    } catch {
      return { ...base, encoding: 'multipart', error: 'invalid_form_data' };
    }
  }
  return { ...base, encoding: 'raw', error: 'invalid_post_type' };
}

/** Fields Slack accepts as JSON inside a form field. */
export const JSON_FIELDS = ['blocks', 'attachments', 'view', 'files', 'metadata'] as const;

/** Best-effort decode of JSON-in-field values, for the call log. */
export function decodeJsonFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const key of JSON_FIELDS) {
    const value = out[key];
    if (typeof value !== 'string') continue;
    try {
      out[key] = JSON.parse(value);
    } catch {
      // left as the raw string; the method answers with its format error
    }
  }
  return out;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

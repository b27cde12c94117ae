/**
 * The `upload_url` of files.getUploadURLExternal: raw bytes, or multipart with the bytes in
 * field `body` (what @slack/web-api sends). HTTP 200 `OK - <length>` only on success.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseBody, readRaw, sendText } from './http-body.js';
import type { SlackModel } from './model.js';

export async function handleUpload(
  model: SlackModel,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const file = [...model.files.values()].find((f) => f.uploadKey === key);
  if (!file || file.completedAt !== undefined) return sendText(res, 404, 'not_found');
  if (req.method !== 'POST') return sendText(res, 405, 'method_not_allowed');
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) {
    const token = model.tokens.get(auth.slice(7).trim());
    if (!token || token.revoked) return sendText(res, 401, 'invalid_auth');
  }
  const raw = await readRaw(req);
  let bytes: Buffer;
  if (String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
    const body = await parseBody(req, raw);
    const part = body.files.body;
    const field = body.fields.body;
    if (part) bytes = part.bytes;
    else if (typeof field === 'string') bytes = Buffer.from(field, 'utf8');
    else return sendText(res, 400, 'missing field: body');
  } else {
    bytes = raw;
  }
  if (bytes.length !== file.declaredLength) {
    return sendText(
      res,
      400,
      `length mismatch: declared ${file.declaredLength}, got ${bytes.length}`,
    );
  }
  file.bytes = bytes;
  file.uploadedAt = model.now();
  return sendText(res, 200, `OK - ${bytes.length}`);
}

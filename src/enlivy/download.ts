import type { Redact } from './error-mapping.js';
import { EnlivyUnexpectedContentError } from './errors.js';
import type { Query } from './query.js';
import { type ResponseBody, type ResponseHeaders, sendRequest, type Target } from './request.js';
import { discard, failure, isSuccess, mediaType } from './response.js';
import type { NoteStatus } from './retry.js';
import { type Deadline, withTimeout } from './timeouts.js';

const DOWNLOAD_BODY_IDLE_MS = 30_000;

export interface DownloadRequest {
  path: string;
  query?: Query;
  /** Media type a 2xx must carry, e.g. `application/pdf`. */
  expectContentType: string;
}

export interface DownloadResponse {
  status: number;
  headers: ResponseHeaders;
  contentType: string;
  /** Streamed; the caller must consume or destroy it. */
  body: ResponseBody;
}

/**
 * One attempt at a download: the timeout covers the headers only, and a 2xx of another media
 * type than expected is refused.
 */
export async function attemptDownload(
  s: Target & Deadline & { redact: Redact },
  req: DownloadRequest,
  noteStatus: NoteStatus,
): Promise<DownloadResponse> {
  return withTimeout(s, 'GET', async (signal) => {
    // The stream outlives this attempt; only a stall between chunks aborts it.
    const bodyIdleMs = Math.max(s.timeoutMs, DOWNLOAD_BODY_IDLE_MS);
    const res = await sendRequest(
      s,
      { method: 'GET', path: req.path, query: req.query, bodyIdleMs },
      signal,
    );
    noteStatus(res.statusCode);
    if (!isSuccess(res.statusCode)) throw await failure(res, s.redact);
    const contentType = mediaType(res.headers['content-type']);
    if (contentType !== req.expectContentType.toLowerCase()) {
      discard(res.body);
      throw new EnlivyUnexpectedContentError(
        `Enlivy sent ${contentType || 'an untyped body'} instead of ${req.expectContentType}`,
        contentType || undefined,
        res.statusCode,
      );
    }
    return { status: res.statusCode, headers: res.headers, contentType, body: res.body };
  });
}

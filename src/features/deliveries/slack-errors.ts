/** Duck-typed check of a @slack/web-api platform error (`{ok:false, error}`) by its code. */
export function isSlackError(err: unknown, code: string): boolean {
  if (err === null || typeof err !== 'object') return false;
  const e = err as { code?: unknown; data?: { error?: unknown } };
  return e.code === 'slack_webapi_platform_error' && e.data?.error === code;
}

/** The modal was closed (or replaced) before the answer came back: nothing left to update. */
export function isViewGone(err: unknown): boolean {
  return isSlackError(err, 'not_found');
}

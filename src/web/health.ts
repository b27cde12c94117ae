import type { CustomRoute } from '@slack/bolt';
import type { Stores } from '../store/index.js';
import { sendJson } from './http.js';

/** Another dependency /readyz waits for (Slack in single-workspace mode); undefined: none. */
export type ReadinessCheck = () => { ready: boolean; reason?: string } | undefined;

/**
 * /healthz: the process answers. /readyz: the store answers (a real round trip), then every
 * check passes (it names the first that does not).
 */
export function healthRoutes(
  stores: Pick<Stores, 'ping'>,
  checks: readonly ReadinessCheck[] = [],
  timeoutMs = 2_000,
): CustomRoute[] {
  return [
    {
      path: '/healthz',
      method: 'GET',
      handler: (_req, res) => sendJson(res, 200, { status: 'ok' }),
    },
    {
      path: '/readyz',
      method: 'GET',
      handler: (_req, res) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('store ping timed out')), timeoutMs);
        });
        // The store first: what waits on it (the job engine) would only hide the cause.
        Promise.race([stores.ping(), timeout])
          .then(() => {
            const failed = checks.map((check) => check()).find((state) => state?.ready === false);
            if (failed === undefined) sendJson(res, 200, { status: 'ready' });
            else
              sendJson(res, 503, { status: 'unavailable', reason: failed.reason ?? 'not ready' });
          })
          .catch(() => sendJson(res, 503, { status: 'unavailable', reason: 'store unreachable' }))
          .finally(() => clearTimeout(timer));
      },
    },
  ];
}

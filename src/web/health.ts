import type { CustomRoute } from '@slack/bolt';
import type { Stores } from '../store/index.js';
import { sendJson } from './http.js';

/** Another dependency /readyz waits for (Slack in single-workspace mode); undefined: none. */
export type ReadinessCheck = () => { ready: boolean; reason?: string } | undefined;

/**
 * /healthz: the process answers. /readyz: every check passes (it names the first that does not),
 * and the store answers (a real round trip).
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
        for (const check of checks) {
          const state = check();
          if (state !== undefined && !state.ready) {
            sendJson(res, 503, { status: 'unavailable', reason: state.reason ?? 'not ready' });
            return;
          }
        }
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('store ping timed out')), timeoutMs);
        });
        Promise.race([stores.ping(), timeout])
          .then(() => sendJson(res, 200, { status: 'ready' }))
          .catch(() => sendJson(res, 503, { status: 'unavailable', reason: 'store unreachable' }))
          .finally(() => clearTimeout(timer));
      },
    },
  ];
}

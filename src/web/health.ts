import type { CustomRoute } from '@slack/bolt';
import type { Stores } from '../store/index.js';
import { sendJson } from './http.js';

/** /healthz: the process answers. /readyz: the store answers too (a real round trip). */
export function healthRoutes(stores: Pick<Stores, 'ping'>, timeoutMs = 2_000): CustomRoute[] {
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
        Promise.race([stores.ping(), timeout])
          .then(() => sendJson(res, 200, { status: 'ready' }))
          .catch(() => sendJson(res, 503, { status: 'unavailable', reason: 'store unreachable' }))
          .finally(() => clearTimeout(timer));
      },
    },
  ];
}

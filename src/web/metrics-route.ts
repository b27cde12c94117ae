import { createHash, timingSafeEqual } from 'node:crypto';
import type { CustomRoute } from '@slack/bolt';
import { collectProcessMetrics, registry } from '../platform/metrics.js';

/**
 * GET /metrics in Prometheus text format. With a token configured it needs
 * `Authorization: Bearer <token>` (compared in constant time) and answers 401 otherwise.
 */
export function metricsRoute(token: string | undefined): CustomRoute {
  collectProcessMetrics();
  const expected = token === undefined ? undefined : digest(token);
  return {
    path: '/metrics',
    method: 'GET',
    handler: (req, res) => {
      if (expected !== undefined) {
        const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
        if (!timingSafeEqual(digest(given), expected)) {
          res.writeHead(401, {
            'content-type': 'text/plain; charset=utf-8',
            'www-authenticate': 'Bearer realm="metrics"',
          });
          res.end('A bearer token is needed (METRICS_TOKEN).');
          return;
        }
      }
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
          res.end(text);
        },
        () => {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Metrics could not be collected.');
        },
      );
    },
  };
}

/** Equal-length values for timingSafeEqual, whatever was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  endpointLabel,
  lockLabel,
  slackErrorLabel,
  slackMethodLabel,
} from '../../src/platform/metrics.js';
import { generatedRequestId, slackRequestId } from '../../src/platform/request-context.js';
import { metricsRoute } from '../../src/web/metrics-route.js';

describe('metric labels', () => {
  it('turns Enlivy paths into templates whatever the ids look like', () => {
    expect(endpointLabel('/organizations/org_1/event-destinations/dst_9')).toBe(
      '/organizations/:org/event-destinations/:id',
    );
    expect(endpointLabel('/organizations/x/event-destinations/deliveries/test')).toBe(
      '/organizations/:org/event-destinations/deliveries/test',
    );
    expect(endpointLabel('/organizations/acme/invoices/some%20thing/download?x=1')).toBe(
      '/organizations/:org/invoices/:id/download',
    );
    expect(endpointLabel('/authentication/login')).toBe('/authentication/login');
  });

  it('keeps Slack methods, errors and lock kinds to names from the code', () => {
    expect(slackMethodLabel('chat.postMessage')).toBe('chat.postMessage');
    expect(slackMethodLabel('oauth.v2.access')).toBe('oauth.v2.access');
    expect(slackMethodLabel('../../U123')).toBe('other');
    expect(slackErrorLabel('not_in_channel')).toBe('not_in_channel');
    expect(slackErrorLabel('Some <b>text</b> from a proxy')).toBe('other');
    expect(lockLabel('change:E:-:T:T123:destination%3Adst_1')).toBe('change');
    expect(lockLabel('replay:sig:abc')).toBe('replay');
    expect(lockLabel('watch-rate:1764000000:3')).toBe('watch-rate');
    expect(lockLabel('T123:anything')).toBe('other');
  });
});

describe('request ids', () => {
  it('derive from the timestamp and a hash of the signature, else are generated', () => {
    const id = slackRequestId('1700000000', 'v0=abcdef');
    expect(id).toMatch(/^1700000000-[A-Za-z0-9_-]{10}$/);
    expect(slackRequestId('1700000000', 'v0=abcdef')).toBe(id);
    expect(id).not.toContain('abcdef');
    expect(slackRequestId(undefined, 'v0=abcdef')).toMatch(/^r-[A-Za-z0-9_-]{12}$/);
    expect(generatedRequestId()).not.toBe(generatedRequestId());
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers in Prometheus text without a token', async () => {
    const route = metricsRoute(undefined);
    const answer = await new Promise<{ status: number; headers: unknown; body: string }>(
      (resolve) => {
        let status = 0;
        let headers: unknown;
        const res = {
          writeHead(code: number, h: unknown) {
            status = code;
            headers = h;
            return res;
          },
          end(body: string) {
            resolve({ status, headers, body });
          },
        };
        route.handler({ headers: {} } as IncomingMessage, res as unknown as ServerResponse);
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('# TYPE enlivy_slack_commands_total counter');
    expect(answer.body).toContain('enlivy_slack_process_resident_memory_bytes');
  });
});

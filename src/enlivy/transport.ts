import { Agent } from 'undici';

/**
 * The Enlivy client's own keep-alive pool, pinned to HTTP/1.1: its timeouts, retries and
 * connection reuse were built and measured on HTTP/1.1 (docs/decisions/dependencies.md).
 */
export function keepAliveAgent(): Agent {
  return new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 60_000, allowH2: false });
}

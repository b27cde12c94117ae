import type { Config } from '../../platform/config.js';
import type { Translator } from '../../platform/i18n/index.js';
import { cardsSay } from './copy/index.js';

/**
 * Whether Enlivy can post to this app's PUBLIC_URL, or why not. Enlivy sends webhooks only to
 * https addresses on the internet; an http or private address is reachable only when Enlivy
 * itself runs on the same loopback (a local Enlivy, as in development and tests).
 */
export function cardsUnreachableReason(config: Config, t: Translator): string | undefined {
  const say = cardsSay(t);
  if (config.slack.mode === 'socket') return say('reach.socket');
  const publicUrl = new URL(config.publicUrl);
  const enlivyLocal = isLoopback(new URL(config.enlivy.apiUrl).hostname);
  if (isLoopback(publicUrl.hostname) || isPrivate(publicUrl.hostname)) {
    if (enlivyLocal && isLoopback(publicUrl.hostname)) return undefined;
    return say('reach.private', { host: publicUrl.host });
  }
  if (publicUrl.protocol !== 'https:' && !enlivyLocal) {
    return say('reach.https', { address: `${publicUrl.protocol}//${publicUrl.host}` });
  }
  return undefined;
}

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\./.test(bare);
}

function isPrivate(host: string): boolean {
  return (
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^169\.254\./.test(host) ||
    /^\[?f[cd][0-9a-f]{2}:/i.test(host) ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    (!host.includes('.') && !host.startsWith('['))
  );
}

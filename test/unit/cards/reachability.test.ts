import { describe, expect, it } from 'vitest';
import { cardsUnreachableReason } from '../../../src/features/cards/reachability.js';
import { loadConfig } from '../../../src/platform/config.js';
import { en } from '../../translators.js';

function config(env: Record<string, string>) {
  return loadConfig({
    SLACK_SIGNING_SECRET: '0123456789abcdef0123456789abcdef',
    SLACK_BOT_TOKEN: 'xoxb-1',
    ...env,
  });
}

describe('can Enlivy reach PUBLIC_URL', () => {
  it('yes for a public https address', () => {
    expect(
      cardsUnreachableReason(config({ PUBLIC_URL: 'https://slack.example.com' }), en),
    ).toBeUndefined();
  });

  it('no in Socket Mode, whatever the address', () => {
    const socket = config({ PUBLIC_URL: 'https://slack.example.com', SLACK_APP_TOKEN: 'xapp-1' });
    expect(cardsUnreachableReason(socket, en)).toMatch(/Socket Mode/);
  });

  it('no for private, local or plain-http addresses when Enlivy is remote', () => {
    for (const url of [
      'http://localhost:3000',
      'https://10.1.2.3',
      'https://192.168.1.5',
      'https://app.internal',
      'https://myhost',
      'http://slack.example.com',
    ]) {
      expect(cardsUnreachableReason(config({ PUBLIC_URL: url }), en)).toBeDefined();
    }
  });

  it('yes for loopback when Enlivy runs on the same loopback (a local Enlivy)', () => {
    expect(
      cardsUnreachableReason(
        config({ PUBLIC_URL: 'http://127.0.0.1:3000', ENLIVY_API_URL: 'http://127.0.0.1:4010' }),
        en,
      ),
    ).toBeUndefined();
  });
});

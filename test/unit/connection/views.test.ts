import { describe, expect, it } from 'vitest';
import {
  connectionSummary,
  connectLinkMessage,
  statusMessage,
} from '../../../src/features/connection/views/connection.js';
import { connectTokenModal } from '../../../src/features/connection/views/token-modal.js';
import { connectFormPage } from '../../../src/features/connection/web/connect-page.js';
import type { Connection } from '../../../src/store/index.js';
import { validateMessageBlocks, validateView } from '../../fakes/slack/index.js';
import { en } from '../../translators.js';

const oauthConnection: Connection = {
  organizationId: 'org_demo',
  organizationName: 'Demo Trading Ltd',
  apiBaseUrl: 'https://api.example.test',
  token: 'secret',
  connectedBy: 'U1',
  connectedAt: '2026-11-20T10:00:00Z',
  method: 'oauth',
  oauth: {
    refreshToken: 'refresh',
    accessExpiresAt: '2026-11-20T11:00:00Z',
    renewAt: '2026-11-20T10:59:00Z',
    scopes: ['webhooks:manage'],
  },
  state: 'ok',
};
const expired: Connection = { ...oauthConnection, state: 'expired' };

function shown(blocks: readonly unknown[] | undefined): string {
  return JSON.stringify(blocks ?? []);
}

describe('connection status', () => {
  it('a working OAuth connection renews automatically; an expired one says what to do', () => {
    expect(shown(statusMessage(oauthConnection, { health: 'ok' }, en).blocks)).toContain(
      '*Access token:* renews automatically <!date^',
    );
    const message = statusMessage(expired, undefined, en);
    const text = shown(message.blocks);
    expect(text).not.toContain('renews automatically');
    expect(text).toContain(
      '*Access token:* expired, and Enlivy no longer renews it. An admin must run `/enlivy connect` and choose *Continue with Enlivy* again.',
    );
    expect(validateMessageBlocks(message)).toEqual([]);
  });

  it('no "on" before a date Slack may show as "Today"', () => {
    const lines = [
      connectionSummary(oauthConnection, en),
      shown(statusMessage(oauthConnection, undefined, en).blocks),
    ];
    for (const line of lines) {
      expect(line).toMatch(/ on <!date\^\d+\^\{date_short\} at \{time\}\|/);
      expect(line).not.toMatch(/ on <!date\^\d+\^\{date_short_pretty\}/);
    }
  });
});

describe('connecting again over an expired connection', () => {
  it('the token modal says it expired and asks for no "Replace" tick', () => {
    const modal = connectTokenModal({ current: expired }, en);
    const text = shown(modal.blocks);
    expect(text).toContain('The connection of this workspace to *Demo Trading Ltd*');
    expect(text).toContain(
      'stopped working: Enlivy no longer accepts its token. Connecting replaces it.',
    );
    expect(text).not.toContain('keeps working');
    expect(text).not.toContain('connect_replace');
    expect(validateView(modal)).toEqual([]);
    // A working connection still needs the tick.
    expect(shown(connectTokenModal({ current: oauthConnection }, en).blocks)).toContain(
      'connect_replace',
    );
  });

  it('the connect link and the connect page say it expired, with no checkbox to tick', () => {
    const link = shown(
      connectLinkMessage({ url: 'https://x.test/c/1', minutes: 10 }, expired, en).blocks,
    );
    expect(link).toContain('Enlivy no longer accepts its token. Connecting again replaces it.');
    expect(link).not.toContain('asks you to confirm');
    const page = connectFormPage(
      {
        csrf: 'c',
        minutesLeft: 10,
        current: {
          fingerprint: 'org_demo 2026-11-20T10:00:00Z',
          organizationName: 'Demo Trading Ltd',
          organizationId: 'org_demo',
          expired: true,
        },
        oauth: [{ scope: 'webhooks:manage' }],
      },
      en,
    );
    expect(page).toContain('expired. Connecting here replaces it.');
    expect(page).not.toContain('name="replace"');
  });
});

import { describe, expect, it } from 'vitest';
import { foreignSettings, refusalMessage } from './guard.js';

describe('the sandbox refuses real Slack and Enlivy settings', () => {
  it('accepts an environment without them, or with URLs on this machine', () => {
    expect(foreignSettings({})).toEqual([]);
    expect(
      foreignSettings({
        SLACK_API_URL: 'http://127.0.0.1:5555/api/',
        PUBLIC_URL: 'http://localhost:3000',
      }),
    ).toEqual([]);
  });

  it('names every real setting and how to start without them', () => {
    const found = foreignSettings({
      ENLIVY_API_URL: 'https://api.enlivy.com',
      SLACK_BOT_TOKEN: 'xoxb-real',
      SLACK_API_URL: 'https://slack.com/api/',
    });
    expect(found).toEqual([
      'SLACK_API_URL=https://slack.com/api/ (not this machine)',
      'ENLIVY_API_URL=https://api.enlivy.com (not this machine)',
      "SLACK_BOT_TOKEN is set (a real Slack app's credential)",
    ]);
    const message = refusalMessage(found);
    expect(message).toContain('never reaches real ones');
    expect(message).toContain(
      'env -u SLACK_API_URL -u ENLIVY_API_URL -u SLACK_BOT_TOKEN npm run sandbox',
    );
    expect(message).not.toContain('xoxb-real');
  });
});

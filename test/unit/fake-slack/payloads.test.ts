import { describe, expect, it } from 'vitest';
import {
  blockActionsPayload,
  eventEnvelope,
  formEncode,
  interactivityBody,
  slashCommand,
  viewSubmissionPayload,
} from '../../fakes/slack/payloads.js';

describe('payload builders', () => {
  it('slash command: string fields, defaults and overrides, is_enterprise_install as a string', () => {
    const fields = slashCommand({ text: 'list all', channel_id: 'C9' });
    expect(fields).toMatchObject({
      command: '/enlivy',
      text: 'list all',
      channel_id: 'C9',
      is_enterprise_install: 'false',
    });
    expect(fields.trigger_id).toMatch(/^\d+\.\d+\.[0-9a-f]+$/);
    const body = formEncode({ ...fields });
    expect(new URLSearchParams(body).get('command')).toBe('/enlivy');
    expect(body).toContain('command=%2Fenlivy');
  });

  it('interactivity body is a single payload= field holding JSON', () => {
    const payload = blockActionsPayload({ trigger_id: '1.2.ab' });
    const body = interactivityBody(payload);
    const params = new URLSearchParams(body);
    expect([...params.keys()]).toEqual(['payload']);
    expect(JSON.parse(params.get('payload') ?? '')).toEqual(payload);
  });

  it('view_submission and event envelope defaults', () => {
    expect(viewSubmissionPayload().type).toBe('view_submission');
    const envelope = eventEnvelope(
      { type: 'app_mention', text: 'hi' },
      { event_id: 'Ev1', team_id: 'T9' },
    );
    expect(envelope).toMatchObject({ type: 'event_callback', event_id: 'Ev1', team_id: 'T9' });
    expect(envelope.event).toMatchObject({ type: 'app_mention', event_ts: '1234.56' });
    expect(envelope.authorizations).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { firstReadsOf } from '../../src/slack/first-reads.js';

describe('firstReadsOf: the records a Slack request reads first, from its raw payload', () => {
  it('a slash command: its team’s connection and grants, and its installation with OAuth', () => {
    const command = { team_id: 'T0AAA', user_id: 'U1', command: '/enlivy', text: 'help' };
    expect(firstReadsOf(command, false)).toEqual(['connection:E:-:T:T0AAA', 'roles:E:-:T:T0AAA']);
    expect(firstReadsOf(command, true)).toEqual([
      'connection:E:-:T:T0AAA',
      'roles:E:-:T:T0AAA',
      'installation:T:T0AAA',
    ]);
  });

  it('a click in a Grid workspace and one in an org-wide install', () => {
    const click = { type: 'block_actions', team: { id: 'T0AAA' }, enterprise: { id: 'E0BBB' } };
    expect(firstReadsOf(click, true)).toEqual([
      'connection:E:E0BBB:T:T0AAA',
      'roles:E:E0BBB:T:T0AAA',
      'installation:T:T0AAA',
    ]);
    const orgWide = { ...click, team: null, is_enterprise_install: true };
    expect(firstReadsOf(orgWide, true)).toEqual([
      'connection:E:E0BBB:T:-',
      'roles:E:E0BBB:T:-',
      'installation:E:E0BBB',
    ]);
  });

  it('an event names the install kind in its authorizations', () => {
    const event = {
      type: 'event_callback',
      team_id: 'T0AAA',
      enterprise_id: 'E0BBB',
      authorizations: [{ is_enterprise_install: true }],
    };
    expect(firstReadsOf(event, false)).toEqual(['connection:E:E0BBB:T:-', 'roles:E:E0BBB:T:-']);
  });

  it('nothing for a payload without usable workspace ids', () => {
    expect(firstReadsOf({ type: 'block_actions' }, true)).toEqual([]);
    expect(firstReadsOf({ team_id: 'T0/../x' }, true)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { helpMessage, unknownCommandMessage } from '../../../src/features/help/views/help.js';

describe('help message', () => {
  it('lists only commands the role may run, with examples', () => {
    const viewer = JSON.stringify(helpMessage({ role: 'viewer', connection: 'ok' }));
    expect(viewer).toContain('/enlivy status');
    expect(viewer).not.toContain('/enlivy connect');
    expect(viewer).toContain('need a higher role');
    const admin = JSON.stringify(helpMessage({ role: 'admin', connection: 'ok' }));
    expect(admin).toContain('/enlivy access grant @ana editor');
    expect(admin).not.toContain('need a higher role');
  });

  it('tells admins how to connect and others whom to ask', () => {
    expect(helpMessage({ role: 'admin', connection: 'none' }).blocks?.at(-1)).toMatchObject({
      elements: [{ text: expect.stringContaining('start with `/enlivy connect`') }],
    });
    expect(JSON.stringify(helpMessage({ role: 'viewer', connection: 'none' }))).toContain(
      'ask a workspace admin',
    );
  });

  it('explains one command and whether the user may run it', () => {
    const topic = JSON.stringify(
      helpMessage({ role: 'viewer', connection: 'ok', topic: 'connect' }),
    );
    expect(topic).toContain('/enlivy connect [token]');
    expect(topic).toContain('This needs the *admin* role; you are *viewer*');
  });

  it('suggests a command when the topic is unknown', () => {
    const text = JSON.stringify(helpMessage({ role: 'admin', connection: 'ok', topic: 'acess' }));
    expect(text).toContain('There is no `acess` command; did you mean `/enlivy help access`?');
  });

  it('always carries fallback text', () => {
    expect(helpMessage({ role: 'editor', connection: 'ok' }).text.length).toBeGreaterThan(10);
    expect(unknownCommandMessage('statsu', 'status').text).toContain(
      'Did you mean `/enlivy status`?',
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderedHelp } from '../../../src/features/help/help.js';
import { helpMessage, unknownCommandMessage } from '../../../src/features/help/views/help.js';
import { appCommands } from '../../commands.js';
import { en, ro } from '../../translators.js';

const commands = appCommands();

describe('help message', () => {
  it('lists only commands the role may run, with examples', () => {
    const viewer = JSON.stringify(helpMessage({ commands, role: 'viewer', connection: 'ok' }, en));
    expect(viewer).toContain('/enlivy status');
    expect(viewer).not.toContain('/enlivy connect');
    expect(viewer).toContain('need a higher role');
    const admin = JSON.stringify(helpMessage({ commands, role: 'admin', connection: 'ok' }, en));
    expect(admin).toContain('/enlivy access grant @ana editor');
    expect(admin).not.toContain('need a higher role');
  });

  it('tells admins how to connect and others whom to ask', () => {
    expect(
      helpMessage({ commands, role: 'admin', connection: 'none' }, en).blocks?.at(-1),
    ).toMatchObject({
      elements: [{ text: expect.stringContaining('start with `/enlivy connect`') }],
    });
    expect(
      JSON.stringify(helpMessage({ commands, role: 'viewer', connection: 'none' }, en)),
    ).toContain('ask a workspace admin');
  });

  it('explains one command and whether the user may run it', () => {
    const topic = JSON.stringify(
      helpMessage({ commands, role: 'viewer', connection: 'ok', topic: 'connect' }, en),
    );
    expect(topic).toContain('/enlivy connect [token]');
    expect(topic).toContain('This needs the *admin* role; you are *viewer*');
  });

  it('explains watch with its digest switch', () => {
    const watch = helpMessage({ commands, role: 'editor', connection: 'ok', topic: 'watch' }, en);
    const text = JSON.stringify(watch.blocks);
    expect(text).toContain('digest on|off');
    expect(text).toContain('`/enlivy watch digest on`');
    expect(watch.text).toContain('digest on|off');
  });

  it('answers an unknown topic with the closest one and the list of topics, not all of help', () => {
    const typo = helpMessage({ commands, role: 'admin', connection: 'ok', topic: 'lsit' }, en);
    expect(typo.text).toMatch(
      /^No help topic `lsit`\. Did you mean `list`\? Topics: list, subscribe, deliveries, /,
    );
    const shown = (typo.blocks ?? []).map((b) => JSON.stringify(b)).join('\n');
    expect(shown).toContain('No help topic `lsit`. Did you mean `list`?');
    for (const spec of commands.list()) expect(shown).toContain(`\`${spec.name}\``);
    expect(shown).not.toContain('what you can do here');
    expect(shown).not.toContain('/enlivy deliveries [NAME]');
  });

  it('suggests the plural or the command another word stands for', () => {
    expect(
      helpMessage({ commands, role: 'viewer', connection: 'ok', topic: 'delivery' }, en).text,
    ).toContain('No help topic `delivery`. Did you mean `deliveries`?');
    expect(
      helpMessage({ commands, role: 'viewer', connection: 'ok', topic: 'destinations' }, en).text,
    ).toContain('No help topic `destinations`. Did you mean `list`?');
    expect(
      helpMessage({ commands, role: 'admin', connection: 'ok', topic: 'acess' }, en).text,
    ).toContain('Did you mean `access`?');
  });

  it('lists the topics without a guess when nothing is close, showing the word literally', () => {
    const none = helpMessage({ commands, role: 'viewer', connection: 'ok', topic: 'xyzzy' }, en);
    expect(none.text).toMatch(/^No help topic `xyzzy`\. Topics: /);
    expect(none.text).not.toContain('Did you mean');
    const odd = helpMessage({ commands, role: 'viewer', connection: 'ok', topic: '<!here>`x' }, en);
    expect(odd.text).toContain('No help topic `&lt;!here&gt;\u02cbx`.');
  });

  it('always carries fallback text', () => {
    expect(
      helpMessage({ commands, role: 'editor', connection: 'ok' }, en).text.length,
    ).toBeGreaterThan(10);
    expect(unknownCommandMessage('statsu', 'status', en).text).toContain(
      'Did you mean `/enlivy status`?',
    );
  });
});

describe('manifest.yml slash command', () => {
  const manifest = readFileSync(new URL('../../../manifest.yml', import.meta.url), 'utf8');
  const hint = /^\s+usage_hint: "(.*)"$/m.exec(manifest)?.[1] ?? '';

  it("names every command in its usage hint, within Slack's 1000 characters", () => {
    expect(hint).not.toBe('');
    const words = hint.split(' · ').map((part) => part.split(' ')[0]);
    expect(words.sort()).toEqual(
      commands
        .list()
        .map((spec) => spec.name)
        .sort(),
    );
    for (const name of ['cards', 'watch', 'edit', 'access']) expect(words).toContain(name);
    expect(hint.length).toBeLessThanOrEqual(1000);
  });
});

describe('help rendered once per language, role and connection state', () => {
  it('answers each language, role, state and topic as help renders it, again and again', () => {
    const fresh = appCommands();
    const cases = [
      { role: 'viewer', connection: 'ok', t: en },
      { role: 'admin', connection: 'none', t: en },
      { role: 'viewer', connection: 'ok', t: ro },
      { role: 'editor', connection: 'expired', t: ro },
      { role: 'admin', connection: 'ok', t: en, topic: 'connect' },
    ] as const;
    for (let round = 0; round < 2; round++)
      for (const { t, ...input } of cases)
        expect(renderedHelp({ commands: fresh, ...input }, t)).toEqual(
          helpMessage({ commands: fresh, ...input }, t),
        );
    const admin = JSON.stringify(
      renderedHelp({ commands: fresh, role: 'admin', connection: 'none' }, en),
    );
    expect(admin).toContain('start with `/enlivy connect`');
    expect(
      JSON.stringify(renderedHelp({ commands: fresh, role: 'admin', connection: 'ok' }, en)),
    ).not.toContain('start with `/enlivy connect`');
  });

  it('lists a subcommand registered after help was first shown', () => {
    const fresh = appCommands();
    const before = renderedHelp({ commands: fresh, role: 'admin', connection: 'ok' }, en);
    expect(JSON.stringify(before)).not.toContain('/enlivy newest');
    fresh.add({
      name: 'newest',
      role: 'viewer',
      needsConnection: false,
      examples: ['/enlivy newest'],
      usage: () => '/enlivy newest',
      summary: () => 'The newest thing.',
      rank: 0,
      run: async () => undefined,
    });
    const after = renderedHelp({ commands: fresh, role: 'admin', connection: 'ok' }, en);
    expect(JSON.stringify(after)).toContain('/enlivy newest');
  });

  it('cannot be changed by whoever sends it on', () => {
    const message = renderedHelp({ commands, role: 'viewer', connection: 'ok' }, en);
    expect(() => {
      (message as { text: string }).text = 'changed';
    }).toThrow(TypeError);
    expect(renderedHelp({ commands, role: 'viewer', connection: 'ok' }, en).text).not.toBe(
      'changed',
    );
  });
});

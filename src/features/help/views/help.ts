import type { Role } from '../../../core/access/roles.js';
import { roleAllows } from '../../../core/access/roles.js';
import type { Subcommand, Subcommands } from '../../../core/commands.js';
import { roleName } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { context, divider, escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';
import { helpSay } from '../copy/index.js';

/** The subcommands help can tell about, as the features registered them. */
export type HelpCommands = Pick<Subcommands, 'list' | 'find' | 'suggest'>;

export interface HelpInput {
  commands: HelpCommands;
  role: Role;
  /** The stored connection's state ('none' also when it could not be read). */
  connection: 'none' | 'ok' | 'expired';
  topic?: string | undefined;
  /** The store did not answer (this reference was logged): role and connection are unknown. */
  storeProblem?: string | undefined;
}

function describe(t: Translator, spec: Subcommand): string {
  const examples = spec.examples.map((e) => `\`${e}\``).join('  ·  ');
  return `*\`${spec.usage(t)}\`*\n${spec.summary(t)}\n${helpSay(t)('command.example', { examples })}`;
}

/** Help that lists only what this user may run. */
export function helpMessage(
  { commands, role, connection, topic, storeProblem }: HelpInput,
  t: Translator,
): SlackMessage {
  const say = helpSay(t);
  const you = roleName(t, role);
  if (topic !== undefined) {
    const spec = commands.find(topic);
    if (spec !== undefined) {
      const allowed = roleAllows(role, spec.role);
      return {
        text: `${spec.usage(t)}: ${spec.summary(t)}`,
        blocks: [
          section(describe(t, spec)),
          context(
            allowed
              ? say('topic.allowed', { role: you })
              : say('topic.needsRole', { required: roleName(t, spec.role), role: you }),
          ),
        ],
      };
    }
    return unknownTopicMessage(topic, commands, t);
  }
  const all = commands.list();
  const mine = all.filter((spec) => roleAllows(role, spec.role));
  const hidden = all.length - mine.length;
  const everyday = mine.filter((spec) => spec.role !== 'admin');
  const admin = mine.filter((spec) => spec.role === 'admin');
  const blocks = [
    section(say('list.heading', { role: you })),
    divider(),
    ...everyday.map((spec) => section(describe(t, spec))),
    ...(admin.length > 0 ? [divider(), section(say('list.adminHeading'))] : []),
    ...admin.map((spec) => section(describe(t, spec))),
  ];
  const notes: string[] = [];
  const who = role === 'admin' ? 'admin' : 'member';
  if (storeProblem !== undefined) {
    notes.push(say('list.storeProblem', { reference: storeProblem }));
  } else if (connection !== 'ok') {
    notes.push(say(connection === 'expired' ? `list.expired.${who}` : `list.none.${who}`));
  }
  if (hidden > 0) notes.push(say('list.hidden', { count: hidden }));
  if (notes.length > 0) blocks.push(context(...notes));
  return { text: say('list.text', { names: mine.map((s) => s.name).join(', ') }), blocks };
}

/** `help lsit`: the closest topic, and every topic there is, rather than all of help. */
function unknownTopicMessage(topic: string, commands: HelpCommands, t: Translator): SlackMessage {
  const say = helpSay(t);
  const guess = commands.suggest(topic);
  const names = commands.list().map((spec) => spec.name);
  const text = [
    say('unknownTopic.text', { topic: typed(topic) }),
    ...(guess ? [say('unknownTopic.guess', { guess: `\`${guess}\`` })] : []),
  ].join(' ');
  const topics = names.map((name) => `\`${name}\``).join(' · ');
  return {
    text: `${text} ${say('unknownTopic.topicsText', { topics: names.join(', ') })}`,
    blocks: [
      section(`${text}\n${say('unknownTopic.topics', { topics })}`),
      context(say('unknownTopic.hint')),
    ],
  };
}

export function unknownCommandMessage(
  word: string,
  suggestion: string | undefined,
  t: Translator,
): SlackMessage {
  const say = helpSay(t);
  const text = [
    say('unknownCommand.text', { word: typed(word) }),
    ...(suggestion
      ? [say('unknownCommand.guess', { suggestion: `\`/enlivy ${suggestion}\`` })]
      : []),
    say('unknownCommand.hint'),
  ].join(' ');
  return { text, blocks: [section(text)] };
}

/** A word as the user typed it, in a code span (no formatting, no mention); it holds no backtick. */
function typed(word: string): string {
  return `\`${escapeMrkdwn(word).replaceAll('`', '\u02cb')}\``;
}

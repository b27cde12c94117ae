import type { Role } from '../../../core/access/roles.js';
import { roleAllows } from '../../../core/access/roles.js';
import { COMMANDS, type CommandSpec, findCommand, suggestCommand } from '../../../core/catalog.js';
import { context, divider, escapeMrkdwn, section } from '../../../slack/blocks.js';
import type { SlackMessage } from '../../../slack/ui.js';

export interface HelpInput {
  role: Role;
  /** The stored connection's state ('none' also when it could not be read). */
  connection: 'none' | 'ok' | 'expired';
  topic?: string | undefined;
  /** The store did not answer (this reference was logged): role and connection are unknown. */
  storeProblem?: string | undefined;
}

function describe(spec: CommandSpec): string {
  const examples = spec.examples.map((e) => `\`${e}\``).join('  ·  ');
  return `*\`${spec.usage}\`*\n${spec.summary}\n_e.g._ ${examples}`;
}

/** Help that lists only what this user may run. */
export function helpMessage({ role, connection, topic, storeProblem }: HelpInput): SlackMessage {
  if (topic !== undefined) {
    const spec = findCommand(topic);
    if (spec !== undefined) {
      const allowed = roleAllows(role, spec.role);
      return {
        text: `${spec.usage}: ${spec.summary}`,
        blocks: [
          section(describe(spec)),
          context(
            allowed
              ? `You can run this (you are ${role}).`
              : `This needs the *${spec.role}* role; you are *${role}*. Ask a workspace admin.`,
          ),
        ],
      };
    }
    return unknownTopicMessage(topic);
  }
  const mine = COMMANDS.filter((spec) => roleAllows(role, spec.role));
  const hidden = COMMANDS.length - mine.length;
  const blocks = [
    section(`*Enlivy for Slack* — what you can do here (you are *${role}*):`),
    divider(),
    ...mine.map((spec) => section(describe(spec))),
  ];
  const notes: string[] = [];
  if (storeProblem !== undefined) {
    notes.push(
      `Enlivy for Slack cannot reach its storage right now, so your role and the Enlivy connection could not be read: this lists what everyone can run (ref ${storeProblem}).`,
    );
  } else if (connection !== 'ok') {
    const state =
      connection === 'expired'
        ? "This workspace's Enlivy connection expired (Enlivy no longer accepts its token)"
        : 'This workspace is not connected to Enlivy yet';
    notes.push(
      role === 'admin'
        ? `${state}: ${connection === 'expired' ? 'reconnect' : 'start'} with \`/enlivy connect\`.`
        : `${state}: ask a workspace admin to run \`/enlivy connect\`.`,
    );
  }
  if (hidden > 0) notes.push(`${hidden} more command(s) need a higher role.`);
  if (notes.length > 0) blocks.push(context(...notes));
  return {
    text: `Enlivy commands you can run: ${mine.map((s) => s.name).join(', ')}`,
    blocks,
  };
}

/** `help lsit`: the closest topic, and every topic there is, rather than all of help. */
function unknownTopicMessage(topic: string): SlackMessage {
  const guess = suggestCommand(topic);
  const text = `No help topic ${typed(topic)}.${guess ? ` Did you mean \`${guess}\`?` : ''}`;
  const topics = COMMANDS.map((spec) => `\`${spec.name}\``).join(' · ');
  return {
    text: `${text} Topics: ${COMMANDS.map((spec) => spec.name).join(', ')}.`,
    blocks: [
      section(`${text}\n*Topics:* ${topics}`),
      context(
        '`/enlivy help TOPIC` explains one command; `/enlivy help` lists everything you can run.',
      ),
    ],
  };
}

export function unknownCommandMessage(word: string, suggestion: string | undefined): SlackMessage {
  const guess = suggestion ? ` Did you mean \`/enlivy ${suggestion}\`?` : '';
  const text = `I don't know ${typed(word)}.${guess} Type \`/enlivy help\` to see what you can run.`;
  return { text, blocks: [section(text)] };
}

/** A word as the user typed it, in a code span (no formatting, no mention); it holds no backtick. */
function typed(word: string): string {
  return `\`${escapeMrkdwn(word).replaceAll('`', '\u02cb')}\``;
}

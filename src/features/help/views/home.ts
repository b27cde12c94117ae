import type { HomeView, KnownBlock } from '@slack/types';
import type { Role } from '../../../core/access/roles.js';
import { roleAllows } from '../../../core/access/roles.js';
import type { Subcommand } from '../../../core/commands.js';
import { dateText } from '../../../core/copy/dates.js';
import { roleName } from '../../../core/copy/index.js';
import type { Translator } from '../../../platform/i18n/index.js';
import { button, context, divider, escapeMrkdwn, header, section } from '../../../slack/blocks.js';
import type { Connection } from '../../../store/index.js';
import { helpSay } from '../copy/index.js';
import { HOME } from '../ids.js';

export interface HomeInput {
  /** Every subcommand, in help's order. */
  commands: readonly Subcommand[];
  role: Role;
  /** What the Home says of the connection: no secret is needed. */
  connection: Omit<Connection, 'token' | 'oauth'> | undefined;
  /** Extra sections a feature adds (destinations, deliveries); rendered after the status. */
  sections?: KnownBlock[];
}

function connectionBlock(
  connection: Omit<Connection, 'token' | 'oauth'> | undefined,
  role: Role,
  t: Translator,
): KnownBlock {
  const say = helpSay(t);
  if (connection === undefined) {
    return section(say(role === 'admin' ? 'home.notConnected.admin' : 'home.notConnected.member'));
  }
  const organization = escapeMrkdwn(connection.organizationName);
  if (connection.state === 'expired') {
    // What `/enlivy connect` offers, one click away for those who may use it.
    if (role === 'admin') {
      return section(
        say('home.expired.admin', { organization }),
        button(say('home.reconnect'), HOME.reconnect, { style: 'primary' }),
      );
    }
    return section(say('home.expired.member', { organization, user: connection.connectedBy }));
  }
  return section(
    say('home.connected', {
      organization,
      organizationId: escapeMrkdwn(connection.organizationId),
      user: connection.connectedBy,
      date: dateText(connection.connectedAt, '{date_short}', t),
    }),
  );
}

/** The App Home tab; stays within Slack's 100-block limit whatever the sections hold. */
export function homeView(
  { commands, role, connection, sections = [] }: HomeInput,
  t: Translator,
): HomeView {
  const say = helpSay(t);
  const mine = commands.filter((spec) => roleAllows(role, spec.role));
  const commandLines = mine.map((spec) => `• \`${spec.usage(t)}\` — ${spec.summary(t)}`).join('\n');
  const blocks: KnownBlock[] = [
    header(say('home.header')),
    connectionBlock(connection, role, t),
    ...sections,
    divider(),
    section(`${say('home.commands', { role: roleName(t, role) })}\n${commandLines}`),
    context(say('home.footer')),
  ];
  return { type: 'home', blocks: blocks.slice(0, 100) };
}

import type { HomeView, KnownBlock } from '@slack/types';
import type { Role } from '../../../core/access/roles.js';
import { roleAllows } from '../../../core/access/roles.js';
import { COMMANDS } from '../../../core/catalog.js';
import {
  context,
  divider,
  escapeMrkdwn,
  header,
  section,
  slackDate,
} from '../../../slack/blocks.js';
import type { Connection } from '../../../store/index.js';

export interface HomeInput {
  role: Role;
  connection: Connection | undefined;
  /** Extra sections a feature adds (destinations, deliveries); rendered after the status. */
  sections?: KnownBlock[];
}

function connectionBlock(connection: Connection | undefined, role: Role): KnownBlock {
  if (connection === undefined) {
    return section(
      role === 'admin'
        ? ':electric_plug: *Not connected.* Run `/enlivy connect` in any channel to connect this workspace to your Enlivy organization.'
        : ':electric_plug: *Not connected.* Ask a workspace admin to run `/enlivy connect`.',
    );
  }
  if (connection.state === 'expired') {
    return section(
      `:red_circle: *${escapeMrkdwn(connection.organizationName)}*: the Enlivy token stopped working. An admin must reconnect with \`/enlivy connect\`.`,
    );
  }
  return section(
    `:large_green_circle: Connected to *${escapeMrkdwn(connection.organizationName)}* (\`${escapeMrkdwn(connection.organizationId)}\`) by <@${connection.connectedBy}> on ${slackDate(connection.connectedAt, '{date_short}')}.`,
  );
}

/** The App Home tab; stays within Slack's 100-block limit whatever the sections hold. */
export function homeView({ role, connection, sections = [] }: HomeInput): HomeView {
  const mine = COMMANDS.filter((spec) => roleAllows(role, spec.role));
  const commandLines = mine.map((spec) => `• \`${spec.usage}\` — ${spec.summary}`).join('\n');
  const blocks: KnownBlock[] = [
    header('Enlivy for Slack'),
    connectionBlock(connection, role),
    ...sections,
    divider(),
    section(`*Commands you can run* (you are *${role}*)\n${commandLines}`),
    context('Type `/enlivy help` in any channel for examples.'),
  ];
  return { type: 'home', blocks: blocks.slice(0, 100) };
}

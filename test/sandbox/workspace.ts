/**
 * The sandbox's Slack workspace in the fake: Acme with the people of the user switcher (a
 * workspace admin, an editor, a Romanian-speaking editor, a viewer, a Slack Connect guest from
 * another company), the
 * channels of the sidebar (those help's examples name among them), and the app installed.
 */
import type { ChannelRecord, FakeSlack, InstalledBot, UserRecord } from '../fakes/slack/index.js';

export interface SandboxPerson {
  id: string;
  /** What the switcher says about them. */
  role: 'admin' | 'editor' | 'viewer' | 'external';
  name: string;
  /** Their Slack locale (`ro-RO` reads the app in Romanian until they choose otherwise). */
  locale: string;
}

export interface SandboxWorkspace {
  teamId: string;
  teamName: string;
  bot: InstalledBot;
  admin: UserRecord;
  editor: UserRecord;
  /** A second editor whose Slack speaks Romanian. */
  romanian: UserRecord;
  viewer: UserRecord;
  external: UserRecord;
  people: SandboxPerson[];
  /** Sidebar order: #finance, #ops, #finance-ops, #legal, the private #payroll (the app is not in it). */
  channels: ChannelRecord[];
}

export function seedSandboxWorkspace(slack: FakeSlack): SandboxWorkspace {
  const team = slack.addTeam({ name: 'Acme', domain: 'acme' });
  const guestTeam = slack.addTeam({ name: 'Globex', domain: 'globex' });
  const admin = slack.addUser({
    teamId: team.id,
    name: 'ana',
    realName: 'Ana Popescu',
    isAdmin: true,
    tz: 'Europe/Bucharest',
  });
  const editor = slack.addUser({
    teamId: team.id,
    name: 'alice',
    realName: 'Alice Ionescu',
    tz: 'Europe/Bucharest',
  });
  const romanian = slack.addUser({
    teamId: team.id,
    name: 'ioana',
    realName: 'Ioana Marin',
    tz: 'Europe/Bucharest',
    locale: 'ro-RO',
  });
  const viewer = slack.addUser({
    teamId: team.id,
    name: 'bob',
    realName: 'Bob Smith',
    tz: 'Europe/London',
    locale: 'en-GB',
  });
  const external = slack.addUser({
    teamId: guestTeam.id,
    name: 'erin',
    realName: 'Erin Globex',
    tz: 'Europe/Berlin',
    slackConnectHost: team.id,
  });
  const bot = slack.installBot({ teamId: team.id, installerUserId: admin.id });
  const insiders = [admin.id, editor.id, romanian.id, viewer.id];
  const finance = slack.addChannel({
    teamId: team.id,
    name: 'finance',
    members: [...insiders, external.id, bot.botUserId],
    purpose: 'Invoices, payments and Enlivy alerts (shared with Globex)',
  });
  const ops = slack.addChannel({
    teamId: team.id,
    name: 'ops',
    members: [...insiders, bot.botUserId],
    purpose: 'Operations and integrations',
  });
  // The channels help's own examples name (`#finance-ops`, `#legal`), so they work as typed.
  const financeOps = slack.addChannel({
    teamId: team.id,
    name: 'finance-ops',
    members: [...insiders, bot.botUserId],
    purpose: 'Where failure alerts go',
  });
  const legal = slack.addChannel({
    teamId: team.id,
    name: 'legal',
    members: [...insiders, bot.botUserId],
    purpose: 'Contracts',
  });
  const payroll = slack.addChannel({
    teamId: team.id,
    name: 'payroll',
    isPrivate: true,
    members: insiders,
    purpose: 'Private; the app is not a member',
  });
  return {
    teamId: team.id,
    teamName: team.name,
    bot,
    admin,
    editor,
    romanian,
    viewer,
    external,
    people: [
      person(admin, 'admin'),
      person(editor, 'editor'),
      person(romanian, 'editor'),
      person(viewer, 'viewer'),
      person(external, 'external'),
    ],
    channels: [finance, ops, financeOps, legal, payroll],
  };
}

function person(user: UserRecord, role: SandboxPerson['role']): SandboxPerson {
  return { id: user.id, role, name: user.real_name, locale: user.locale };
}

/** A plausible default workspace: "Acme" with an admin, an owner, two members and three channels. */
import type { FakeSlack, InstalledBot } from './fake-slack.js';
import type { ChannelRecord, TeamRecord, UserRecord } from './types.js';

export interface SeedOptions {
  teamName?: string;
  /** Bot scopes (default DEFAULT_BOT_SCOPES, which include chat:write.public). */
  scopes?: string[];
  /** Put the team in an Enterprise Grid org of this name (workspace install, not org-wide). */
  enterpriseName?: string;
}

export interface SeededWorkspace {
  team: TeamRecord;
  /** Workspace admin (Ana, Bucharest, en-US). */
  admin: UserRecord;
  /** Primary owner (Olivia, New York, en-US). */
  owner: UserRecord;
  /** Regular member (Alice, Bucharest, ro-RO). */
  alice: UserRecord;
  /** Regular member (Bob, London, en-GB). */
  bob: UserRecord;
  /** Public #finance: everyone and the bot. */
  finance: ChannelRecord;
  /** Private #leadership: admin, owner and the bot. */
  leadership: ChannelRecord;
  /** Public #general: everyone, not the bot. */
  general: ChannelRecord;
  bot: InstalledBot;
}

export function seedWorkspace(fake: FakeSlack, options: SeedOptions = {}): SeededWorkspace {
  const enterprise = options.enterpriseName
    ? fake.addEnterprise({ name: options.enterpriseName })
    : undefined;
  const team = fake.addTeam({
    name: options.teamName ?? 'Acme',
    ...(enterprise ? { enterpriseId: enterprise.id } : {}),
  });
  const admin = fake.addUser({
    teamId: team.id,
    name: 'ana',
    realName: 'Ana Popescu',
    isAdmin: true,
    tz: 'Europe/Bucharest',
    locale: 'en-US',
  });
  const owner = fake.addUser({
    teamId: team.id,
    name: 'olivia',
    realName: 'Olivia Owens',
    isOwner: true,
    isPrimaryOwner: true,
    tz: 'America/New_York',
    locale: 'en-US',
  });
  const alice = fake.addUser({
    teamId: team.id,
    name: 'alice',
    realName: 'Alice Ionescu',
    tz: 'Europe/Bucharest',
    locale: 'ro-RO',
  });
  const bob = fake.addUser({
    teamId: team.id,
    name: 'bob',
    realName: 'Bob Smith',
    tz: 'Europe/London',
    locale: 'en-GB',
  });
  const bot = fake.installBot({
    teamId: team.id,
    installerUserId: admin.id,
    ...(options.scopes ? { scopes: options.scopes } : {}),
  });
  const everyone = [admin.id, owner.id, alice.id, bob.id];
  const finance = fake.addChannel({
    teamId: team.id,
    name: 'finance',
    members: [...everyone, bot.botUserId],
    purpose: 'Invoices, payments and Enlivy alerts',
  });
  const leadership = fake.addChannel({
    teamId: team.id,
    name: 'leadership',
    isPrivate: true,
    members: [admin.id, owner.id, bot.botUserId],
  });
  const general = fake.addChannel({ teamId: team.id, name: 'general', members: everyone });
  return { team, admin, owner, alice, bob, finance, leadership, general, bot };
}

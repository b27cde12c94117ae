/** The store the benchmarked app starts with: connected to the simulator, and installed. */
import { randomBytes } from 'node:crypto';
import { openStore, type Stores } from '../../src/store/index.js';
import { SEED } from '../../test/fakes/service/index.js';
import { memoryLogger } from '../../test/integration/support/parts.js';

/** The workspace of single-workspace runs (the Slack stub's auth.test says so too). */
export const BENCH_TEAM = 'T0BENCH';

/** The team id of the i-th installed workspace. */
export function workspaceTeam(i: number): string {
  return `T0B${String(i).padStart(6, '0')}`;
}

/** The connection to the simulator, and `workspaces` OAuth installations (T0B000000…). */
export async function prepareStore(
  url: string,
  encryptionKey: string,
  simUrl: string,
  workspaces: number,
): Promise<void> {
  const stores = await openStore({ url, encryptionKey, logger: memoryLogger('silent').logger });
  try {
    await stores.connections.save(
      { teamId: BENCH_TEAM, isEnterpriseInstall: false },
      {
        organizationId: SEED.organizations.demo,
        organizationName: 'Demo Trading Ltd',
        apiBaseUrl: simUrl,
        token: SEED.apiToken,
        connectedBy: 'U0OWNER',
        connectedAt: new Date().toISOString(),
        method: 'token',
        state: 'ok',
      },
    );
    let next = 0;
    const install = async () => {
      for (let i = next++; i < workspaces; i = next++) await installWorkspace(stores, i);
    };
    await Promise.all(Array.from({ length: 16 }, install));
  } finally {
    await stores.close();
  }
}

/** What Slack's OAuth flow would have stored for workspace `i`. */
function installWorkspace(stores: Stores, i: number): Promise<void> {
  const teamId = workspaceTeam(i);
  return stores.installations.storeInstallation({
    team: { id: teamId, name: `Bench ${i}` },
    enterprise: undefined,
    user: { id: 'U0OWNER', token: undefined, scopes: undefined },
    bot: {
      token: `xoxb-${teamId}-${randomBytes(12).toString('hex')}`,
      scopes: ['commands', 'chat:write'],
      id: 'B0BENCH',
      userId: 'U0BOT',
    },
    appId: 'A0BENCH',
    tokenType: 'bot',
    isEnterpriseInstall: false,
    authVersion: 'v2',
  });
}

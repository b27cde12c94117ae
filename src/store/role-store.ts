import { z } from 'zod';
import { AppError } from '../platform/app-error.js';
import { rolesKey, type WorkspaceRef } from './keys.js';
import type { LockStore } from './lock-store.js';
import type { Records } from './records.js';

/** Roles granted in Slack with `/enlivy access grant`. Viewer is the absence of a grant. */
export type GrantedRole = 'admin' | 'editor';

export interface RoleGrant {
  userId: string;
  role: GrantedRole;
  grantedBy: string;
  /** ISO timestamp. */
  grantedAt: string;
}

export interface RoleStore {
  /** Every grant of the workspace, oldest first. */
  list(workspace: WorkspaceRef): Promise<RoleGrant[]>;
  get(workspace: WorkspaceRef, userId: string): Promise<RoleGrant | undefined>;
  /** `at`: when it was granted (now unless given). */
  grant(
    workspace: WorkspaceRef,
    grant: { userId: string; role: GrantedRole; grantedBy: string; at?: Date },
  ): Promise<RoleGrant>;
  /** True when the user had a grant. */
  revoke(workspace: WorkspaceRef, userId: string): Promise<boolean>;
  deleteAll(workspace: WorkspaceRef): Promise<void>;
}

const grantSchema = z.object({
  role: z.enum(['admin', 'editor']),
  grantedBy: z.string(),
  grantedAt: z.string(),
});

/** One record per workspace holding the map (keyv cannot list keys on every adapter). */
const recordSchema = z.object({ v: z.literal(1), grants: z.record(z.string(), grantSchema) });

type RolesRecord = z.output<typeof recordSchema>;

const WHAT = 'roles';

const LOCK_TTL_MS = 5_000;
const LOCK_WAIT_MS = 3_000;

export function createRoleStore(records: Records, locks: LockStore): RoleStore {
  async function load(workspace: WorkspaceRef): Promise<RolesRecord> {
    return (await records.read(rolesKey(workspace), recordSchema, WHAT)) ?? { v: 1, grants: {} };
  }

  /**
   * Grants live in one record per workspace, so a change is read-modify-write: it runs under a
   * per-workspace lock, or two admins granting at once (on any instances) would lose a grant.
   */
  async function change<T>(
    workspace: WorkspaceRef,
    apply: (record: RolesRecord) => Promise<T>,
  ): Promise<T> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
      const lock = await locks.acquire(rolesKey(workspace), LOCK_TTL_MS);
      if (lock !== undefined) {
        try {
          return await apply(await load(workspace));
        } finally {
          await lock.release();
        }
      }
      if (Date.now() >= deadline) {
        throw new AppError('busy', 'Roles are being changed by someone else right now.', {
          copy: { message: 'error.rolesBusy.message', hint: 'error.hint.inAFewSeconds' },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return {
    async list(workspace) {
      const { grants } = await load(workspace);
      return Object.entries(grants)
        .map(([userId, grant]) => ({ userId, ...grant }))
        .sort((a, b) => a.grantedAt.localeCompare(b.grantedAt) || a.userId.localeCompare(b.userId));
    },

    async get(workspace, userId) {
      const { grants } = await load(workspace);
      const grant = Object.hasOwn(grants, userId) ? grants[userId] : undefined;
      return grant === undefined ? undefined : { userId, ...grant };
    },

    async grant(workspace, { userId, role, grantedBy, at = new Date() }) {
      const grant = { role, grantedBy, grantedAt: at.toISOString() };
      await change(workspace, (record) =>
        records.write(rolesKey(workspace), { v: 1, grants: { ...record.grants, [userId]: grant } }),
      );
      return { userId, ...grant };
    },
    async revoke(workspace, userId) {
      return change(workspace, async (record) => {
        if (!Object.hasOwn(record.grants, userId)) return false;
        const { [userId]: _removed, ...rest } = record.grants;
        await records.write(rolesKey(workspace), { v: 1, grants: rest });
        return true;
      });
    },
    async deleteAll(workspace) {
      await records.remove(rolesKey(workspace));
    },
  };
}

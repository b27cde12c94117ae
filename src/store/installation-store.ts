import type { Installation, InstallationQuery, InstallationStore } from '@slack/oauth';
import { z } from 'zod';
import type { SecretBox } from './crypto.js';
import { installationKey, MalformedWorkspaceError, type WorkspaceRef } from './keys.js';
import { openFailure, type Records } from './records.js';

/**
 * Bolt's InstallationStore. An enterprise (org-wide) install is keyed by the enterprise id, any
 * other by the team id (Slack's rule). The whole Installation is kept, with bot.token,
 * bot.refreshToken, user.token, user.refreshToken and the incoming webhook URL sealed.
 */
export interface AppInstallationStore extends InstallationStore {
  deleteInstallation(query: InstallationQuery<boolean>): Promise<void>;
}

const sealedFields = [
  'bot.token',
  'bot.refreshToken',
  'user.token',
  'user.refreshToken',
  'incomingWebhook.url',
] as const;
type SealedField = (typeof sealedFields)[number];

const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);
const optionalNumber = z
  .number()
  .nullish()
  .transform((v) => v ?? undefined);
const entity = z.object({ id: z.string(), name: optionalString }).nullish();

const installationSchema = z.looseObject({
  team: entity,
  enterprise: entity,
  user: z.looseObject({
    id: z.string(),
    token: optionalString,
    refreshToken: optionalString,
    expiresAt: optionalNumber,
    scopes: z.array(z.string()).nullish(),
  }),
  bot: z
    .looseObject({
      token: z.string(),
      refreshToken: optionalString,
      expiresAt: optionalNumber,
      scopes: z.array(z.string()),
      id: z.string(),
      userId: z.string(),
    })
    .nullish(),
  incomingWebhook: z.looseObject({ url: z.string() }).nullish(),
  appId: optionalString,
  tokenType: z.literal('bot').nullish(),
  enterpriseUrl: optionalString,
  isEnterpriseInstall: z.boolean().nullish(),
  authVersion: z.enum(['v1', 'v2']).nullish(),
  metadata: optionalString,
});

const recordSchema = z.object({ v: z.literal(1), installation: installationSchema });

type Json = Record<string, unknown>;

export function refOfInstallation(installation: Installation): WorkspaceRef {
  return {
    enterpriseId: installation.enterprise?.id,
    teamId: installation.team?.id,
    isEnterpriseInstall: installation.isEnterpriseInstall === true,
  };
}

function refOfQuery(query: InstallationQuery<boolean>): WorkspaceRef {
  return {
    enterpriseId: query.enterpriseId,
    teamId: query.teamId,
    isEnterpriseInstall: query.isEnterpriseInstall,
  };
}

export function createInstallationStore(records: Records, box: SecretBox): AppInstallationStore {
  return {
    async storeInstallation(installation) {
      const key = installationKey(refOfInstallation(installation as Installation));
      const copy: Json = { ...structuredClone(installation) };
      for (const field of sealedFields) {
        transformField(copy, field, (plain) => box.seal(plain, aad(key, field)));
      }
      await records.write(key, { v: 1, installation: copy });
    },

    async fetchInstallation(query) {
      const key = queriedKey(query);
      const record = await records.read(key, recordSchema, 'Slack installation');
      if (record === undefined) {
        throw new NoInstallationError(
          query.isEnterpriseInstall
            ? `No installation of this app for enterprise ${query.enterpriseId}`
            : `No installation of this app for team ${query.teamId}`,
        );
      }
      const installation = dropNulls(record.installation) as Json;
      for (const field of sealedFields) {
        try {
          transformField(installation, field, (sealed) => box.open(sealed, aad(key, field)));
        } catch (err) {
          throw openFailure(err, key, 'Slack installation');
        }
      }
      // Our own record: storeInstallation wrote it from an Installation.
      return installation as Partial<Installation> as Installation;
    },

    async deleteInstallation(query) {
      await records.remove(installationKey(refOfQuery(query)));
    },
  };
}

/** The installation's key; a query no installation can answer (malformed ids) is "not installed". */
function queriedKey(query: InstallationQuery<boolean>): string {
  try {
    return installationKey(refOfQuery(query));
  } catch (err) {
    if (!(err instanceof MalformedWorkspaceError)) throw err;
    throw new NoInstallationError(`No installation of this app for a malformed id: ${err.message}`);
  }
}

/** AAD binds each sealed value to its record and field. */
function aad(key: string, field: SealedField): string {
  return `${key}#${field}`;
}

function transformField(target: Json, field: SealedField, change: (value: string) => string): void {
  const [parentName, childName] = field.split('.') as [string, string];
  const parent = target[parentName];
  if (parent === null || typeof parent !== 'object') return;
  const value = (parent as Json)[childName];
  if (typeof value === 'string' && value !== '') (parent as Json)[childName] = change(value);
}

/** Stored JSON may carry nulls where Bolt expects undefined (e.g. `team` of an org install). */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value))
    if (v !== null && v !== undefined) out[k] = dropNulls(v);
  return out;
}

/** The app is not installed in the team (or enterprise) a request came from. */
export class NoInstallationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoInstallationError';
  }
}

/** The NoInstallationError in `err`'s chain (@slack/oauth and Bolt each wrap it once). */
export function noInstallationIn(err: unknown): NoInstallationError | undefined {
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 5; depth += 1) {
    if (e instanceof NoInstallationError) return e;
    const wrapped = e as { original?: unknown; cause?: unknown };
    e = wrapped.original ?? wrapped.cause;
  }
  return undefined;
}

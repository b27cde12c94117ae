import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Record keys. Everything kept for a workspace lives under `E:<enterprise or ->:T:<team or ->`;
 * for an org-wide (enterprise) install the workspace is the enterprise, so the team part is `-`.
 * Build refs from Bolt's `context` (teamId, enterpriseId, isEnterpriseInstall) so the same
 * workspace always yields the same key.
 */
export interface WorkspaceRef {
  enterpriseId?: string | undefined;
  teamId?: string | undefined;
  isEnterpriseInstall?: boolean | undefined;
}

/** A WorkspaceRef as records and job payloads keep it. */
export const workspaceRefSchema = z.object({
  enterpriseId: z.string().optional(),
  teamId: z.string().optional(),
  isEnterpriseInstall: z.boolean().optional(),
});

const SLACK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A workspace reference no record can be kept under: an id Slack never issues, or an install
 * without the id its kind needs. Requests can carry any of these (anyone with a signature can
 * name any team), so readers of installations treat it as "not installed here".
 */
export class MalformedWorkspaceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedWorkspaceError';
  }
}

function idPart(id: string | undefined, what: string): string {
  if (id === undefined || id === '') return '-';
  if (typeof id !== 'string' || !SLACK_ID.test(id))
    throw new MalformedWorkspaceError(`Invalid Slack ${what} id for a store key`);
  return id;
}

export function workspaceKey(ref: WorkspaceRef): string {
  const enterprise = idPart(ref.enterpriseId, 'enterprise');
  if (ref.isEnterpriseInstall === true) {
    if (enterprise === '-')
      throw new MalformedWorkspaceError('An enterprise install needs an enterprise id');
    return `E:${enterprise}:T:-`;
  }
  const team = idPart(ref.teamId, 'team');
  if (team === '-' && enterprise === '-')
    throw new MalformedWorkspaceError('A workspace needs a team or enterprise id');
  return `E:${enterprise}:T:${team}`;
}

/** Slack's rule: an enterprise install is keyed by the enterprise id, any other by the team id. */
export function installationKey(ref: WorkspaceRef): string {
  if (ref.isEnterpriseInstall === true) {
    const enterprise = idPart(ref.enterpriseId, 'enterprise');
    if (enterprise === '-')
      throw new MalformedWorkspaceError('An enterprise install needs an enterprise id');
    return `installation:E:${enterprise}`;
  }
  const team = idPart(ref.teamId, 'team');
  if (team === '-') throw new MalformedWorkspaceError('A workspace install needs a team id');
  return `installation:T:${team}`;
}

export const connectionKey = (ref: WorkspaceRef) => `connection:${workspaceKey(ref)}`;
export const rolesKey = (ref: WorkspaceRef) => `roles:${workspaceKey(ref)}`;
export const languagesKey = (ref: WorkspaceRef) => `languages:${workspaceKey(ref)}`;
export const notesIndexKey = (ref: WorkspaceRef) => `notes:${workspaceKey(ref)}`;
export const noteKey = (ref: WorkspaceRef, destinationId: string) =>
  `note:${workspaceKey(ref)}:${encodeURIComponent(destinationId)}`;
/** The nonce itself is never stored, only its hash: a store dump yields no usable link. */
export const oneTimeKey = (nonce: string) =>
  `once:${createHash('sha256').update(nonce).digest('base64url')}`;
export const changeKey = (ref: WorkspaceRef, subject: string) =>
  `change:${workspaceKey(ref)}:${encodeURIComponent(subject)}`;
export const healthKey = (instanceId: string) => `health:${instanceId}`;
export const lockKey = (name: string) => `lock:${name}`;
/** Cards destinations are found by the opaque id in their URL (random, URL-safe). */
export const cardsKey = (id: string) => `cards:${id}`;
export const cardsThreadKey = (id: string, objectKey: string) =>
  `cards-thread:${id}:${createHash('sha256').update(objectKey).digest('base64url')}`;
/** The last card Slack refused for a cards destination (cleared by the next one it takes). */
export const cardsRefusalKey = (id: string) => `cards-refusal:${id}`;
export const cardsPostedKey = (id: string, eventId: string) =>
  `cards-posted:${id}:${encodeURIComponent(eventId)}`;
export const watchSettingsKey = (ref: WorkspaceRef) => `watch:${workspaceKey(ref)}`;
export const watchStateKey = (ref: WorkspaceRef) => `watch-state:${workspaceKey(ref)}`;
/** The watched workspaces, for the in-process scheduler (SQLite and memory: one instance). */
export const watchIndexKey = () => 'watch-index';
/** Until when every instance's failure watch waits (an Enlivy 429's Retry-After). */
export const watchRatePauseKey = () => 'watch-rate-pause';
/** One Slack channel's inbox of accepted event cards, in the order they were accepted. */
export const cardsInboxKey = (ref: WorkspaceRef, channelId: string) =>
  `cards-inbox:${workspaceKey(ref)}:${encodeURIComponent(channelId)}`;
export const cardsInboxEventKey = (id: string, eventId: string) =>
  `cards-inbox-event:${id}:${encodeURIComponent(eventId)}`;
/** The channels of a workspace with event cards waiting, and the workspaces with any. */
export const cardsWaitingKey = (ref: WorkspaceRef) => `cards-waiting:${workspaceKey(ref)}`;
export const cardsWaitingIndexKey = () => 'cards-waiting-index';
/** The cards destinations created in a workspace (deleted with it on uninstall). */
export const cardsIndexKey = (ref: WorkspaceRef) => `cards-index:${workspaceKey(ref)}`;
/** The in-process job runner's waiting jobs (SQLite and memory). */
export const taskJournalKey = () => 'tasks-local';
/** The timed pauses of a workspace (one record: the sweep reads them all at once). */
export const pauseTimersKey = (ref: WorkspaceRef) => `pause-timers:${workspaceKey(ref)}`;
/** Workspaces with timed pauses, for the sweep engine. */
export const pauseTimersIndexKey = () => 'pause-timers-index';
export const pauseBatchKey = (ref: WorkspaceRef, id: string) =>
  `pause-batch:${workspaceKey(ref)}:${encodeURIComponent(id)}`;
/** A workspace's daily lists of invoices due, one per channel (one record). */
export const dueSchedulesKey = (ref: WorkspaceRef) => `due-schedules:${workspaceKey(ref)}`;
/** How invoice links unfold, per channel of a workspace. */
export const unfurlsKey = (ref: WorkspaceRef) => `unfurls:${workspaceKey(ref)}`;
/** A person was told the workspace must be connected before links unfold (expires by itself). */
export const unfurlHintKey = (ref: WorkspaceRef, userId: string) =>
  `unfurl-hint:${workspaceKey(ref)}:${encodeURIComponent(userId)}`;

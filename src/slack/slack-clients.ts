import type { Authorize, AuthorizeResult, AuthorizeSourceData, Context } from '@slack/bolt';
import { WebClient, type WebClientOptions } from '@slack/web-api';
import { boundedCache } from '../platform/bounded-cache.js';
import { installationKey, type WorkspaceRef } from '../store/keys.js';

/**
 * Where `authorize` puts a function answering the workspace's client (made on first use) in
 * Bolt's context (docs/decisions/slack-clients-and-installs.md).
 */
export const SLACK_CLIENT_KEY = 'slackClient';

/** Default bound of the client cache: workspaces active at once, not workspaces installed. */
export const DEFAULT_MAX_SLACK_CLIENTS = 100;

export interface BotClientOptions {
  /**
   * Answer a 429 at once instead of waiting it out (the caller has someone to hand the wait
   * to: a cards delivery answers Enlivy 503 and its retry carries the event).
   */
  rejectRateLimited?: boolean;
}

/** A Web API client with the workspace's bot token, for work that is not a Slack request. */
export type BotClients = (
  workspace: WorkspaceRef,
  options?: BotClientOptions,
) => Promise<WebClient>;

/** The installation's bot identity and token, as the installation store or the config has it. */
export interface BotAuthorization {
  botToken?: string | undefined;
  botId?: string | undefined;
  botUserId?: string | undefined;
  teamId?: string | undefined;
  enterpriseId?: string | undefined;
  userId?: string | undefined;
}

export interface SlackClientsDeps {
  /** Options of every client (API URL, fetch, logger); the token and team id are added here. */
  clientOptions: WebClientOptions;
  /** Bolt's authorize input → the installation's bot token (may throw: Bolt reports it). */
  authorizeRequest: (source: AuthorizeSourceData<boolean>) => Promise<BotAuthorization>;
  /** The bot token for background work (cards, the failure watch, connect receipts). */
  botToken: (workspace: WorkspaceRef) => Promise<string | undefined>;
  /** Clients kept at most; the least recently used workspace's go first. */
  max?: number;
}

export interface SlackClients {
  /** For Bolt's `authorize` option: the context carries the workspace's client, not its token. */
  authorize: Authorize<boolean>;
  botClients: BotClients;
}

interface WorkspaceClients {
  token: string | undefined;
  client: WebClient;
  /** Made on first use by a caller that hands a 429 back instead of waiting it out. */
  rejecting?: WebClient;
}

/**
 * One real WebClient per workspace (its own 429 queue and retry state), kept in a bounded LRU and
 * shared by Slack requests and background sends. The token is looked up on every use, as before;
 * a changed token (reinstall, rotation) replaces the workspace's clients.
 *
 * Bolt keeps its own unbounded pool of clients, one per token, for every authorize result that
 * carries a token. So `authorize` answers the bot identity and, under SLACK_CLIENT_KEY, a
 * function that gets our client, without `botToken`: Bolt then hands listeners its tokenless app
 * client, which our listeners do not use (they call Slack through `listenerClient`).
 */
export function createSlackClients(deps: SlackClientsDeps): SlackClients {
  const cache = boundedCache<WorkspaceClients>('slack-clients', {
    max: deps.max ?? DEFAULT_MAX_SLACK_CLIENTS,
  });

  function entryFor(workspace: WorkspaceRef, token: string | undefined): WorkspaceClients {
    const key = installationKey(workspace);
    const known = cache.get(key);
    if (known !== undefined && known.token === token) return known;
    const entry: WorkspaceClients = { token, client: makeClient(workspace, token, {}) };
    cache.set(key, entry);
    return entry;
  }

  function makeClient(
    workspace: WorkspaceRef,
    token: string | undefined,
    extra: WebClientOptions,
  ): WebClient {
    const teamId = workspace.isEnterpriseInstall === true ? undefined : workspace.teamId;
    return new WebClient(token, {
      ...deps.clientOptions,
      ...(teamId === undefined ? {} : { teamId }),
      ...extra,
    });
  }

  const authorize: Authorize<boolean> = async (source) => {
    const { botToken, ...identity } = await deps.authorizeRequest(source);
    const workspace: WorkspaceRef = {
      teamId: identity.teamId ?? source.teamId,
      enterpriseId: identity.enterpriseId ?? source.enterpriseId,
      isEnterpriseInstall: source.isEnterpriseInstall,
    };
    let client: WebClient | undefined;
    const workspaceClient = () => {
      client ??= entryFor(workspace, botToken).client;
      return client;
    };
    const result: AuthorizeResult = {
      ...withoutUndefined(identity),
      [SLACK_CLIENT_KEY]: workspaceClient,
    };
    return result;
  };

  const botClients: BotClients = async (workspace, options = {}) => {
    const entry = entryFor(workspace, await deps.botToken(workspace));
    if (options.rejectRateLimited !== true) return entry.client;
    entry.rejecting ??= makeClient(workspace, entry.token, {
      retryConfig: { retries: 0 },
      rejectRateLimitedCalls: true,
    });
    return entry.rejecting;
  };

  return { authorize, botClients };
}

/**
 * The client a listener's Slack calls go through, made on first call: the workspace's from our
 * cache, or Bolt's own (`boltClient`) for a custom function's events and interactions, which
 * Bolt builds per execution with the function's token (`complete` and `fail` use it too).
 */
export function listenerClient(context: Context, boltClient: WebClient): () => WebClient {
  if (context.functionBotAccessToken !== undefined) return () => boltClient;
  return () => slackClientOf(context) ?? boltClient;
}

/** The workspace's client `authorize` put in the context (undefined for unauthorized events). */
export function slackClientOf(context: Context): WebClient | undefined {
  const get: unknown = context[SLACK_CLIENT_KEY];
  if (typeof get !== 'function') return undefined;
  const client: unknown = get();
  return client instanceof WebClient ? client : undefined;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  const defined: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[])
    if (value[key] !== undefined) defined[key] = value[key];
  return defined;
}

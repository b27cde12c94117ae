/**
 * Builders for what Slack sends to the app, with Bolt-fixture-like defaults
 * (team T1234, user U1234, channel C1234, app A1234) and overrides. The driver fills them
 * with real ids from the fake; tests may use them directly with `driver.raw`.
 */

type Obj = Record<string, unknown>;

export interface TeamRef {
  id: string;
  domain: string;
  enterprise_id?: string;
  enterprise_name?: string;
}

export interface UserRef {
  id: string;
  username: string;
  name: string;
  team_id: string;
}

export interface EnterpriseRef {
  id: string;
  name: string;
}

/** Slash command form fields (all strings, as Slack posts them). */
export interface SlashCommandFields {
  token: string;
  team_id: string;
  team_domain: string;
  enterprise_id?: string;
  enterprise_name?: string;
  channel_id: string;
  channel_name: string;
  user_id: string;
  user_name: string;
  command: string;
  text: string;
  api_app_id: string;
  is_enterprise_install: 'true' | 'false';
  response_url: string;
  trigger_id: string;
}

export function slashCommand(overrides: Partial<SlashCommandFields> = {}): SlashCommandFields {
  return {
    token: 'verification-token',
    team_id: 'T1234',
    team_domain: 'acme',
    channel_id: 'C1234',
    channel_name: 'general',
    user_id: 'U1234',
    user_name: 'alice',
    command: '/enlivy',
    text: '',
    api_app_id: 'A1234',
    is_enterprise_install: 'false',
    response_url: 'https://hooks.slack.com/commands/T1234/1/abc',
    trigger_id: '1234567890.1234567890.0123456789abcdef0123456789abcdef',
    ...overrides,
  };
}

/** `application/x-www-form-urlencoded` text of a flat record (slash commands, ssl_check). */
export function formEncode(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) params.append(key, value);
  return params.toString();
}

/** Interactivity bodies are a single form field `payload=<json>`. */
export function interactivityBody(payload: unknown): string {
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

interface CommonInteraction {
  team: TeamRef | null;
  user: UserRef;
  api_app_id: string;
  token: string;
  trigger_id: string;
  enterprise: EnterpriseRef | null;
  is_enterprise_install: boolean;
}

function commonDefaults(): CommonInteraction {
  return {
    team: { id: 'T1234', domain: 'acme' },
    user: { id: 'U1234', username: 'alice', name: 'alice', team_id: 'T1234' },
    api_app_id: 'A1234',
    token: 'verification-token',
    trigger_id: '1234567890.1234567890.0123456789abcdef0123456789abcdef',
    enterprise: null,
    is_enterprise_install: false,
  };
}

export interface BlockAction extends Obj {
  type: string;
  action_id: string;
  block_id: string;
  action_ts: string;
}

export interface BlockActionsPayload extends CommonInteraction, Obj {
  type: 'block_actions';
  container: Obj;
  actions: BlockAction[];
  channel?: { id: string; name: string };
  message?: Obj;
  response_url?: string;
  view?: Obj;
  state?: { values: Obj };
}

export function blockActionsPayload(
  overrides: Partial<BlockActionsPayload> = {},
): BlockActionsPayload {
  return {
    type: 'block_actions',
    ...commonDefaults(),
    container: { type: 'message', message_ts: '1234.56', channel_id: 'C1234', is_ephemeral: false },
    actions: [
      {
        type: 'button',
        action_id: 'action',
        block_id: 'block',
        action_ts: '1234.57',
        value: 'value',
      },
    ],
    ...overrides,
  };
}

export interface ViewSubmissionPayload extends CommonInteraction, Obj {
  type: 'view_submission';
  view: Obj;
  response_urls: Obj[];
}

export function viewSubmissionPayload(
  overrides: Partial<ViewSubmissionPayload> = {},
): ViewSubmissionPayload {
  return {
    type: 'view_submission',
    ...commonDefaults(),
    view: {
      id: 'V1234',
      type: 'modal',
      callback_id: 'callback',
      state: { values: {} },
      blocks: [],
    },
    response_urls: [],
    ...overrides,
  };
}

export interface ViewClosedPayload extends Omit<CommonInteraction, 'trigger_id'>, Obj {
  type: 'view_closed';
  view: Obj;
  is_cleared: boolean;
}

export function viewClosedPayload(overrides: Partial<ViewClosedPayload> = {}): ViewClosedPayload {
  const { trigger_id: _unused, ...common } = commonDefaults();
  return {
    type: 'view_closed',
    ...common,
    view: {
      id: 'V1234',
      type: 'modal',
      callback_id: 'callback',
      state: { values: {} },
      blocks: [],
    },
    is_cleared: false,
    ...overrides,
  };
}

export interface ShortcutPayload extends CommonInteraction, Obj {
  type: 'shortcut';
  callback_id: string;
  action_ts: string;
}

export function shortcutPayload(overrides: Partial<ShortcutPayload> = {}): ShortcutPayload {
  return {
    type: 'shortcut',
    ...commonDefaults(),
    callback_id: 'shortcut',
    action_ts: '1234.56',
    ...overrides,
  };
}

export interface Authorization {
  enterprise_id: string | null;
  team_id: string | null;
  user_id: string;
  is_bot: boolean;
  is_enterprise_install: boolean;
}

export interface EventEnvelope extends Obj {
  token: string;
  team_id: string;
  enterprise_id?: string;
  context_team_id?: string;
  context_enterprise_id?: string | null;
  api_app_id: string;
  type: 'event_callback';
  event_id: string;
  event_time: number;
  event_context: string;
  is_ext_shared_channel: boolean;
  authorizations: Authorization[];
  event: Obj & { type: string; event_ts: string };
}

export function eventEnvelope(
  event: Obj & { type: string },
  overrides: Partial<Omit<EventEnvelope, 'event'>> = {},
): EventEnvelope {
  const eventTs = typeof event.event_ts === 'string' ? event.event_ts : '1234.56';
  return {
    token: 'verification-token',
    team_id: 'T1234',
    api_app_id: 'A1234',
    type: 'event_callback',
    event_id: 'Ev1234',
    event_time: 1234,
    event_context: '4-eyJldCI6ImV2ZW50In0',
    is_ext_shared_channel: false,
    authorizations: [
      {
        enterprise_id: null,
        team_id: 'T1234',
        user_id: 'UBOT',
        is_bot: true,
        is_enterprise_install: false,
      },
    ],
    ...overrides,
    event: { ...event, event_ts: eventTs },
  };
}

export function urlVerificationBody(challenge: string, token = 'verification-token') {
  return { token, challenge, type: 'url_verification' as const };
}

import { z } from 'zod';

/**
 * The shape every signed Slack request must have before Bolt routes it. Bolt and the listeners
 * read these fields without checks (`body.user.id`, `body.view.state.values`, `'channel' in
 * event`), so a validly signed but malformed body is refused here with a 400 instead of
 * crashing into a 500, a hang or an unhandled rejection. Objects stay loose: Slack adds fields.
 */
const obj = z.looseObject({});
const named = z.looseObject({ id: z.string() });
const team = named.nullish();
const user = named;

/** Where a reply goes: Slack sends an absolute https URL; anything else is not Slack's. */
const responseUrl = z.string().refine((value) => {
  const protocol = URL.parse(value)?.protocol;
  return protocol === 'https:' || protocol === 'http:';
}, 'not an http(s) URL');

/** What a button or menu sends: listeners read these as strings. */
const option = z.looseObject({ value: z.string() });
const action = z.looseObject({
  action_id: z.string(),
  block_id: z.string().optional(),
  value: z.string().optional(),
  selected_option: option.nullish(),
  selected_options: z.array(option).optional(),
});

/** One input's state in a modal: Slack sends null for an empty one, never a number or object. */
const stateValue = z.looseObject({
  value: z.string().nullish(),
  selected_option: option.nullish(),
  selected_options: z.array(option).nullish(),
  selected_conversation: z.string().nullish(),
  selected_channel: z.string().nullish(),
  selected_user: z.string().nullish(),
  selected_date: z.string().nullish(),
});

const event = z.looseObject({
  type: z.string(),
  user: z.union([z.string(), obj]).optional(),
  channel: z.union([z.string(), obj]).optional(),
  item: obj.optional(),
  subteam: obj.optional(),
  assistant_thread: obj.optional(),
});

/** Events a listener of the app reads further than `type`. */
const EVENT_SHAPES: Record<string, z.ZodType> = {
  app_home_opened: z.looseObject({ user: z.string(), tab: z.string().optional() }),
  link_shared: z.looseObject({
    user: z.string(),
    channel: z.string(),
    message_ts: z.string(),
    unfurl_id: z.string().optional(),
    source: z.string().optional(),
    links: z.array(z.looseObject({ url: z.string(), domain: z.string().optional() })),
  }),
  tokens_revoked: z.looseObject({
    tokens: z.looseObject({
      bot: z.array(z.string()).optional(),
      oauth: z.array(z.string()).optional(),
    }),
  }),
};

const common = {
  team,
  enterprise: named.nullish(),
  function_data: obj.optional(),
};

const SHAPES = {
  event: z.looseObject({
    event,
    event_id: z.string().optional(),
    team_id: z.string().optional(),
    authorizations: z.array(obj).optional(),
    function_data: obj.optional(),
  }),
  command: z.looseObject({
    command: z.string(),
    text: z.string(),
    user_id: z.string(),
    channel_id: z.string(),
    team_id: z.string(),
    trigger_id: z.string().optional(),
    response_url: responseUrl.optional(),
  }),
  options: z.looseObject({ ...common, user, channel: named.optional() }),
  action: z.looseObject({
    ...common,
    user,
    actions: z.array(action),
    channel: named.optional(),
    container: obj.optional(),
    message: obj.optional(),
    view: obj.optional(),
    response_url: responseUrl.optional(),
  }),
  shortcut: z.looseObject({
    ...common,
    user,
    callback_id: z.string(),
    channel: named.optional(),
  }),
  view: z.looseObject({
    ...common,
    user,
    view: z.looseObject({
      id: z.string(),
      callback_id: z.string(),
      private_metadata: z.string().optional(),
      app_installed_team_id: z.string().optional(),
      blocks: z.array(obj).optional(),
      state: z.looseObject({ values: z.record(z.string(), z.record(z.string(), stateValue)) }),
    }),
    response_urls: z.array(z.looseObject({ response_url: responseUrl })).optional(),
  }),
};

/** A message shortcut adds the message, its channel and where to answer; its listener reads them. */
const MESSAGE_ACTION = SHAPES.shortcut.extend({
  channel: named,
  message: z.looseObject({ text: z.string().nullish() }),
  response_url: responseUrl,
});

export type PayloadKind = keyof typeof SHAPES | 'unknown';

/** Which of Bolt's routes a body takes, decided exactly as Bolt decides it. */
function kindOf(body: Record<string, unknown>): PayloadKind {
  if (body.event !== undefined) return 'event';
  if (body.command !== undefined) return 'command';
  if (body.name !== undefined || body.type === 'block_suggestion') return 'options';
  if (body.actions !== undefined || body.type === 'dialog_submission') return 'action';
  if (body.type === 'shortcut' || body.type === 'message_action') return 'shortcut';
  if (body.type === 'view_submission' || body.type === 'view_closed') return 'view';
  return 'unknown';
}

export type ShapeCheck =
  | { ok: true; kind: PayloadKind; body: Record<string, unknown> }
  | { ok: false; problem: string };

export function checkPayloadShape(body: unknown): ShapeCheck {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, problem: 'the body is not a JSON object' };
  }
  const record = body as Record<string, unknown>;
  const kind = kindOf(record);
  if (kind === 'unknown') return { ok: true, kind, body: record };
  const shape =
    kind === 'shortcut' && record.type === 'message_action' ? MESSAGE_ACTION : SHAPES[kind];
  const parsed = shape.safeParse(record);
  const eventShape = kind === 'event' && parsed.success ? eventShapeOf(record.event) : undefined;
  const inner = eventShape?.safeParse(record.event);
  if (inner !== undefined && !inner.success) {
    return {
      ok: false,
      problem: `malformed ${String((record.event as { type: string }).type)} event`,
    };
  }
  if (parsed.success) return { ok: true, kind, body: record };
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`)
    .join('; ');
  return { ok: false, problem: `malformed ${kind} payload (${where})` };
}

function eventShapeOf(event: unknown): z.ZodType | undefined {
  const type = (event as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(EVENT_SHAPES, type)
    ? EVENT_SHAPES[type]
    : undefined;
}

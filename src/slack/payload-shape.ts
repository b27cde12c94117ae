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

const event = z.looseObject({
  type: z.string(),
  user: z.union([z.string(), obj]).optional(),
  channel: z.union([z.string(), obj]).optional(),
  item: obj.optional(),
  subteam: obj.optional(),
  assistant_thread: obj.optional(),
});

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
    response_url: z.string().optional(),
  }),
  options: z.looseObject({ ...common, user, channel: named.optional() }),
  action: z.looseObject({
    ...common,
    user,
    actions: z.array(z.looseObject({ action_id: z.string(), block_id: z.string().optional() })),
    channel: named.optional(),
    container: obj.optional(),
    message: obj.optional(),
    view: obj.optional(),
    response_url: z.string().optional(),
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
      state: z.looseObject({ values: z.record(z.string(), z.record(z.string(), obj)) }),
    }),
  }),
};

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
  const parsed = SHAPES[kind].safeParse(record);
  if (parsed.success) return { ok: true, kind, body: record };
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`)
    .join('; ');
  return { ok: false, problem: `malformed ${kind} payload (${where})` };
}

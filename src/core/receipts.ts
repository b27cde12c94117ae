import type { KnownBlock } from '@slack/types';
import type { Translator } from '../platform/i18n/index.js';
import { type Logger, safeError } from '../platform/logging/logger.js';
import type { SlackMessage } from '../slack/ui.js';
import type { Request } from './request.js';

/** A receipt in one language: the same view, given the reader's translator. */
export type ReceiptView = (t: Translator) => SlackMessage;

/** Slack could not post there (not a member of the channel, someone else's DM…). */
export function slackRefused(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'slack_webapi_platform_error';
}

/** The personal copy reads as a confirmation: the channel's copy keeps the buttons. */
function withoutControls(message: SlackMessage): SlackMessage {
  const blocks = (message.blocks ?? [])
    .filter((block) => block.type !== 'actions')
    .map((block) => {
      if (block.type !== 'section' || block.accessory === undefined) return block;
      const { accessory: _accessory, ...rest } = block;
      return rest as KnownBlock;
    });
  return { text: message.text, ...(blocks.length > 0 ? { blocks } : {}) };
}

/**
 * The acting person's own copy, privately: beside the message (chat.postEphemeral) so it never
 * takes the place of what the click was on; through the response_url where the app cannot post.
 */
async function confirmPrivately(request: Request, message: SlackMessage): Promise<void> {
  if (request.channelId !== undefined) {
    try {
      await request.ui.postEphemeral(request.channelId, request.userId, message);
      return;
    } catch (err) {
      if (!slackRefused(err)) throw err;
    }
  }
  await request.ui.respond(message);
}

export interface ReceiptOptions<T> {
  /** Where a personal copy that could not go out is noted (the channel's copy is out). */
  logger: Pick<Logger, 'warn'>;
  /** How the channel's copy goes out; by default a public reply where the request came from. */
  post?: (message: SlackMessage) => Promise<T>;
}

/**
 * The one way a change's receipt goes out. The channel's copy, in the workspace language, goes
 * out through `post`; when the acting person reads another language, they also get the same
 * receipt in theirs, privately and without its buttons (those stay on the channel's copy, the one
 * the app keeps up to date). The change is done and said once the channel's copy is out: a
 * personal copy that fails is logged, never reported as a failure of the change.
 */
export async function postReceipt<T = void>(
  request: Request,
  view: ReceiptView,
  options: ReceiptOptions<T>,
): Promise<T> {
  const post =
    options.post ??
    ((message: SlackMessage) => request.ui.respond(message, { inChannel: true }) as Promise<T>);
  const channelT = await request.channelT();
  const posted = await post(view(channelT));
  const t = await request.t();
  if (t.language !== channelT.language) {
    await confirmPrivately(request, withoutControls(view(t))).catch((err: unknown) => {
      options.logger.warn({ err: safeError(err) }, 'receipt: the personal copy was not shown');
    });
  }
  return posted;
}

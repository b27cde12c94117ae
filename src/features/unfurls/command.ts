import type { AppServices, CommandRequest } from '../../core/context.js';
import { postReceipt } from '../../core/receipts.js';
import { AppError } from '../../platform/app-error.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { UnfurlMode } from '../../store/index.js';
import { unfurlsSay } from './copy/index.js';
import { conversationPreview } from './link-shared.js';
import type { ChannelSharing } from './sharing.js';
import {
  previewSettingMessage,
  previewSettingReceipt,
  previewSettingUnchanged,
} from './views/messages.js';

export type UnfurlsCommandDeps = Pick<AppServices, 'stores' | 'now' | 'logger'>;

const MODES: readonly UnfurlMode[] = ['on', 'minimal', 'off'];

const isMode = (word: string | undefined): word is UnfurlMode => MODES.includes(word as UnfurlMode);

function invalid(word: string, t: Translator): AppError {
  const say = unfurlsSay(t);
  const shown = word.replaceAll('`', '\u02cb').slice(0, 40);
  return new AppError('bad_input', say('invalid.word', { word: shown }), {
    hint: say('invalid.hint'),
  });
}

/**
 * `/enlivy unfurls [on|minimal|off]` (admins) for the channel it is typed in: without a word,
 * what links unfold into here; with one, the new setting and a public receipt. An `on` typed in
 * a channel shared with other organizations (or one Slack does not describe) allows full
 * previews there; the receipt says who else reads them.
 */
export async function unfurlsCommand(
  deps: UnfurlsCommandDeps,
  sharing: ChannelSharing,
  request: CommandRequest,
): Promise<void> {
  const [word, ...rest] = request.args.map((arg) => arg.toLowerCase());
  const channelId = request.channelId;
  if (word === undefined || channelId === undefined) {
    const preview = await conversationPreview(deps, sharing, request);
    await request.ui.respond(previewSettingMessage(preview, await request.t()));
    return;
  }
  if (!isMode(word) || rest.length > 0) throw invalid(request.args.join(' '), await request.t());
  const shared = await sharing.isShared(request.ui, request.workspace, channelId);
  const allowShared = word === 'on' && shared !== false;
  const current = await deps.stores.unfurls.get(request.workspace, channelId);
  if (current?.mode === word && current.allowShared === allowShared) {
    await request.ui.respond(previewSettingUnchanged(word, await request.t()));
    return;
  }
  await deps.stores.unfurls.set(request.workspace, channelId, {
    mode: word,
    allowShared,
    by: request.userId,
    at: deps.now().toISOString(),
  });
  await postReceipt(
    request,
    (reader) => previewSettingReceipt(request.userId, word, shared === true, reader),
    { logger: deps.logger },
  );
}

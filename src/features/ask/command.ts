import type { CommandRequest } from '../../core/context.js';
import { postReceipt } from '../../core/receipts.js';
import { AppError } from '../../platform/app-error.js';
import { section } from '../../slack/blocks.js';
import { askEnabled, setAskEnabled } from './conversation.js';
import { askSay } from './copy/index.js';
import type { AskDeps } from './question.js';

/**
 * `/enlivy ask`: whether Ask Enlivy answers in this workspace and what answers (the model or the
 * built-in interpreter); `on` / `off` (workspace admins) change it, with a public receipt.
 */
export async function askCommand(deps: AskDeps, request: CommandRequest): Promise<void> {
  const [word, ...rest] = request.args.map((arg) => arg.toLowerCase());
  const t = await request.t();
  const say = askSay(t);
  if (word === undefined) {
    const enabled = await askEnabled(deps, request.workspace);
    const ai = deps.config.ai;
    const who =
      ai === undefined ? say('setting.interpreter') : say('setting.model', { model: ai.model });
    const text = `${say(enabled ? 'setting.on' : 'setting.off')} ${who}`;
    await request.ui.respond({ text, blocks: [section(text)] });
    return;
  }
  if ((word !== 'on' && word !== 'off') || rest.length > 0) {
    const shown = request.args.join(' ').replaceAll('`', '\u02cb').slice(0, 40);
    throw new AppError('bad_input', say('setting.invalid', { word: shown }), {
      hint: say('setting.invalid.hint'),
    });
  }
  await deps.access.require(request, 'admin', `\`/enlivy ask ${word}\``);
  await setAskEnabled(deps, request.workspace, word === 'on');
  await postReceipt(
    request,
    (reader) => {
      const receipt = askSay(reader)(word === 'on' ? 'setting.turnedOn' : 'setting.turnedOff', {
        userId: request.userId,
      });
      return { text: receipt, blocks: [section(receipt)] };
    },
    { logger: deps.logger },
  );
}

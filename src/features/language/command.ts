import type { AppServices, CommandRequest } from '../../core/context.js';
import { AppError } from '../../platform/app-error.js';
import { isLanguage, type Language, type Translator } from '../../platform/i18n/index.js';
import { context, section } from '../../slack/blocks.js';
import type { SlackMessage } from '../../slack/ui.js';
import { languageSay } from './copy/index.js';

function notice(text: string, hint?: string): SlackMessage {
  return { text, blocks: [section(text), ...(hint === undefined ? [] : [context(hint)])] };
}

/**
 * `/enlivy language [ro|en|auto]` for oneself, `/enlivy language workspace ro|en` (admins) for
 * what channels read. The answer is in the language the person reads once the change is made.
 */
export type LanguageDeps = Pick<AppServices, 'languages' | 'stores' | 'access' | 'commands'>;

export async function languageCommand(request: CommandRequest, deps: LanguageDeps): Promise<void> {
  const [first, second] = request.args.map((word) => word.toLowerCase());
  const resolver = deps.languages;
  if (first === undefined) {
    const t = await request.t();
    const say = languageSay(t);
    const [choices, channel] = await Promise.all([
      deps.stores.languages.get(request.workspace),
      request.channelT(),
    ]);
    const chosen = isLanguage(choices.users[request.userId]);
    await request.ui.respond(
      notice(
        `${say('current.user', {
          language: say(`name.${t.language as Language}`),
          source: say(chosen ? 'source.chosen' : 'source.auto'),
        })} ${say('current.workspace', { language: say(`name.${channel.language as Language}`) })}`,
        say('current.hint'),
      ),
    );
    return;
  }
  if (first === 'workspace') {
    if (!isLanguage(second)) throw invalid(await request.t(), second ?? '');
    await deps.access.require(request, 'admin', '`/enlivy language workspace`');
    await deps.stores.languages.setWorkspace(request.workspace, second);
    const t = await request.t();
    await request.ui.respond(
      notice(languageSay(t)('set.workspace', { language: languageSay(t)(`name.${second}`) })),
    );
    return;
  }
  if (first === 'auto') {
    await deps.stores.languages.setUser(request.workspace, request.userId, undefined);
    const now = await resolver.userLanguage(request.workspace, request.userId, request.ui);
    const t = resolver.translators.for(now);
    await request.ui.respond(
      notice(languageSay(t)('set.auto', { language: languageSay(t)(`name.${now}`) })),
    );
    return;
  }
  if (!isLanguage(first)) throw invalid(await request.t(), first);
  await deps.stores.languages.setUser(request.workspace, request.userId, first);
  const t = resolver.translators.for(first);
  await request.ui.respond(
    notice(languageSay(t)('set.user', { language: languageSay(t)(`name.${first}`) })),
  );
}

function invalid(t: Translator, word: string): AppError {
  const shown = word.replaceAll('`', '\u02cb').slice(0, 40);
  return new AppError('bad_input', languageSay(t)('invalid.language', { word: shown }), {
    hint: languageSay(t)('invalid.hint'),
  });
}

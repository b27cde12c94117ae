import type { LanguageResolver } from '../../core/language.js';
import { type Logger, safeError } from '../../platform/logging/logger.js';
import type { BotClients } from '../../slack/bot-client.js';
import type { CardsDestination, CardsRefusal, Stores } from '../../store/index.js';
import { cardsRefusedAlert } from '../shared/cards/views/refusal.js';

export interface RefusalDeps {
  stores: Pick<Stores, 'cards' | 'watch'>;
  logger: Logger;
  botClients: BotClients;
  languages: Pick<LanguageResolver, 'translators' | 'workspaceLanguage'>;
}

/**
 * Slack refused a card after its event was accepted: noted on the destination (the App Home
 * shows it) and, the first time of a run of refusals, said in the failure watch's channel when a
 * watch is on. Whatever fails here is logged: the inbox goes on.
 */
export async function reportRefusal(
  deps: RefusalDeps,
  destination: CardsDestination,
  refusal: CardsRefusal,
): Promise<void> {
  try {
    const first = await deps.stores.cards.noteRefusal(destination.id, refusal);
    if (!first) return;
    const watch = await deps.stores.watch.getSettings(destination.workspace);
    if (watch === undefined || watch.paused) return;
    const client = await deps.botClients(destination.workspace);
    const language = await deps.languages.workspaceLanguage(destination.workspace);
    const alert = cardsRefusedAlert(refusal, deps.languages.translators.for(language));
    await client.chat.postMessage({ channel: watch.channelId, ...alert });
  } catch (err) {
    deps.logger.warn(
      { err: safeError(err), cardsId: destination.id },
      'cards: a refused card could not be reported',
    );
  }
}

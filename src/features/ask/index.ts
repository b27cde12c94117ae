import { commandTexts } from '../../core/commands.js';
import type { Feature } from '../../core/feature.js';
import { onClick } from '../../core/listeners/button.js';
import { onEvent } from '../../core/listeners/event.js';
import { workspaceOf } from '../../slack/workspace.js';
import { askCommand } from './command.js';
import { setAskEnabled } from './conversation.js';
import { askCopy, askSay } from './copy/index.js';
import { ASK } from './ids.js';
import { runConfirmed, showPrompts, takeFeedback, threadQuestion } from './listeners.js';
import type { AskDeps } from './question.js';
import { answerQuestion } from './reply.js';

export type { AskDeps } from './question.js';

/**
 * Ask Enlivy: questions in words, in the app's Messages tab (a DM) or by mentioning the app in a
 * channel (answered in the thread). Reads run with the asker's role as the equivalent command
 * would; changes are offered as a button that runs that very command. A model answers when one
 * is set up (AI_BASE_URL, AI_MODEL), the built-in interpreter otherwise.
 */
export const ask: Feature<AskDeps> = {
  name: 'ask',
  copy: { ask: askCopy },
  ids: ASK,
  register(app, deps) {
    app.event(
      'message',
      onEvent(
        deps,
        {
          name: 'ask:message',
          source: (event) => ({
            userId: 'user' in event && typeof event.user === 'string' ? event.user : '',
            channelId: event.channel,
          }),
        },
        async ({ request, event, context, client }) => {
          const question = threadQuestion({ request, event, context, client, place: 'dm' });
          if (question !== undefined) await answerQuestion(deps, question);
        },
      ),
    );
    app.event(
      'app_mention',
      onEvent(
        deps,
        {
          name: 'ask:app_mention',
          source: (event) => ({ userId: event.user ?? '', channelId: event.channel }),
        },
        async ({ request, event, context, client }) => {
          const question = threadQuestion({ request, event, context, client, place: 'channel' });
          if (question !== undefined) await answerQuestion(deps, question);
        },
      ),
    );
    app.event(
      'app_home_opened',
      onEvent(
        deps,
        {
          name: 'ask:messages_tab',
          source: (event) => ({ userId: event.user, channelId: event.channel }),
        },
        (opened) => showPrompts(deps, opened),
      ),
    );
    // Leaving a workspace forgets its choice too: a later install starts with Ask Enlivy on.
    app.event('app_uninstalled', ({ context }) => setAskEnabled(deps, workspaceOf(context), true));
    app.action(
      ASK.action.confirm,
      onClick(deps, { name: 'ask:confirm' }, (click) => runConfirmed(deps, click)),
    );
    app.action(
      ASK.action.feedback,
      onClick(deps, { name: 'ask:feedback' }, (click) => takeFeedback(deps, click)),
    );
    deps.commands.add({
      name: 'ask',
      role: 'viewer',
      needsConnection: false,
      examples: ['/enlivy ask', '/enlivy ask off', '/enlivy ask on'],
      ...commandTexts(askSay),
      // Among the admin commands, beside unfurls (155).
      rank: 157,
      run: (request) => askCommand(deps, request),
    });
  },
};

import { commandTexts } from '../../core/commands.js';
import type { AppServices } from '../../core/context.js';
import type { Feature } from '../../core/feature.js';
import { onEvent } from '../../core/listeners/event.js';
import { unfurlsCommand } from './command.js';
import { unfurlsCopy, unfurlsSay } from './copy/index.js';
import { conversationOf, conversationPreview, previewLinks } from './link-shared.js';
import { createChannelSharing } from './sharing.js';
import { previewLine } from './views/messages.js';

export type UnfurlsDeps = Pick<
  AppServices,
  'config' | 'logger' | 'stores' | 'connections' | 'access' | 'commands' | 'statusLines' | 'now'
>;

/**
 * Links to Enlivy invoices unfold into invoice previews (`link_shared` → `chat.unfurl`), per
 * channel as admins set with `/enlivy unfurls`; `/enlivy status` says what this channel shows.
 */
export const unfurls: Feature<UnfurlsDeps> = {
  name: 'unfurls',
  copy: { unfurls: unfurlsCopy },
  register(app, deps) {
    // Per instance: whether a channel is shared with other organizations, for a minute.
    const sharing = createChannelSharing();
    app.event(
      'link_shared',
      onEvent(
        deps,
        {
          name: 'unfurls:link_shared',
          source: (event) => ({ userId: event.user, channelId: conversationOf(event.channel) }),
        },
        ({ request, event }) => previewLinks(deps, sharing, request, event),
      ),
    );
    deps.commands.add({
      name: 'unfurls',
      role: 'admin',
      needsConnection: false,
      examples: ['/enlivy unfurls minimal', '/enlivy unfurls off', '/enlivy unfurls on'],
      ...commandTexts(unfurlsSay),
      // Among the admin commands, before delete, connect, disconnect and access (160–190).
      rank: 155,
      run: (request) => unfurlsCommand(deps, sharing, request),
    });
    deps.statusLines.add('unfurls', async (request, t) =>
      request.channelId === undefined
        ? undefined
        : previewLine(await conversationPreview(deps, sharing, request), t),
    );
  },
};

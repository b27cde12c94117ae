import type { IncomingMessage } from 'node:http';
import type { Language, Translators } from '../../../platform/i18n/index.js';
import type { InstallPages } from '../../../slack/installer.js';
import { connectionSay } from '../copy/index.js';
import { layout } from './connect-page.js';
import { pageLanguage } from './page-language.js';

/**
 * The pages Slack's installation ends on. Nobody in Slack is known yet: they follow the
 * browser's languages, else the app's default.
 */
export function installPages(translators: Translators, fallback: Language): InstallPages {
  const pageT = (req: IncomingMessage) => translators.for(pageLanguage(undefined, fallback, req));
  const again = (say: ReturnType<typeof connectionSay>) =>
    `<p><a class="button primary" href="/slack/install">${say('install.again')}</a></p>`;

  return {
    installed(req) {
      const t = pageT(req);
      const say = connectionSay(t);
      return layout(
        say('install.done.title'),
        `<p class="success">${say('install.done.lead')}</p><p>${say('install.done.next')}</p>`,
        t,
      );
    },
    notInstalled(req, cancelled) {
      const t = pageT(req);
      const say = connectionSay(t);
      return cancelled
        ? layout(
            say('install.cancelled.title'),
            `<p>${say('install.cancelled.lead')}</p>${again(say)}<p class="note">${say('install.cancelled.note')}</p>`,
            t,
          )
        : layout(
            say('install.failed.title'),
            `<p class="error">${say('install.failed.lead')}</p>${again(say)}<p class="note">${say('install.failed.note')}</p>`,
            t,
          );
    },
  };
}

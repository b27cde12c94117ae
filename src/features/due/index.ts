import type { Feature } from '../../core/feature.js';
import { onClick } from '../../core/listeners/button.js';
import { dueCommand, waitsOnEnlivy } from './command.js';
import { dueCopy, dueSay } from './copy/index.js';
import { DUE_JOB } from './daily.js';
import { dueHomeSection } from './home.js';
import { DUE } from './ids.js';
import { decodeDuePlace } from './place.js';
import { postNow } from './post-now.js';
import { dueRunHandler } from './runs.js';
import { type DueDeps, personList } from './service.js';

export type { DueRow } from './digest.js';
export { type DueDeps, type DueRead, readDue } from './service.js';

/**
 * `/enlivy due`: invoices overdue and due soon, to collect and to pay; each day at a set time in
 * a channel (`daily`), on the job engine, listed on the App Home.
 */
export const due: Feature<DueDeps> = {
  name: 'due',
  copy: { due: dueCopy },
  ids: DUE,
  register(app, deps) {
    deps.commands.add({
      name: 'due',
      role: 'viewer',
      // `off` works without one; the list and `daily` ask for it.
      needsConnection: false,
      examples: [
        '/enlivy due',
        '/enlivy due 14d to-pay',
        '/enlivy due daily 09:00 weekdays',
        '/enlivy due off',
      ],
      usage: (t) => dueSay(t)('command.usage'),
      summary: (t) => dueSay(t)('command.summary'),
      working: (args, t) => (waitsOnEnlivy(args) ? dueSay(t)('command.working') : undefined),
      rank: 120,
      run: (request) => dueCommand(deps, request),
    });
    deps.homeSections.add(dueHomeSection(deps));
    deps.tasks.handle(DUE_JOB, dueRunHandler(deps));

    // A page of a list: a person's own list is replaced, a channel's gets the page privately.
    app.action(
      new RegExp(`^(${DUE.action.previous}|${DUE.action.next})$`),
      onClick(deps, { name: 'due:page', role: 'viewer' }, async ({ request, value, body }) => {
        const role = await deps.access.roleOf(request);
        const message = await personList(deps, request, decodeDuePlace(value), role);
        const own = (body.container as { is_ephemeral?: boolean } | undefined)?.is_ephemeral;
        await request.ui.respond(message, own === true ? { replaceOriginal: true } : {});
      }),
    );
    app.action(
      DUE.action.postNow,
      onClick(deps, { name: 'due:post-now', role: 'editor' }, ({ request, value }) =>
        postNow(deps, request, value),
      ),
    );
  },
};

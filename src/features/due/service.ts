import type { Role } from '../../core/access/roles.js';
import type { AppServices, Request } from '../../core/context.js';
import { recordFailure } from '../../core/errors/failure-log.js';
import { isEnlivyError } from '../../enlivy/index.js';
import type { Translator } from '../../platform/i18n/index.js';
import type { SlackMessage } from '../../slack/ui.js';
import type { WorkspaceRef } from '../../store/index.js';
import { knownZone, localDate, nextRun } from './calendar.js';
import { type DigestOptions, dueDigest } from './digest.js';
import { invoiceAppUrl } from './invoice-parts.js';
import type { DuePlace } from './place.js';
import { readOpenInvoices } from './read.js';
import {
  type DueListInput,
  dueListMessage,
  nothingDueMessage,
  readFailedMessage,
} from './views/list.js';
import { nextPostLine } from './views/schedule.js';

/** What the list of invoices due uses of the app's services. */
export type DueDeps = Pick<
  AppServices,
  | 'access'
  | 'logger'
  | 'stores'
  | 'connections'
  | 'config'
  | 'languages'
  | 'now'
  | 'commands'
  | 'homeSections'
  | 'tasks'
  | 'botClients'
>;

/** The invoices due as read, or why Enlivy's list did not come (its error, and how far it got). */
export type DueRead =
  | ({ kind: 'read' } & Pick<DueListInput, 'digest' | 'complete' | 'readLimit' | 'openUrl'>)
  | { kind: 'failed'; error: unknown; pagesRead: number };

/**
 * Reads every open invoice and keeps those due. An Enlivy error ends the read (no partial list);
 * no connection, an expired one or the store not answering are thrown like anywhere else.
 */
export async function readDue(
  deps: Pick<DueDeps, 'connections' | 'config'>,
  workspace: WorkspaceRef,
  options: DigestOptions,
): Promise<DueRead> {
  const progress = { pagesRead: 0 };
  try {
    return await deps.connections.use(workspace, async ({ api, orgId }) => {
      const read = await readOpenInvoices(api, orgId, progress);
      return {
        kind: 'read',
        digest: dueDigest(read.invoices, options),
        complete: read.complete,
        readLimit: read.readLimit,
        openUrl: (id: string) => invoiceAppUrl(deps.config.enlivy.appUrl, orgId, id),
      };
    });
  } catch (error) {
    if (!isEnlivyError(error)) throw error;
    return { kind: 'failed', error, pagesRead: progress.pagesRead };
  }
}

/** The person's time zone from Slack (UTC when Slack does not say or cannot be asked). */
export async function personZone(request: Pick<Request, 'ui' | 'userId'>): Promise<string> {
  const info = await request.ui.userInfo(request.userId).catch(() => undefined);
  return knownZone(info?.tz);
}

/** When the request's channel gets its next daily list, if it has one. */
export async function scheduleNote(
  deps: Pick<DueDeps, 'stores' | 'now'>,
  request: Pick<Request, 'workspace' | 'channelId'>,
  t: Translator,
): Promise<string | undefined> {
  if (request.channelId === undefined) return undefined;
  const schedule = await deps.stores.due.schedule(request.workspace, request.channelId);
  if (schedule === undefined) return undefined;
  return nextPostLine(schedule, nextRun(schedule, deps.now().getTime()).at, t);
}

/** One page of the invoices due for the person asking, in their language and time zone. */
export async function personList(
  deps: DueDeps,
  request: Request,
  place: DuePlace,
  role: Role,
): Promise<SlackMessage> {
  const t = await request.t();
  const zone = await personZone(request);
  const today = localDate(deps.now().getTime(), zone);
  const read = await readDue(deps, request.workspace, {
    today,
    horizonDays: place.h,
    groups: place.g,
  });
  if (read.kind === 'failed') {
    const problem = recordFailure(
      deps.logger,
      read.error,
      { action: 'due', userId: request.userId },
      t,
    );
    return readFailedMessage(problem, read.pagesRead, t);
  }
  const note = await scheduleNote(deps, request, t);
  if (read.digest.rows.length === 0) return nothingDueMessage(read.digest, note, t);
  return dueListMessage({ ...read, page: place.p, reader: { kind: 'person', role }, note }, t);
}

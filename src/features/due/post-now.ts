import type { Request } from '../../core/context.js';
import { localDate } from './calendar.js';
import { type DueDeps, readDue } from './service.js';
import { dueListMessage } from './views/list.js';
import { postNowGoneMessage, postNowNothingMessage } from './views/schedule.js';

/**
 * App Home's Post now: the channel's daily list, posted there at once, as its schedule would
 * (the day's own post still comes). Failures go to the clicker, like any click's.
 */
export async function postNow(deps: DueDeps, request: Request, channelId: string): Promise<void> {
  const schedule = await deps.stores.due.schedule(request.workspace, channelId);
  if (schedule === undefined) {
    await request.ui.respond(postNowGoneMessage(channelId, await request.t()));
    return;
  }
  const read = await readDue(deps, request.workspace, {
    today: localDate(deps.now().getTime(), schedule.zone),
    horizonDays: schedule.horizonDays,
    groups: schedule.groups,
  });
  if (read.kind === 'failed') throw read.error;
  if (read.digest.rows.length === 0) {
    await request.ui.respond(postNowNothingMessage(channelId, await request.t()));
    return;
  }
  const message = dueListMessage(
    { ...read, page: 1, reader: { kind: 'channel' } },
    await request.channelT(),
  );
  await request.ui.postMessage(channelId, message);
}

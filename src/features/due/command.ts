import type { CommandRequest } from '../../core/context.js';
import { parseDueArgs } from './args.js';
import { setDaily, stopDaily } from './daily.js';
import { type DueDeps, personList } from './service.js';

/** `/enlivy due [14d] [to-collect|to-pay]`, `/enlivy due daily 09:00 …`, `/enlivy due off`. */
export async function dueCommand(deps: DueDeps, request: CommandRequest): Promise<void> {
  const args = parseDueArgs(request.args, await request.t());
  if (args.kind === 'off') return stopDaily(deps, request);
  await deps.connections.require(request.workspace, request.connection);
  if (args.kind === 'daily') return setDaily(deps, request, args);
  const place = { h: args.horizonDays, g: args.groups, p: 1 };
  await request.ui.respond(await personList(deps, request, place, request.role));
}

/** Only the list waits on Enlivy: setting or stopping a daily list answers at once. */
export function waitsOnEnlivy(args: readonly string[]): boolean {
  const first = args[0]?.toLowerCase();
  return first !== 'daily' && first !== 'off';
}

import type { HomeSection } from '../../core/home-sections.js';
import type { DueDeps } from './service.js';
import { dueHomeBlocks } from './views/schedule.js';

/** The App Home lists every channel's daily list (channel, days, time, zone, who set it). */
export function dueHomeSection(deps: Pick<DueDeps, 'stores'>): HomeSection {
  return {
    name: 'due',
    rank: 30,
    async blocks(request, { role }) {
      const schedules = await deps.stores.due.schedules(request.workspace);
      return dueHomeBlocks(schedules, role, await request.t());
    },
  };
}

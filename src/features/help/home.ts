import type { KnownBlock } from '@slack/types';
import type { Role } from '../../core/access/roles.js';
import type { Request, Services } from '../../core/context.js';
import { safeError } from '../../platform/logging/logger.js';
import { homeDestinationSections } from '../destinations/index.js';
import { watchHomeSections } from '../watch/index.js';
import { homeView } from './views/home.js';

/** Publishes the App Home for one user: their role, the connection, what they can run. */
export async function renderHome(request: Request, services: Services): Promise<void> {
  // The role check reads the connection (sealed): the sections use that read.
  const { role, connection: known } = await services.access.standing(request);
  const [destinationSections, watchSections, registered] = await Promise.all([
    homeDestinationSections(request, services, role, known),
    watchSectionsFor(request, services),
    registeredSections(request, services, role),
  ]);
  const sections = [...destinationSections, ...watchSections, ...registered];
  // Read again: loading the sections may have found the token expired (a 401 marks it).
  const connection = await services.stores.connections
    .getSealed(request.workspace)
    .catch(() => known);
  await request.ui.publishHome(
    request.userId,
    homeView({ commands: services.commands.list(), role, connection, sections }, await request.t()),
  );
}

/** The watch state and open alerts; the Home tab still renders when the store cannot say. */
async function watchSectionsFor(request: Request, services: Services) {
  try {
    const [settings, state] = await Promise.all([
      services.stores.watch.getSettings(request.workspace),
      services.stores.watch.getState(request.workspace),
    ]);
    return watchHomeSections(settings, state.incidents, await request.t());
  } catch {
    return [];
  }
}

/** The sections features registered, in their order; one that fails is left out. */
async function registeredSections(
  request: Request,
  services: Pick<Services, 'homeSections' | 'logger'>,
  role: Role,
): Promise<KnownBlock[]> {
  const each = await Promise.all(
    services.homeSections.list().map((section) =>
      section.blocks(request, role).catch((err: unknown) => {
        services.logger.warn(
          { err: safeError(err), section: section.name },
          'Home section left out',
        );
        return [];
      }),
    ),
  );
  return each.flat();
}

import type { KnownBlock } from '@slack/types';
import type { AppServices, Request } from '../../core/context.js';
import type { HomeReader } from '../../core/home-sections.js';
import { safeError } from '../../platform/logging/logger.js';
import type { HelpDeps } from './deps.js';
import { homeView } from './views/home.js';

/** Publishes the App Home for one user: their role, the connection, what they can run. */
export async function renderHome(request: Request, services: HelpDeps): Promise<void> {
  // The role check reads the connection (sealed).
  const { role, connection: known } = await services.access.standing(request);
  const sections = await registeredSections(request, services, { role, connection: known });
  // Read again: loading the sections may have found the token expired (a 401 marks it).
  const connection = await services.stores.connections
    .getSealed(request.workspace)
    .catch(() => known);
  await request.ui.publishHome(
    request.userId,
    homeView({ commands: services.commands.list(), role, connection, sections }, await request.t()),
  );
}

/** The sections features registered, in their order; one that fails is left out. */
async function registeredSections(
  request: Request,
  services: Pick<AppServices, 'homeSections' | 'logger'>,
  reader: HomeReader,
): Promise<KnownBlock[]> {
  const each = await Promise.all(
    services.homeSections.list().map((section) =>
      section.blocks(request, reader).catch((err: unknown) => {
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

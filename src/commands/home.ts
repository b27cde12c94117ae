import { homeView } from '../views/home.js';
import type { Request, Services } from './context.js';
import { homeDestinationSections } from './destinations/home.js';

/** Publishes the App Home for one user: their role, the connection, what they can run. */
export async function renderHome(request: Request, services: Services): Promise<void> {
  const [role, known] = await Promise.all([
    services.access.roleOf(request),
    services.stores.connections.get(request.workspace).catch(() => undefined),
  ]);
  const sections = await homeDestinationSections(request, services, role, known);
  // Read again: loading the sections may have found the token expired (a 401 marks it).
  const connection = await services.stores.connections.get(request.workspace).catch(() => known);
  await request.ui.publishHome(request.userId, homeView({ role, connection, sections }));
}

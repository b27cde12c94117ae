import { homeView } from '../views/home.js';
import type { Request, Services } from './context.js';

/** Publishes the App Home for one user: their role, the connection, what they can run. */
export async function renderHome(request: Request, services: Services): Promise<void> {
  const [role, connection] = await Promise.all([
    services.access.roleOf(request.workspace, request.userId, request.ui.userInfo),
    services.stores.connections.get(request.workspace).catch(() => undefined),
  ]);
  await request.ui.publishHome(request.userId, homeView({ role, connection }));
}

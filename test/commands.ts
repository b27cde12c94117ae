import type { App } from '@slack/bolt';
import { createSubcommands, type Subcommands } from '../src/core/commands.js';
import type { Services } from '../src/core/context.js';
import { createStatusLines } from '../src/core/status-lines.js';
import { FEATURES } from '../src/features/index.js';
import { addCatalogCommands } from '../src/features/legacy-commands.js';

/**
 * Every `/enlivy` subcommand as the app registers it, for tests that render help directly (the
 * subcommands are described, never run here).
 */
export function appCommands(): Subcommands {
  const commands = createSubcommands();
  const services = {
    commands,
    statusLines: createStatusLines(undefined as never),
  } as unknown as Services;
  // Listeners are not registered here: every registration of Bolt's router does nothing.
  const router = new Proxy({}, { get: () => () => undefined }) as App;
  for (const feature of FEATURES) feature.register(router, services);
  addCatalogCommands(services);
  return commands;
}

import type { App } from '@slack/bolt';
import { createSubcommands, type Subcommands } from '../src/core/commands.js';
import type { Services } from '../src/core/context.js';
import { FEATURES } from '../src/features/index.js';
import { addCatalogCommands } from '../src/features/legacy-commands.js';

/**
 * Every `/enlivy` subcommand as the app registers it, for tests that render help directly (the
 * subcommands are described, never run here).
 */
export function appCommands(): Subcommands {
  const commands = createSubcommands();
  const services = { commands } as unknown as Services;
  for (const feature of FEATURES) feature.register({} as App, services);
  addCatalogCommands(services);
  return commands;
}

import { createSubcommands, type Subcommands } from '../src/core/commands.js';
import type { Services } from '../src/core/context.js';
import { addCatalogCommands } from '../src/features/legacy-commands.js';

/**
 * Every `/enlivy` subcommand as the app registers it, for tests that render help directly (the
 * subcommands are described, never run here).
 */
export function appCommands(): Subcommands {
  const commands = createSubcommands();
  addCatalogCommands({ commands } as unknown as Services);
  return commands;
}

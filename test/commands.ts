import type { App } from '@slack/bolt';
import { createSubcommands, type Subcommands } from '../src/core/commands.js';
import type { AppServices } from '../src/core/context.js';
import { createHomeSections } from '../src/core/home-sections.js';
import { createStatusLines } from '../src/core/status-lines.js';
import { FEATURES } from '../src/features/index.js';

/**
 * Takes any registration (`app.action(…)`, `tasks.handle(…)`, `unfinished.add(…)`) and any
 * service a feature reads while registering (`languages.translators.for(…)`), and keeps none.
 */
const ignoresAll: unknown = new Proxy(() => undefined, {
  get: (_target, key) => (key === 'then' ? undefined : ignoresAll),
  apply: () => ignoresAll,
});

/**
 * Every `/enlivy` subcommand as the app registers it, for tests that render help directly (the
 * subcommands are described, never run here; listeners and job handlers are not kept).
 */
export function appCommands(): Subcommands {
  const commands = createSubcommands();
  const own = {
    commands,
    homeSections: createHomeSections(),
    statusLines: createStatusLines(undefined as never),
    tuning: {},
  };
  const services = new Proxy(own, {
    get: (target, key) => (key in target ? target[key as keyof typeof own] : ignoresAll),
  }) as unknown as AppServices;
  // Listeners and job handlers are not kept: every registration does nothing.
  for (const feature of FEATURES) feature.register(ignoresAll as App, services);
  return commands;
}

import { access } from './access/index.js';
import { ask } from './ask/index.js';
import { cards } from './cards/index.js';
import { connection } from './connection/index.js';
import { deliveries } from './deliveries/index.js';
import { destinations } from './destinations/index.js';
import { due } from './due/index.js';
import { help } from './help/index.js';
import { invoices } from './invoices/index.js';
import { language } from './language/index.js';
import { pausing } from './pausing/index.js';
import { search } from './search/index.js';
import { shortcuts } from './shortcuts/index.js';
import { unfurls } from './unfurls/index.js';
import { watch } from './watch/index.js';
import { workflowSteps } from './workflow-steps/index.js';

/**
 * Every feature of the app, in the order they register. A new feature is one line here; all of
 * it (listeners, subcommands, copy, views) lives in its folder.
 */
export const FEATURES = [
  language,
  unfurls,
  due,
  ask,
  destinations,
  pausing,
  watch,
  deliveries,
  invoices,
  search,
  shortcuts,
  cards,
  connection,
  access,
  workflowSteps,
  help,
] as const;

import { knownLabel, metrics, type Outcome } from '../platform/metrics.js';
import { COMMANDS } from './catalog.js';
import * as ids from './ids.js';

/**
 * Counts one handled Slack request: a slash command by subcommand, anything else by payload type
 * and action id, callback id or event type. Only names the app defines become labels; a name a
 * client made up counts as `unknown` / `other`.
 */
const COMMAND_NAMES: ReadonlySet<string> = new Set(COMMANDS.map((command) => command.name));

function stringsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) stringsIn(item, out);
  return out;
}

/** Every action, callback and block id of src/core/ids.ts. */
const ACTION_IDS: ReadonlySet<string> = stringsIn(ids, new Set());

/** The events the app listens to (src/features/help/events.ts, unfurls); add a new listener's here. */
const EVENT_TYPES: ReadonlySet<string> = new Set([
  'app_home_opened',
  'app_uninstalled',
  'link_shared',
  'tokens_revoked',
]);

const PAYLOAD_TYPES: ReadonlySet<string> = new Set([
  'block_actions',
  'block_suggestion',
  'view_submission',
  'view_closed',
  'shortcut',
  'message_action',
]);

type Body = Record<string, unknown>;

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Body)[key] : undefined;
}

export function countHandled(body: unknown, outcome: Outcome): void {
  const command = field(body, 'command');
  if (typeof command === 'string') {
    const text = field(body, 'text');
    const word = typeof text === 'string' ? (text.trim().split(/\s+/)[0] ?? '').toLowerCase() : '';
    const name = word === '' ? 'help' : word;
    metrics.commands.inc({ command: COMMAND_NAMES.has(name) ? name : 'unknown', outcome });
    return;
  }
  const event = field(body, 'event');
  if (event !== undefined) {
    metrics.interactions.inc({
      type: 'event',
      action: knownLabel(field(event, 'type'), EVENT_TYPES),
      outcome,
    });
    return;
  }
  const actions = field(body, 'actions');
  const action = Array.isArray(actions)
    ? field(actions[0], 'action_id')
    : (field(field(body, 'view'), 'callback_id') ??
      field(body, 'callback_id') ??
      field(body, 'action_id'));
  metrics.interactions.inc({
    type: knownLabel(field(body, 'type'), PAYLOAD_TYPES),
    action: knownLabel(action, ACTION_IDS),
    outcome,
  });
}

import { knownLabel, metrics, type Outcome } from '../platform/metrics.js';
import { idsIn } from './feature.js';

/**
 * The names that may become labels: the registered subcommands and every id the features
 * declare (their `ids`).
 */
export interface KnownNames {
  commands: { find(name: string): unknown };
  actionIds: ReadonlySet<string>;
}

export function knownNames(
  commands: KnownNames['commands'],
  featureIds: readonly unknown[],
): KnownNames {
  const actionIds = new Set<string>();
  for (const featureOwn of featureIds) idsIn(featureOwn, actionIds);
  return { commands, actionIds };
}

/** The events the app listens to (the App Home, uninstall and revoked tokens, links, Ask Enlivy); add a new listener's here. */
const EVENT_TYPES: ReadonlySet<string> = new Set([
  'app_home_opened',
  'app_mention',
  'message',
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

/**
 * Counts one handled Slack request: a slash command by subcommand, anything else by payload type
 * and action id, callback id or event type. Only names the app defines become labels; a name a
 * client made up counts as `unknown` / `other`.
 */
export function countHandled(body: unknown, outcome: Outcome, known: KnownNames): void {
  const command = field(body, 'command');
  if (typeof command === 'string') {
    const text = field(body, 'text');
    const word = typeof text === 'string' ? (text.trim().split(/\s+/)[0] ?? '').toLowerCase() : '';
    const name = word === '' ? 'help' : word;
    metrics.commands.inc({
      command: known.commands.find(name) === undefined ? 'unknown' : name,
      outcome,
    });
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
    action: knownLabel(action, known.actionIds),
    outcome,
  });
}

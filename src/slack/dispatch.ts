import type {
  AllMiddlewareArgs,
  App,
  BlockAction,
  SlackActionMiddlewareArgs,
  SlackCommandMiddlewareArgs,
  SlackEventMiddlewareArgs,
  SlackOptionsMiddlewareArgs,
  SlackShortcutMiddlewareArgs,
  SlackViewMiddlewareArgs,
  ViewClosedAction,
  ViewSubmitAction,
} from '@slack/bolt';
import type { Logger } from '../platform/logging/logger.js';

export type ActionArgs<A extends BlockAction = BlockAction> = SlackActionMiddlewareArgs<A> &
  AllMiddlewareArgs;
export type ViewSubmitArgs = SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs;
export type ViewClosedArgs = SlackViewMiddlewareArgs<ViewClosedAction> & AllMiddlewareArgs;
export type CommandArgs = SlackCommandMiddlewareArgs & AllMiddlewareArgs;
export type ShortcutArgs = SlackShortcutMiddlewareArgs & AllMiddlewareArgs;
export type OptionsArgs = SlackOptionsMiddlewareArgs & AllMiddlewareArgs;
export type EventArgs<T extends string = string> = SlackEventMiddlewareArgs<T> & AllMiddlewareArgs;
/** A Workflow Builder step run: Bolt's `complete` / `fail` use the execution's own token. */
export type FunctionArgs = SlackEventMiddlewareArgs<'function_executed'> & AllMiddlewareArgs;

type Listener<Args> = (args: Args) => Promise<void>;

/** Registers one event type's Bolt listener; kept as a closure so each keeps its own type. */
type EventRegistration = (app: App) => void;

/**
 * Every listener of the app, by the id Slack sends: action_id, view callback_id, command name,
 * shortcut callback_id, options action_id, event type. Features add theirs; `dispatchFrom`
 * registers one Bolt listener per payload kind that looks them up here.
 */
export class ListenerTable {
  private readonly actions = new Map<string, Listener<ActionArgs>>();
  private readonly actionPatterns: [RegExp, Listener<ActionArgs>][] = [];
  private readonly views = new Map<string, Listener<ViewSubmitArgs>>();
  private readonly closedViews = new Map<string, Listener<ViewClosedArgs>>();
  private readonly commands = new Map<string, Listener<CommandArgs>>();
  private readonly shortcuts = new Map<string, Listener<ShortcutArgs>>();
  private readonly optionLists = new Map<string, Listener<OptionsArgs>>();
  private readonly events = new Map<string, EventRegistration>();
  private readonly functions = new Map<string, Listener<FunctionArgs>>();
  private retired: Listener<FunctionArgs> = ({ fail }) =>
    fail({
      error: 'Enlivy for Slack no longer offers this step. Remove it from the workflow.',
    }).then(() => undefined);

  /** A block action by action_id (or a pattern over it, tried after the exact ids). */
  action<A extends BlockAction = BlockAction>(
    actionId: string | RegExp,
    listener: Listener<ActionArgs<A>>,
  ): void {
    const general = listener as Listener<ActionArgs>;
    if (typeof actionId !== 'string') this.actionPatterns.push([actionId, general]);
    else add(this.actions, 'action', actionId, general);
  }

  view(callbackId: string, listener: Listener<ViewSubmitArgs>): void {
    add(this.views, 'view', callbackId, listener);
  }

  viewClosed(callbackId: string, listener: Listener<ViewClosedArgs>): void {
    add(this.closedViews, 'view_closed', callbackId, listener);
  }

  command(name: string, listener: Listener<CommandArgs>): void {
    add(this.commands, 'command', name, listener);
  }

  shortcut(callbackId: string, listener: Listener<ShortcutArgs>): void {
    add(this.shortcuts, 'shortcut', callbackId, listener);
  }

  options(actionId: string, listener: Listener<OptionsArgs>): void {
    add(this.optionLists, 'options', actionId, listener);
  }

  event<T extends string>(type: T, listener: Listener<EventArgs<T>>): void {
    add(this.events, 'event', type, (app) => app.event(type, listener));
  }

  /** A custom step (manifest `functions`) by its callback_id, registered with `app.function`. */
  function(callbackId: string, listener: Listener<FunctionArgs>): void {
    add(this.functions, 'function', callbackId, listener);
  }

  /** What a step removed from the manifest answers when an old workflow still runs it. */
  retiredFunction(listener: Listener<FunctionArgs>): void {
    this.retired = listener;
  }

  /** Registers the Bolt listeners that dispatch to this table. */
  dispatchFrom(app: App, logger: Logger): void {
    // Old messages and views can carry ids a newer version no longer has: not worth a warning.
    const unknown = (kind: string, id: string | undefined) =>
      logger.debug({ kind, id }, 'No listener for this id: acknowledged and ignored');

    app.command(/.*/, async (args) => {
      const listener = this.commands.get(args.command.command);
      if (listener !== undefined) return listener(args);
      await args.ack();
      unknown('command', args.command.command);
    });
    app.action({ type: 'block_actions' }, async (args) => {
      const id = args.action.action_id;
      const listener = this.actions.get(id) ?? this.actionPatterns.find(([p]) => p.test(id))?.[1];
      if (listener !== undefined) return listener(args);
      await args.ack();
      unknown('action', id);
    });
    app.view<ViewSubmitAction>({ type: 'view_submission' }, async (args) => {
      const listener = this.views.get(args.view.callback_id);
      if (listener !== undefined) return listener(args);
      await args.ack();
      unknown('view_submission', args.view.callback_id);
    });
    app.view<ViewClosedAction>({ type: 'view_closed' }, async (args) => {
      const listener = this.closedViews.get(args.view.callback_id);
      if (listener !== undefined) return listener(args);
      await args.ack();
      unknown('view_closed', args.view.callback_id);
    });
    app.shortcut({}, async (args) => {
      const listener = this.shortcuts.get(args.shortcut.callback_id);
      if (listener !== undefined) return listener(args);
      await args.ack();
      unknown('shortcut', args.shortcut.callback_id);
    });
    app.options({}, async (args) => {
      const id = 'action_id' in args.options ? args.options.action_id : args.options.callback_id;
      const listener = this.optionLists.get(id);
      if (listener !== undefined) return listener(args);
      await args.ack({ options: [] });
      unknown('options', id);
    });
    for (const register of this.events.values()) register(app);
    for (const [callbackId, listener] of this.functions) app.function(callbackId, listener);
    // A step removed from the manifest still runs in old workflows: end it instead of leaving
    // the workflow waiting (Bolt passes complete/fail to function_executed listeners).
    app.event('function_executed', async (args) => {
      const callbackId = args.event.function.callback_id;
      if (this.functions.has(callbackId)) return;
      await args.ack();
      unknown('function', callbackId);
      await this.retired(args);
    });
  }
}

function add<V>(map: Map<string, V>, kind: string, id: string, value: V): void {
  if (map.has(id)) throw new Error(`Two ${kind} listeners for ${id}`);
  map.set(id, value);
}

/** Modal stacks and home tabs: open, push, update, publish, pop, clear. */
import { withGeneratedIds } from './block-ids.js';
import { apiError } from './errors.js';
import { statefulElements } from './find-element.js';
import type { SlackModel } from './model.js';
import type { InstallationRecord, ViewRecord } from './types.js';

export const MODAL_STACK_MAX = 3;

type ViewInput = Record<string, unknown>;

export interface ViewOwner {
  userId: string;
  teamId: string;
  inst: InstallationRecord;
}

function assertExternalIdFree(
  model: SlackModel,
  teamId: string,
  externalId: string,
  except?: ViewRecord,
): void {
  const holder = model.findViewByExternalId(teamId, externalId);
  if (holder && holder !== except) throw apiError('duplicate_external_id');
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function applyContent(model: SlackModel, record: ViewRecord, view: ViewInput): void {
  record.type = view.type === 'home' ? 'home' : 'modal';
  record.callback_id = str(view.callback_id);
  record.private_metadata = str(view.private_metadata);
  record.external_id = str(view.external_id);
  record.title = view.title;
  record.submit = view.submit;
  record.close = view.close;
  record.blocks = Array.isArray(view.blocks) ? withGeneratedIds(view.blocks) : [];
  record.clear_on_close = view.clear_on_close === true;
  record.notify_on_close = view.notify_on_close === true;
  record.submit_disabled = view.submit_disabled === true;
  record.hash = model.ids.viewHash(model.now());
  delete record.errors;
}

function newRecord(
  model: SlackModel,
  owner: ViewOwner,
  view: ViewInput,
  links: { root: string | null; previous: string | null },
): ViewRecord {
  const id = model.ids.id('V');
  const record: ViewRecord = {
    id,
    teamId: owner.teamId,
    userId: owner.userId,
    appId: owner.inst.appId,
    botId: owner.inst.botId,
    type: 'modal',
    callback_id: '',
    private_metadata: '',
    external_id: '',
    blocks: [],
    clear_on_close: false,
    notify_on_close: false,
    submit_disabled: false,
    hash: '',
    root_view_id: links.root ?? id,
    previous_view_id: links.previous,
    app_installed_team_id: owner.inst.teamId ?? owner.teamId,
  };
  applyContent(model, record, view);
  return record;
}

/** views.open: a new modal stack for the user (any open modals are replaced). */
export function openModal(model: SlackModel, owner: ViewOwner, view: ViewInput): ViewRecord {
  assertExternalIdFree(model, owner.teamId, str(view.external_id));
  const record = newRecord(model, owner, view, { root: null, previous: null });
  model.stacks.set(owner.userId, [record]);
  return record;
}

/** views.push / response_action push: on top of the user's stack, at most 3 deep. */
export function pushModal(model: SlackModel, owner: ViewOwner, view: ViewInput): ViewRecord {
  const stack = model.stack(owner.userId);
  const top = stack.at(-1);
  if (!top) throw apiError('not_found');
  if (stack.length >= MODAL_STACK_MAX) throw apiError('push_limit_reached');
  assertExternalIdFree(model, owner.teamId, str(view.external_id));
  const record = newRecord(model, owner, view, { root: top.root_view_id, previous: top.id });
  stack.push(record);
  return record;
}

/** views.update / response_action update: same id, new content, new hash. */
export function updateView(model: SlackModel, record: ViewRecord, view: ViewInput): ViewRecord {
  assertExternalIdFree(model, record.teamId, str(view.external_id), record);
  const typed = record.typed;
  applyContent(model, record, view);
  const kept = keptTyping(typed, record.blocks);
  if (kept) record.typed = kept;
  else delete record.typed;
  return record;
}

/** Typed values whose element (same block_id and action_id, same type) is still on screen. */
function keptTyping(
  typed: ViewRecord['typed'],
  blocks: unknown[],
): ViewRecord['typed'] | undefined {
  if (typed === undefined) return undefined;
  const onScreen = new Set(
    statefulElements(blocks).map((e) => `${e.blockId}\u0000${e.element.action_id}`),
  );
  const kept: NonNullable<ViewRecord['typed']> = {};
  for (const [blockId, actions] of Object.entries(typed)) {
    for (const [actionId, value] of Object.entries(actions)) {
      if (!onScreen.has(`${blockId}\u0000${actionId}`)) continue;
      kept[blockId] = { ...kept[blockId], [actionId]: value };
    }
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** views.publish: the user's home tab. */
export function publishHome(model: SlackModel, owner: ViewOwner, view: ViewInput): ViewRecord {
  const current = model.homes.get(owner.userId);
  if (current) return updateView(model, current, view);
  assertExternalIdFree(model, owner.teamId, str(view.external_id));
  const record = newRecord(model, owner, view, { root: null, previous: null });
  record.root_view_id = null;
  model.homes.set(owner.userId, record);
  return record;
}

export function popView(model: SlackModel, userId: string): ViewRecord | undefined {
  return model.stack(userId).pop();
}

export function clearStack(model: SlackModel, userId: string): ViewRecord[] {
  const stack = model.stack(userId);
  const removed = [...stack];
  stack.length = 0;
  return removed;
}

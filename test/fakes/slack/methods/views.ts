import type { Args } from '../args.js';
import { apiError, invalidArguments } from '../errors.js';
import { TRIGGER_ID_PATTERN } from '../ids.js';
import type { SlackModel } from '../model.js';
import type { InstallationRecord, TriggerRecord, ViewRecord } from '../types.js';
import { assertValidView } from '../validation.js';
import { openModal, publishHome, pushModal, updateView } from '../view-store.js';
import { viewJson } from '../wire.js';
import type { AuthedContext, MethodSpec } from './types.js';

export const TRIGGER_TTL_MS = 3000;

function readView(args: Args): Record<string, unknown> {
  const view = args.json('view', () =>
    invalidArguments(['[ERROR] failed to parse JSON [json-pointer:/view]']),
  );
  if (view === undefined) invalidArgumentsThrow('missing required field: view', '/view');
  return view as Record<string, unknown>;
}

function invalidArgumentsThrow(message: string, pointer: string): never {
  throw invalidArguments([`[ERROR] ${message} [json-pointer:${pointer}]`]);
}

/** Exchanges a trigger id: once, within 3 s of issue, for a team the installation reaches. */
export function exchangeTrigger(
  model: SlackModel,
  inst: InstallationRecord,
  triggerId: string | undefined,
): TriggerRecord {
  if (!triggerId) invalidArgumentsThrow('missing required field: trigger_id', '/trigger_id');
  if (!TRIGGER_ID_PATTERN.test(triggerId)) throw apiError('invalid_trigger_id');
  const trigger = model.triggers.get(triggerId);
  if (!trigger || !model.reachesTeam(inst, trigger.teamId)) throw apiError('invalid_trigger_id');
  if (trigger.used) throw apiError('exchanged_trigger_id');
  if (model.now() - trigger.issuedAt > TRIGGER_TTL_MS) throw apiError('expired_trigger_id');
  trigger.used = true;
  return trigger;
}

function triggerArg(ctx: AuthedContext): string | undefined {
  return ctx.args.string('trigger_id') ?? ctx.args.string('interactivity_pointer');
}

function viewFor(ctx: AuthedContext): ViewRecord {
  const viewId = ctx.args.string('view_id');
  const externalId = ctx.args.string('external_id');
  if (!viewId && !externalId) {
    invalidArgumentsThrow('must provide view_id or external_id', '/view_id');
  }
  let record: ViewRecord | undefined;
  if (viewId) record = ctx.model.findView(viewId);
  else if (externalId) {
    for (const teamId of ctx.model.teamsOf(ctx.inst)) {
      record ??= ctx.model.findViewByExternalId(teamId, externalId);
    }
  }
  if (
    !record ||
    record.appId !== ctx.inst.appId ||
    !ctx.model.reachesTeam(ctx.inst, record.teamId)
  ) {
    throw apiError('not_found');
  }
  return record;
}

/** views.open and views.push: a valid modal, shown by spending a trigger_id. */
function triggeredModal(place: typeof openModal): MethodSpec {
  return {
    auth: 'token',
    scopes: [],
    json: true,
    run(ctx) {
      const view = readView(ctx.args);
      assertValidView(ctx.model, ctx.method, view, 'modal');
      const trigger = exchangeTrigger(ctx.model, ctx.inst, triggerArg(ctx));
      const record = place(
        ctx.model,
        { userId: trigger.userId, teamId: trigger.teamId, inst: ctx.inst },
        view,
      );
      return { view: viewJson(record) };
    },
  };
}

export const viewMethods: Record<string, MethodSpec> = {
  'views.open': triggeredModal(openModal),
  'views.push': triggeredModal(pushModal),

  'views.update': {
    auth: 'token',
    scopes: [],
    json: true,
    run(ctx) {
      const view = readView(ctx.args);
      const record = viewFor(ctx);
      assertValidView(ctx.model, ctx.method, view, record.type);
      const hash = ctx.args.string('hash');
      if (hash !== undefined && hash !== record.hash) throw apiError('hash_conflict');
      updateView(ctx.model, record, view);
      return { view: viewJson(record) };
    },
  },

  'views.publish': {
    auth: 'token',
    scopes: [],
    json: true,
    run(ctx) {
      const userId = ctx.args.string('user_id');
      if (!userId) invalidArgumentsThrow('missing required field: user_id', '/user_id');
      const user = ctx.model.users.get(userId);
      if (!user || !ctx.model.reachesTeam(ctx.inst, user.teamId)) throw apiError('user_not_found');
      if (!ctx.model.app.homeTabEnabled) throw apiError('not_enabled');
      const view = readView(ctx.args);
      assertValidView(ctx.model, ctx.method, view, 'home');
      const current = ctx.model.homes.get(user.id);
      const hash = ctx.args.string('hash');
      if (hash !== undefined && current && hash !== current.hash) throw apiError('hash_conflict');
      const record = publishHome(
        ctx.model,
        { userId: user.id, teamId: user.teamId, inst: ctx.inst },
        view,
      );
      return { view: viewJson(record) };
    },
  },
};

/**
 * Control routes under /__control (no token, never faulted, never recorded):
 *   GET    /__control/state              counts, clock, pending retries, faults
 *   POST   /__control/faults             add a fault (FaultSpec) → 201 {data:{id, spec, remaining}}
 *   GET    /__control/faults             active faults
 *   DELETE /__control/faults             remove all faults
 *   POST   /__control/clock/advance      {ms} → runs due retries → {data:{now, pending_retries}}
 *   POST   /__control/settle             waits for sends in flight
 *   POST   /__control/events             {organization_id, event, data?} → deliveries created
 *   POST   /__control/slack-token        {organization_id, token}
 *   POST   /__control/slack-api-url      {url}
 *   POST   /__control/invoice-delete     {mode: "permanent" | "soft"}
 *   GET    /__control/requests           recorded API requests;  DELETE clears them
 *   POST   /__control/oauth/approve      {authorize_url, organization_id} → {data:{location}}
 *   POST   /__control/oauth/revoke-all   ends every OAuth grant
 *   POST   /__control/oauth/access-ttl   {seconds}: lifetime of access tokens issued from now on
 */
import { EVENT_CATALOG } from './catalog.js';
import { bodyObject, isInvoiceDeleteMode, type RouteContext } from './context.js';
import { normalizeSlackApiUrl } from './engine.js';
import { parseFaultSpec } from './faults.js';
import { isPlainObject, ok, type Reply, validationError } from './http.js';
import { isoTimestamp } from './ids.js';
import { oauthControlRoutes } from './oauth.js';
import type { Route } from './router.js';

function stateSummary(ctx: RouteContext): Reply {
  const { state, clock, faults, engine } = ctx.deps;
  return ok({
    data: {
      ...state.summary(),
      now: isoTimestamp(clock.now()),
      clock_frozen: clock.isFrozen,
      pending_retries: clock
        .pending()
        .map((task) => ({ due_at: isoTimestamp(task.dueAt), label: task.label })),
      faults: faults.list(),
      slack_api_url: engine.settings.slackApiUrl ?? null,
      invoice_delete: ctx.deps.config.invoiceDelete,
      requests_recorded: ctx.deps.requests.length,
      oauth: ctx.deps.oauth.summary(),
    },
  });
}

function addFault(ctx: RouteContext): Reply {
  const fault = ctx.deps.faults.add(parseFaultSpec(ctx.body));
  return ok({ data: fault }, 201);
}

function listFaults(ctx: RouteContext): Reply {
  return ok({ data: ctx.deps.faults.list() });
}

function clearFaults(ctx: RouteContext): Reply {
  ctx.deps.faults.clear();
  return ok({ status: 'ok' });
}

async function advanceClock(ctx: RouteContext): Promise<Reply> {
  const { ms } = bodyObject(ctx);
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
    throw validationError({ ms: ['The ms field must be a number ≥ 0.'] });
  }
  await ctx.deps.engine.settle();
  await ctx.deps.clock.advance(ms);
  await ctx.deps.engine.settle();
  return ok({
    data: {
      now: isoTimestamp(ctx.deps.clock.now()),
      pending_retries: ctx.deps.clock.pending().length,
    },
  });
}

async function settle(ctx: RouteContext): Promise<Reply> {
  await ctx.deps.engine.settle();
  return ok({ status: 'ok' });
}

function emitEvent(ctx: RouteContext): Reply {
  const body = bodyObject(ctx);
  const { organization_id: organizationId, event, data } = body;
  const errors: Record<string, string[]> = {};
  if (typeof organizationId !== 'string' || !ctx.deps.state.organizations.has(organizationId)) {
    errors.organization_id = ['Unknown organization.'];
  }
  const known = [
    ...EVENT_CATALOG,
    ctx.deps.config.defaultTestEvent,
    ...ctx.deps.config.extraEvents,
  ];
  if (typeof event !== 'string' || !known.includes(event)) errors.event = ['Unknown event.'];
  if (data !== undefined && !isPlainObject(data)) errors.data = ['Must be an object.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const deliveries = ctx.deps.engine.emit(
    organizationId as string,
    event as string,
    isPlainObject(data) ? data : {},
  );
  return ok({ data: deliveries.map((delivery) => structuredClone(delivery.data)) }, 201);
}

function setSlackToken(ctx: RouteContext): Reply {
  const { organization_id: organizationId, token } = bodyObject(ctx);
  if (typeof organizationId !== 'string' || !ctx.deps.state.organizations.has(organizationId)) {
    throw validationError({ organization_id: ['Unknown organization.'] });
  }
  if (typeof token !== 'string' || token === '') {
    throw validationError({ token: ['The token field is required.'] });
  }
  const credential = ctx.deps.state.setSlackToken(organizationId, token);
  return ok({ data: credential.data });
}

function setSlackApiUrl(ctx: RouteContext): Reply {
  const { url } = bodyObject(ctx);
  if (typeof url !== 'string' || !URL.canParse(url)) {
    throw validationError({ url: ['The url field must be a URL.'] });
  }
  ctx.deps.engine.settings.slackApiUrl = normalizeSlackApiUrl(url);
  return ok({ data: { slack_api_url: ctx.deps.engine.settings.slackApiUrl } });
}

function setInvoiceDelete(ctx: RouteContext): Reply {
  const { mode } = bodyObject(ctx);
  if (!isInvoiceDeleteMode(mode))
    throw validationError({ mode: ['The selected mode is invalid.'] });
  ctx.deps.config.invoiceDelete = mode;
  return ok({ data: { invoice_delete: ctx.deps.config.invoiceDelete } });
}

function listRequests(ctx: RouteContext): Reply {
  return ok({ data: ctx.deps.requests });
}

function clearRequests(ctx: RouteContext): Reply {
  ctx.deps.requests.length = 0;
  return ok({ status: 'ok' });
}

const C = '/__control';

export const controlRoutes: Route[] = [
  { method: 'GET', pattern: `${C}/state`, access: 'public', handler: stateSummary },
  { method: 'POST', pattern: `${C}/faults`, access: 'public', handler: addFault },
  { method: 'GET', pattern: `${C}/faults`, access: 'public', handler: listFaults },
  { method: 'DELETE', pattern: `${C}/faults`, access: 'public', handler: clearFaults },
  { method: 'POST', pattern: `${C}/clock/advance`, access: 'public', handler: advanceClock },
  { method: 'POST', pattern: `${C}/settle`, access: 'public', handler: settle },
  { method: 'POST', pattern: `${C}/events`, access: 'public', handler: emitEvent },
  { method: 'POST', pattern: `${C}/slack-token`, access: 'public', handler: setSlackToken },
  { method: 'POST', pattern: `${C}/slack-api-url`, access: 'public', handler: setSlackApiUrl },
  { method: 'POST', pattern: `${C}/invoice-delete`, access: 'public', handler: setInvoiceDelete },
  { method: 'GET', pattern: `${C}/requests`, access: 'public', handler: listRequests },
  { method: 'DELETE', pattern: `${C}/requests`, access: 'public', handler: clearRequests },
  ...oauthControlRoutes,
];

/** Organizations (retrieve, list of the account's) and API credentials. */
import {
  type AccountContext,
  bodyObject,
  type OrganizationContext,
  pageUrl,
  param,
} from './context.js';
import {
  type FieldErrors,
  isPlainObject,
  notFound,
  ok,
  parseIncludes,
  type Reply,
  validationError,
} from './http.js';
import { applyListFilters } from './list-filters.js';
import { paginate } from './paging.js';
import type { Route } from './router.js';

/** Include names the SDK allows on an organization; accepted, embedded as null. */
const ORGANIZATION_INCLUDES = [
  'schema',
  'user_abilities',
  'settings',
  'deleted_by_user',
  'remaining_credits',
  'credits',
  'branding_icon',
  'branding_logo',
  'membership_features',
];

function listOrganizations(ctx: AccountContext): Reply {
  const organizations = ctx.deps.state
    .organizationsOf(ctx.account.id)
    .filter((org) => ctx.grant === undefined || ctx.grant.organizationIds.includes(org.data.id))
    .map((org) => org.data);
  const rows = applyListFilters(organizations, ctx.query, {
    searchable: ['name'],
    sortable: ['name'],
  });
  return ok(paginate(rows, ctx.query, pageUrl(ctx)));
}

function retrieveOrganization(ctx: OrganizationContext): Reply {
  const includes = parseIncludes(ctx.query, ORGANIZATION_INCLUDES);
  const data: Record<string, unknown> = { ...ctx.organization.data };
  for (const name of includes) data[name] = null;
  return ok({ data });
}

function listCredentials(ctx: OrganizationContext): Reply {
  parseIncludes(ctx.query, ['organization']);
  const records = ctx.deps.state.organizationCredentials(ctx.organization.data.id);
  return ok(
    paginate(
      applyListFilters(
        records.map((record) => record.data),
        ctx.query,
        { searchable: ['name', 'service', 'account_identifier'] },
      ),
      ctx.query,
      pageUrl(ctx),
    ),
  );
}

function findCredential(ctx: OrganizationContext) {
  const record = ctx.deps.state.credentials.get(param(ctx, 'credential_id'));
  if (!record || record.data.organization_id !== ctx.organization.data.id) {
    throw notFound('API credential');
  }
  return record;
}

function retrieveCredential(ctx: OrganizationContext): Reply {
  return ok({ data: findCredential(ctx).data });
}

/**
 * Creates a credential: `{name, service?, credentials?: {bot_token?}}`. For `service: 'slack'`
 * the bot token is what Slack deliveries are sent with.
 */
function createCredential(ctx: OrganizationContext): Reply {
  const body = bodyObject(ctx);
  const errors: FieldErrors = {};
  const { name, service, credentials } = body;
  if (typeof name !== 'string' || name.trim() === '') errors.name = ['The name field is required.'];
  else if (name.length > 255)
    errors.name = ['The name field must not be greater than 255 characters.'];
  if (service !== undefined && service !== null && typeof service !== 'string') {
    errors.service = ['The service field must be a string.'];
  }
  if (credentials !== undefined && credentials !== null && !isPlainObject(credentials)) {
    errors.credentials = ['The credentials field must be an object.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const botToken = isPlainObject(credentials) ? credentials.bot_token : undefined;
  const record = ctx.deps.state.addCredential({
    organization_id: ctx.organization.data.id,
    name: name as string,
    service: typeof service === 'string' ? service : null,
    has_credentials: isPlainObject(credentials),
    ...(typeof botToken === 'string' ? { botToken } : {}),
  });
  return ok({ data: record.data }, 201);
}

function deleteCredential(ctx: OrganizationContext): Reply {
  const record = findCredential(ctx);
  ctx.deps.state.credentials.delete(record.data.id);
  return ok({ data: record.data });
}

/**
 * Metered usage against granted caps (the SDK's TenantBilling usage). Only the `webhook_endpoint`
 * domain (event destinations) is served; its shape is the simulator's assumption:
 * `{data:[{object, domain, used, cap}]}` with cap = 25 × active paid packs (0 without a pack).
 */
function billingUsage(ctx: OrganizationContext): Reply {
  const { config, state } = ctx.deps;
  const organization = ctx.organization;
  return ok({
    data: [
      {
        object: 'metered_usage',
        domain: 'webhook_endpoint',
        used: state.organizationDestinations(organization.data.id).length,
        cap: config.destinationsPerPack * Math.max(0, organization.paidPacks),
      },
    ],
  });
}

const O = '/organizations/:organization_id';

export const organizationRoutes: Route[] = [
  { method: 'GET', pattern: '/organizations', access: 'account', handler: listOrganizations },
  { method: 'GET', pattern: O, access: 'organization', handler: retrieveOrganization },
  {
    method: 'GET',
    pattern: `${O}/tenant-billing/usage`,
    access: 'organization',
    handler: billingUsage,
  },
  {
    method: 'GET',
    pattern: `${O}/api-credentials`,
    access: 'organization',
    handler: listCredentials,
  },
  {
    method: 'POST',
    pattern: `${O}/api-credentials`,
    access: 'organization',
    handler: createCredential,
  },
  {
    method: 'GET',
    pattern: `${O}/api-credentials/:credential_id`,
    access: 'organization',
    handler: retrieveCredential,
  },
  {
    method: 'DELETE',
    pattern: `${O}/api-credentials/:credential_id`,
    access: 'organization',
    handler: deleteCredential,
  },
];

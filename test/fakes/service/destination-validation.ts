/**
 * Validation of event-destination bodies (create and PUT), with Laravel-style field keys:
 * `name`, `destination_url`, `config.channel`, `events.0.event`, `events.0.includes`,
 * `events.0.config.message`, `organization_api_credential_id`, `type`, `is_active`.
 */
import { allowedIncludes, EVENT_CATALOG, subjectOf } from './catalog.js';
import type { OrganizationContext } from './context.js';
import { asBoolean, type FieldErrors, isPlainObject, validationError } from './http.js';
import type { SubscriptionInput } from './state.js';
import type { DestinationRecord, DestinationType } from './types.js';

export const MAX_NAME_LENGTH = 255;
export const MAX_URL_LENGTH = 2048;
export const MAX_MESSAGE_LENGTH = 2000;
export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface DestinationFields {
  type: DestinationType;
  name: string;
  destination_url: string | null;
  is_active: boolean;
  config: Record<string, unknown> | null;
  organization_api_credential_id: string | null;
}

export interface ValidatedCreate extends DestinationFields {
  events: SubscriptionInput[] | undefined;
}

export type ValidatedUpdate = Partial<DestinationFields> & {
  events: SubscriptionInput[] | undefined;
};

class Collector {
  readonly errors: FieldErrors = {};
  add(key: string, message: string): void {
    const list = this.errors[key] ?? [];
    list.push(message);
    this.errors[key] = list;
  }
  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw validationError(this.errors);
  }
}

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

function checkName(value: unknown, errors: Collector): string | undefined {
  if (absent(value) || (typeof value === 'string' && value.trim() === '')) {
    errors.add('name', 'The name field is required.');
  } else if (typeof value !== 'string') {
    errors.add('name', 'The name field must be a string.');
  } else if (value.length > MAX_NAME_LENGTH) {
    errors.add('name', `The name field must not be greater than ${MAX_NAME_LENGTH} characters.`);
  } else {
    return value.trim();
  }
  return undefined;
}

function checkIsActive(value: unknown, errors: Collector): boolean | undefined {
  if (value === undefined) return undefined;
  const parsed = asBoolean(value);
  if (parsed === undefined) errors.add('is_active', 'The is active field must be true or false.');
  return parsed;
}

function checkUrl(
  value: unknown,
  errors: Collector,
  allowHttpLoopback: boolean,
): string | undefined {
  const key = 'destination_url';
  if (absent(value)) {
    errors.add(key, 'The destination url field is required when type is webhook.');
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.add(key, 'The destination url field must be a string.');
    return undefined;
  }
  if (value.length > MAX_URL_LENGTH) {
    errors.add(
      key,
      `The destination url field must not be greater than ${MAX_URL_LENGTH} characters.`,
    );
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    errors.add(key, 'The destination url field must be a valid URL.');
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    errors.add(key, 'The destination url field must be a valid URL.');
    return undefined;
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(allowHttpLoopback && loopbackHttp)) {
    errors.add(key, 'The destination url field must start with one of the following: https://.');
    return undefined;
  }
  return value;
}

function checkEvents(
  value: unknown,
  errors: Collector,
  validEvents: ReadonlySet<string>,
): SubscriptionInput[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    errors.add('events', 'The events field must be an array.');
    return undefined;
  }
  const seen = new Set<string>();
  const out: SubscriptionInput[] = [];
  value.forEach((item: unknown, index) => {
    const at = `events.${index}`;
    if (!isPlainObject(item)) {
      errors.add(at, `The ${at} field must be an object.`);
      return;
    }
    const { event, includes, config } = item;
    if (absent(event)) errors.add(`${at}.event`, `The ${at}.event field is required.`);
    else if (typeof event !== 'string' || !validEvents.has(event)) {
      errors.add(`${at}.event`, `The selected ${at}.event is invalid.`);
    } else if (seen.has(event)) {
      errors.add(`${at}.event`, `The ${at}.event field has a duplicate value.`);
    } else {
      seen.add(event);
    }
    let cleanIncludes: string[] | null = null;
    if (includes !== undefined && includes !== null) {
      if (!Array.isArray(includes) || !includes.every((name) => typeof name === 'string')) {
        errors.add(`${at}.includes`, `The ${at}.includes field must be an array of strings.`);
      } else if (typeof event === 'string') {
        const allowed = allowedIncludes(event);
        const unknown = includes.filter((name) => !allowed.includes(name));
        if (unknown.length > 0) {
          const hint =
            allowed.length > 0
              ? `Allowed for ${subjectOf(event)}: ${allowed.join(', ')}.`
              : `${subjectOf(event)} events accept no includes.`;
          errors.add(
            `${at}.includes`,
            `The ${at}.includes field has unknown names: ${unknown.join(', ')}. ${hint}`,
          );
        } else {
          cleanIncludes = [...new Set(includes)];
        }
      }
    }
    let cleanConfig: { message: string } | null = null;
    if (config !== undefined && config !== null) {
      if (!isPlainObject(config)) {
        errors.add(`${at}.config`, `The ${at}.config field must be an object.`);
      } else if (config.message !== undefined && config.message !== null) {
        if (typeof config.message !== 'string') {
          errors.add(`${at}.config.message`, `The ${at}.config.message field must be a string.`);
        } else if (config.message.length > MAX_MESSAGE_LENGTH) {
          errors.add(
            `${at}.config.message`,
            `The ${at}.config.message field must not be greater than ${MAX_MESSAGE_LENGTH} characters.`,
          );
        } else if (config.message !== '') {
          cleanConfig = { message: config.message };
        }
      }
    }
    if (typeof event === 'string')
      out.push({ event, includes: cleanIncludes, config: cleanConfig });
  });
  return out;
}

function checkSlackConfig(value: unknown, errors: Collector): Record<string, unknown> | undefined {
  if (absent(value)) {
    errors.add('config.channel', 'The config.channel field is required when type is slack.');
    return undefined;
  }
  if (!isPlainObject(value)) {
    errors.add('config', 'The config field must be an object.');
    return undefined;
  }
  const channel = value.channel;
  if (absent(channel)) {
    errors.add('config.channel', 'The config.channel field is required when type is slack.');
  } else if (typeof channel !== 'string') {
    errors.add('config.channel', 'The config.channel field must be a string.');
  } else if (channel.length > 255) {
    errors.add(
      'config.channel',
      'The config.channel field must not be greater than 255 characters.',
    );
  } else {
    return { ...value, channel };
  }
  return undefined;
}

function checkCredential(
  value: unknown,
  errors: Collector,
  ctx: OrganizationContext,
): string | undefined {
  const key = 'organization_api_credential_id';
  const { state } = ctx.deps;
  const organizationId = ctx.organization.data.id;
  if (absent(value)) {
    const fallback = state.slackCredential(organizationId);
    if (!fallback) {
      errors.add(key, 'This organization has no Slack connection. Connect Slack in Enlivy first.');
    }
    return fallback?.data.id;
  }
  const credential = typeof value === 'string' ? state.credentials.get(value) : undefined;
  if (!credential || credential.data.organization_id !== organizationId) {
    errors.add(key, 'The selected organization api credential id is invalid.');
  } else if (credential.data.service !== 'slack') {
    errors.add(key, 'The selected organization api credential id is not a Slack credential.');
  } else {
    return credential.data.id;
  }
  return undefined;
}

function validEventNames(ctx: OrganizationContext): Set<string> {
  const { config } = ctx.deps;
  return new Set([...EVENT_CATALOG, config.defaultTestEvent, ...config.extraEvents]);
}

export function validateCreate(
  body: Record<string, unknown>,
  ctx: OrganizationContext,
): ValidatedCreate {
  const errors = new Collector();
  const { type } = body;
  if (absent(type)) errors.add('type', 'The type field is required.');
  else if (type !== 'webhook' && type !== 'slack')
    errors.add('type', 'The selected type is invalid.');

  const name = checkName(body.name, errors);
  const isActive = checkIsActive(body.is_active, errors);
  const events = checkEvents(body.events, errors, validEventNames(ctx));

  let destinationUrl: string | null = null;
  let config: Record<string, unknown> | null = null;
  let credentialId: string | null = null;
  if (type === 'webhook') {
    destinationUrl =
      checkUrl(body.destination_url, errors, ctx.deps.config.allowHttpLoopback) ?? null;
    if (body.config !== undefined && body.config !== null && !isPlainObject(body.config)) {
      errors.add('config', 'The config field must be an object.');
    } else if (isPlainObject(body.config)) {
      config = body.config;
    }
  } else if (type === 'slack') {
    if (!absent(body.destination_url)) {
      errors.add('destination_url', 'The destination url field is prohibited when type is slack.');
    }
    config = checkSlackConfig(body.config, errors) ?? null;
    credentialId = checkCredential(body.organization_api_credential_id, errors, ctx) ?? null;
  }
  errors.throwIfAny();
  return {
    type: type as DestinationType,
    name: name ?? '',
    destination_url: destinationUrl,
    is_active: isActive ?? true,
    config,
    organization_api_credential_id: credentialId,
    events,
  };
}

export function validateUpdate(
  body: Record<string, unknown>,
  existing: DestinationRecord,
  ctx: OrganizationContext,
): ValidatedUpdate {
  const errors = new Collector();
  const out: ValidatedUpdate = { events: undefined };
  const kind = existing.data.type;
  if (body.type !== undefined && body.type !== kind) {
    errors.add('type', 'The type of a destination cannot be changed.');
  }
  if (body.name !== undefined) out.name = checkName(body.name, errors);
  if (body.is_active !== undefined) out.is_active = checkIsActive(body.is_active, errors);
  out.events = checkEvents(body.events, errors, validEventNames(ctx));

  if (kind === 'webhook') {
    if (body.destination_url !== undefined) {
      out.destination_url = checkUrl(
        body.destination_url,
        errors,
        ctx.deps.config.allowHttpLoopback,
      );
    }
    if (body.config !== undefined) {
      if (body.config !== null && !isPlainObject(body.config)) {
        errors.add('config', 'The config field must be an object.');
      } else {
        out.config = body.config;
      }
    }
  } else {
    if (!absent(body.destination_url)) {
      errors.add('destination_url', 'The destination url field is prohibited when type is slack.');
    }
    if (body.config !== undefined) out.config = checkSlackConfig(body.config, errors);
    if (body.organization_api_credential_id !== undefined) {
      out.organization_api_credential_id = checkCredential(
        body.organization_api_credential_id,
        errors,
        ctx,
      );
    }
  }
  errors.throwIfAny();
  return out;
}

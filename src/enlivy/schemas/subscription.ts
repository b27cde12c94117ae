import { z } from 'zod';
import { orNull } from './common.js';

/** The subscription's message template, whatever shape the API used to send it. */
export type SubscriptionConfig = { message?: string } | null;

const configObject = z.looseObject({ message: z.string().nullish() });

function fromObject(value: z.infer<typeof configObject>): SubscriptionConfig {
  return typeof value.message === 'string' ? { message: value.message } : {};
}

/**
 * The seed sends `config` as `{message}`, the SDK types it as a string: accept an object, a JSON
 * string, or null. A string that is not a JSON object is taken as the message itself.
 */
export const subscriptionConfigSchema = z
  .union([configObject, z.string(), z.null()])
  .optional()
  .transform((value, ctx): SubscriptionConfig => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') return fromObject(value);
    if (value.trim() === '') return null;
    let decoded: unknown;
    try {
      decoded = JSON.parse(value);
    } catch {
      return { message: value };
    }
    if (decoded === null) return null;
    if (typeof decoded === 'string') return { message: decoded };
    const object = configObject.safeParse(decoded);
    if (object.success && !Array.isArray(decoded)) return fromObject(object.data);
    ctx.addIssue({ code: 'custom', message: 'expected {message} or null' });
    return z.NEVER;
  });

export const subscriptionSchema = z.looseObject({
  id: z.string().optional(),
  event: z.string(),
  includes: orNull(z.array(z.string())),
  config: subscriptionConfigSchema,
  organization_event_destination_id: z.string().nullish(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

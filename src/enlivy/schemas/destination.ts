import { z } from 'zod';
import { jsonDecoded, orNull } from './common.js';
import { deliverySchema } from './delivery.js';
import { subscriptionSchema } from './subscription.js';

export const DESTINATION_TYPES = ['webhook', 'slack'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];

/** Slack destinations carry `{channel}`; webhooks usually null. */
export const destinationConfigSchema = z.preprocess(
  jsonDecoded,
  orNull(z.looseObject({ channel: z.string().optional() })),
);

export const destinationSchema = z.looseObject({
  id: z.string(),
  type: z.enum(DESTINATION_TYPES),
  name: orNull(z.string()),
  destination_url: z.string().nullish(),
  is_active: z.boolean(),
  /** Only in the create response; null or missing afterwards. */
  signing_secret: z.string().nullish(),
  config: destinationConfigSchema,
  organization_api_credential_id: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  event_subscriptions: z.array(subscriptionSchema).optional(),
  event_deliveries: z.array(deliverySchema).optional(),
});

export type Destination = z.infer<typeof destinationSchema>;
export type DestinationConfig = Destination['config'];

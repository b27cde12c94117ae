import { z } from 'zod';
import { orNull } from './common.js';

export const DELIVERY_STATUSES = ['pending', 'success', 'failed', 'dropped', 'anomaly'] as const;
export type KnownDeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Open union: a status the app does not know yet still parses. */
export type DeliveryStatus = KnownDeliveryStatus | (string & {});

export const deliverySchema = z.looseObject({
  id: z.string(),
  event: z.string(),
  status: z.string().transform((value): DeliveryStatus => value),
  request_payload: z.unknown(),
  response_status: orNull(z.number()),
  response_type: orNull(z.string()),
  /** A string or an object, as the destination answered. */
  response: z.unknown(),
  is_retry: z.boolean(),
  organization_event_destination_id: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullish(),
});

export type Delivery = z.infer<typeof deliverySchema>;

import type { SubscriptionInput } from '../../../enlivy/index.js';

/** One subscription as the app reasons about it: the event, its includes, its message. */
export interface SubscriptionSpec {
  event: string;
  includes: string[] | null;
  message: string | null;
}

/** What PUT / POST get: includes left out when there were none, config null without a message. */
export function toInput(spec: SubscriptionSpec): SubscriptionInput {
  return {
    event: spec.event,
    ...(spec.includes === null ? {} : { includes: [...spec.includes] }),
    config: spec.message === null ? null : { message: spec.message },
  };
}

import { z } from 'zod';
import { orNull } from './common.js';

export const apiCredentialSchema = z.looseObject({
  id: z.string(),
  name: orNull(z.string()),
  /** `slack` for a Slack connection (contract §7 #12). */
  service: orNull(z.string()),
  has_credentials: z.boolean().optional(),
  account_identifier: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

export type ApiCredential = z.infer<typeof apiCredentialSchema>;

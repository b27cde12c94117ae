import { z } from 'zod';
import { orNull } from './common.js';

export const organizationSchema = z.looseObject({
  id: z.string(),
  name: orNull(z.string()),
});

export type Organization = z.infer<typeof organizationSchema>;

import { z } from 'zod';

export const loginResponseSchema = z.looseObject({ token: z.string().min(1) });

export interface LoginResult {
  token: string;
}

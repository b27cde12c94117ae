import { z } from 'zod';

/** `POST /oauth/token`'s answer (SDK docs/oauth.md); `scope` is space-separated when sent. */
export const tokenPairSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive().default(3600),
  scope: z.string().optional(),
});

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  /** Undefined when Enlivy did not say (then the requested scopes were granted). */
  scopes: string[] | undefined;
}

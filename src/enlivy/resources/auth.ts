import { ignoredBodySchema, single } from '../envelopes.js';
import type { Http } from '../http.js';
import { type LoginResult, loginResponseSchema } from '../schemas/auth.js';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export interface AuthApi {
  login(input: LoginInput): Promise<LoginResult>;
  /** Invalidates the token this client calls with (`GET /authentication/logout`). */
  logout(): Promise<void>;
}

export function authApi(http: Http): AuthApi {
  return {
    async login({ email, password, remember }) {
      const answer = await http.request({
        method: 'POST',
        path: '/authentication/login',
        body: { email, password, remember },
        schema: single(loginResponseSchema),
        anonymous: true,
      });
      return { token: answer.token };
    },
    async logout() {
      await http.request({
        method: 'GET',
        path: '/authentication/logout',
        schema: ignoredBodySchema,
      });
    },
  };
}

import {
  EnlivyAuthenticationError,
  EnlivyForbiddenError,
  EnlivyNotFoundError,
  EnlivyValidationError,
} from '../api/errors.js';
import type { Services } from '../commands/context.js';
import { AppError } from '../errors.js';
import type { Connection, WorkspaceRef } from '../store/index.js';

export interface ConnectInput {
  workspace: WorkspaceRef;
  userId: string;
  token: string;
  organizationId: string;
  method: Connection['method'];
}

/** Proves the token can open the organization, then stores the connection (token encrypted). */
export async function connectWithToken(
  services: Pick<Services, 'enlivy' | 'stores' | 'config' | 'now'>,
  input: ConnectInput,
): Promise<Connection> {
  let organizationName: string;
  try {
    const organization = await services.enlivy
      .withToken(input.token)
      .organizations.retrieve(input.organizationId);
    organizationName = organization.name ?? input.organizationId;
  } catch (err) {
    if (err instanceof EnlivyAuthenticationError) {
      throw new AppError('bad_input', 'Enlivy did not accept this token.', {
        hint: 'Check that you copied the whole token and that it was not revoked.',
      });
    }
    if (err instanceof EnlivyForbiddenError || err instanceof EnlivyNotFoundError) {
      throw new AppError(
        'bad_input',
        `This account cannot open organization ${input.organizationId}.`,
        {
          hint: 'Check the organization id (it starts with org_) and that the account is a member.',
        },
      );
    }
    throw err;
  }
  const connection: Connection = {
    organizationId: input.organizationId,
    organizationName,
    apiBaseUrl: services.config.enlivy.apiUrl,
    token: input.token,
    connectedBy: input.userId,
    connectedAt: services.now().toISOString(),
    method: input.method,
    state: 'ok',
  };
  await services.stores.connections.save(input.workspace, connection);
  return connection;
}

/** Email and password are exchanged for a token once; the password is never stored. */
export async function connectWithPassword(
  services: Pick<Services, 'enlivy' | 'stores' | 'config' | 'now'>,
  input: Omit<ConnectInput, 'token' | 'method'> & {
    email: string;
    password: string;
    remember: boolean;
  },
): Promise<Connection> {
  let token: string;
  try {
    ({ token } = await services.enlivy.auth.login({
      email: input.email,
      password: input.password,
      remember: input.remember,
    }));
  } catch (err) {
    if (err instanceof EnlivyAuthenticationError || err instanceof EnlivyValidationError) {
      throw new AppError('bad_input', 'Enlivy did not accept this email and password.', {
        hint: 'Check them and try again, or connect with an API token instead.',
      });
    }
    throw err;
  }
  return connectWithToken(services, {
    workspace: input.workspace,
    userId: input.userId,
    token,
    organizationId: input.organizationId,
    method: 'password',
  });
}

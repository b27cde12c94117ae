/** "Continue with Enlivy" driven over plain HTTP, with the simulator's control route as consent. */
import { request } from 'undici';
import { expect } from 'vitest';
import { waitFor } from '../../fakes/slack/index.js';
import type { Instance, Stack } from '../support/stack.js';
import {
  getPage,
  openSession,
  type PageAnswer,
  replaceValueOf,
  submitForm,
} from './connect-http.js';
import { connectLink, ephemeralText } from './support.js';

export interface StartedOAuth {
  /** Enlivy's authorize URL the app redirected to. */
  authorizeUrl: string;
  /** The cookie binding the state to this "browser". */
  cookie: string;
}

/** `/enlivy connect` → link → Continue → Continue with Enlivy; stops at Enlivy's door. */
export async function startOAuth(stack: Stack): Promise<StartedOAuth> {
  const session = await openSession(await connectLink(stack));
  const form = await getPage(`${stack.appUrl}/connect`, session);
  const replace = replaceValueOf(form.html);
  const started = await submitForm(stack, session, {
    method: 'oauth',
    ...(replace === undefined ? {} : { replace }),
  });
  expect(started.status).toBe(303);
  if (started.location === undefined || started.cookie === undefined)
    throw new Error('no redirect to Enlivy');
  return { authorizeUrl: started.location, cookie: started.cookie };
}

/** What Enlivy's consent page would do: the redirect back to the app, with code and state. */
export async function consent(
  stack: Stack,
  authorizeUrl: string,
  choice: Record<string, unknown> = { organization_id: 'org_demo' },
): Promise<string> {
  const res = await request(`${stack.sim.url}/__control/oauth/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authorize_url: authorizeUrl, ...choice }),
  });
  const body = (await res.body.json()) as { data?: { location?: string } };
  if (res.statusCode !== 200 || body.data?.location === undefined)
    throw new Error(`approve answered ${res.statusCode}`);
  return body.data.location;
}

/**
 * The whole flow; returns the page the callback answered with. `callbackOn`: the instance
 * Enlivy's redirect lands on (as behind a load balancer); default the one that started it.
 */
export async function connectWithOAuth(
  stack: Stack,
  choice?: Record<string, unknown>,
  callbackOn?: Pick<Instance, 'url'>,
): Promise<PageAnswer> {
  const { authorizeUrl, cookie } = await startOAuth(stack);
  const back = new URL(await consent(stack, authorizeUrl, choice));
  const landing =
    callbackOn === undefined ? back : new URL(`${back.pathname}${back.search}`, callbackOn.url);
  return getPage(landing.toString(), cookie);
}

/** Token endpoint calls the simulator answered, by grant type. */
export function tokenCalls(stack: Stack, grantType: string) {
  return stack.sim.requests.filter(
    (r) =>
      r.path === '/oauth/token' && (r.body as Record<string, unknown>)?.grant_type === grantType,
  );
}

/** Runs a command (as the admin by default) and waits for a new answer with one of `needles`. */
export async function command(
  stack: Stack,
  text: string,
  needles: string[],
  via: Pick<Instance, 'driver'> = stack,
  user = stack.users.admin,
): Promise<string> {
  const before = stack.slack.ephemerals(user).length;
  await via.driver.command({ user, channel: stack.channels.finance, text });
  return waitFor(
    () => {
      const fresh = ephemeralText(stack, user, before);
      return needles.some((needle) => fresh.includes(needle)) ? fresh : undefined;
    },
    {
      message: `an answer to /enlivy ${text} with one of ${JSON.stringify(needles)}`,
      timeoutMs: 15_000,
    },
  );
}

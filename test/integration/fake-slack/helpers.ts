import { type Logger, LogLevel, WebClient, type WebClientOptions } from '@slack/web-api';
import type { FakeSlack } from '../../fakes/slack/index.js';

/** Keeps the WebClient from logging Slack's `[ERROR]` response messages during tests. */
export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  setLevel() {},
  getLevel: () => LogLevel.ERROR,
  setName() {},
};

/** A WebClient on the fake that never retries (unless told) and stays quiet. */
export function webClient(
  fake: FakeSlack,
  token?: string,
  options: WebClientOptions = {},
): WebClient {
  return new WebClient(token, {
    slackApiUrl: fake.apiUrl,
    retryConfig: { retries: 0 },
    logger: silentLogger,
    ...options,
  });
}

/** The `data` of the WebAPIPlatformError a call rejects with (fails if it succeeds). */
export async function slackError(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await call;
  } catch (error) {
    const data = (error as { data?: Record<string, unknown> }).data;
    if (data) return data;
    throw error;
  }
  throw new Error('expected the Slack call to fail, it succeeded');
}

/** POST to the fake's Web API with full control over the body and headers. */
export async function rawApi(
  fake: FakeSlack,
  method: string,
  init: { body?: string | URLSearchParams | FormData; headers?: Record<string, string> },
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${fake.apiUrl}${method}`, { method: 'POST', ...init });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

export const pt = (text: string) => ({ type: 'plain_text' as const, text });
export const md = (text: string) => ({ type: 'mrkdwn' as const, text });

export function modalView(extra: Record<string, unknown> = {}) {
  return {
    type: 'modal' as const,
    callback_id: 'test_modal',
    title: pt('Test'),
    submit: pt('Save'),
    blocks: [
      {
        type: 'input',
        block_id: 'name',
        label: pt('Name'),
        element: { type: 'plain_text_input', action_id: 'value' },
      },
    ],
    ...extra,
  };
}

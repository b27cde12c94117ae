/** Thrown by method handlers; becomes HTTP 200 `{ok:false, error, ...extra}`. */
export class SlackApiError extends Error {
  constructor(
    readonly error: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(error);
    this.name = 'SlackApiError';
  }
}

export function apiError(error: string, extra: Record<string, unknown> = {}): SlackApiError {
  return new SlackApiError(error, extra);
}

/** `invalid_arguments` with Slack's `[ERROR] … [json-pointer:…]` messages. */
export function invalidArguments(messages: string[]): SlackApiError {
  return new SlackApiError('invalid_arguments', { response_metadata: { messages } });
}

/** Who a raw Slack payload came from, for log lines and replies when Bolt could not authorize it. */
export interface PayloadSource {
  ids: { teamId?: string; enterpriseId?: string; userId?: string };
  responseUrl: string | undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Who acts in a Slack request: the command's `user_id`, an interaction's `user.id`, an event's
 * `event.user`. Undefined for what no person did (a workflow step run, a bot's event).
 */
export function actingUserId(body: unknown): string | undefined {
  const eventUser = field(field(body, 'event'), 'user');
  return (
    text(field(body, 'user_id')) ??
    text(field(field(body, 'user'), 'id')) ??
    text(eventUser) ??
    text(field(eventUser, 'id'))
  );
}

export function sourceOf(body: unknown): PayloadSource {
  const teamId = text(field(body, 'team_id')) ?? text(field(field(body, 'team'), 'id'));
  const enterpriseId =
    text(field(body, 'enterprise_id')) ?? text(field(field(body, 'enterprise'), 'id'));
  const userId = actingUserId(body);
  return {
    ids: {
      ...(teamId ? { teamId } : {}),
      ...(enterpriseId ? { enterpriseId } : {}),
      ...(userId ? { userId } : {}),
    },
    responseUrl: text(field(body, 'response_url')),
  };
}

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

export function sourceOf(body: unknown): PayloadSource {
  const teamId = text(field(body, 'team_id')) ?? text(field(field(body, 'team'), 'id'));
  const enterpriseId =
    text(field(body, 'enterprise_id')) ?? text(field(field(body, 'enterprise'), 'id'));
  const userId = text(field(body, 'user_id')) ?? text(field(field(body, 'user'), 'id'));
  return {
    ids: {
      ...(teamId ? { teamId } : {}),
      ...(enterpriseId ? { enterpriseId } : {}),
      ...(userId ? { userId } : {}),
    },
    responseUrl: text(field(body, 'response_url')),
  };
}

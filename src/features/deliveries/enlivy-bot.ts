import type { Destination, EnlivyClient } from '../../enlivy/index.js';

const SLACK_USER_ID = /^[UW][A-Z0-9]{2,}$/;
/** One page of the newest successful deliveries (Enlivy's largest page). */
const RECENT_SUCCESSES = 50;

/** The user Slack says posted, from its answer to chat.postMessage (`{ok:true, message:{user}}`). */
function postedBy(response: unknown): string | undefined {
  let answer = response;
  if (typeof answer === 'string') {
    try {
      answer = JSON.parse(answer);
    } catch {
      return undefined;
    }
  }
  if (answer === null || typeof answer !== 'object') return undefined;
  const { ok, message } = answer as { ok?: unknown; message?: { user?: unknown } | null };
  const user = message?.user;
  return ok === true && typeof user === 'string' && SLACK_USER_ID.test(user) ? user : undefined;
}

/**
 * The Slack user Enlivy's Slack app posts as for `destination`'s credential, so a fix can name
 * the app as Slack shows it. Enlivy posts with its own app, not this one, and says nothing about
 * it; Slack names the poster in its answer to each post, which Enlivy keeps as the response of a
 * successful delivery. Undefined when the newest successful deliveries hold no such answer.
 */
export async function enlivyBotUser(
  api: EnlivyClient,
  orgId: string,
  destination: Destination,
): Promise<string | undefined> {
  const [destinations, page] = await Promise.all([
    api.destinations.listAll(orgId),
    api.deliveries.list(orgId, { statuses: ['success'], perPage: RECENT_SUCCESSES }),
  ]);
  const credential = destination.organization_api_credential_id ?? null;
  const sameApp = new Set(
    destinations
      .filter(
        (d) => d.type === 'slack' && (d.organization_api_credential_id ?? null) === credential,
      )
      .map((d) => d.id),
  );
  for (const delivery of page.items) {
    if (!sameApp.has(delivery.organization_event_destination_id)) continue;
    const user = postedBy(delivery.response);
    if (user !== undefined) return user;
  }
  return undefined;
}

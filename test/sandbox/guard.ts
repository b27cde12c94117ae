/**
 * The sandbox talks only to its own fakes on this machine. Real Slack or Enlivy settings in the
 * environment are a sign that someone expects them to be used, so it refuses to start and says
 * which ones, rather than ignoring them silently.
 */

/** Settings that name a place: allowed only on loopback (where the fakes live). */
const URL_SETTINGS = ['SLACK_API_URL', 'ENLIVY_API_URL', 'PUBLIC_URL'] as const;
/** Credentials of a real Slack app: the sandbox never has a use for them. */
const CREDENTIAL_SETTINGS = [
  'SLACK_BOT_TOKEN',
  'SLACK_APP_TOKEN',
  'SLACK_SIGNING_SECRET',
  'SLACK_CLIENT_ID',
  'SLACK_CLIENT_SECRET',
  'SLACK_STATE_SECRET',
] as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopbackUrl(value: string): boolean {
  return URL.canParse(value) && LOOPBACK.has(new URL(value).hostname);
}

/** Lines naming each real setting found; empty when the sandbox may start. */
export function foreignSettings(env: NodeJS.ProcessEnv): string[] {
  const found: string[] = [];
  for (const name of URL_SETTINGS) {
    const value = env[name]?.trim();
    if (value && !isLoopbackUrl(value)) found.push(`${name}=${value} (not this machine)`);
  }
  for (const name of CREDENTIAL_SETTINGS) {
    if (env[name]?.trim()) found.push(`${name} is set (a real Slack app's credential)`);
  }
  return found;
}

export function refusalMessage(found: string[]): string {
  const names = found.map((line) => line.split(/[= ]/)[0]).join(' ');
  return [
    'The sandbox did not start: it runs the app against its own fake Slack and Enlivy simulator',
    'on this machine and never reaches real ones, but your environment holds real settings:',
    ...found.map((line) => `  - ${line}`),
    'Unset them for this command, for example:',
    `  env -u ${names.split(' ').join(' -u ')} npm run sandbox`,
  ].join('\n');
}

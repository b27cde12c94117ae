/**
 * Runs the Enlivy simulator from the command line and prints the seeded data.
 *
 *   npm run simulator -- --port 4010 [--host 127.0.0.1] [--slack-api-url https://slack.com/api/]
 *                        [--slack-bot-token xoxb-…] [--fast-retries] [--manual-clock] [--no-seed]
 *                        [--invoice-delete permanent|soft] [--oauth-access-ttl SECONDS]
 */
import { parseArgs } from 'node:util';
import { DEMO_CLIENT, SEED, type SimulatorOptions, startSimulator } from './index.js';

const HELP = `Enlivy simulator: a local stand-in for the Enlivy API.

Options:
  --port <n>               port to listen on (default 4010; 0 = any free port)
  --host <addr>            address to bind (default 127.0.0.1)
  --slack-api-url <url>    Slack Web API base for Slack-type deliveries
                           (e.g. https://slack.com/api/ or a local fake); none = Slack sends fail
  --slack-bot-token <t>    bot token used for org_demo's Slack credential
  --fast-retries           retry failed sends after 3 s, 10 s, 30 s, 60 s instead of up to 10 min
  --manual-clock           retries run only via POST /__control/clock/advance {"ms": …}
  --no-seed                start empty
  --invoice-delete <mode>  permanent (default: {"status":"ok"}, gone) or soft (deleted_at,
                           restorable via POST …/invoices/restore/{id})
  --oauth-access-ttl <s>   lifetime of OAuth access tokens in seconds (default 3600)
  --help                   show this help
`;

function fail(message: string): never {
  console.error(`simulator: ${message}\n\n${HELP}`);
  process.exit(2);
}

function invoiceDeleteMode(value: string): SimulatorOptions['invoiceDelete'] {
  if (value !== 'permanent' && value !== 'soft') fail(`invalid --invoice-delete ${value}`);
  return value;
}

async function main(): Promise<void> {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse().values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(HELP);
    return;
  }
  const port = Number(values.port ?? '4010');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`invalid --port ${values.port}`);

  const ttl = Number(values['oauth-access-ttl'] ?? '3600');
  if (!Number.isInteger(ttl) || ttl < 1)
    fail(`invalid --oauth-access-ttl ${values['oauth-access-ttl']}`);
  const options: SimulatorOptions = {
    oauthAccessTtlSeconds: ttl,
    port,
    host: values.host ?? '127.0.0.1',
    seed: !values['no-seed'],
    realTimeRetries: !values['manual-clock'],
    ...(values['invoice-delete']
      ? { invoiceDelete: invoiceDeleteMode(values['invoice-delete']) }
      : {}),
    ...(values['slack-api-url'] ? { slackApiUrl: values['slack-api-url'] } : {}),
    ...(values['fast-retries'] ? { retrySchedule: [0, 3_000, 10_000, 30_000, 60_000] } : {}),
  };
  const simulator = await startSimulator(options);
  if (values['slack-bot-token'] && options.seed) {
    simulator.setSlackCredentialToken(SEED.organizations.demo, values['slack-bot-token']);
  }

  const lines = [
    `Enlivy simulator listening on ${simulator.url}`,
    '',
    `  ENLIVY_API_URL=${simulator.url}`,
  ];
  if (options.seed) {
    lines.push(
      '',
      `  Account        ${SEED.account.email} / ${SEED.account.password}`,
      `  API token      ${SEED.apiToken}`,
      `  Organizations  ${SEED.organizations.demo} (${SEED.organizationNames.demo}, 1 paid pack)`,
      `                 ${SEED.organizations.free} (${SEED.organizationNames.free}, no paid pack)`,
      `  Other account  ${SEED.otherAccount.email} / ${SEED.otherAccount.password} → ${SEED.organizations.other} only`,
      `  Slack cred.    ${SEED.credentials.slack} (org_demo, service slack)`,
      `  Destinations   ${SEED.destinations.slack}   Slack → ${SEED.slackChannel}`,
      `                 ${SEED.destinations.webhook} webhook → ${SEED.webhookUrl}`,
      `                 ${SEED.destinations.paused}  webhook, paused`,
      `  Invoices       ${SEED.invoices.paid} (INV-2026-0001, paid), ${SEED.invoices.draft} (draft); open ones due around today (DT-2026-01xx, BILL-88xx)`,
      `  Webhook secret ${SEED.webhookSigningSecret}`,
      `  OAuth client   ${DEMO_CLIENT.id} / ${DEMO_CLIENT.secret} (any loopback redirect URI; access tokens live ${ttl} s)`,
    );
  }
  lines.push(
    '',
    `  Slack API      ${options.slackApiUrl ?? '(none: Slack-type sends fail)'}`,
    `  Retries        ${options.realTimeRetries ? 'real time' : 'manual clock'}; control routes under ${simulator.url}/__control`,
    '',
    'Press Ctrl+C to stop.',
  );
  console.log(lines.join('\n'));

  const stop = (): void => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('simulator: error while closing', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'slack-api-url': { type: 'string' },
      'slack-bot-token': { type: 'string' },
      'fast-retries': { type: 'boolean' },
      'manual-clock': { type: 'boolean' },
      'no-seed': { type: 'boolean' },
      'invoice-delete': { type: 'string' },
      'oauth-access-ttl': { type: 'string' },
      help: { type: 'boolean' },
    },
    allowPositionals: false,
  });
}

main().catch((error: unknown) => {
  console.error('simulator: failed to start', error);
  process.exit(1);
});

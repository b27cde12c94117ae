// The anchor of `npm run bench -- anchor`: the least a real Slack command app does. A bare Bolt
// app that verifies the signature, acks, and answers through response_url. Plain JavaScript, run
// by node itself like the built app, so both pay the same for loading code.
import bolt from '@slack/bolt';

const app = new bolt.App({
  signingSecret: process.env.SLACK_SIGNING_SECRET,
  token: process.env.SLACK_BOT_TOKEN,
  clientOptions: { slackApiUrl: process.env.SLACK_API_URL },
  logLevel: bolt.LogLevel.ERROR,
});

app.command('/enlivy', async ({ ack, respond, command }) => {
  await ack();
  await respond({ response_type: 'ephemeral', text: `You said: ${command.text}` });
});

// BENCH_BARE_LISTENERS=N: N more listeners that never match a command, of the kinds the app
// registers (mostly buttons, then forms, events, menus, shortcuts). Bolt runs every listener's
// filters on every request: this separates that cost of the router from the app's own work.
const KINDS = [...Array(9).fill('action'), ...Array(3).fill('view'), 'event', 'event', 'options'];
const ignore = async ({ ack }) => {
  await ack?.();
};
for (let i = 0; i < Number(process.env.BENCH_BARE_LISTENERS ?? 0); i++) {
  const kind = KINDS[i % KINDS.length];
  if (kind === 'event') app.event(`bench_event_${i}`, ignore);
  else app[kind](`bench_${kind}_${i}`, ignore);
}

await app.start(Number(process.env.PORT));
// Exits on SIGTERM as the app does, so a profile (`--cpu-prof`) is written on the way out.
process.once('SIGTERM', () => process.exit(0));
